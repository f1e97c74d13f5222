import assert from 'node:assert/strict';

import { WorkspaceContext } from '@innkeep/domain';
import { createServerLog } from '@innkeep/server';

import { FakeStripe, http, makeConfigHome, runCli, startTestServers, TestServers } from '../src';
import { WebClient } from '../src/web-client';

const SECRET_KEY = `sk_test_${'k3y'.repeat(10)}`;
const WEBHOOK_SECRET = `whsec_${'s3cret'.repeat(6)}`;
const PRICES = { PRO: 'price_innkeep_pro', BUSINESS: 'price_innkeep_business' };
const PASSWORD = 'a long enough password';

/**
 * Billing by card through the real `stripe` client and the Stripe adapter, against a
 * Stripe-compatible server on loopback: the sign-up's Checkout, the webhook and its statuses,
 * access on REST, MCP and the CLI, duplicates and order, bad signatures, the portal's plan change.
 */
describe('billing with Stripe', () => {
  let servers: TestServers;
  let stripe: FakeStripe;
  let origin: string;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  const written: string[] = [];
  const answers: string[] = [];
  let counter = 0;

  beforeAll(async () => {
    stripe = await FakeStripe.start({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    const log = createServerLog('debug', { write: (line: string) => void written.push(line) });
    servers = await startTestServers(
      {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_PRO: PRICES.PRO,
        STRIPE_PRICE_BUSINESS: PRICES.BUSINESS,
        STRIPE_API_URL: stripe.url,
      },
      { log },
    );
    origin = new URL(servers.apiUrl).origin;
    stripe.webhookUrl = `${origin}/billing/stripe/webhook`;
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await home?.remove();
    await servers?.close();
    await stripe?.close();
  });

  const statusOf = async (workspaceId: string) =>
    (await servers.dataSource.query(`SELECT status, plan_code FROM subscriptions WHERE workspace_id = $1`, [workspaceId]))[0] as {
      status: string;
      plan_code: string;
    };
  const until = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const rest = async <T = any>(path: string, key: string) => {
    const answer = await http<T>(`${servers.apiUrl}${path}`, { key });
    answers.push(JSON.stringify(answer.body));
    return answer;
  };
  const mcp = async (key: string) => {
    const response = await fetch(servers.mcpUrl, {
      method: 'POST',
      headers: { authorization: key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    const text = await response.text();
    answers.push(text);
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  };
  const cli = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });

  /** A host signed up through Checkout: the account, its workspace, its Stripe subscription and an API key. */
  async function signUp(plan: 'PRO' | 'BUSINESS' = 'PRO') {
    const email = `host-${++counter}-${Date.now()}@example.test`;
    const browser = new WebClient(origin);
    await browser.request('/signup');
    const started = await browser.submit('/signup', { email, password: PASSWORD, name: 'Host', workspace: `Rentals ${counter}`, plan }, { follow: false });
    assert.equal(started.status, 303, started.text.slice(0, 300));
    assert.ok(started.location?.startsWith(`${stripe.url}/checkout/`), String(started.location));
    const [{ id: workspaceId }] = await servers.dataSource.query(
      `SELECT w.id FROM workspaces w JOIN memberships m ON m.workspace_id = w.id JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
      [email],
    );
    const key = (await servers.operator.createApiKey({ email, workspaceIds: [workspaceId], scopes: ['pms:read', 'pms:write'] })).key;
    return { email, browser, workspaceId, key, checkoutUrl: started.location! };
  }

  /** Signs up and completes the checkout, then waits for the webhook. */
  async function subscribed(plan: 'PRO' | 'BUSINESS' = 'PRO') {
    const host = await signUp(plan);
    await fetch(host.checkoutUrl, { redirect: 'manual' });
    await until('the checkout webhook', async () => (await statusOf(host.workspaceId)).status === 'TRIALING');
    return { ...host, subscriptionId: stripe.subscriptionOf(host.workspaceId)!.id as string };
  }

  it('signs up with a plan: INCOMPLETE and refused until Checkout completes, then TRIALING with the card, whatever the webhook arrives after', async () => {
    const host = await signUp('BUSINESS');
    const checkout = stripe.checkouts.at(-1)!;
    assert.equal(checkout.mode, 'subscription');
    assert.equal(checkout['line_items[0][price]'], PRICES.BUSINESS);
    assert.equal(checkout['subscription_data[trial_period_days]'], '7');
    assert.equal(checkout.payment_method_collection, 'always');
    assert.equal(checkout.client_reference_id, host.workspaceId);
    assert.equal(checkout.customer_email, host.email);
    assert.ok(checkout.success_url.startsWith(`${origin}/billing/welcome`), checkout.success_url);

    assert.deepEqual(await statusOf(host.workspaceId), { status: 'INCOMPLETE', plan_code: 'BUSINESS' });
    const refused = await rest('/properties', host.key);
    assert.deepEqual([refused.status, refused.body.code, refused.body.status], [401, 'SUBSCRIPTION_INACTIVE', 'INCOMPLETE']);

    const returned = await fetch(host.checkoutUrl, { redirect: 'manual' });
    assert.equal(returned.status, 303);
    assert.match(returned.headers.get('location') ?? '', new RegExp(`^${origin}/billing/welcome\\?session_id=cs_test_`));
    await until('TRIALING', async () => (await statusOf(host.workspaceId)).status === 'TRIALING');
    const welcome = await host.browser.request(returned.headers.get('location')!);
    assert.equal(welcome.location, `${origin}/account?notice=subscribed`);

    const context = await rest<WorkspaceContext>('/workspace', host.key);
    assert.equal(context.status, 200);
    const { subscription } = context.body;
    assert.deepEqual(
      [subscription.status, subscription.plan, subscription.card, subscription.cancelAtPeriodEnd],
      ['TRIALING', 'BUSINESS', { brand: 'visa', last4: '4242' }, false],
    );
    const left = Date.parse(subscription.trialEndsAt!) - Date.now();
    assert.ok(left > 7 * 86_400_000 - 120_000 && left <= 7 * 86_400_000, `trial ends in ${left} ms`);
    assert.equal(subscription.currentPeriodEnd, subscription.trialEndsAt);

    const billing = await host.browser.request('/account/billing');
    assert.match(billing.text, /<span id="billing-card">visa ending 4242<\/span>/);
    assert.match(billing.text, /Trial: 7 days left/);
    assert.equal(stripe.refusedKeys.length, 0);
  });

  it('maps each Stripe status through a webhook, with access on REST, MCP and the CLI following it', async () => {
    const host = await subscribed();
    const map: [string, string, boolean][] = [
      ['active', 'ACTIVE', true],
      ['past_due', 'PAST_DUE', true],
      ['incomplete', 'INCOMPLETE', false],
      ['paused', 'TRIAL_ENDED', false],
      ['unpaid', 'CANCELED', false],
      ['incomplete_expired', 'CANCELED', false],
      ['canceled', 'CANCELED', false],
      ['trialing', 'TRIALING', true],
    ];
    for (const [stripeStatus, status, access] of map) {
      stripe.update(host.subscriptionId, { status: stripeStatus });
      const sent = await stripe.sendAbout('customer.subscription.updated', host.subscriptionId);
      assert.deepEqual([sent.status, sent.body.applied], [200, true], stripeStatus);
      assert.equal((await statusOf(host.workspaceId)).status, status, stripeStatus);
      const onRest = await rest<WorkspaceContext>('/workspace', host.key);
      const onMcp = await mcp(host.key);
      if (access) {
        assert.equal(onRest.status, 200, stripeStatus);
        assert.equal(onRest.body.subscription.status, status);
        assert.equal(onMcp.status, 200, stripeStatus);
        if (status === 'PAST_DUE') assert.match(onRest.body.subscription.warning ?? '', /A payment failed/);
      } else {
        assert.deepEqual([onRest.status, (onRest.body as any).code, (onRest.body as any).status], [401, 'SUBSCRIPTION_INACTIVE', status], stripeStatus);
        assert.deepEqual([onMcp.status, onMcp.body.code, onMcp.body.status], [401, 'SUBSCRIPTION_INACTIVE', status], stripeStatus);
      }
      if (stripeStatus === 'active' || stripeStatus === 'canceled') {
        const run = await cli(host.key, ['whoami']);
        if (access) assert.equal(run.code, 0, run.stderr);
        else assert.match(run.stderr, /\(SUBSCRIPTION_INACTIVE\)/);
      }
    }
  });

  it('applies the same event once, and ends in the subscription’s current state whatever the order of arrival', async () => {
    const host = await subscribed();
    const changes = () =>
      servers.dataSource.query(`SELECT data FROM events WHERE workspace_id = $1 AND type = 'workspace.subscription_changed' ORDER BY txid, seq`, [
        host.workspaceId,
      ]);
    const before = (await changes()).length;

    stripe.update(host.subscriptionId, { status: 'active' });
    const paid = stripe.event('invoice.paid', {
      object: 'invoice',
      id: `in_${host.subscriptionId}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: host.subscriptionId } },
    });
    assert.deepEqual((await stripe.send(paid)).body, { received: true, applied: true });
    assert.deepEqual((await stripe.send(paid)).body, { received: true, applied: false });
    assert.equal((await changes()).length, before + 1);
    assert.deepEqual((await changes()).at(-1).data, { from: 'TRIALING', to: 'ACTIVE', plan: 'PRO' });

    // `updated` (now canceled) arrives before the older `created`: both read the subscription as it is.
    const created = stripe.event('customer.subscription.created', { ...stripe.subscriptions.get(host.subscriptionId), status: 'trialing' });
    stripe.update(host.subscriptionId, { status: 'canceled' });
    await stripe.sendAbout('customer.subscription.updated', host.subscriptionId);
    await stripe.send(created);
    assert.equal((await statusOf(host.workspaceId)).status, 'CANCELED');
  });

  it('changes nothing for a bad signature, an old timestamp or an unknown event type', async () => {
    const host = await subscribed();
    stripe.update(host.subscriptionId, { status: 'canceled' });
    const event = () => stripe.event('customer.subscription.updated', stripe.subscriptions.get(host.subscriptionId)!);
    const wrong = await stripe.send(event(), { secret: 'whsec_not_ours' });
    const missing = await stripe.send(event(), { signature: null });
    const old = await stripe.send(event(), { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    for (const answer of [wrong, missing, old]) assert.equal(answer.status, 400, JSON.stringify(answer.body));
    const unknown = await stripe.send(stripe.event('customer.created', {}));
    assert.deepEqual([unknown.status, unknown.body], [200, { received: true, applied: false }]);
    assert.equal((await statusOf(host.workspaceId)).status, 'TRIALING');
  });

  it('follows a plan change made in the Billing Portal: PRO to BUSINESS, and the website feature with it', async () => {
    const host = await subscribed('PRO');
    const refused = await rest('/website', host.key);
    assert.deepEqual([refused.status, refused.body.code, refused.body.feature], [403, 'PLAN_REQUIRED', 'website']);

    await host.browser.request('/account/billing');
    const portal = await host.browser.submit('/account/billing/portal', {}, { follow: false });
    assert.equal(portal.status, 303);
    assert.ok(portal.location?.startsWith(`${stripe.url}/portal/`), String(portal.location));

    stripe.update(host.subscriptionId, { price: PRICES.BUSINESS });
    await stripe.sendAbout('customer.subscription.updated', host.subscriptionId);
    assert.deepEqual(await statusOf(host.workspaceId), { status: 'TRIALING', plan_code: 'BUSINESS' });
    assert.equal((await rest('/website', host.key)).status, 200);
  });

  it('never writes a Stripe key or the webhook secret into the log or an answer', () => {
    const everything = [...written, ...answers].join('\n');
    assert.ok(written.length > 0);
    for (const secret of [SECRET_KEY, WEBHOOK_SECRET, SECRET_KEY.slice(8), WEBHOOK_SECRET.slice(6)])
      assert.equal(everything.includes(secret), false, `${secret.slice(0, 8)}… appears`);
  });
});
