import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import { CalendarNight, formatMinor } from '@innkeep/domain';
import { Page } from 'playwright-core';

import { createReportWorkspace, http, ReportWorkspace, startTestServers, TestServers } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';

/** Screenshots are kept as test artefacts under the repository's tmp/ (not committed). */
const ARTEFACTS = resolve(__dirname, '../../../tmp/reports-page');

/** The Reports page in Debian's chromium: its charts show the API's figures, at phone and desktop widths. */
describe('the Reports page in chromium', () => {
  let servers: TestServers;
  let ws: ReportWorkspace;
  let browser: TestBrowser;
  let page: Page;
  let origin: string;
  const requested: string[] = [];
  const password = 'harbour lights 2027';

  const api = async (path: string) => {
    const answer = await http(`${servers.apiUrl}${path}`, { key: ws.readKey });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const marks = (chart: string) =>
    page
      .locator(`svg[data-chart="${chart}"] [data-key]`)
      .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-key'), node.getAttribute('data-value')]));

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000' });
    origin = new URL(servers.apiUrl).origin;
    ws = await createReportWorkspace(servers, { plan: 'BUSINESS' });
    const { hashPassword } = await import('@innkeep/auth');
    await servers.operator.setPasswordHash({ email: ws.ownerEmail, passwordHash: await hashPassword(password) });
    await mkdir(ARTEFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill(ws.ownerEmail);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account/);
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  it('is one click from the navigation and shows each currency’s totals as the API counts them', async () => {
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/reports/);
    await page.goto(`${origin}/reports?month=${ws.month}`);
    const summary = await api(`/reports/summary?from=${ws.from}&to=${ws.to}`);
    for (const entry of summary.currencies) {
      const shown = await page
        .locator(`section[data-currency="${entry.currency}"] dd[data-figure]`)
        .evaluateAll((nodes) => Object.fromEntries(nodes.map((node) => [node.getAttribute('data-figure'), Number(node.getAttribute('data-value'))])));
      assert.deepEqual(shown, {
        revenueMinor: entry.totals.revenueMinor,
        occupancy: entry.totals.occupancy,
        adrMinor: entry.totals.adrMinor,
        revparMinor: entry.totals.revparMinor,
        nightsSold: entry.totals.nightsSold,
        reservations: entry.totals.reservations,
      });
    }
    assert.match(await page.locator('section[data-currency="EUR"]').innerText(), /1410\.04 EUR/);
  });

  it('draws revenue by channel and by property with the API’s figures, in its order', async () => {
    const summary = await api(`/reports/summary?from=${ws.from}&to=${ws.to}`);
    for (const entry of summary.currencies) {
      assert.deepEqual(
        await marks(`revenue-by-channel-${entry.currency}`),
        entry.byChannel.map((row: { source: string; revenueMinor: number }) => [row.source, String(row.revenueMinor)]),
      );
      assert.deepEqual(
        await marks(`revenue-by-property-${entry.currency}`),
        entry.byProperty.map((row: { propertyId: string; revenueMinor: number }) => [row.propertyId, String(row.revenueMinor)]),
      );
    }
    const chart = await page.locator('svg[data-chart="revenue-by-channel-EUR"]').textContent();
    assert.match(chart ?? '', new RegExp(formatMinor(56001, 'EUR').replace('.', '\\.')));
  });

  it('draws twelve months of revenue, ADR and RevPAR from the summary of those months', async () => {
    const year = Number(ws.month.slice(0, 4));
    const yearSummary = await api(`/reports/summary?from=${year - 1}-05-01&to=${ws.to}`);
    const byMonth = yearSummary.byMonth as { month: string; revenueMinor: number; adrMinor: number; revparMinor: number }[];
    assert.equal(byMonth.length, 12);
    assert.deepEqual(
      await marks('revenue-by-month'),
      byMonth.map((row) => [row.month, String(row.revenueMinor)]),
    );
    const trend = await page
      .locator('svg[data-chart="adr-revpar-trend"] g[data-series]')
      .evaluateAll((groups) =>
        groups.map((group) => [group.getAttribute('data-series'), [...group.querySelectorAll('[data-key]')].map((point) => point.getAttribute('data-value'))]),
      );
    assert.deepEqual(trend, [
      ['ADR', byMonth.map((row) => String(row.adrMinor))],
      ['RevPAR', byMonth.map((row) => String(row.revparMinor))],
    ]);
  });

  it('shades each unit’s nights by the calendar’s rooms reserved over rooms open, grey when all are blocked', async () => {
    const calendar = await api(`/calendar?from=${ws.from}&to=${ws.to}`);
    for (const unit of calendar.units as { id: string; nights: CalendarNight[] }[]) {
      const cells = await page
        .locator(`svg[data-chart="occupancy-heatmap"] g[data-unit="${unit.id}"] rect`)
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-value')));
      const expected = unit.nights.map((night) => {
        const open = night.physical - night.ownerBlocked - night.maintenanceBlocked;
        return open > 0 ? String(Math.min(night.reserved / open, 1)) : '';
      });
      assert.deepEqual(cells, expected);
    }
    // The Suite is owner-blocked on the 10th: grey, no figure.
    const suiteTenth = page.locator(`svg[data-chart="occupancy-heatmap"] g[data-unit="${ws.casa.suite}"] rect[data-key="${ws.month}-10"]`);
    assert.equal(await suiteTenth.getAttribute('data-value'), '');
  });

  it('fits a phone’s width without sideways scrolling, and is kept as screenshots at phone and desktop widths', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/reports?month=${ws.month}`);
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than a phone`);
    const chartWidth = await page.locator('svg[data-chart="revenue-by-channel-EUR"]').evaluate((svg) => svg.getBoundingClientRect().width);
    assert.ok(chartWidth > 300, `the chart is ${chartWidth}px wide on a phone`);
    await page.screenshot({ path: resolve(ARTEFACTS, 'reports-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/reports?month=${ws.month}`);
    await page.screenshot({ path: resolve(ARTEFACTS, 'reports-desktop.png'), fullPage: true });
  });

  it('loads nothing from another origin (no chart CDN, no script)', () => {
    const foreign = requested.filter((url) => new URL(url).origin !== origin);
    assert.deepEqual(foreign, []);
  });
});
