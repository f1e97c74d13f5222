import assert from 'node:assert/strict';

import { Page } from 'playwright-core';

import { createWorkspaceFixture, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';

/** The docs page (Swagger UI) in chromium: a reader authorizes with a key and tries a route. */
describe('the docs page in chromium', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  async function tryIsConnected(credential: string): Promise<{ status: string; body: string; headers: string }> {
    await page.goto(`${servers.apiUrl}/docs`);
    // The page keeps an authorization across reloads: start from none.
    await page.evaluate('localStorage.clear()');
    await page.reload();
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    const apiKey = page.locator('.modal-ux .auth-container', { hasText: 'ApiKey' });
    await apiKey.getByLabel('Value:').fill(credential);
    await apiKey.getByRole('button', { name: 'Apply credentials' }).click();
    await apiKey.getByRole('button', { name: 'Close' }).click();
    const operation = page.locator('.opblock', { hasText: '/is-connected' });
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const answer = operation.locator('.live-responses-table .response').first();
    await answer.waitFor();
    // Swagger UI shows the body, then the headers, each in a highlighted block.
    const [body, headers] = await answer.locator('.microlight').allInnerTexts();
    return { status: (await answer.locator('.response-col_status').innerText()).trim(), body, headers };
  }

  it('shows the routes of the embedded document and loads nothing from outside the app', async () => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(servers.apiUrl).origin) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await page.goto(`${servers.apiUrl}/docs`);
    await page.locator('.opblock').first().waitFor();
    const text = await page.locator('#swagger-ui').innerText();
    for (const path of ['/properties/{propertyId}/cancellation-policy', '/calendar', '/reservations/{reservationId}/check-in'])
      assert.ok(text.includes(path), path);
    assert.deepEqual(elsewhere, []);
  });

  it('tries a route with the API key as the whole Authorization header', async () => {
    const { status, body, headers } = await tryIsConnected(ws.readKey);
    assert.equal(status, '200');
    assert.deepEqual(JSON.parse(body), { connected: true });
    assert.match(headers, /ratelimit-remaining: \d+/);
  });

  it('tries a route with `Bearer <key>` too', async () => {
    const { status, body } = await tryIsConnected(`Bearer ${ws.readKey}`);
    assert.equal(status, '200');
    assert.deepEqual(JSON.parse(body), { connected: true });
  });
});
