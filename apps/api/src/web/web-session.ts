import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

import type { WebAccounts, WebSession } from '@innkeep/domain';
import { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'ik_session';
/** A value per browser before sign-in, issued and signed by the server, so that the sign-in forms carry a CSRF token too. */
export const BROWSER_COOKIE = 'ik_browser';
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface WebRequestState {
  session: WebSession | null;
  /** The session cookie's value, when signed in. */
  sessionToken: string | null;
  /** The token forms must send back (`_csrf`). */
  csrfToken: string;
  /** Whether the browser says another site sent this request (`Sec-Fetch-Site`, `Origin`): no form of ours is posted from there. */
  fromAnotherSite: boolean;
}

const NONCE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Web sessions and CSRF protection. The session cookie is random, HttpOnly, SameSite=Lax, Secure
 * when the public address is https, and stored only as a hash. Every form carries a synchronizer
 * token derived, under a server key, from the session (or, before sign-in, from a per-browser
 * cookie the server signed), checked on POST. Keyed by the server, a cookie a client or a
 * neighbouring site sets yields no token: an unsigned browser cookie is replaced, not trusted.
 */
export class WebSessions {
  private readonly key: Buffer;

  constructor(
    private readonly accounts: WebAccounts,
    private readonly origin: string,
    secretsKey: Buffer,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), 'innkeep web csrf', 32));
  }

  private get secure(): boolean {
    return this.origin.startsWith('https:');
  }

  cookieOptions(maxAgeSeconds?: number) {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.secure, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
  }

  async read(request: FastifyRequest, reply: FastifyReply): Promise<WebRequestState> {
    const fromAnotherSite = this.fromAnotherSite(request);
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await this.accounts.findSession(token);
      if (session) return { session, sessionToken: token, csrfToken: this.mac('session', token), fromAnotherSite };
      reply.clearCookie(SESSION_COOKIE, this.cookieOptions());
    }
    let nonce = this.browserNonce(request.cookies[BROWSER_COOKIE]);
    if (!nonce) {
      nonce = randomBytes(32).toString('base64url');
      reply.setCookie(BROWSER_COOKIE, `${nonce}.${this.mac('browser', nonce)}`, this.cookieOptions(SESSION_TTL_SECONDS));
    }
    return { session: null, sessionToken: null, csrfToken: this.mac('before sign-in', nonce), fromAnotherSite };
  }

  /** True when a submitted form carries the token of this browser's session and came from a page of this site. */
  csrfValid(state: WebRequestState, submitted: unknown): boolean {
    if (typeof submitted !== 'string' || state.fromAnotherSite) return false;
    const expected = Buffer.from(state.csrfToken);
    const given = Buffer.from(submitted);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The nonce of a browser cookie this server issued, or null for any other value. */
  private browserNonce(cookie: string | undefined): string | null {
    const [nonce, signature, ...rest] = (cookie ?? '').split('.');
    if (rest.length > 0 || !nonce || !signature || !NONCE.test(nonce)) return null;
    const expected = Buffer.from(this.mac('browser', nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
  }

  private mac(purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${value}`).digest('base64url');
  }

  private fromAnotherSite(request: FastifyRequest): boolean {
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
    // Browsers without Sec-Fetch-Site still send Origin on a POST: another host is another site.
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === 'null') return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }

  async start(reply: FastifyReply, userId: string, workspaceId: string | null): Promise<void> {
    const token = await this.accounts.createSession(userId, workspaceId, SESSION_TTL_SECONDS);
    reply.setCookie(SESSION_COOKIE, token, this.cookieOptions(SESSION_TTL_SECONDS));
  }

  async end(reply: FastifyReply, state: WebRequestState): Promise<void> {
    if (state.sessionToken) await this.accounts.deleteSession(state.sessionToken);
    reply.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }
}
