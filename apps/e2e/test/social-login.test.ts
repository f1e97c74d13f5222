import assert from 'node:assert/strict';

import { freePort, startTestServers, TestServers } from '../src';
import { startIdentityProvider, TestIdentityProvider } from '../src/identity-provider';
import { uniqueEmail, WebClient } from '../src/web-client';

/**
 * The user at the external provider: signs in there with `login` (its development pages take any
 * password) and consents; answers the address the provider sends the browser back to.
 */
async function signInAtProvider(idp: WebClient, authorizationUrl: string, login: string): Promise<string> {
  let answer = await idp.follow(authorizationUrl);
  for (let step = 0; step < 4; step++) {
    if (answer.location && !answer.location.startsWith(idp.origin)) return answer.location;
    const action = /<form[^>]*action="([^"]+)"/.exec(answer.text)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(answer.text)?.[1];
    assert.ok(action && prompt, `the provider showed no form:\n${answer.text.slice(0, 400)}`);
    answer = await idp.follow(action, { form: prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt } });
  }
  assert.fail('the provider never sent the browser back');
}

describe('social accounts: sign-in and linking with an external OpenID Connect provider', () => {
  let idp: TestIdentityProvider;
  let servers: TestServers;
  let origin: string;

  /** Starts a social sign-in (or a link) in `browser`, completes it at the provider as `login`. */
  async function viaProvider(browser: WebClient, login: string, intent: 'login' | 'link' = 'login') {
    const started = await browser.request(`/auth/oidc/start?intent=${intent}`);
    assert.equal(started.status, 303);
    assert.ok(started.location!.startsWith(`${idp.issuer}/`), `sent to the provider, not ${started.location}`);
    const callback = await signInAtProvider(new WebClient(idp.issuer), started.location!, login);
    assert.ok(callback.startsWith(`${origin}/auth/oidc/callback?`));
    return browser.follow(callback);
  }

  beforeAll(async () => {
    const apiPort = await freePort();
    idp = await startIdentityProvider(`http://127.0.0.1:${apiPort}/auth/oidc/callback`);
    servers = await startTestServers({
      API_PORT: String(apiPort),
      INNKEEP_OIDC_ISSUER: idp.issuer,
      INNKEEP_OIDC_CLIENT_ID: idp.clientId,
      INNKEEP_OIDC_CLIENT_SECRET: idp.clientSecret,
      INNKEEP_OIDC_NAME: 'TestID',
    });
    origin = new URL(servers.apiUrl).origin;
  });
  afterAll(async () => {
    await servers?.close();
    await idp?.close();
  });

  it('signs a newcomer up with the provider’s verified address, linked, and signs them in with it again', async () => {
    const browser = new WebClient(origin);
    assert.match((await browser.request('/login')).text, /Sign in with TestID/);
    const landed = await viaProvider(browser, 'alice');
    assert.equal(landed.status, 200);
    assert.match(landed.text, /Welcome to Innkeep/);
    assert.match(landed.text, /alice@idp\.test/);
    assert.match(landed.text, /Plan PRO, trialing/);
    const [user] = await servers.dataSource.query('SELECT id, password_hash FROM users WHERE email = $1', ['alice@idp.test']);
    assert.equal(user.password_hash, null);
    const links = await servers.dataSource.query('SELECT issuer, subject FROM linked_identities WHERE user_id = $1', [user.id]);
    assert.deepEqual(links, [{ issuer: idp.issuer, subject: 'alice' }]);

    await browser.submit('/logout', {});
    const again = await viaProvider(new WebClient(origin), 'alice');
    assert.match(again.text, /alice@idp\.test/);
    const users = await servers.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', ['alice@idp.test']);
    assert.equal(users[0].n, 1, 'no second account');
  });

  it('links a provider account from the account page (the onboarding step), which then signs that user in', async () => {
    const email = uniqueEmail('bob');
    const browser = new WebClient(origin);
    const account = await browser.signUp({ email, password: 'bob has a long password' });
    assert.match(account.text, /No social account is linked yet/);
    assert.match(account.text, /Link TestID/);

    const linked = await viaProvider(browser, 'bob-social', 'link');
    assert.match(linked.text, /Your social account is linked/);
    assert.match(linked.text, /bob-social@idp\.test/);

    const elsewhere = await viaProvider(new WebClient(origin), 'bob-social');
    assert.equal(elsewhere.status, 200);
    assert.match(elsewhere.text, new RegExp(email.replace('.', '\\.')), 'signed in as the user it was linked to');
  });

  it('never attaches a provider account to an existing user by e-mail address alone', async () => {
    await new WebClient(origin).signUp({ email: 'carol@idp.test', password: 'carol has a long password' });
    const refused = await viaProvider(new WebClient(origin), 'carol');
    assert.equal(refused.status, 409);
    assert.match(refused.text, /already has an account/);
    assert.match(refused.text, /link this social account/);
    const links = await servers.dataSource.query('SELECT count(*)::int AS n FROM linked_identities WHERE subject = $1', ['carol']);
    assert.equal(links[0].n, 0);
  });

  it('refuses to link an account already linked to another user', async () => {
    const browser = new WebClient(origin);
    await browser.signUp({ email: uniqueEmail('dave'), password: 'dave has a long password' });
    const taken = await viaProvider(browser, 'alice', 'link');
    assert.equal(taken.status, 409);
    assert.match(taken.text, /already linked to another Innkeep user/);
  });

  it('refuses a callback it did not start', async () => {
    const forged = await new WebClient(origin).request('/auth/oidc/callback?code=stolen&state=guessed');
    assert.equal(forged.status, 400);
    assert.match(forged.text, /This sign-in has expired/);
  });
});
