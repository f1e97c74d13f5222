import { createHash, randomBytes } from 'node:crypto';

/** One answer of the web interface, redirects not followed. */
export interface WebAnswer {
  status: number;
  headers: Headers;
  /** The absolute Location of a redirect. */
  location: string | null;
  text: string;
}

export interface ConsentChoice {
  decision?: 'allow' | 'deny';
  /** The API scopes ticked (pms:read is always sent). Default: every one offered. */
  scopes?: string[];
  workspaceId?: string;
}

/**
 * A browser for tests without a browser: a cookie jar, forms posted with their CSRF token, and
 * redirects followed by hand so that the test sees each step. Cookies are sent to every path of
 * the origin (the paths the servers set only narrow where a real browser would send them).
 */
export class WebClient {
  private readonly cookies = new Map<string, string>();
  /** The last page fetched, whose forms `submit` fills in. */
  lastPage = '';

  constructor(readonly origin: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Raw Set-Cookie lines of the last answer, for the attribute checks. */
  lastSetCookies: string[] = [];

  async request(
    pathOrUrl: string,
    init: { method?: string; form?: Record<string, string | string[]>; headers?: Record<string, string> } = {},
  ): Promise<WebAnswer> {
    const url = new URL(pathOrUrl, this.origin);
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (url.origin === this.origin && this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(init.form)) {
        for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
      }
      body = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.lastSetCookies = response.headers.getSetCookie();
    if (url.origin === this.origin) this.store(this.lastSetCookies);
    const text = await response.text();
    const location = response.headers.get('location');
    if (response.headers.get('content-type')?.includes('text/html')) this.lastPage = text;
    return { status: response.status, headers: response.headers, location: location ? new URL(location, url).href : null, text };
  }

  /** Follows redirects on this origin; stops at the first one that leaves it (an OAuth client's redirect URI). */
  async follow(pathOrUrl: string, init: Parameters<WebClient['request']>[1] = {}): Promise<WebAnswer> {
    let answer = await this.request(pathOrUrl, init);
    for (let hops = 0; answer.location && answer.status >= 300 && answer.status < 400 && hops < 10; hops++) {
      if (new URL(answer.location).origin !== this.origin) return answer;
      answer = await this.request(answer.location);
    }
    return answer;
  }

  /** The CSRF token of a page's forms. */
  csrfOf(page = this.lastPage): string {
    const match = /name="_csrf" value="([^"]+)"/.exec(page);
    if (!match) throw new Error(`No CSRF token on the page:\n${page.slice(0, 500)}`);
    return match[1];
  }

  /** Posts a form of the last page (its CSRF token added). */
  async submit(path: string, fields: Record<string, string | string[]>, options: { follow?: boolean } = {}): Promise<WebAnswer> {
    const form = { _csrf: this.csrfOf(), ...fields };
    return options.follow === false ? this.request(path, { form }) : this.follow(path, { form });
  }

  async signUp(account: { email: string; password: string; name?: string; workspace?: string }): Promise<WebAnswer> {
    await this.request('/signup');
    return this.submit('/signup', { email: account.email, password: account.password, name: account.name ?? '', workspace: account.workspace ?? '' });
  }

  async signIn(email: string, password: string): Promise<WebAnswer> {
    await this.request('/login');
    return this.submit('/login', { email, password }, { follow: false });
  }

  /**
   * Runs an authorization request in this (signed-in) browser up to the client's redirect URI:
   * the consent page is answered with `choice`. Answers that redirect (with code or error), or the
   * page where it stopped.
   */
  async authorize(authorizationUrl: string, choice: ConsentChoice = {}): Promise<{ consentPage: string; final: WebAnswer }> {
    const consent = await this.follow(authorizationUrl);
    if (consent.status !== 200 || !/id="consent"/.test(consent.text)) return { consentPage: consent.text, final: consent };
    const action = /<form method="post" action="(\/oauth\/interaction\/[^"]+)"/.exec(consent.text)?.[1];
    if (!action) throw new Error('The consent page has no form');
    const offered = [...consent.text.matchAll(/name="scopes" value="([^"]+)"/g)].map((match) => match[1]);
    const workspaceId = choice.workspaceId ?? /<option value="([^"]+)" selected/.exec(consent.text)?.[1] ?? '';
    const final = await this.submit(action, {
      decision: choice.decision ?? 'allow',
      scopes: choice.scopes ? ['pms:read', ...choice.scopes.filter((scope) => scope !== 'pms:read')] : offered,
      workspaceId,
    });
    return { consentPage: consent.text, final };
  }

  private store(lines: string[]): void {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const gone =
        value === '' ||
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) ||
        attributes.some((attribute) => /^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]) < Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A test e-mail address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}
