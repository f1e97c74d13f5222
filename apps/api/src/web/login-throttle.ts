import { createHash } from 'node:crypto';

import { QuotaStore } from '@innkeep/ratelimit';

/** Failed sign-ins allowed per e-mail address and client address in a window. */
export const LOGIN_ATTEMPTS = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/**
 * Bounds password guessing: after LOGIN_ATTEMPTS failures for one e-mail address from one client
 * address, that pair answers 429 until the window ends, right password or not. Counted in the
 * quota store (Redis when configured), so every instance sees the same count.
 */
export class LoginThrottle {
  constructor(private readonly store: QuotaStore) {}

  private key(email: string, address: string): string {
    const digest = createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('hex').slice(0, 32);
    return `{login:${digest}}`;
  }

  /** Seconds to wait when the pair is blocked, else null. */
  async blockedFor(email: string, address: string): Promise<number | null> {
    const decision = await this.store.peek(this.key(email, address), LOGIN_ATTEMPTS, LOGIN_WINDOW_SECONDS);
    return decision.remaining > 0 ? null : Math.max(1, decision.resetSeconds);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.store.consume(this.key(email, address), LOGIN_ATTEMPTS, LOGIN_WINDOW_SECONDS);
  }
}
