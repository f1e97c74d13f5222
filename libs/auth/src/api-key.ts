import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const API_KEY_PREFIX = 'ikp_';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

function checksumOf(body: string): string {
  return base62(crc32(`${API_KEY_PREFIX}${body}`), CHECKSUM_LENGTH);
}

/** Random base62 text without modulo bias. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export interface GeneratedApiKey {
  /** The whole key: shown once, never stored. */
  key: string;
  /** What is stored and looked up. */
  hash: string;
  /** The first characters, kept to let people recognise a key in a list. */
  displayPrefix: string;
}

export function generateApiKey(): GeneratedApiKey {
  const body = randomBase62(BODY_LENGTH);
  const key = `${API_KEY_PREFIX}${body}${checksumOf(body)}`;
  return { key, hash: hashCredential(key), displayPrefix: key.slice(0, API_KEY_PREFIX.length + 8) };
}

/**
 * True when the text has the shape of a key and its checksum matches, so that a typo or a
 * truncated copy is told apart from an unknown key without touching the database.
 */
export function isWellFormedApiKey(candidate: string): boolean {
  if (!API_KEY_PATTERN.test(candidate)) return false;
  const body = candidate.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + BODY_LENGTH);
  return candidate.slice(-CHECKSUM_LENGTH) === checksumOf(body);
}

/** Keys carry 190 bits of randomness, so a fast hash is enough; no salt is needed to resist guessing. */
export function hashCredential(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
