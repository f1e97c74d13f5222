import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import { addDays, SiteView } from '@innkeep/domain';
import { Page } from 'playwright-core';

import { createWorkspaceFixture, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';

/** Screenshots are kept as test artefacts under the repository's tmp/ (not committed). */
const ARTEFACTS = resolve(__dirname, '../../../tmp/website');

/** The first day of next month: a month with every night ahead, whatever today is. */
function firstOfNextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/**
 * A guest on a published direct-booking website, in Debian's chromium: picks dates in the
 * calendar, reads the quote, books; the reservation is DIRECT, the nights are gone from the site
 * and the API, and booking them again is refused with a sentence.
 */
describe('a guest books on the published website in chromium', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let browser: TestBrowser;
  let page: Page;
  let origin: string;
  let site: SiteView;
  let unitId: string;
  const dialogs: string[] = [];
  const requested: string[] = [];
  const arrival = addDays(firstOfNextMonth(), 9);
  const departure = addDays(arrival, 3);
  const month = arrival.slice(0, 7);
  const api = (path: string) => `${servers.apiUrl}${path}`;

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '10000', API_WRITE_LIMIT: '10000' });
    origin = new URL(servers.apiUrl).origin;
    ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    unitId = ws.unitIds[0];
    await http(api(`/properties/${ws.propertyId}/booking-settings`), { method: 'PUT', key: ws.writeKey, body: { instantBooking: true } });
    await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { cleaningFeeMinor: 3500 } });
    site = (await http(api('/website/drafts'), { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId } })).body;
    await http(api(`/website/drafts/${ws.propertyId}`), {
      method: 'PUT',
      key: ws.writeKey,
      body: {
        title: 'Casa do Rio',
        tagline: 'Two rooms by the Tagus <script>alert("tagline")</script>',
        description: 'A quiet house by the river.\n\nWalk to the old town in ten minutes.',
        highlights: ['River view', 'Breakfast on request', '<img src=x onerror=alert("highlight")>'],
        houseRules: ['No parties', 'Quiet after 22:00'],
      },
    });
    await http(api('/website/posts'), {
      method: 'POST',
      key: ws.writeKey,
      body: {
        propertyId: ws.propertyId,
        title: 'Garden open',
        body: '**The garden** is open. <img src=x onerror=alert("post")> [x](javascript:alert("link"))',
      },
    });
    await http(api(`/website/${ws.propertyId}/publish`), { method: 'POST', key: ws.writeKey });
    await mkdir(ARTEFACTS, { recursive: true });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    page.on('request', (request) => requested.push(request.url()));
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
  });

  it('opens the published site: content, units with prices from, the calendar; no script runs', async () => {
    await page.goto(`${origin}/sites/${site.slug}`);
    assert.equal(await page.locator('h1').innerText(), 'Casa do Rio');
    const text = await page.locator('main').innerText();
    assert.match(text, /River view/);
    assert.match(text, /Room 1[\s\S]*From €100\.00 a night/);
    assert.match(text, /Garden open/);
    assert.match(await page.locator('header').innerText(), /<script>alert\("tagline"\)<\/script>/);
    assert.equal(await page.locator('article strong').innerText(), 'The garden');
    assert.equal(await page.locator('a[href^="javascript:"]').count(), 0);
    assert.deepEqual(dialogs, []);
  });

  it('picks dates in the calendar, shows the quote, and books a DIRECT reservation', async () => {
    await page.goto(`${origin}/sites/${site.slug}?unit=${unitId}&month=${month}`);
    await page.locator(`a[data-date="${arrival}"]`).click();
    await page.waitForURL(new RegExp(`arrival=${arrival}`));
    assert.match(await page.locator('.legend').first().innerText(), /now pick the day you leave/);
    await page.locator(`a[data-date="${departure}"]`).click();
    await page.waitForURL(new RegExp(`departure=${departure}`));
    const quote = await page.getByRole('table', { name: 'Price of your stay' }).innerText();
    assert.match(quote, /3 nights\s+€300\.00/);
    assert.match(quote, /Cleaning fee\s+€35\.00/);
    assert.match(quote, /Total\s+€335\.00/);

    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('E-mail').fill('grace@example.test');
    await page.getByLabel('Phone (optional)').fill('+351 912 345 678');
    await page.getByRole('button', { name: /Book now · €335\.00/ }).click();
    await page.waitForLoadState();
    assert.match(await page.locator('main').innerText(), /Your booking is confirmed/);

    const reservations = (await http(api(`/reservations?unitId=${unitId}&from=${arrival}&to=${arrival}`), { key: ws.readKey })).body.reservations;
    assert.equal(reservations.length, 1);
    assert.deepEqual(
      [
        reservations[0].source,
        reservations[0].status,
        reservations[0].arrivalDate,
        reservations[0].departureDate,
        reservations[0].totalAmountMinor,
        reservations[0].guest.email,
      ],
      ['DIRECT', 'CONFIRMED', arrival, departure, 33500, 'grace@example.test'],
    );
  });

  it('no longer offers the nights, on the site or on the API, and refuses them again with a sentence', async () => {
    await page.goto(`${origin}/sites/${site.slug}?unit=${unitId}&month=${month}`);
    for (let night = arrival; night < departure; night = addDays(night, 1)) {
      assert.equal(await page.locator(`a[data-date="${night}"]`).count(), 0, night);
      assert.match((await page.locator(`span[data-date="${night}"]`).getAttribute('aria-label')) ?? '', /booked/);
    }
    const availability = (await http(api(`/availability?unitId=${unitId}&from=${arrival}&to=${addDays(departure, -1)}`), { key: ws.readKey })).body;
    assert.deepEqual(availability.units[0].freeNights, []);

    // A second visitor opened the page before the first booked, and books the same nights.
    const dayBefore = addDays(arrival, -2);
    await page.goto(`${origin}/sites/${site.slug}?unit=${unitId}&arrival=${dayBefore}&departure=${addDays(arrival, 1)}`);
    assert.match(await page.getByRole('alert').innerText(), new RegExp(`No room of Room 1 is free on ${arrival}\\.`));
    const stale = await browser.context.newPage();
    await stale.goto(`${origin}/sites/${site.slug}?unit=${unitId}&arrival=${addDays(departure, 2)}&departure=${addDays(departure, 4)}`);
    // The stale page's form still names the nights it was opened with; make them the booked ones.
    await stale.evaluate(
      `document.querySelector('input[name="arrivalDate"]').value = '${arrival}'; document.querySelector('input[name="departureDate"]').value = '${departure}';`,
    );
    await stale.getByLabel('First name').fill('Late');
    await stale.getByLabel('Last name').fill('Comer');
    await stale.getByLabel('E-mail').fill('late@example.test');
    await stale.getByRole('button', { name: /Book now/ }).click();
    await stale.waitForLoadState();
    assert.match(await stale.getByRole('alert').first().innerText(), new RegExp(`No room of Room 1 is free on ${arrival}\\.`));
    await stale.close();
    const reservations = (await http(api(`/reservations?unitId=${unitId}&from=${arrival}&to=${arrival}`), { key: ws.readKey })).body.reservations;
    assert.equal(reservations.length, 1);
  });

  it('reaches the booking form by keyboard, with a label on every field', async () => {
    await page.goto(`${origin}/sites/${site.slug}?unit=${unitId}&arrival=${addDays(departure, 5)}&departure=${addDays(departure, 7)}`);
    const unlabeled = await page.evaluate(
      `[...document.querySelectorAll('input:not([type=hidden]), textarea, select')].filter((field) => !field.labels || field.labels.length === 0).map((field) => field.getAttribute('name'))`,
    );
    assert.deepEqual(unlabeled, []);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate('document.activeElement && document.activeElement.textContent'), 'Skip to booking');
    await page.keyboard.press('Enter');
    assert.match(page.url(), /#book$/);
  });

  it('fits a phone’s width, loads nothing from elsewhere, and is kept as screenshots at phone and desktop widths', async () => {
    const query = `unit=${unitId}&month=${month}&arrival=${addDays(departure, 5)}&departure=${addDays(departure, 8)}`;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/sites/${site.slug}?${query}`);
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than a phone`);
    await page.screenshot({ path: resolve(ARTEFACTS, 'site-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/sites/${site.slug}?${query}`);
    await page.screenshot({ path: resolve(ARTEFACTS, 'site-desktop.png'), fullPage: true });
    const foreign = requested.filter((url) => new URL(url).origin !== origin);
    assert.deepEqual(foreign, []);
    assert.deepEqual(dialogs, []);
  });
});
