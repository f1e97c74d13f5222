import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';
import { Page } from 'playwright-core';

import { createWorkspaceFixture, daysFromNow, FakeStripe, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';

const HOST_KEY = `rk_test_${'br0wserh0st'.repeat(2)}`;
const HOST_SECRET = `whsec_${'br0wserh0st'.repeat(3)}`;

/**
 * A guest's side of a deposit paid online, in Debian's chromium: the site's booking form sends the
 * browser on to Stripe's Checkout (which the site's Content-Security-Policy must let the form reach),
 * the loopback server's page takes the card and returns to the site, whose page waits for Stripe's
 * webhook and then shows the booking confirmed.
 */
describe('paying the deposit of a website booking, in chromium', () => {
  let servers: TestServers;
  let stripe: FakeStripe;
  let browser: TestBrowser;
  let page: Page;
  let origin: string;
  let ws: WorkspaceFixture;
  let slug: string;

  beforeAll(async () => {
    stripe = await FakeStripe.start({ secretKey: 'sk_test_platform_unused', webhookSecret: 'whsec_platform_unused' });
    servers = await startTestServers({ STRIPE_API_URL: stripe.url, API_LIMIT: '10000', API_WRITE_LIMIT: '10000' });
    origin = new URL(servers.apiUrl).origin;
    ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    slug = (await http(`${servers.apiUrl}/website/drafts`, { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId } })).body.slug;
    await http(`${servers.apiUrl}/website/${ws.propertyId}/publish`, { method: 'POST', key: ws.writeKey });
    stripe.addAccount({ key: HOST_KEY, webhookSecret: HOST_SECRET, webhookUrl: `${origin}/payments/stripe/webhook/${ws.workspaceId}` });
    await servers.runtime.paymentAccounts.connect(ws.workspaceId, { restrictedKey: HOST_KEY, webhookSecret: HOST_SECRET });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
    await stripe?.close();
  });

  it('books, pays the deposit at Checkout, waits for Stripe on the way back, and sees the booking confirmed', async () => {
    const arrival = daysFromNow(45);
    const departure = addDays(arrival, 3);
    await page.goto(`${origin}/sites/${slug}?unit=${ws.unitIds[0]}&arrival=${arrival}&departure=${departure}`);
    await page.getByLabel('First name').fill('Paula');
    await page.getByLabel('Last name').fill('Payer');
    await page.getByLabel('E-mail').fill('paula@example.test');

    // Stripe is slow to confirm: the guest is back before the webhook arrives.
    stripe.holdCheckoutEvents();
    await page.getByRole('button', { name: /Book and pay the deposit/ }).click();
    await page.waitForURL(new RegExp(`/sites/${slug}/bookings/[^/?]+\\?paid=1`));
    assert.match(await page.locator('#booking-outcome').innerText(), /Confirming your payment/);
    const session = stripe.checkouts.at(-1)!;
    assert.equal(session.mode, 'payment');
    const reservationId = session['metadata[reservationId]'];
    assert.ok(page.url().includes(reservationId));

    // The page reloads by itself and shows the booking confirmed once the webhook is applied.
    stripe.releaseCheckoutEvents();
    await page.locator('#booking-outcome', { hasText: 'Your booking is confirmed' }).waitFor({ timeout: 30_000 });
    const outcome = await page.locator('#booking-outcome').innerText();
    assert.match(outcome, new RegExp(`Your payment of €${(Number(session['line_items[0][price_data][unit_amount]']) / 100).toFixed(2)} is received`));
    const reservation = (await http(`${servers.apiUrl}/reservations/${reservationId}`, { key: ws.readKey })).body;
    assert.deepEqual([reservation.status, reservation.paidAmountMinor], ['CONFIRMED', Number(session['line_items[0][price_data][unit_amount]'])]);
  });
});
