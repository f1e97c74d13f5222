import assert from 'node:assert/strict';

import { Page } from 'playwright-core';

import { FakeStripe, startTestServers, TestServers } from '../src';
import { launchBrowser, TestBrowser } from '../src/browser';
import { uniqueEmail } from '../src/web-client';

const SECRET_KEY = `sk_test_${'br0wser'.repeat(4)}`;
const WEBHOOK_SECRET = `whsec_${'br0wser'.repeat(4)}`;

/**
 * A host's sign-up with a card, in Debian's chromium: the plan, Stripe's Checkout (the loopback
 * server's page takes the card and returns to the success URL), the success page waiting for the
 * webhook, then the workspace TRIALING and the Billing page showing the card.
 */
describe('signing up with a card, in chromium', () => {
  let servers: TestServers;
  let stripe: FakeStripe;
  let browser: TestBrowser;
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    stripe = await FakeStripe.start({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    servers = await startTestServers({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: 'price_browser_pro',
      STRIPE_PRICE_BUSINESS: 'price_browser_business',
      STRIPE_API_URL: stripe.url,
    });
    origin = new URL(servers.apiUrl).origin;
    stripe.webhookUrl = `${origin}/billing/stripe/webhook`;
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await servers?.close();
    await stripe?.close();
  });

  it('chooses a plan, gives the card at Checkout, waits for Stripe on the success page, and lands TRIALING with the card on the Billing page', async () => {
    await page.goto(`${origin}/signup`);
    await page.getByLabel('E-mail').fill(uniqueEmail('card-host'));
    await page.getByLabel('Your name').fill('Carla Card');
    await page.getByLabel('Password').fill('harbour view flat 7');
    await page.getByLabel('Workspace name').fill('Carla’s Harbour Flats');
    await page.getByLabel(/BUSINESS/).check();

    // Stripe is slow to confirm: the browser is back from Checkout before the webhook arrives.
    stripe.holdCheckoutEvents();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/billing\/welcome\?session_id=cs_test_/);
    assert.match(await page.locator('#billing-waiting').innerText(), /waiting for its confirmation/);
    const checkout = stripe.checkouts.at(-1)!;
    assert.deepEqual(
      [checkout['line_items[0][price]'], checkout['subscription_data[trial_period_days]'], checkout.payment_method_collection],
      ['price_browser_business', '7', 'always'],
    );

    // The page reloads by itself and moves on once the webhook is applied.
    stripe.releaseCheckoutEvents();
    await page.waitForURL(/\/account\?notice=subscribed/, { timeout: 30_000 });
    const account = await page.locator('main').innerText();
    assert.match(account, /Carla’s Harbour Flats/);
    assert.match(account, /Plan BUSINESS, trialing/);
    assert.match(await page.locator('#subscription-banner').innerText(), /Trial: 7 days left/);

    // The account page's workspace section links the Billing page (the banner does too).
    await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Workspace' }) })
      .getByRole('link', { name: 'Billing' })
      .click();
    await page.waitForURL(/\/account\/billing$/);
    assert.equal(await page.locator('#billing-card').innerText(), 'visa ending 4242');
    const summary = await page.locator('#billing-summary').innerText();
    assert.match(summary, /BUSINESS/);
    assert.match(summary, /[Tt]rial/);
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(new RegExp(`^${stripe.url}/portal/`));
    await page.locator('#portal-return').click();
    await page.waitForURL(/\/account\/billing$/);
  });
});
