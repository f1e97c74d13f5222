import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';

import Stripe from 'stripe';

type StripeObject = Record<string, any>;

/** Stripe's published object fixtures (MIT, see the LICENSE beside them): every answer starts from one. */
const FIXTURES: Record<string, StripeObject> = JSON.parse(readFileSync(join(__dirname, '../fixtures/stripe/fixtures3.json'), 'utf8')).resources;

const fixture = (name: string): StripeObject => structuredClone(FIXTURES[name]);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY_SECONDS = 24 * 60 * 60;

export interface FakeStripeOptions {
  secretKey: string;
  webhookSecret: string;
}

/** A Checkout Session's form parameters as the client sent them, flat: `line_items[0][price]`. */
export type StripeParams = Record<string, string>;

/** A host's own Stripe account: its key, and its webhook endpoint with that endpoint's signing secret. */
export interface FakeStripeAccount {
  key: string;
  webhookSecret: string;
  webhookUrl: string;
}

/**
 * A Stripe-compatible server on loopback, for the tests: only what the adapter calls (Checkout
 * Sessions, subscriptions, Billing Portal sessions), answering with the shapes of Stripe's own
 * fixtures, plus the pages a browser is sent to (checkout, portal). A completed checkout sends
 * `checkout.session.completed` to the webhook, signed with the library's test signature helper,
 * as Stripe would; tests change subscriptions and send further events the same way.
 */
export class FakeStripe {
  /** Every Checkout Session's parameters, in order. */
  readonly checkouts: StripeParams[] = [];
  /** Every refund's parameters, with the key that asked, in order. */
  readonly refunds: Array<StripeParams & { key: string }> = [];
  /** Hosts' own accounts, by key: their sessions' events go to their own webhook. */
  private readonly accounts = new Map<string, FakeStripeAccount>();
  /** Answers by Idempotency-Key, per key: the same key creates one object, as Stripe's do. */
  private readonly idempotent = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  /** Requests that carried another key than the configured one. */
  readonly refusedKeys: number[] = [];
  /** Where events are sent: the API's webhook. */
  webhookUrl = '';
  private readonly sessions = new Map<string, StripeObject>();
  private readonly paymentMethods = new Map<string, StripeObject>();
  private readonly portals = new Map<string, StripeObject>();
  private readonly intents = new Map<string, StripeObject>();
  private heldRefunds: Array<() => void> | null = null;
  private readonly signer = new Stripe('sk_test_signer_only');
  private readonly deliveries: Promise<unknown>[] = [];
  /** Completed checkouts' events waiting for `releaseCheckoutEvents()`, while held. */
  private held: Array<() => void> | null = null;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: FakeStripeOptions,
  ) {}

  static async start(options: FakeStripeOptions): Promise<FakeStripe> {
    const handler: { fake?: FakeStripe } = {};
    const server = createServer((request, response) => void handler.fake!.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    handler.fake = new FakeStripe(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, options);
    return handler.fake;
  }

  /** Takes a host's own account: requests with its key are answered, its events go to its webhook. */
  addAccount(account: FakeStripeAccount): void {
    this.accounts.set(account.key, account);
  }

  /** A payment session as Stripe holds it (its parameters and status). */
  session(id: string): StripeObject | undefined {
    return this.sessions.get(id);
  }

  /** The sessions made with a key, oldest first. */
  sessionsOf(key: string): StripeObject[] {
    return [...this.sessions.values()].filter((session) => session.key === key);
  }

  /**
   * A guest pays a payment session, as the checkout page does, without a browser: answers the
   * `checkout.session.completed` event, sent to the account's webhook unless `send` is false.
   */
  async pay(sessionId: string, options: { send?: boolean } = {}): Promise<StripeObject> {
    const event = this.completePayment(sessionId);
    if (options.send !== false) await this.sendToAccount(this.sessions.get(sessionId)!.key, event);
    return event;
  }

  /** Stripe ends an unpaid session: answers the `checkout.session.expired` event, sent unless `send` is false. */
  async expire(sessionId: string, options: { send?: boolean } = {}): Promise<StripeObject> {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`No open session ${sessionId}`);
    session.status = 'expired';
    const event = this.event('checkout.session.expired', publicSession(session));
    if (options.send !== false) await this.sendToAccount(session.key, event);
    return event;
  }

  /** Sends an event to the webhook of the account with this key, signed with its secret (or `options`). */
  async sendToAccount(
    key: string,
    event: StripeObject,
    options: { secret?: string; timestamp?: number; signature?: string | null } = {},
  ): Promise<{ status: number; body: any }> {
    const account = this.accounts.get(key);
    if (!account) throw new Error('No such account');
    return this.deliver(account.webhookUrl, event, { ...options, secret: options.secret ?? account.webhookSecret });
  }

  /** Holds completed checkouts' events, as a slow Stripe would: the success page must wait for them. */
  holdCheckoutEvents(): void {
    this.held ??= [];
  }

  /** Sends the held events, and no longer holds. */
  releaseCheckoutEvents(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const release of held) release();
  }

  async close(): Promise<void> {
    this.releaseCheckoutEvents();
    await Promise.allSettled(this.deliveries);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Changes a subscription as Stripe would after a payment, a portal visit or a cancellation. */
  update(subscriptionId: string, changes: { status?: string; price?: string; cancelAtPeriodEnd?: boolean }): StripeObject {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    if (changes.status) subscription.status = changes.status;
    if (changes.price) subscription.items.data[0].price.id = changes.price;
    if (changes.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
    return structuredClone(subscription);
  }

  /** An event of `type` about `object`, shaped as Stripe's event fixture. */
  event(type: string, object: StripeObject): StripeObject {
    return { ...fixture('event'), id: newId('evt'), type, created: nowSeconds(), api_version: null, data: { object } };
  }

  /** Sends an event to the webhook, signed (by `secret`, at `timestamp`, default: the right secret, now). */
  async send(event: StripeObject, options: { secret?: string; timestamp?: number; signature?: string | null } = {}): Promise<{ status: number; body: any }> {
    return this.deliver(this.webhookUrl, event, { ...options, secret: options.secret ?? this.options.webhookSecret });
  }

  private async deliver(
    url: string,
    event: StripeObject,
    options: { secret: string; timestamp?: number; signature?: string | null },
  ): Promise<{ status: number; body: any }> {
    const payload = JSON.stringify(event);
    const header =
      options.signature === null
        ? undefined
        : (options.signature ?? this.signer.webhooks.generateTestHeaderString({ payload, secret: options.secret, timestamp: options.timestamp }));
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
      body: payload,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** A subscription event with the subscription as it is now. */
  sendAbout(type: string, subscriptionId: string, options: Parameters<FakeStripe['send']>[1] = {}) {
    return this.send(this.event(type, structuredClone(this.subscriptions.get(subscriptionId)!)), options);
  }

  /** The subscription a workspace's checkout created. */
  subscriptionOf(workspaceId: string): StripeObject | undefined {
    return [...this.subscriptions.values()].find((subscription) => subscription.metadata.workspace_id === workspaceId);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params: StripeParams = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const path = url.pathname;
    const page = /^\/(checkout|portal)\/([\w-]+)$/.exec(path);
    if (page && request.method === 'GET') return page[1] === 'checkout' ? this.checkoutPage(page[2], response) : this.portalPage(page[2], response);
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (key !== this.options.secretKey && !this.accounts.has(key)) {
      this.refusedKeys.push(Date.now());
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const idempotencyKey = request.headers['idempotency-key'];
    const once = (make: () => StripeObject): StripeObject => {
      if (typeof idempotencyKey !== 'string') return make();
      const ref = `${key}\n${idempotencyKey}`;
      if (!this.idempotent.has(ref)) this.idempotent.set(ref, make());
      return this.idempotent.get(ref)!;
    };
    if (request.method === 'POST' && path === '/v1/checkout/sessions' && params.mode === 'payment') {
      const invalid = paymentSessionRefusal(params);
      if (invalid) return json(response, 400, { error: { type: 'invalid_request_error', message: invalid } });
      return json(
        response,
        200,
        once(() => this.createPaymentSession(key, params)),
      );
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const refusal = this.refundRefusal(key, params);
      if (refusal) return json(response, 400, { error: { type: 'invalid_request_error', message: refusal } });
      return json(
        response,
        200,
        once(() => this.createRefund(key, params)),
      );
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') return json(response, 200, this.createSession(params));
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') return json(response, 200, this.createPortal(params));
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && subscription) {
      const found = this.subscriptions.get(subscription[1]);
      if (!found)
        return json(response, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${subscription[1]}'` },
        });
      const answer = structuredClone(found);
      if (url.searchParams.getAll('expand[0]').includes('default_payment_method') && answer.default_payment_method) {
        answer.default_payment_method = this.paymentMethods.get(answer.default_payment_method);
      }
      return json(response, 200, answer);
    }
    return json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } });
  }

  private createSession(params: StripeParams): StripeObject {
    this.checkouts.push(params);
    const id = newId('cs_test');
    const session = {
      ...fixture('checkout.session'),
      id,
      mode: params.mode,
      status: 'open',
      url: `${this.url}/checkout/${id}`,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      payment_method_collection: params.payment_method_collection ?? null,
      metadata: { workspace_id: params['metadata[workspace_id]'] },
      customer: null,
      subscription: null,
      payment_intent: null,
      created: nowSeconds(),
      expires_at: nowSeconds() + DAY_SECONDS,
    };
    this.sessions.set(id, { ...session, params });
    return session;
  }

  /** A session of mode `payment` on a host's account: one line of `price_data`, its metadata, its expiry. */
  private createPaymentSession(key: string, params: StripeParams): StripeObject {
    this.checkouts.push(params);
    const id = newId('cs_test');
    const metadata = Object.fromEntries(
      Object.entries(params)
        .map(([name, value]) => [/^metadata\[(\w+)\]$/.exec(name)?.[1], value] as const)
        .filter(([name]) => name !== undefined),
    );
    const session = {
      ...fixture('checkout.session'),
      id,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.url}/checkout/${id}`,
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      metadata,
      amount_total: Number(params['line_items[0][price_data][unit_amount]']) * Number(params['line_items[0][quantity]'] ?? 1),
      amount_subtotal: Number(params['line_items[0][price_data][unit_amount]']) * Number(params['line_items[0][quantity]'] ?? 1),
      currency: params['line_items[0][price_data][currency]'],
      customer: null,
      subscription: null,
      payment_intent: null,
      created: nowSeconds(),
      expires_at: Number(params.expires_at ?? nowSeconds() + DAY_SECONDS),
    };
    this.sessions.set(id, { ...session, params, key });
    return session;
  }

  /** Completes a payment session: its payment intent made, the money taken; answers the event. */
  private completePayment(id: string): StripeObject {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') throw new Error(`No open session ${id}`);
    const intent = {
      ...fixture('payment_intent'),
      id: newId('pi'),
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      metadata: session.metadata,
    };
    this.intents.set(intent.id, { ...intent, key: session.key, refunded: 0 });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    return this.event('checkout.session.completed', publicSession(session));
  }

  private refundRefusal(key: string, params: StripeParams): string | null {
    const intent = this.intents.get(params.payment_intent);
    if (!intent || intent.key !== key) return `No such payment_intent: '${params.payment_intent}'`;
    const amount = Number(params.amount ?? intent.amount - intent.refunded);
    if (!(amount > 0) || amount > intent.amount - intent.refunded)
      return `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - intent.refunded})`;
    return null;
  }

  /** A refund, succeeded at once as card refunds are; its `refund.created` follows the answer. */
  private createRefund(key: string, params: StripeParams): StripeObject {
    const intent = this.intents.get(params.payment_intent)!;
    const amount = Number(params.amount ?? intent.amount - intent.refunded);
    intent.refunded += amount;
    this.refunds.push({ ...params, key });
    const metadata = Object.fromEntries(
      Object.entries(params).flatMap(([name, value]) => (/^metadata\[(\w+)\]$/.exec(name) ? [[/^metadata\[(\w+)\]$/.exec(name)![1], value]] : [])),
    );
    const refund = {
      ...fixture('refund'),
      id: newId('re'),
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: nowSeconds(),
      metadata,
    };
    const released = this.heldRefunds ? new Promise<void>((resolve) => this.heldRefunds!.push(resolve)) : Promise.resolve();
    this.deliveries.push(released.then(() => this.sendToAccount(key, this.event('refund.created', refund))).catch(() => undefined));
    return refund;
  }

  /** Holds refunds' events until `releaseRefundEvents()`: a refund is asked for, and not yet confirmed. */
  holdRefundEvents(): void {
    this.heldRefunds ??= [];
  }

  releaseRefundEvents(): void {
    const held = this.heldRefunds ?? [];
    this.heldRefunds = null;
    for (const release of held) release();
  }

  /** The page a browser is sent to: it takes the card 4242, completes the session and returns to the success URL. */
  private checkoutPage(id: string, response: ServerResponse): void {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') return html(response, 404, '<p>This checkout has expired.</p>');
    if (session.mode === 'payment') {
      const event = this.completePayment(id);
      response.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) }).end();
      const released = this.held ? new Promise<void>((resolve) => this.held!.push(resolve)) : Promise.resolve();
      this.deliveries.push(released.then(() => this.sendToAccount(session.key, event)).catch(() => undefined));
      return;
    }
    const { params } = session;
    const customer: StripeObject = { ...fixture('customer'), id: newId('cus'), email: params.customer_email ?? null };
    const method: StripeObject = { ...fixture('payment_method'), id: newId('pm'), customer: customer.id };
    method.card = { ...method.card, brand: 'visa', display_brand: 'visa', last4: '4242' };
    this.paymentMethods.set(method.id, method);
    const trialDays = Number(params['subscription_data[trial_period_days]'] ?? 0);
    const now = nowSeconds();
    const trialEnd = trialDays > 0 ? now + trialDays * DAY_SECONDS : null;
    const base = fixture('subscription');
    const item = {
      ...base.items.data[0],
      id: newId('si'),
      price: { ...base.items.data[0].price, id: params['line_items[0][price]'] },
      current_period_start: now,
      current_period_end: trialEnd ?? now + 30 * DAY_SECONDS,
    };
    const subscription = {
      ...base,
      id: newId('sub'),
      customer: customer.id,
      status: trialEnd ? 'trialing' : 'active',
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      start_date: now,
      created: now,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      cancel_at_period_end: false,
      default_payment_method: method.id,
      latest_invoice: null,
      metadata: { workspace_id: params['subscription_data[metadata][workspace_id]'] },
      items: { ...base.items, data: [{ ...item, subscription: undefined }] },
    };
    subscription.items.data[0].subscription = subscription.id;
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      customer: customer.id,
      subscription: subscription.id,
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
    });
    response.writeHead(303, { location: String(params.success_url).replace('{CHECKOUT_SESSION_ID}', id) }).end();
    // Stripe's webhook follows the redirect, not before it: the success page waits for it.
    const { params: _params, ...object } = session;
    const released = this.held ? new Promise<void>((resolve) => this.held!.push(resolve)) : Promise.resolve();
    this.deliveries.push(released.then(() => this.send(this.event('checkout.session.completed', object))).catch(() => undefined));
  }

  private createPortal(params: StripeParams): StripeObject {
    const id = newId('bps');
    const portal = {
      ...fixture('billing_portal.session'),
      id,
      customer: params.customer,
      return_url: params.return_url,
      url: `${this.url}/portal/${id}`,
      created: nowSeconds(),
      flow: null,
    };
    this.portals.set(id, portal);
    return portal;
  }

  private portalPage(id: string, response: ServerResponse): void {
    const portal = this.portals.get(id);
    if (!portal) return html(response, 404, '<p>This session has expired.</p>');
    html(response, 200, `<h1>Billing portal</h1><p id="portal-customer">${portal.customer}</p><a id="portal-return" href="${portal.return_url}">Return</a>`);
  }
}

/** A session as Stripe's API and events show it: without what the fake keeps beside it. */
function publicSession(session: StripeObject): StripeObject {
  const { params: _params, key: _key, ...object } = session;
  return structuredClone(object);
}

/** What Stripe refuses of a payment session that the adapter could send wrong. */
function paymentSessionRefusal(params: StripeParams): string | null {
  const amount = Number(params['line_items[0][price_data][unit_amount]']);
  if (!Number.isInteger(amount) || amount < 1) return 'Invalid integer: line_items[0][price_data][unit_amount]';
  if (!params['line_items[0][price_data][currency]']) return 'Missing required param: line_items[0][price_data][currency].';
  const expiresAt = Number(params.expires_at);
  if (params.expires_at !== undefined && (expiresAt < nowSeconds() + 30 * 60 - 5 || expiresAt > nowSeconds() + DAY_SECONDS)) {
    return 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.';
  }
  if (!params.success_url) return 'Missing required param: success_url.';
  return null;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><body>${body}</body></html>`);
}
