import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { addDays, refundAtSource } from '@innkeep/domain';
import { SiteHoldStore } from '@innkeep/persistence';
import { SiteHoldClock } from '@innkeep/worker';

import {
  connectMcpClient,
  createWorkspaceFixture,
  daysFromNow,
  FakeStripe,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';
import { WebClient } from '../src/web-client';

const PLATFORM_KEY = `sk_test_${'pl4tform'.repeat(4)}`;
const PASSWORD = 'a long enough password';
const hostKey = () => `rk_test_${randomBytes(16).toString('hex')}`;
const hostSecret = () =>
  `whsec_${randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')}`;

/**
 * Online payments into the host's own Stripe account, through the real `stripe` client against a
 * Stripe-compatible server on loopback: the Payments page, the website's deposit at booking, its hold
 * ending, the webhook's signature, payment links.
 */
describe('online payments to the host’s own Stripe account', () => {
  let servers: TestServers;
  let stripe: FakeStripe;
  let origin: string;
  const api = (path: string) => `${servers.apiUrl}${path}`;

  beforeAll(async () => {
    stripe = await FakeStripe.start({ secretKey: PLATFORM_KEY, webhookSecret: 'whsec_platform_unused' });
    servers = await startTestServers({ STRIPE_API_URL: stripe.url, API_LIMIT: '100000', API_WRITE_LIMIT: '100000', TRUST_PROXY: 'true' });
    origin = new URL(servers.apiUrl).origin;
  });
  afterAll(async () => {
    await servers?.close();
    await stripe?.close();
  });

  interface Host {
    ws: WorkspaceFixture;
    key: string;
    secret: string;
    slug: string;
  }

  /** A BUSINESS workspace with a published site and, unless told otherwise, its Stripe account connected. */
  async function host(options: { connected?: boolean } = {}): Promise<Host> {
    const ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    const draft = await http(api('/website/drafts'), { method: 'POST', key: ws.writeKey, body: { propertyId: ws.propertyId } });
    await http(api(`/website/${ws.propertyId}/publish`), { method: 'POST', key: ws.writeKey });
    const key = hostKey();
    const secret = hostSecret();
    stripe.addAccount({ key, webhookSecret: secret, webhookUrl: `${origin}/payments/stripe/webhook/${ws.workspaceId}` });
    if (options.connected !== false) await servers.runtime.paymentAccounts.connect(ws.workspaceId, { restrictedKey: key, webhookSecret: secret });
    return { ws, key, secret, slug: draft.body.slug };
  }

  const visitor = () => `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  /** A guest fills the site's booking form: answers the raw response (a redirect to Stripe, or a page). */
  async function book(h: Host, stay: { unitId: string; arrival: string; nights?: number }) {
    const departure = addDays(stay.arrival, stay.nights ?? 2);
    const page = await fetch(`${origin}/sites/${h.slug}?unit=${stay.unitId}&arrival=${stay.arrival}&departure=${departure}`);
    const text = await page.text();
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    const csrf = /name="csrf" value="([^"]+)"/.exec(text)![1];
    const body = new URLSearchParams({
      csrf,
      formId: randomBytes(18).toString('base64url'),
      unitId: stay.unitId,
      arrivalDate: stay.arrival,
      departureDate: departure,
      adults: '1',
      firstName: 'Gale',
      lastName: 'Guest',
      email: 'gale@example.test',
      website: '',
    });
    return fetch(`${origin}/sites/${h.slug}/book`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': visitor() },
      body: body.toString(),
    });
  }

  const reservationsOf = async (h: Host, unitId: string) =>
    (await http(api(`/reservations?unitId=${unitId}&source=DIRECT&take=200`), { key: h.ws.readKey })).body.reservations as Array<{
      id: string;
      status: string;
      totalAmountMinor: number;
      paidAmountMinor: number;
      cancelledBy: string | null;
    }>;
  const reservation = async (h: Host, id: string) => (await http(api(`/reservations/${id}`), { key: h.ws.readKey })).body;
  const sessionOf = (location: string) => stripe.session(/\/checkout\/([\w-]+)$/.exec(location)![1])!;

  describe('the Payments page', () => {
    it('connects an account for an OWNER, shows its key and secret masked, stores them encrypted, and disconnects it; a MEMBER is refused', async () => {
      const h = await host({ connected: false });
      const { hashPassword } = await import('@innkeep/auth');
      await servers.operator.setPasswordHash({ email: h.ws.ownerEmail, passwordHash: await hashPassword(PASSWORD) });
      const owner = new WebClient(origin);
      assert.equal((await owner.signIn(h.ws.ownerEmail, PASSWORD)).status, 303);
      const account = await owner.request('/account');
      assert.match(account.text, /href="\/account\/payments"/, 'linked from /account');
      const page = await owner.request('/account/payments');
      assert.equal(page.status, 200);
      assert.match(page.text, /Not connected/);
      assert.ok(page.text.includes(`${origin}/payments/stripe/webhook/${h.ws.workspaceId}`), 'the webhook address to give Stripe');

      const withoutToken = await owner.request('/account/payments', { method: 'POST', form: { restrictedKey: h.key, webhookSecret: h.secret } });
      assert.equal(withoutToken.status, 403, 'CSRF as the other forms');
      await owner.request('/account/payments');
      const malformed = await owner.submit('/account/payments', { restrictedKey: 'pk_live_public', webhookSecret: h.secret }, { follow: false });
      assert.equal(malformed.status, 400);
      await owner.request('/account/payments');
      const connected = await owner.submit('/account/payments', { restrictedKey: h.key, webhookSecret: h.secret }, { follow: false });
      assert.equal(connected.status, 303);
      const shown = await owner.request('/account/payments');
      assert.match(shown.text, /id="payments-status">Connected/);
      assert.ok(shown.text.includes(`rk_test_…${h.key.slice(-4)}`), 'the key, masked');
      assert.ok(shown.text.includes(`whsec_…${h.secret.slice(-4)}`), 'the secret, masked');
      assert.ok(!shown.text.includes(h.key) && !shown.text.includes(h.secret), 'never in full');
      const [row] = await servers.dataSource.query(
        `SELECT sealed_key::text AS key, sealed_webhook_secret::text AS secret FROM payment_accounts WHERE workspace_id = $1`,
        [h.ws.workspaceId],
      );
      assert.ok(!row.key.includes(h.key) && !row.secret.includes(h.secret), 'encrypted at rest');
      assert.deepEqual(await servers.runtime.paymentAccounts.credentials(h.ws.workspaceId), { restrictedKey: h.key, webhookSecret: h.secret });

      const memberEmail = `member-${randomBytes(4).toString('hex')}@example.test`;
      await servers.operator.createUser({ email: memberEmail, name: 'Member' });
      await servers.operator.setMemberRole({ workspaceId: h.ws.workspaceId, email: memberEmail, role: 'MEMBER' });
      await servers.operator.setPasswordHash({ email: memberEmail, passwordHash: await hashPassword(PASSWORD) });
      const member = new WebClient(origin);
      await member.signIn(memberEmail, PASSWORD);
      assert.equal((await member.request('/account/payments')).status, 403);

      await owner.request('/account/payments');
      assert.equal((await owner.submit('/account/payments/disconnect', {}, { follow: false })).status, 303);
      assert.match((await owner.request('/account/payments')).text, /Not connected/);
      assert.equal(await servers.runtime.paymentAccounts.credentials(h.ws.workspaceId), null);
    });
  });

  describe('the webhook', () => {
    it('refuses a tampered body, another secret, an old signature and no signature with 400, and an unknown workspace', async () => {
      const h = await host();
      const event = stripe.event('checkout.session.expired', { id: 'cs_test_x', object: 'checkout.session', metadata: {} });
      const payload = JSON.stringify(event);
      const signature = new (await import('stripe')).default('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: h.secret });
      const tampered = await fetch(`${origin}/payments/stripe/webhook/${h.ws.workspaceId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload.replace('cs_test_x', 'cs_test_y'),
      });
      assert.equal(tampered.status, 400);
      assert.equal(((await tampered.json()) as { code: string }).code, 'BAD_REQUEST');
      assert.equal((await stripe.sendToAccount(h.key, event, { secret: hostSecret() })).status, 400, 'another secret');
      assert.equal((await stripe.sendToAccount(h.key, event, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status, 400, 'ten minutes old');
      assert.equal((await stripe.sendToAccount(h.key, event, { signature: null })).status, 400, 'no signature');
      assert.equal((await stripe.sendToAccount(h.key, event)).status, 200, 'the right one');
      const elsewhere = await fetch(`${origin}/payments/stripe/webhook/ws_nothing_here`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      assert.equal(elsewhere.status, 400, 'a workspace without an account');
    });

    it('answers what is not a webhook of ours on the origin: a malformed workspace, a body over 256 KiB, billing without Stripe set', async () => {
      const post = (path: string, body: string) =>
        fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body });
      const malformed = await post('/payments/stripe/webhook/not%20a%20workspace', '{}');
      assert.equal(malformed.status, 404);
      assert.equal(malformed.headers.get('cache-control'), 'no-store');
      assert.equal(((await malformed.json()) as { code: string }).code, 'NOT_FOUND');
      const large = await post('/payments/stripe/webhook/ws_nothing_here', JSON.stringify({ padding: 'x'.repeat(256 * 1024) }));
      assert.equal(large.status, 413);
      assert.equal(((await large.json()) as { code: string }).code, 'PAYLOAD_TOO_LARGE');
      // Billing by card is not set on this server: its webhook is a route like any unknown one.
      const billing = await post('/billing/stripe/webhook', '{}');
      assert.equal(billing.status, 404);
      assert.match(((await billing.json()) as { msg: string }).msg, /^No route POST \/billing\/stripe\/webhook\./);
      assert.equal((await post('/public/v1/payments/stripe/webhook/ws_nothing_here', '{}')).status, 404, 'not under the versioned API');
    });

    it('sends a payment link’s guest back to a sentence, nothing of the reservation', async () => {
      for (const [path, title] of [
        ['/payments/paid', 'Thank you'],
        ['/payments/not-paid', 'No payment was made'],
      ]) {
        const answer = await fetch(`${origin}${path}`);
        assert.equal(answer.status, 200);
        assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
        assert.equal(answer.headers.get('cache-control'), 'no-store');
        assert.match(answer.headers.get('content-security-policy') ?? '', /^default-src 'none'/);
        assert.ok((await answer.text()).includes(`<h1>${title}</h1>`), path);
      }
    });
  });

  describe('the website', () => {
    it('without a connected account books as before, unpaid', async () => {
      const h = await host({ connected: false });
      const answer = await book(h, { unitId: h.ws.unitIds[0], arrival: daysFromNow(40) });
      assert.equal(answer.status, 201);
      assert.match(await answer.text(), /Your booking request is sent/);
      assert.equal(stripe.sessionsOf(h.key).length, 0);
    });

    it('holds the nights 30 minutes and sends the guest to Checkout for the deposit; an abandoned checkout cancels the booking and the nights sell again', async () => {
      const h = await host();
      const arrival = daysFromNow(50);
      const answer = await book(h, { unitId: h.ws.unitIds[0], arrival });
      assert.equal(answer.status, 303, await answer.text());
      const location = answer.headers.get('location')!;
      assert.ok(location.startsWith(`${stripe.url}/checkout/`), location);
      const session = sessionOf(location);
      const [booked] = await reservationsOf(h, h.ws.unitIds[0]);
      assert.equal(booked.status, 'PROVISIONAL');
      assert.equal(session.params.mode, 'payment');
      assert.equal(session.params['metadata[reservationId]'], booked.id);
      assert.equal(
        Number(session.params['line_items[0][price_data][unit_amount]']),
        Math.round(booked.totalAmountMinor * 0.3),
        'the deposit: 30 % of the total',
      );
      assert.equal(session.params['line_items[0][price_data][currency]'], 'eur');
      assert.ok(session.params.success_url.startsWith(`${origin}/sites/${h.slug}/bookings/${booked.id}`));
      const [{ hold_expires_at: holdEnd }] = await servers.dataSource.query(`SELECT hold_expires_at FROM reservations WHERE id = $1`, [booked.id]);
      const minutes = (new Date(holdEnd).getTime() - Date.now()) / 60_000;
      assert.ok(minutes > 29 && minutes <= 30.5, `held ${minutes} minutes`);
      assert.equal(Number(session.params.expires_at), Math.floor(new Date(holdEnd).getTime() / 1000), 'the page stops taking money when the hold ends');

      // The unit's one room is held: nobody can book it meanwhile.
      const meanwhile = {
        unitId: h.ws.unitIds[0],
        arrivalDate: arrival,
        departureDate: addDays(arrival, 2),
        source: 'DIRECT',
        guest: { firstName: 'Other', lastName: 'Guest' },
      };
      assert.equal((await http(api('/reservations'), { method: 'POST', key: h.ws.writeKey, body: meanwhile })).body.code, 'NO_AVAILABILITY');
      const expired = await stripe.expire(session.id);
      const delivered = await stripe.sendToAccount(h.key, expired);
      assert.equal(delivered.status, 200);
      const cancelled = await reservation(h, booked.id);
      assert.equal(cancelled.status, 'CANCELLED');
      assert.equal(cancelled.cancelledBy, 'SYSTEM');
      const again = await book(h, { unitId: h.ws.unitIds[0], arrival });
      assert.equal(again.status, 303, 'the nights are sellable again');
    });

    it('when Stripe refuses the checkout, keeps the booking as a request for the host, held as any, and tells the guest so', async () => {
      const h = await host({ connected: false });
      // A key Stripe does not know: every call answers 401.
      await servers.runtime.paymentAccounts.connect(h.ws.workspaceId, { restrictedKey: hostKey(), webhookSecret: h.secret });
      const answer = await book(h, { unitId: h.ws.unitIds[1], arrival: daysFromNow(120) });
      assert.equal(answer.status, 201);
      assert.match(await answer.text(), /Your booking request is sent/);
      const [kept] = await reservationsOf(h, h.ws.unitIds[1]);
      assert.equal(kept.status, 'PROVISIONAL');
      const [{ hours }] = await servers.dataSource.query(`SELECT extract(epoch FROM hold_expires_at - now()) / 3600 AS hours FROM reservations WHERE id = $1`, [
        kept.id,
      ]);
      assert.ok(Number(hours) > 23, `held ${hours} hours, as a request the host confirms`);
    });

    it('cancels a booking whose hold ran out unpaid: by the worker’s clock, or as soon as a guest’s page or a booking reads it', async () => {
      const h = await host();
      const clocked = await book(h, { unitId: h.ws.unitIds[1], arrival: daysFromNow(60) });
      const read = await book(h, { unitId: h.ws.unitIds[0], arrival: daysFromNow(60) });
      const [byClock] = await reservationsOf(h, h.ws.unitIds[1]);
      const [byRead] = await reservationsOf(h, h.ws.unitIds[0]);
      assert.equal(clocked.status, 303);
      assert.equal(read.status, 303);
      await servers.dataSource.query(`UPDATE reservations SET hold_expires_at = now() - interval '1 second' WHERE id = ANY($1)`, [[byClock.id, byRead.id]]);

      const page = await fetch(`${origin}/sites/${h.slug}/bookings/${byRead.id}?left=1`);
      assert.match(await page.text(), /This booking has lapsed/);
      assert.deepEqual([(await reservation(h, byRead.id)).status, (await reservation(h, byRead.id)).cancelledBy], ['CANCELLED', 'SYSTEM']);

      const clock = new SiteHoldClock(servers.runtime, new SiteHoldStore(servers.dataSource), 60_000);
      assert.ok((await clock.runOnce()) >= 1);
      const ended = await reservation(h, byClock.id);
      assert.deepEqual([ended.status, ended.cancelledBy], ['CANCELLED', 'SYSTEM']);
      assert.equal((await book(h, { unitId: h.ws.unitIds[1], arrival: daysFromNow(60) })).status, 303, 'the nights are sellable again');
    });
  });

  const ledgerOf = async (reservationId: string) =>
    (await servers.dataSource.query(`SELECT kind, method, amount_minor, external_id FROM payments WHERE reservation_id = $1 ORDER BY created_at, id`, [
      reservationId,
    ])) as Array<{
      kind: string;
      method: string;
      amount_minor: number;
      external_id: string;
    }>;
  const eventsOf = async (h: Host, types: string) =>
    (await http(api(`/events?types=${types}&take=500`), { key: h.ws.readKey })).body.events as Array<{ type: string; data: any }>;

  describe('deposits paid online', () => {
    it('a paid deposit is recorded as an ONLINE payment and confirms the booking; the guest’s page says so; the same webhook twice changes nothing more', async () => {
      const h = await host();
      const answer = await book(h, { unitId: h.ws.unitIds[0], arrival: daysFromNow(80) });
      assert.equal(answer.status, 303);
      const session = sessionOf(answer.headers.get('location')!);
      const id = session.params['metadata[reservationId]'];
      const deposit = Number(session.params['line_items[0][price_data][unit_amount]']);
      const paid = await stripe.pay(session.id);
      const booked = await reservation(h, id);
      assert.deepEqual([booked.status, booked.paidAmountMinor, booked.paymentStatus], ['CONFIRMED', deposit, 'PARTIALLY_PAID']);
      assert.equal(booked.schedule[0].paidMinor, deposit, 'the deposit of the schedule is paid');
      const [payment] = await ledgerOf(id);
      assert.deepEqual(payment, { kind: 'PAYMENT', method: 'ONLINE', amount_minor: deposit, external_id: stripe.session(session.id)!.payment_intent });
      const page = await fetch(`${origin}/sites/${h.slug}/bookings/${id}?paid=1`);
      assert.match(await page.text(), /Your booking is confirmed/);

      const again = await stripe.sendToAccount(h.key, paid);
      assert.deepEqual([again.status, again.body.applied], [200, false]);
      const repeated = await stripe.sendToAccount(h.key, { ...paid, id: `evt_${randomBytes(8).toString('hex')}` });
      assert.deepEqual([repeated.status, repeated.body.applied], [200, false], 'another event of the same payment_intent');
      assert.equal((await ledgerOf(id)).length, 1);
      assert.equal((await reservation(h, id)).paidAmountMinor, deposit);
      assert.equal((await eventsOf(h, 'payment.recorded')).length, 1);
      // An expiry arriving after the payment changes nothing: the booking stays confirmed.
      await stripe.sendToAccount(
        h.key,
        stripe.event('checkout.session.expired', { ...stripe.session(session.id)!, params: undefined, key: undefined, status: 'expired' }),
      );
      assert.equal((await reservation(h, id)).status, 'CONFIRMED');
    });

    it('paid after the hold ended: the payment is recorded and flagged for the host, the booking stays cancelled, and nothing is overbooked', async () => {
      const h = await host();
      const arrival = daysFromNow(90);
      const answer = await book(h, { unitId: h.ws.unitIds[0], arrival });
      const session = sessionOf(answer.headers.get('location')!);
      const id = session.params['metadata[reservationId]'];
      const deposit = Number(session.params['line_items[0][price_data][unit_amount]']);
      await servers.dataSource.query(`UPDATE reservations SET hold_expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
      await new SiteHoldClock(servers.runtime, new SiteHoldStore(servers.dataSource), 60_000).runOnce();
      assert.equal((await reservation(h, id)).status, 'CANCELLED');
      // Another guest takes the one room meanwhile.
      const other = await book(h, { unitId: h.ws.unitIds[0], arrival });
      assert.equal(other.status, 303);
      const otherId = sessionOf(other.headers.get('location')!).params['metadata[reservationId]'];

      const late = await stripe.pay(session.id, { send: false });
      assert.equal((await stripe.sendToAccount(h.key, late)).status, 200);
      const flagged = await reservation(h, id);
      assert.deepEqual([flagged.status, flagged.cancelledBy, flagged.paidAmountMinor], ['CANCELLED', 'SYSTEM', deposit]);
      assert.deepEqual(
        (await ledgerOf(id)).map((row) => [row.method, row.amount_minor]),
        [['ONLINE', deposit]],
      );
      const [attention] = await eventsOf(h, 'payment.needs_attention');
      assert.deepEqual([attention.data.reason, attention.data.reservationId, attention.data.amountMinor], ['PAID_AFTER_HOLD_ENDED', id, deposit]);
      assert.match(await (await fetch(`${origin}/sites/${h.slug}/bookings/${id}?paid=1`)).text(), /Your payment arrived after the hold ended/);
      // Never an overbooking: the other guest keeps the room, and the night counts one booking.
      assert.equal((await reservation(h, otherId)).status, 'PROVISIONAL');
      const [night] = await servers.dataSource.query(`SELECT reserved, overbooked FROM calendar_nights WHERE unit_id = $1 AND night = $2`, [
        h.ws.unitIds[0],
        arrival,
      ]);
      assert.deepEqual([night.reserved, night.overbooked], [1, 0]);
      assert.equal((await stripe.sendToAccount(h.key, late)).body.applied, false, 'and only once');
      assert.equal((await eventsOf(h, 'payment.needs_attention')).length, 1);
      // The host sees it on the Payments page until it is refunded.
      const { hashPassword } = await import('@innkeep/auth');
      await servers.operator.setPasswordHash({ email: h.ws.ownerEmail, passwordHash: await hashPassword(PASSWORD) });
      const owner = new WebClient(origin);
      await owner.signIn(h.ws.ownerEmail, PASSWORD);
      const page = await owner.request('/account/payments');
      assert.match(page.text, /Paid after the hold ended/);
      assert.ok(page.text.includes(id), 'the booking is named');
    });
  });

  describe('refunds of online payments', () => {
    it('asks Stripe for the refund and records it only when Stripe confirms it, once; a refund reported before its payment is sent again later', async () => {
      const h = await host();
      const answer = await book(h, { unitId: h.ws.unitIds[1], arrival: daysFromNow(100) });
      const session = sessionOf(answer.headers.get('location')!);
      const id = session.params['metadata[reservationId]'];
      const deposit = Number(session.params['line_items[0][price_data][unit_amount]']);
      const paid = await stripe.pay(session.id, { send: false });
      const intent = stripe.session(session.id)!.payment_intent;

      // A refund made on Stripe before its payment's event arrived: not recorded yet, Stripe is asked to send it again.
      const [{ id: earlyRefund }] = [{ id: `re_${randomBytes(6).toString('hex')}` }];
      const early = stripe.event('refund.created', {
        id: earlyRefund,
        object: 'refund',
        amount: 1000,
        currency: 'eur',
        payment_intent: intent,
        status: 'succeeded',
        metadata: {},
      });
      assert.equal((await stripe.sendToAccount(h.key, early)).status, 409);
      assert.equal((await stripe.sendToAccount(h.key, paid)).status, 200);
      assert.equal((await stripe.sendToAccount(h.key, early)).status, 200, 'sent again, it applies');
      assert.equal((await reservation(h, id)).paidAmountMinor, deposit - 1000);

      const [payment] = await servers.dataSource.query(`SELECT id, method, external_id FROM payments WHERE reservation_id = $1 AND kind = 'PAYMENT'`, [id]);
      stripe.holdRefundEvents();
      const route = await refundAtSource(
        servers.runtime.payments,
        { workspaceId: h.ws.workspaceId, id: payment.id, method: payment.method, externalId: payment.external_id },
        { amountMinor: 2000, reason: 'Guest asked', idempotencyKey: `refund-test-${id}` },
      );
      assert.equal(route.recordNow, false);
      const [asked] = stripe.refunds.slice(-1);
      assert.deepEqual([asked.payment_intent, asked.amount, asked.key], [intent, '2000', h.key], 'POST /v1/refunds with the payment_intent');
      assert.equal((await reservation(h, id)).paidAmountMinor, deposit - 1000, 'not recorded before Stripe confirms it');
      stripe.releaseRefundEvents();
      const deadline = Date.now() + 10_000;
      while ((await reservation(h, id)).paidAmountMinor !== deposit - 3000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await reservation(h, id)).paidAmountMinor, deposit - 3000, 'recorded when Stripe confirmed it');
      const refunds = (await ledgerOf(id)).filter((row) => row.kind === 'REFUND');
      assert.deepEqual(
        refunds.map((row) => [row.method, row.amount_minor]),
        [
          ['ONLINE', 1000],
          ['ONLINE', 2000],
        ],
      );
      assert.equal(refunds[1].external_id, route.recordNow ? null : route.processorRefundId);
      // A cash payment's refund goes nowhere near Stripe: the ledger records it at once.
      const before = stripe.refunds.length;
      assert.deepEqual(
        await refundAtSource(
          servers.runtime.payments,
          { workspaceId: h.ws.workspaceId, id: 'pay_cash', method: 'CASH', externalId: null },
          { amountMinor: 100, idempotencyKey: 'cash' },
        ),
        { recordNow: true },
      );
      assert.equal(stripe.refunds.length, before);
    });
  });

  describe('refunds through the ledger', () => {
    it('POST /payments/:id/refund of an ONLINE payment asks Stripe and records the refund when Stripe confirms it; a cash payment’s refund is recorded at once', async () => {
      const h = await host();
      const answer = await book(h, { unitId: h.ws.unitIds[1], arrival: daysFromNow(110) });
      const session = sessionOf(answer.headers.get('location')!);
      const id = session.params['metadata[reservationId]'];
      const deposit = Number(session.params['line_items[0][price_data][unit_amount]']);
      await stripe.pay(session.id);
      const [online] = (await http(api(`/reservations/${id}/payments`), { key: h.ws.readKey })).body.payments;
      assert.deepEqual([online.method, online.amountMinor, online.reference], ['ONLINE', deposit, stripe.session(session.id)!.payment_intent]);

      const asked = stripe.refunds.length;
      const dry = await http(api(`/payments/${online.id}/refund?dryRun=true`), { method: 'POST', key: h.ws.writeKey, body: { amountMinor: 1000 } });
      assert.equal(dry.status, 201, JSON.stringify(dry.body));
      assert.equal(stripe.refunds.length, asked, 'a dry run asks Stripe for nothing');

      stripe.holdRefundEvents();
      const refund = await http(api(`/payments/${online.id}/refund`), {
        method: 'POST',
        key: h.ws.writeKey,
        body: { amountMinor: 1000, reason: 'Changed plans' },
      });
      assert.equal(refund.status, 201, JSON.stringify(refund.body));
      assert.equal(refund.body.kind, 'PAYMENT');
      assert.equal(refund.body.pendingRefund.amountMinor, 1000);
      assert.match(refund.body.pendingRefund.processorRefundId, /^re_/);
      assert.deepEqual(
        [stripe.refunds.at(-1)!.payment_intent, stripe.refunds.at(-1)!.amount],
        [online.reference, '1000'],
        'POST /v1/refunds with the payment_intent',
      );
      assert.equal((await reservation(h, id)).paidAmountMinor, deposit, 'nothing recorded before Stripe confirms it');
      const tooMuch = await http(api(`/payments/${online.id}/refund`), { method: 'POST', key: h.ws.writeKey, body: { amountMinor: deposit + 1 } });
      assert.deepEqual([tooMuch.status, tooMuch.body.code], [409, 'REFUND_EXCEEDS_PAYMENT']);

      stripe.releaseRefundEvents();
      const deadline = Date.now() + 10_000;
      while ((await reservation(h, id)).paidAmountMinor !== deposit - 1000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await reservation(h, id)).paidAmountMinor, deposit - 1000, 'recorded once Stripe confirmed it');
      const refunds = (await ledgerOf(id)).filter((row) => row.kind === 'REFUND');
      assert.deepEqual(
        refunds.map((row) => [row.method, row.amount_minor, row.external_id]),
        [['ONLINE', 1000, refund.body.pendingRefund.processorRefundId]],
      );

      // The CLI says what happened: Stripe was asked, the refund is recorded when Stripe confirms it.
      const home = await makeConfigHome();
      try {
        const cli = await runCli(['payments', 'refund', online.id, '--amount', '5', '--yes'], {
          configHome: home.path,
          env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: h.ws.writeKey },
        });
        assert.equal(cli.code, 0, cli.stderr);
        assert.match(cli.stdout, new RegExp(`Asked Stripe to refund 5\\.00 EUR of online payment ${online.id} .*recorded when Stripe confirms it`));
      } finally {
        await home.remove();
      }

      const cash = await http(api(`/reservations/${id}/payments`), { method: 'POST', key: h.ws.writeKey, body: { amountMinor: 500, method: 'CASH' } });
      assert.equal(cash.status, 201, JSON.stringify(cash.body));
      const cashRefund = await http(api(`/payments/${cash.body.id}/refund`), { method: 'POST', key: h.ws.writeKey, body: {} });
      assert.deepEqual([cashRefund.status, cashRefund.body.kind, cashRefund.body.amountMinor], [201, 'REFUND', 500]);
      assert.equal(stripe.refunds.length, asked + 2, 'a cash refund goes nowhere near Stripe');
    });

    it('two refunds of one amount asked before Stripe confirms the first are two refunds at Stripe; a retry with the same Idempotency-Key is the same one', async () => {
      const h = await host();
      const answer = await book(h, { unitId: h.ws.unitIds[1], arrival: daysFromNow(140) });
      const session = sessionOf(answer.headers.get('location')!);
      const id = session.params['metadata[reservationId]'];
      const deposit = Number(session.params['line_items[0][price_data][unit_amount]']);
      await stripe.pay(session.id);
      const [online] = (await http(api(`/reservations/${id}/payments`), { key: h.ws.readKey })).body.payments;

      stripe.holdRefundEvents();
      const asked = stripe.refunds.length;
      const first = await http(api(`/payments/${online.id}/refund`), {
        method: 'POST',
        key: h.ws.writeKey,
        body: { amountMinor: 1000 },
        headers: { 'idempotency-key': `first-${id}` },
      });
      const retried = await http(api(`/payments/${online.id}/refund`), {
        method: 'POST',
        key: h.ws.writeKey,
        body: { amountMinor: 1000 },
        headers: { 'idempotency-key': `first-${id}` },
      });
      const second = await http(api(`/payments/${online.id}/refund`), { method: 'POST', key: h.ws.writeKey, body: { amountMinor: 1000 } });
      assert.deepEqual([first.status, retried.status, second.status], [201, 201, 201], JSON.stringify(second.body));
      assert.equal(retried.body.pendingRefund.processorRefundId, first.body.pendingRefund.processorRefundId, 'the retry is the same refund');
      assert.notEqual(second.body.pendingRefund.processorRefundId, first.body.pendingRefund.processorRefundId, 'a second refund is a refund of its own');
      assert.equal(stripe.refunds.length - asked, 2, 'Stripe made two refunds');

      stripe.releaseRefundEvents();
      const deadline = Date.now() + 10_000;
      while ((await reservation(h, id)).paidAmountMinor !== deposit - 2000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await reservation(h, id)).paidAmountMinor, deposit - 2000, 'both recorded once Stripe confirmed them');
    });
  });

  describe('payment links', () => {
    it('answers a Checkout page for the balance or an amount, and refuses without an account, with nothing due, or another workspace’s reservation', async () => {
      const h = await host();
      const created = await http(api('/reservations'), {
        method: 'POST',
        key: h.ws.writeKey,
        body: {
          unitId: h.ws.unitIds[1],
          arrivalDate: daysFromNow(70),
          departureDate: daysFromNow(73),
          source: 'DIRECT',
          guest: { firstName: 'Lin', lastName: 'Link' },
        },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.id;
      const whole = await http(api(`/reservations/${id}/payment-link`), { method: 'POST', key: h.ws.writeKey, body: {} });
      assert.equal(whole.status, 201, JSON.stringify(whole.body));
      assert.ok(whole.body.url.startsWith(`${stripe.url}/checkout/`));
      const hours = (Date.parse(whole.body.expiresAt) - Date.now()) / 3_600_000;
      assert.ok(hours > 22 && hours <= 23, `${hours} hours`);
      assert.deepEqual([whole.body.amountMinor, whole.body.currency], [created.body.totalAmountMinor, created.body.currency]);
      const session = sessionOf(whole.body.url);
      assert.equal(Number(session.params['line_items[0][price_data][unit_amount]']), created.body.totalAmountMinor);
      assert.equal(session.params['metadata[reservationId]'], id);
      assert.equal(session.params['metadata[purpose]'], 'LINK');

      const part = await http(api(`/reservations/${id}/payment-link`), { method: 'POST', key: h.ws.writeKey, body: { amountMinor: 5000 } });
      assert.equal(part.body.amountMinor, 5000);
      assert.equal(Number(sessionOf(part.body.url).params['line_items[0][price_data][unit_amount]']), 5000);

      const unconnected = await host({ connected: false });
      const theirs = await http(api('/reservations'), {
        method: 'POST',
        key: unconnected.ws.writeKey,
        body: {
          unitId: unconnected.ws.unitIds[1],
          arrivalDate: daysFromNow(70),
          departureDate: daysFromNow(72),
          source: 'DIRECT',
          guest: { firstName: 'No', lastName: 'Stripe' },
        },
      });
      const refused = await http(api(`/reservations/${theirs.body.id}/payment-link`), { method: 'POST', key: unconnected.ws.writeKey, body: {} });
      assert.deepEqual([refused.status, refused.body.code], [409, 'PAYMENTS_NOT_CONNECTED']);
      assert.equal(
        (await http(api(`/reservations/${theirs.body.id}/payment-link`), { method: 'POST', key: h.ws.writeKey, body: {} })).status,
        404,
        'another workspace’s reservation',
      );
      assert.equal((await http(api(`/reservations/${id}/payment-link`), { method: 'POST', key: h.ws.readKey, body: {} })).body.code, 'SCOPE_REQUIRED');

      // The same operation through MCP and the CLI (as a process).
      const client = await connectMcpClient(servers.mcpUrl, h.ws.writeKey);
      try {
        const tool = await client.callTool({ name: 'payment_link_create', arguments: { reservationId: id, amountMinor: 2500 } });
        assert.notEqual(tool.isError, true, JSON.stringify(tool.content));
        assert.equal(toolText(tool).amountMinor, 2500);
        assert.ok(String(toolText(tool).url).startsWith(`${stripe.url}/checkout/`));
      } finally {
        await client.close();
      }
      const home = await makeConfigHome();
      try {
        const env = { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: h.ws.writeKey };
        const printed = await runCli(['payments', 'link', id, '--amount', '12.50', '--json'], { configHome: home.path, env });
        assert.equal(printed.code, 0, printed.stderr);
        const link = parseJsonOutput<{ amountMinor: number; url: string }>(printed);
        assert.equal(link.amountMinor, 1250);
        const human = await runCli(['payments', 'link', id], { configHome: home.path, env });
        assert.equal(human.code, 0, human.stderr);
        assert.match(human.stdout, /Payment link for .*open until/);
        assert.match(human.stdout, new RegExp(`${stripe.url}/checkout/`));
        const refusedCli = await runCli(['payments', 'link', theirs.body.id], {
          configHome: home.path,
          env: { ...env, INNKEEP_API_KEY: unconnected.ws.writeKey },
        });
        assert.equal(refusedCli.code, 1);
        assert.match(refusedCli.stderr, /PAYMENTS_NOT_CONNECTED/);
      } finally {
        await home.remove();
      }

      // The guest pays the first link: an ONLINE payment, the booking's status untouched.
      await stripe.pay(session.id);
      const afterLink = await reservation(h, id);
      assert.deepEqual([afterLink.status, afterLink.paidAmountMinor, afterLink.paymentStatus], [created.body.status, created.body.totalAmountMinor, 'PAID']);
      assert.deepEqual(
        (await ledgerOf(id)).map((row) => row.method),
        ['ONLINE'],
      );
      const paidUp = await http(api(`/reservations/${id}/payment-link`), { method: 'POST', key: h.ws.writeKey, body: {} });
      assert.deepEqual([paidUp.status, paidUp.body.code], [409, 'NOTHING_DUE'], 'the balance is 0');

      await http(api(`/reservations/${id}/cancel`), { method: 'POST', key: h.ws.writeKey });
      const nothing = await http(api(`/reservations/${id}/payment-link`), { method: 'POST', key: h.ws.writeKey, body: {} });
      assert.deepEqual([nothing.status, nothing.body.code], [409, 'NOTHING_DUE']);
    });
  });
});
