import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, Server, Socket } from 'node:net';

import fc from 'fast-check';

import { startTestServers, TestServers } from '../src';
import { hostileRedirectTarget, offSiteRedirect, SEED } from '../src/hostile-input';
import { authorizationRequest, serverMetadata } from '../src/oauth-client';
import { uniqueEmail, WebClient } from '../src/web-client';

const PASSWORD = 'a good long password';

/**
 * Probes a security review found through the running servers, kept as they were sent: the
 * client-metadata fetch aimed at our own network, sign-in redirects to another site, header
 * injection through the redirect target, and NUL characters outside the operations.
 */
describe('hostile probes found before, through the running servers', () => {
  let servers: TestServers;
  let origin: string;

  beforeAll(async () => {
    servers = await startTestServers();
    origin = new URL(servers.apiUrl).origin;
  });
  afterAll(() => servers.close());

  it('never connects to a loopback, link-local or private address written as IPv6 when an authorization names it as client ID', async () => {
    // A listener on loopback stands for any internal service: a connection is the SSRF.
    const connections: Socket[] = [];
    const internal: Server = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const port = (internal.address() as { port: number }).port;
    try {
      const metadata = await serverMetadata(origin);
      const browser = new WebClient(origin);
      assert.equal((await browser.signUp({ email: uniqueEmail('ssrf'), password: PASSWORD })).status, 200);
      for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::127.0.0.1]', '[0:0:0:0:0:ffff:127.0.0.1]']) {
        const clientId = `https://${host}:${port}/client-metadata.json`;
        const request = authorizationRequest(metadata, { client_id: clientId, redirect_uris: ['https://app.example.com/cb'] }, { scope: 'pms:read' });
        const answer = await browser.request(request.url);
        assert.ok(answer.status < 500, `${clientId} answered ${answer.status}`);
      }
      // The refused fetch never happened, not even as a TCP connection.
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(connections.length, 0);
    } finally {
      await new Promise((resolve) => internal.close(resolve));
    }
  });

  it('returns after sign-in only to a page of this site, whatever characters next holds, and never answers 500', async () => {
    const email = uniqueEmail('redirect');
    assert.equal((await new WebClient(origin).signUp({ email, password: PASSWORD })).status, 200);
    for (const next of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\evil.example',
      '/%09/evil.example',
      '//evil.example',
      '/\r\nSet-Cookie: hijacked=1',
      '/ok\u0000',
    ]) {
      const browser = new WebClient(origin);
      const page = await browser.request(`/login?next=${encodeURIComponent(next)}`);
      assert.ok(page.status < 500, `GET /login?next=${JSON.stringify(next)} answered ${page.status}`);
      await browser.request('/login');
      const answer = await browser.submit('/login', { email, password: PASSWORD, next }, { follow: false });
      if (next.includes('\u0000')) {
        assert.equal(answer.status, 400, 'a NUL character is refused outright');
        continue;
      }
      assert.equal(answer.status, 303, `${JSON.stringify(next)} answered ${answer.status}`);
      // Read as a browser reads it: tabs and newlines dropped, backslashes as slashes.
      const target = new URL(answer.headers.get('location')!.replace(/[\t\n\r]/g, ''), origin);
      assert.equal(target.origin, origin, JSON.stringify(next));
      assert.ok(!answer.headers.get('set-cookie')?.includes('hijacked'), JSON.stringify(next));
    }
  });

  it('never sends a signed-in browser to another host through dot segments that normalise to //, on GET and POST of /login and /signup', async () => {
    const email = uniqueEmail('dots');
    const browser = new WebClient(origin);
    assert.equal((await browser.signUp({ email, password: PASSWORD })).status, 200);
    const returnTo = async (path: string) => {
      const answer = await browser.request(path);
      assert.equal(answer.status, 303, `${path} answered ${answer.status}`);
      return answer.headers.get('location');
    };
    const dotted = ['/.//evil.test', '/..//evil.test', '/a/..//evil.test', '/%2e%2e//evil.test', '/%2E%2E/%2e//evil.test'];
    for (const next of dotted) {
      for (const page of ['/login', '/signup']) {
        const location = await returnTo(`${page}?next=${encodeURIComponent(next)}`);
        assert.equal(offSiteRedirect(origin, location), undefined, `${page} ${next}`);
        assert.ok(!/^\/[\/\\]/.test(location ?? ''), `${page} ${next}: ${location}`);
      }
      const signingIn = new WebClient(origin);
      await signingIn.request('/login');
      const posted = await signingIn.submit('/login', { email, password: PASSWORD, next }, { follow: false });
      assert.equal(posted.status, 303, next);
      assert.equal(offSiteRedirect(origin, posted.headers.get('location')), undefined, `POST /login ${next}`);
    }
    // Any other spelling of the same class: generated, replayable with HOSTILE_SEED.
    await fc.assert(
      fc.asyncProperty(hostileRedirectTarget, fc.constantFrom('/login', '/signup'), async (next, page) => {
        const answer = await browser.request(`${page}?next=${encodeURIComponent(next)}`);
        assert.equal(answer.status, 303, `${page} ${JSON.stringify(next)} answered ${answer.status}`);
        assert.equal(offSiteRedirect(origin, answer.headers.get('location')), undefined, `${page} ${JSON.stringify(next)}`);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('takes no sign-in form whose CSRF token a client could work out from a browser cookie it set, nor one posted from another site', async () => {
    const email = uniqueEmail('csrf');
    assert.equal((await new WebClient(origin).signUp({ email, password: PASSWORD })).status, 200);
    // A cookie the attacker chose (planted from a neighbouring host, or typed), and the token the old rule derived from it.
    const planted = 'a'.repeat(43);
    const derived = createHmac('sha256', planted).update('innkeep web csrf').digest('base64url');
    const form = new URLSearchParams({ _csrf: derived, email, password: PASSWORD });
    const forged = await fetch(new URL('/login', origin), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: `ik_browser=${planted}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    assert.equal(forged.status, 403);
    assert.ok(!forged.headers.getSetCookie().some((cookie) => cookie.startsWith('ik_session=')), 'no session was started');

    // The browser's own page and token, but the browser says another site sent the form.
    const fromElsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.test' }];
    for (const headers of fromElsewhere) {
      const browser = new WebClient(origin);
      await browser.request('/login');
      const answer = await browser.request('/login', { form: { _csrf: browser.csrfOf(), email, password: PASSWORD }, headers });
      assert.equal(answer.status, 403, JSON.stringify(headers));
    }
    const browser = new WebClient(origin);
    await browser.request('/login');
    const own = await browser.request('/login', {
      form: { _csrf: browser.csrfOf(), email, password: PASSWORD },
      headers: { 'sec-fetch-site': 'same-origin', origin },
    });
    assert.equal(own.status, 303);
  });

  it('answers a NUL character in a web form, a page link or an OAuth client registration with 400, never 500', async () => {
    const browser = new WebClient(origin);
    await browser.request('/login');
    assert.equal((await browser.submit('/login', { email: 'a\u0000@example.test', password: PASSWORD }, { follow: false })).status, 400);
    await browser.request('/signup');
    assert.equal(
      (await browser.submit('/signup', { email: uniqueEmail('nul'), password: `${PASSWORD}\u0000`, name: '', workspace: '' }, { follow: false })).status,
      400,
    );
    const member = new WebClient(origin);
    assert.equal((await member.signUp({ email: uniqueEmail('nul'), password: PASSWORD })).status, 200);
    await member.request('/workspaces');
    assert.equal((await member.submit('/workspaces', { name: 'Cabins\u0000' }, { follow: false })).status, 400);
    assert.equal((await member.request('/account/keys/key%00/revoke', { method: 'POST', form: {} })).status, 400);

    const metadata = await serverMetadata(origin);
    const registration = await fetch(metadata.registration_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Sync\u0000', redirect_uris: ['https://app.example.com/cb'], token_endpoint_auth_method: 'none' }),
    });
    assert.equal(registration.status, 400);
    assert.equal(((await registration.json()) as { error: string }).error, 'invalid_request');
  });
});
