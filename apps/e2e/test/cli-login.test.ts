import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Page } from 'playwright-core';

import { CliResult, http, makeConfigHome, parseJsonOutput, runCli, startTestServers, TestServers } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';
import { startCli } from '../src/cli-session';
import { uniqueEmail, WebClient } from '../src/web-client';

interface StoredBrowserLogin {
  apiUrl: string;
  apiKey?: string;
  oauth: { accessToken: string; refreshToken: string; expiresAt: string; clientId: string; tokenEndpoint: string; scope: string };
}

const AUTHORIZE_URL = /(http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+)/;

/** `innkeep login` against the running servers, with chromium (playwright-core) as the user's browser. */
describe('innkeep login in the browser', () => {
  let servers: TestServers;
  let browser: TestBrowser;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let propertyId: string;
  const email = uniqueEmail('cli-user');
  const password = 'terminal lover 2027';
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
  const stored = async () => JSON.parse(await readFile(home.storePath, 'utf8')) as StoredBrowserLogin;

  /** The user in the browser: signs in if asked, then answers the consent page. */
  async function approve(page: Page, url: string, decision: 'Allow' | 'Deny' = 'Allow'): Promise<string> {
    await page.goto(url);
    if (await page.getByRole('button', { name: 'Sign in' }).isVisible()) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    const consent = await page.locator('#consent').innerText();
    await page.getByRole('button', { name: decision }).click();
    await page
      .locator('h1')
      .filter({ hasText: decision === 'Allow' ? 'You are logged in' : 'Login cancelled' })
      .waitFor();
    return consent;
  }

  beforeAll(async () => {
    servers = await startTestServers();
    const web = new WebClient(new URL(servers.apiUrl).origin);
    await web.signUp({ email, password, workspace: 'Terminal Rentals' });
    const [row] = await servers.dataSource.query('SELECT m.workspace_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1', [email]);
    propertyId = (await servers.operator.createProperty({ workspaceId: row.workspace_id, name: 'Casa CLI' })).id;
    browser = await launchBrowser();
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await browser?.close();
    await home?.remove();
    await servers?.close();
  });

  test('login --no-browser --write prints the address; after sign-in and consent the tokens are stored readable by the owner only', async () => {
    const session = startCli(['login', '--no-browser', '--write', '--api-url', servers.apiUrl, '--json'], { configHome: home.path });
    const [url] = await session.waitFor(AUTHORIZE_URL);
    const authorize = new URL(url);
    assert.equal(authorize.searchParams.get('client_id'), 'innkeep-cli');
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
    assert.match(authorize.searchParams.get('redirect_uri')!, /^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    assert.equal(authorize.searchParams.get('resource'), servers.apiUrl);
    assert.equal(authorize.searchParams.get('scope'), 'pms:read pms:write');

    const page = await browser.context.newPage();
    const consent = await approve(page, url);
    assert.match(consent, /Innkeep CLI/);
    assert.match(consent, /127\.0\.0\.1/);
    assert.match(consent, /pms:write/);
    await page.close();

    const result = await session.done;
    assert.equal(result.code, 0, failureOf(result));
    const answer = parseJsonOutput<{ loggedIn: boolean; method: string; scopes: string[]; apiUrl: string }>(result);
    assert.deepEqual([answer.loggedIn, answer.method, answer.apiUrl], [true, 'browser', servers.apiUrl]);
    assert.deepEqual(answer.scopes.sort(), ['pms:read', 'pms:write']);

    assert.equal((await stat(home.storePath)).mode & 0o777, 0o600);
    const login = await stored();
    assert.equal(login.apiKey, undefined);
    assert.match(login.oauth.accessToken, /^iko_/);
    assert.match(login.oauth.refreshToken, /^ikr_/);
    assert.equal(login.oauth.clientId, 'innkeep-cli');
    assert.ok(!result.stdout.includes(login.oauth.accessToken) && !result.stderr.includes(login.oauth.accessToken), 'tokens are never printed');
  });

  test('later commands use the stored login, and refresh its tokens when they expire', async () => {
    const listed = await runCli(['properties', '--json'], { configHome: home.path });
    assert.equal(listed.code, 0, failureOf(listed));
    assert.ok(parseJsonOutput<{ properties: { id: string }[] }>(listed).properties.some((row) => row.id === propertyId));

    const before = await stored();
    await writeFile(home.storePath, JSON.stringify({ ...before, oauth: { ...before.oauth, expiresAt: new Date(Date.now() - 1000).toISOString() } }), {
      mode: 0o600,
    });
    const whoami = await runCli(['whoami', '--json'], { configHome: home.path });
    assert.equal(whoami.code, 0, failureOf(whoami));
    assert.equal(parseJsonOutput<{ workspace: { name: string } }>(whoami).workspace.name, 'Terminal Rentals');

    const after = await stored();
    assert.notEqual(after.oauth.accessToken, before.oauth.accessToken);
    assert.notEqual(after.oauth.refreshToken, before.oauth.refreshToken, 'the refresh token rotated');
    assert.ok(Date.parse(after.oauth.expiresAt) > Date.now());
    assert.equal((await stat(home.storePath)).mode & 0o777, 0o600);
  });

  test('logout revokes the login at the server, then deletes it', async () => {
    const login = await stored();
    const result = await runCli(['logout', '--json'], { configHome: home.path });
    assert.equal(result.code, 0, failureOf(result));
    assert.deepEqual(parseJsonOutput<{ loggedOut: boolean; revoked: boolean }>(result), { loggedOut: true, revoked: true, configPath: home.storePath });
    assert.equal(existsSync(home.storePath), false);
    assert.equal((await http(`${servers.apiUrl}/is-connected`, { key: `Bearer ${login.oauth.accessToken}` })).status, 401);
    const refresh = await fetch(login.oauth.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: login.oauth.refreshToken, client_id: 'innkeep-cli' }),
    });
    assert.equal(((await refresh.json()) as { error: string }).error, 'invalid_grant');
  });

  test('login opens the system browser ($BROWSER) by itself, and asks for pms:read alone: write is not granted by default', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'innkeep-browser-'));
    const opened = join(dir, 'opened-url');
    const script = join(dir, 'browser.sh');
    await writeFile(script, `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`);
    await chmod(script, 0o755);
    try {
      const session = startCli(['login', '--api-url', servers.apiUrl], { configHome: home.path, env: { BROWSER: script } });
      await session.waitFor(/Waiting for the browser/);
      let url = '';
      for (let tries = 0; tries < 100 && !url; tries++) {
        url = existsSync(opened) ? await readFile(opened, 'utf8') : '';
        if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.match(url, AUTHORIZE_URL);
      assert.equal(new URL(url).searchParams.get('scope'), 'pms:read');

      const page = await browser.context.newPage();
      const consent = await approve(page, url);
      assert.doesNotMatch(consent, /pms:write/);
      await page.close();

      const result = await session.done;
      assert.equal(result.code, 0, failureOf(result));
      assert.match(result.stdout, /^Logged in to .* with pms:read\./m);
      const write = await runCli(['properties', 'set-cancellation-policy', propertyId, 'STRICT'], { configHome: home.path });
      assert.equal(write.code, 1, failureOf(write));
      assert.match(write.stderr, /SCOPE_REQUIRED/);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await runCli(['logout'], { configHome: home.path });
    }
  });

  test('a login the user denies stores nothing and exits 1', async () => {
    const session = startCli(['login', '--no-browser', '--api-url', servers.apiUrl], { configHome: home.path });
    const [url] = await session.waitFor(AUTHORIZE_URL);
    const page = await browser.context.newPage();
    await approve(page, url, 'Deny');
    await page.close();
    const result = await session.done;
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /not completed/);
    assert.equal(existsSync(home.storePath), false);
  });
});
