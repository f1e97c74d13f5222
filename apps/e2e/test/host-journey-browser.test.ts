import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';
import { Page } from 'playwright-core';

import { connectMcpClient, http, makeConfigHome, runCli, startTestServers, TestServers } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';
import { uniqueEmail } from '../src/web-client';

/**
 * A newcomer's first hour, in Debian's chromium: sign up, set up a property, a unit and a rate plan
 * on the web pages, create a key, see the unit sellable from the CLI, and a booking made by an AI
 * assistant over MCP on the calendar page.
 */
describe('a host sets up a workspace on the web pages and sees it on every surface', () => {
  let servers: TestServers;
  let browser: TestBrowser;
  let page: Page;
  let origin: string;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  let key: string;
  let unitId: string;
  const main = () => page.locator('main').innerText();

  beforeAll(async () => {
    servers = await startTestServers();
    origin = new URL(servers.apiUrl).origin;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
    await home?.remove();
  });

  it('signs up to a checklist that offers only what this installation can do', async () => {
    await page.goto(`${origin}/signup`);
    await page.getByLabel('E-mail').fill(uniqueEmail('journey'));
    await page.getByLabel('Your name').fill('Marta Host');
    await page.getByLabel('Password').fill('olive grove cottage 7');
    await page.getByLabel('Workspace name').fill('Marta’s Cottages');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/account/);
    const checklist = await page.locator('#getting-started').innerText();
    assert.match(checklist, /Add a property/);
    assert.match(checklist, /calendar/);
    // No OpenID Connect provider is configured here, so linking one is not offered as a step.
    assert.doesNotMatch(checklist, /Link/);
  });

  it('creates a property, a unit and a rate plan on the web pages, with prices in major units', async () => {
    await page.getByRole('link', { name: 'Properties', exact: true }).click();
    assert.match(await main(), /No property yet/);
    await page.getByLabel('Name').fill('Quinta das Oliveiras');
    await page.getByLabel('City').fill('Évora');
    await page.getByLabel('Country (two letters, PT)').fill('PT');
    await page.getByLabel('Time zone').fill('Europe/Lisbon');
    await page.getByRole('button', { name: 'Create property' }).click();
    await page.waitForURL(/\/properties\/prop_/);
    assert.match(await main(), /Property created/);

    await page.getByLabel('Unit name').fill('Olive Suite');
    await page.getByLabel('Rooms').fill('2');
    await page.getByLabel(/Base price per night/).fill('95.50');
    await page.getByRole('button', { name: 'Create unit' }).click();
    await page.waitForURL(/\/units\//);
    unitId = page.url().split('/units/')[1].split('?')[0];
    assert.match(await main(), /Unit created/);
    assert.match(await page.locator('#rate-plans').innerHTML(), /value="Standard"[\s\S]*value="95.50"/);

    await page.getByLabel('Rate plan title').fill('Non-refundable');
    await page.getByLabel('Plan base price (EUR)').fill('85');
    await page.getByRole('button', { name: 'Create rate plan' }).click();
    await page.waitForURL(/notice=rate-plan-created/);
    assert.equal(await page.getByLabel('Base price of Non-refundable').inputValue(), '85.00');
  });

  it('refuses an impossible room count with the operation’s own sentence, keeping what was typed to correct', async () => {
    await page.getByLabel('Rooms', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save changes' }).click();
    assert.match(await page.locator('.notice.error').innerText(), /countOfRooms/);
    assert.equal(await page.getByLabel('Rooms', { exact: true }).inputValue(), '0', 'the typed value is shown again to correct');
  });

  it('creates a key whose CLI calendar shows the unit sellable for the next 14 nights', async () => {
    await page.goto(`${origin}/account/keys`);
    await page.getByLabel('Name').fill('Laptop CLI');
    await page.getByLabel(/pms:write/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    key = await page.locator('#new-key').inputValue();

    const result = await runCli(['calendar', '--next', '14d'], { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
    assert.equal(result.code, 0, result.stderr);
    const row = result.stdout.split('\n').find((line) => line.startsWith('Olive Suite'));
    assert.ok(row, result.stdout);
    assert.match(row, /(\s+2){14}$/, 'two rooms sellable on each of the 14 nights');
  });

  it('shows a booking made over MCP on the calendar page, with the guest’s name, navigable by keyboard', async () => {
    const today = ((await http(`${servers.apiUrl}/workspace`, { key })).body as { nowLocal: string }).nowLocal.slice(0, 10);
    const arrival = addDays(today, 3);
    const mcp = await connectMcpClient(servers.mcpUrl, key);
    try {
      const booked = await mcp.callTool({
        name: 'reservation_create',
        arguments: { unitId, arrivalDate: arrival, departureDate: addDays(arrival, 2), source: 'DIRECT', guest: { firstName: 'Inês', lastName: 'Carvalho' } },
      });
      assert.notEqual(booked.isError, true, JSON.stringify(booked.content));
    } finally {
      await mcp.close();
    }

    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.goto(`${origin}/calendar?month=${arrival.slice(0, 7)}`);
    const cell = page.locator(`tr[data-unit-id="${unitId}"] td[data-date="${arrival}"]`);
    assert.match(await cell.innerText(), /Inês Carvalho/);
    assert.match((await cell.getAttribute('aria-label')) ?? '', /^Olive Suite, \S+: 1 of 2 rooms sellable; Inês Carvalho \(confirmed, direct\)$/);

    const first = page.locator('td[role=gridcell][tabindex="0"]');
    await first.focus();
    const firstDate = await first.getAttribute('data-date');
    await page.keyboard.press('ArrowRight');
    const moved = await page.evaluate("document.activeElement?.getAttribute('data-date')");
    assert.equal(moved, addDays(firstDate ?? '', 1));
    await page.keyboard.press('End');
    assert.equal(await page.evaluate("document.activeElement?.getAttribute('tabindex')"), '0', 'the focused night is the one in the tab order');
  });
});
