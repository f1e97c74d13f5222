import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a booking form may stay open before it has to be reloaded. */
const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/**
 * CSRF tokens of the booking form: `<issued ms>.<nonce>.<HMAC of slug, issued, nonce>`, set both as
 * a cookie scoped to the site and as a hidden field. A post counts only when both are there, are
 * equal, were signed by this installation for this site, and are recent: another origin can make a
 * browser post the form, but can neither read the cookie nor sign one of its own.
 */
export class SiteFormTokens {
  private readonly key: Buffer;

  constructor(secretsKey: Buffer) {
    this.key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'innkeep site booking form', 32));
  }

  issue(slug: string, now = Date.now()): string {
    const payload = `${now}.${randomBytes(12).toString('base64url')}`;
    return `${payload}.${this.sign(slug, payload)}`;
  }

  /** Whether a token was issued for this site, by this installation, not too long ago. */
  isValid(slug: string, token: string, now = Date.now()): boolean {
    const match = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const issued = Number(match[1]);
    if (now - issued > TOKEN_LIFETIME_MS || issued - now > 60_000) return false;
    const expected = Buffer.from(this.sign(slug, `${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(slug: string, payload: string): string {
    return createHmac('sha256', this.key).update(`${slug}\n${payload}`).digest('base64url');
  }
}
