import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WebAccountStore, WebSession } from '@innkeep/persistence';
import { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'ik_session';
/** A random value per browser before sign-in, so that the sign-in forms carry a CSRF token too. */
export const BROWSER_COOKIE = 'ik_browser';
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface WebRequestState {
  session: WebSession | null;
  /** The session cookie's value, when signed in. */
  sessionToken: string | null;
  /** The token forms must send back (`_csrf`). */
  csrfToken: string;
}

/** The CSRF token of a browser secret: an HMAC of it, so the page shows nothing the cookie holds. */
function csrfTokenFor(secret: string): string {
  return createHmac('sha256', secret).update('innkeep web csrf').digest('base64url');
}

/**
 * Web sessions and CSRF protection. The session cookie is random, HttpOnly, SameSite=Lax, Secure
 * when the public address is https, and stored only as a hash. Every form carries a synchronizer
 * token derived from the session (or, before sign-in, from a per-browser cookie), checked on POST.
 */
export class WebSessions {
  constructor(
    private readonly accounts: WebAccountStore,
    private readonly secure: boolean,
  ) {}

  cookieOptions(maxAgeSeconds?: number) {
    return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.secure, ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
  }

  async read(request: FastifyRequest, reply: FastifyReply): Promise<WebRequestState> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await this.accounts.findSession(token);
      if (session) return { session, sessionToken: token, csrfToken: csrfTokenFor(token) };
      reply.clearCookie(SESSION_COOKIE, this.cookieOptions());
    }
    let browser = request.cookies[BROWSER_COOKIE];
    if (!browser || !/^[A-Za-z0-9_-]{32,64}$/.test(browser)) {
      browser = randomBytes(32).toString('base64url');
      reply.setCookie(BROWSER_COOKIE, browser, this.cookieOptions(SESSION_TTL_SECONDS));
    }
    return { session: null, sessionToken: null, csrfToken: csrfTokenFor(browser) };
  }

  /** True when a submitted form carries the token of this browser's session. */
  csrfValid(state: WebRequestState, submitted: unknown): boolean {
    if (typeof submitted !== 'string') return false;
    const expected = Buffer.from(state.csrfToken);
    const given = Buffer.from(submitted);
    return expected.length === given.length && timingSafeEqual(expected, given);
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
