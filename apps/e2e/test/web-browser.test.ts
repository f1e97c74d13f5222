import assert from 'node:assert/strict';

import { Page } from 'playwright-core';

import { http, startTestServers, TestServers } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';
import { authorizationRequest, exchangeCode, registerPublicClient, serverMetadata } from '../src/oauth-client';
import { uniqueEmail } from '../src/web-client';

/** The web interface in a real browser: Debian's chromium, driven by playwright-core. */
describe('the web interface in chromium', () => {
  let servers: TestServers;
  let browser: TestBrowser;
  let page: Page;
  let origin: string;
  const email = uniqueEmail('host');
  const password = 'sea view apartment 42';

  beforeAll(async () => {
    servers = await startTestServers();
    origin = new URL(servers.apiUrl).origin;
    browser = await launchBrowser();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  it('signs up without a sales call or a waiting list, straight into a workspace on the PRO trial', async () => {
    await page.goto(`${origin}/signup`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Your name').fill('Helena Host');
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Workspace name').fill('Helena’s Lofts');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/account/);
    assert.match(await page.locator('main').innerText(), /Welcome to Innkeep/);
    assert.match(await page.locator('main').innerText(), /Helena’s Lofts/);
    assert.match(await page.locator('main').innerText(), /Plan PRO, trialing/);
    assert.match(await page.locator('main').innerText(), /Your role: OWNER/);

    const session = (await browser.context.cookies(origin)).find((cookie) => cookie.name === 'ik_session');
    assert.ok(session, 'a session cookie');
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Lax');
  });

  it('creates an API key, shows it once with a copy button, and never again', async () => {
    await page.goto(`${origin}/account/keys`);
    await page.getByLabel('Name').fill('Website sync');
    await page.getByLabel(/pms:write/).check();
    await page.getByRole('button', { name: 'Create key' }).click();

    const shown = await page.locator('#new-key').inputValue();
    assert.match(shown, /^ikp_[0-9A-Za-z]{38}$/);
    assert.match(await page.locator('#new-key-card').innerText(), /shown only this once/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate('navigator.clipboard.readText()'), shown);

    const works = await http(`${servers.apiUrl}/workspace`, { key: shown });
    assert.equal(works.status, 200);
    assert.equal(works.body.workspace.name, 'Helena’s Lofts');
    assert.deepEqual(works.body.scopes, ['pms:read', 'pms:write']);

    await page.goto(`${origin}/account/keys`);
    const listed = await page.locator('main').innerText();
    assert.ok(!listed.includes(shown), 'the key is never shown again');
    assert.ok(listed.includes(shown.slice(0, 12)), 'its prefix is listed');
    assert.match(await page.locator('#keys tr', { hasText: 'Website sync' }).innerText(), /pms:read, pms:write/);
    assert.equal(await page.locator('#new-key').count(), 0);
  });

  it('revokes a key, which stops working at once', async () => {
    await page.goto(`${origin}/account/keys`);
    const key = await (async () => {
      await page.getByLabel('Name').fill('Short-lived');
      await page.getByRole('button', { name: 'Create key' }).click();
      return page.locator('#new-key').inputValue();
    })();
    assert.equal((await http(`${servers.apiUrl}/is-connected`, { key })).status, 200);
    await page.goto(`${origin}/account/keys`);
    await page.locator('#keys tr', { hasText: 'Short-lived' }).getByRole('button', { name: 'Revoke' }).click();
    await page.waitForURL(/notice=key-revoked/);
    assert.match(await page.locator('#flash').innerText(), /revoked/);
    assert.match(await page.locator('#keys tr', { hasText: 'Short-lived' }).innerText(), /revoked/);
    const refused = await http(`${servers.apiUrl}/is-connected`, { key });
    assert.equal(refused.status, 401);
  });

  it('consents to an application: the page names it, its redirect host and the scopes', async () => {
    const metadata = await serverMetadata(origin);
    const client = await registerPublicClient(metadata, 'Pricing Robot');
    const redirectUri = client.redirect_uris[0];
    const request = authorizationRequest(metadata, client, { scope: 'pms:read pms:write', resource: servers.apiUrl });
    let callback: string | undefined;
    await page.route(
      (url) => url.href.startsWith(redirectUri),
      (route) => {
        callback = route.request().url();
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Pricing Robot is connected.</p>' });
      },
    );

    await page.goto(request.url);
    const consent = await page.locator('#consent').innerText();
    assert.match(consent, /Allow Pricing Robot to use your Innkeep account\?/);
    assert.match(consent, new RegExp(new URL(redirectUri).host.replace('.', '\\.')));
    assert.match(consent, /pms:read/);
    assert.match(consent, /pms:write/);
    assert.match(consent, /has not verified it/);
    // Write is the user's to give: an application asks for it, and gets it only when ticked.
    assert.equal(await page.getByLabel(/pms:write/).isChecked(), false);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByText('Pricing Robot is connected.').waitFor();

    const code = new URL(callback!).searchParams.get('code');
    assert.ok(code);
    const tokens = await exchangeCode(metadata, client, code, request);
    assert.equal(tokens.status, 200);
    assert.equal(tokens.body.scope, 'pms:read');
    assert.equal((await http(`${servers.apiUrl}/is-connected`, { key: `Bearer ${tokens.body.access_token}` })).status, 200);

    await page.goto(`${origin}/account/apps`);
    assert.match(await page.locator('#apps').innerText(), /Pricing Robot/);
  });

  it('signs out, and the old session cookie no longer opens the account', async () => {
    await page.goto(`${origin}/account`);
    const before = (await browser.context.cookies(origin)).find((cookie) => cookie.name === 'ik_session')!.value;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    const replay = await fetch(`${origin}/account`, { headers: { cookie: `ik_session=${before}` }, redirect: 'manual' });
    assert.equal(replay.status, 303);
    assert.match(replay.headers.get('location')!, /^\/login/);
  });
});
