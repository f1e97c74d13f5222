import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Prefixed, unguessable ids in the style of `prop_3kTMd8Qx0pLw2aZf`: the prefix says what it names. */
export function newId(prefix: string): string {
  let body = '';
  while (body.length < 20) {
    for (const byte of randomBytes(24)) if (byte < 248 && body.length < 20) body += BASE62[byte % 62];
  }
  return `${prefix}_${body}`;
}

export const ID_PREFIX = {
  workspace: 'ws',
  user: 'usr',
  apiKey: 'key',
  property: 'prop',
  unit: 'unit',
  ratePlan: 'rp',
  channelConnection: 'conn',
  websitePost: 'post',
} as const;
