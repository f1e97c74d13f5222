import { hash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const API_KEY_PREFIX = 'ikp_';
/** A sandbox's keys: they work on sandboxes only, and live keys never on a sandbox. */
export const TEST_API_KEY_PREFIX = 'ikp_test_';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}(test_)?[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);

function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

function checksumOf(prefix: string, body: string): string {
  return base62(crc32(`${prefix}${body}`), CHECKSUM_LENGTH);
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

/** A live key (`ikp_…`), or a sandbox's test key (`ikp_test_…`). */
export function generateApiKey(kind: 'live' | 'test' = 'live'): GeneratedApiKey {
  const prefix = kind === 'test' ? TEST_API_KEY_PREFIX : API_KEY_PREFIX;
  const body = randomBase62(BODY_LENGTH);
  const key = `${prefix}${body}${checksumOf(prefix, body)}`;
  return { key, hash: hashCredential(key), displayPrefix: key.slice(0, prefix.length + 8) };
}

/** Whether a key is a sandbox's test key (by its prefix; its checksum is checked apart). */
export function isTestApiKey(key: string): boolean {
  return key.startsWith(TEST_API_KEY_PREFIX);
}

/**
 * True when the text has the shape of a key and its checksum matches, so that a typo or a
 * truncated copy is told apart from an unknown key without touching the database.
 */
export function isWellFormedApiKey(candidate: string): boolean {
  if (!API_KEY_PATTERN.test(candidate)) return false;
  const prefix = isTestApiKey(candidate) ? TEST_API_KEY_PREFIX : API_KEY_PREFIX;
  const body = candidate.slice(prefix.length, prefix.length + BODY_LENGTH);
  return candidate.slice(-CHECKSUM_LENGTH) === checksumOf(prefix, body);
}

/**
 * Keys carry 190 bits of randomness, so a fast hash is enough; no salt is needed to resist guessing.
 * The one-shot form: every authenticated request hashes its credential, and a Hash object costs it
 * two and a half times as long.
 */
export function hashCredential(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/**
 * Whether two hex digests are equal, in a time that does not depend on where they differ. Compared
 * character by character rather than through timingSafeEqual, which needs two buffers made from
 * the text on every authenticated request.
 */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
