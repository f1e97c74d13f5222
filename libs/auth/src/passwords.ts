import { Algorithm, hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** Argon2id at OWASP's recommended cost (19 MiB of memory, 2 passes, 1 lane), as a PHC string. */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: verifying against it costs what a real check costs. */
let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown user, or one without a
 * password) it still spends the same time, so the answer's delay does not tell which it was.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword(`decoy-${Date.now()}-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  return null;
}
