import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import { addDays, CATALOGUE, operationNamed, QuotaUsage, takesBody } from '@innkeep/domain';

import {
  connectMcpClient,
  createWorkspaceFixture,
  daysFromNow,
  FakeChannel,
  FakeStripe,
  http,
  HttpAnswer,
  makeConfigHome,
  mcp2026,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  WorkspaceFixture,
} from '../src';
import { WebhookReceiver } from '../src/webhook-receiver';

const READ_LIMIT = 100_000;
const WRITE_LIMIT = 50_000;

/** Every table a write may change: a dry run must leave each exactly as it was. */
const WRITTEN_TABLES = [
  'workspaces',
  'properties',
  'units',
  'rate_plans',
  'rate_nights',
  'calendar_nights',
  'reservations',
  'guests',
  'blocks',
  'channel_connections',
  'channel_listings',
  'channel_outbox',
  'channel_ari_outbox',
  'message_threads',
  'messages',
  'webhook_endpoints',
  'webhook_deliveries',
  'website_sites',
  'website_posts',
  'tasks',
  'events',
  'audit_log',
  'idempotency_records',
  'confirmations',
];

/** The ids an answer gives to what it made: they differ between two runs of the same write. */
function madeIds(value: unknown, ids = new Set<string>()): Set<string> {
  if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (name === 'id' && typeof item === 'string') ids.add(item);
      else madeIds(item, ids);
    }
  }
  return ids;
}

/** Ids, times, durations and secrets differ between two runs of the same write; everything else must not. */
function comparable(answer: unknown): unknown {
  const ids = madeIds(answer);
  const shape = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => shape(item, ''));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shape(item, name)]));
    // A website's slug takes a random suffix.
    if (/At$|Ms$|^slug$|^url$/.test(key)) return '<varies>';
    if (typeof value !== 'string') return value;
    if (ids.has(value) || /^\d{4}-\d\d-\d\dT/.test(value)) return '<varies>';
    if (/secret|exportUrl|token|^key$/i.test(key)) return '<secret>';
    return value;
  };
  return shape(answer, '');
}

/** A write as REST takes it: the operation's canonical route, path parameters filled from the input. */
function restRequestOf(operationName: string, input: Record<string, unknown>): { method: string; path: string; body?: unknown; query: URLSearchParams } {
  const route = operationNamed(operationName).http[0];
  const rest = { ...input };
  for (const field of Object.keys(route.fixed ?? {})) delete rest[field];
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = String(rest[name]);
    delete rest[name];
    return encodeURIComponent(value);
  });
  if (takesBody(route.method)) return { method: route.method, path, body: rest, query: new URLSearchParams() };
  return { method: route.method, path, query: new URLSearchParams(Object.entries(rest).map(([name, value]): [string, string] => [name, String(value)])) };
}

describe('dry runs of writes', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let channel: FakeChannel;
  let receiver: WebhookReceiver;
  let stripe: FakeStripe;
  const start = daysFromNow(150);
  const night = (offset: number) => addDays(start, offset);
  const api = (path: string) => `${servers.apiUrl}${path}`;

  beforeAll(async () => {
    stripe = await FakeStripe.start({ secretKey: 'sk_test_platform_unused', webhookSecret: 'whsec_platform_unused' });
    servers = await startTestServers({
      API_LIMIT: String(READ_LIMIT),
      API_WRITE_LIMIT: String(WRITE_LIMIT),
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      CHANNEL_ALLOW_PRIVATE_URLS: 'true',
      STRIPE_API_URL: stripe.url,
    });
    // BUSINESS: the plan with every feature (channels, website), so that every write can run.
    ws = await createWorkspaceFixture(servers.operator, { plan: 'BUSINESS' });
    // Its own Stripe account, so that a payment link can be made for real.
    const stripeAccount = { key: 'rk_test_dryrunaccount0001', webhookSecret: 'whsec_dryrunaccountsecret01' };
    stripe.addAccount({ ...stripeAccount, webhookUrl: `${new URL(servers.apiUrl).origin}/payments/stripe/webhook/${ws.workspaceId}` });
    await servers.runtime.paymentAccounts.connect(ws.workspaceId, { restrictedKey: stripeAccount.key, webhookSecret: stripeAccount.webhookSecret });
    channel = await FakeChannel.start();
    channel.events('room1', [{ uid: 'D-1@vrbo', start: night(60), end: night(62), summary: 'Dora Dry' }]);
    receiver = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await stripe?.close();
    await channel?.close();
    await receiver?.down();
    await servers?.close();
  });

  /** Row count and a digest of every row of each written table. */
  const fingerprint = async () => {
    const rows: Record<string, string> = {};
    for (const table of WRITTEN_TABLES) {
      const [row] = await servers.dataSource.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
      );
      rows[table] = `${row.n} rows, ${row.digest}`;
    }
    return rows;
  };
  const quotaUsed = async (bucket: string) => {
    const usage = await http<QuotaUsage>(api('/quota'), { key: ws.writeKey });
    const quota = usage.body.quotas.find((entry) => entry.operation === bucket);
    assert.ok(quota, `GET /quota lists ${bucket}`);
    return quota;
  };
  let feedCursor: string | undefined;
  /** The events committed since the last read of the feed. */
  const newEvents = async () => {
    const events: unknown[] = [];
    for (;;) {
      const page = await http(api(`/events?take=500${feedCursor ? `&after=${feedCursor}` : ''}`), { key: ws.readKey });
      assert.equal(page.status, 200, JSON.stringify(page.body));
      feedCursor = page.body.nextCursor;
      events.push(...page.body.events);
      if (page.body.events.length < 500) return events;
    }
  };
  const send = (operation: string, input: Record<string, unknown>, dryRun: string | undefined, headers: Record<string, string> = {}) => {
    const request = restRequestOf(operation, input);
    if (dryRun !== undefined) request.query.set('dryRun', dryRun);
    const query = request.query.size ? `?${request.query}` : '';
    return http(api(`${request.path}${query}`), { method: request.method, key: ws.writeKey, body: request.body, headers });
  };

  /**
   * Runs a write dry, checks that it changed nothing and spent a read, then runs it for real and
   * checks that both answered the same.
   */
  const dryThenReal = async (operation: string, input: Record<string, unknown>): Promise<{ dry: HttpAnswer; real: HttpAnswer }> => {
    await newEvents();
    const before = await fingerprint();
    const writesBefore = await quotaUsed(operation);
    const dryRunsBefore = await quotaUsed(`${operation}.dryRun`);

    const dry = await send(operation, input, 'true');

    assert.equal(dry.headers.get('dry-run'), 'true', `${operation}: Dry-Run header`);
    assert.equal(dry.headers.get('ratelimit-limit'), String(READ_LIMIT), `${operation}: a dry run spends a read quota`);
    assert.deepEqual(await fingerprint(), before, `${operation}: the dry run changed nothing`);
    assert.deepEqual(await newEvents(), [], `${operation}: no event in the feed`);
    const writesAfter = await quotaUsed(operation);
    const dryRunsAfter = await quotaUsed(`${operation}.dryRun`);
    assert.equal(writesAfter.used, writesBefore.used, `${operation}: the write quota is untouched`);
    assert.deepEqual([dryRunsAfter.kind, dryRunsAfter.used], ['read', dryRunsBefore.used + 1], `${operation}: the dry-run read bucket was spent`);

    const real = await send(operation, input, undefined);
    // At least its audit entry: the fingerprint sees what a write stores.
    if (real.status < 400) assert.notDeepEqual(await fingerprint(), before, `${operation}: the real write is seen by the fingerprint`);
    assert.equal(real.headers.get('dry-run'), null);
    assert.equal(real.headers.get('ratelimit-limit'), String(WRITE_LIMIT));
    assert.equal(dry.status, real.status, `${operation}: dry ${JSON.stringify(dry.body)}\nreal ${JSON.stringify(real.body)}`);
    if (real.status < 400) assert.deepEqual(comparable(dry.body), comparable(real.body), `${operation}: the dry run answers what the write does`);
    else assert.deepEqual({ ...dry.body, requestId: undefined }, { ...real.body, requestId: undefined }, `${operation}: the same refusal`);
    return { dry, real };
  };

  describe('on REST, of every write in the catalogue', () => {
    /** Ids the writes below create, for the ones after them. */
    const made: Record<string, string> = {};
    let threadId: string;

    beforeAll(async () => {
      const reservation = await http(api('/reservations'), {
        method: 'POST',
        key: ws.writeKey,
        body: { unitId: ws.unitIds[1], arrivalDate: night(80), departureDate: night(82), source: 'MANUAL', guest: { firstName: 'Tomás', lastName: 'Thread' } },
      });
      assert.equal(reservation.status, 201, JSON.stringify(reservation.body));
      const connection = await servers.operator.connectChannel({ propertyId: ws.propertyId, channel: 'AIRBNB', method: 'API' });
      const imported = await servers.operator.importMessage({
        reservationId: reservation.body.id,
        connectionId: connection.id,
        externalThreadId: 'dry-thread',
        externalMessageId: 'dry-1',
        sender: 'Tomás',
        body: 'Is there parking?',
        sentAt: new Date().toISOString(),
      });
      threadId = imported.threadId;
    });

    /** In order: each may use what an earlier one made. */
    const steps: Array<{ operation: string; input: () => Record<string, unknown>; keep?: string }> = [
      { operation: 'properties.create', input: () => ({ name: 'Casa Seca', currency: 'EUR', timezone: 'Europe/Lisbon', city: 'Porto' }), keep: 'propertyId' },
      { operation: 'properties.update', input: () => ({ propertyId: ws.propertyId, checkInTime: '15:00' }) },
      { operation: 'properties.setCancellationPolicy', input: () => ({ propertyId: ws.propertyId, policy: 'MODERATE' }) },
      { operation: 'properties.setBookingSettings', input: () => ({ propertyId: ws.propertyId, instantBooking: true }) },
      { operation: 'properties.setTaskSettings', input: () => ({ propertyId: ws.propertyId, autoCleaning: true, checklist: ['Towels'] }) },
      {
        operation: 'properties.setFeesAndTaxes',
        input: () => ({ propertyId: ws.propertyId, fees: [{ code: 'LINEN', label: 'Linen', kind: 'PER_STAY', amountMinor: 1500 }], taxes: [] }),
      },
      { operation: 'units.create', input: () => ({ propertyId: made.propertyId, name: 'Dry suite', basePriceMinor: 12000 }), keep: 'unitId' },
      { operation: 'units.update', input: () => ({ unitId: ws.unitIds[0], maxOccupancy: 4 }) },
      { operation: 'units.setListingSettings', input: () => ({ unitId: ws.unitIds[0], cleaningFeeMinor: 4000, weeklyDiscountPercent: 10 }) },
      { operation: 'ratePlans.create', input: () => ({ unitId: ws.unitIds[0], title: 'Non-refundable', basePriceMinor: 9000 }), keep: 'ratePlanId' },
      { operation: 'ratePlans.update', input: () => ({ ratePlanId: made.ratePlanId, basePriceMinor: 9500 }) },
      { operation: 'webhooks.create', input: () => ({ url: receiver.url, events: ['*'], description: 'dry runs' }), keep: 'webhookId' },
      {
        operation: 'reservations.create',
        input: () => ({
          unitId: ws.unitIds[1],
          arrivalDate: night(0),
          departureDate: night(2),
          source: 'DIRECT',
          status: 'PROVISIONAL',
          guest: { firstName: 'Dina', lastName: 'Dry', email: 'dina.dry@example.test' },
        }),
        keep: 'reservationId',
      },
      { operation: 'reservations.move', input: () => ({ reservationId: made.reservationId, arrivalDate: night(1), departureDate: night(3) }) },
      { operation: 'reservations.setStatus', input: () => ({ reservationId: made.reservationId, status: 'CONFIRMED' }) },
      { operation: 'payments.createLink', input: () => ({ reservationId: made.reservationId, amountMinor: 5000 }) },
      {
        operation: 'payments.record',
        input: () => ({ reservationId: made.reservationId, amountMinor: 6000, method: 'BANK_TRANSFER', reference: 'Dry' }),
        keep: 'paymentId',
      },
      { operation: 'payments.refund', input: () => ({ paymentId: made.paymentId, amountMinor: 1000, reason: 'Dry' }) },
      { operation: 'blocks.create', input: () => ({ unitId: ws.unitIds[0], from: night(10), to: night(12), type: 'OWNER', note: 'Dry' }) },
      { operation: 'blocks.lift', input: () => ({ unitId: ws.unitIds[0], from: night(10), to: night(12) }) },
      {
        operation: 'tasks.create',
        input: () => ({ type: 'INSPECTION', unitId: ws.unitIds[0], dueDate: night(5), checklist: [{ label: 'Boiler' }] }),
        keep: 'taskId',
      },
      { operation: 'tasks.update', input: () => ({ taskId: made.taskId, notes: 'Dry', checklist: [{ label: 'Boiler', done: true }] }) },
      { operation: 'tasks.start', input: () => ({ taskId: made.taskId }) },
      { operation: 'tasks.complete', input: () => ({ taskId: made.taskId }) },
      { operation: 'tasks.create', input: () => ({ type: 'OTHER', unitId: ws.unitIds[0], dueDate: night(6) }), keep: 'openTaskId' },
      { operation: 'tasks.cancel', input: () => ({ taskId: made.openTaskId }) },
      { operation: 'rates.set', input: () => ({ unitId: ws.unitIds[0], from: night(20), to: night(30), priceMinor: 14000, weekdays: ['FRI', 'SAT'] }) },
      { operation: 'rates.adjust', input: () => ({ propertyId: ws.propertyId, from: night(20), to: night(30), percent: 10 }) },
      { operation: 'restrictions.set', input: () => ({ unitId: ws.unitIds[0], from: night(20), to: night(30), minNights: 2 }) },
      {
        operation: 'connections.create',
        input: () => ({ propertyId: ws.propertyId, channel: 'VRBO', listings: [{ unitId: ws.unitIds[0], importUrl: channel.url('room1') }] }),
        keep: 'connectionId',
      },
      { operation: 'connections.sync', input: () => ({ connectionId: made.connectionId }) },
      { operation: 'connections.rotateExportUrls', input: () => ({ connectionId: made.connectionId }) },
      { operation: 'messages.markRead', input: () => ({ threadId }) },
      { operation: 'messages.draft', input: () => ({ threadId, template: 'CHECK_IN_INSTRUCTIONS', language: 'pt' }) },
      { operation: 'messages.reply', input: () => ({ threadId, body: 'Yes, free parking in the street.' }) },
      { operation: 'webhooks.retryDelivery', input: () => ({ webhookId: made.webhookId, deliveryId: made.deliveryId }) },
      { operation: 'website.createDraft', input: () => ({ propertyId: ws.propertyId }) },
      { operation: 'website.updateDraft', input: () => ({ propertyId: ws.propertyId, tagline: 'Dry by the river', highlights: ['Quiet'] }) },
      { operation: 'website.createPost', input: () => ({ propertyId: ws.propertyId, title: 'Dry season', body: 'Dates open.' }) },
      { operation: 'website.publish', input: () => ({ propertyId: ws.propertyId }) },
      { operation: 'reservations.cancel', input: () => ({ reservationId: made.reservationId }) },
      { operation: 'connections.delete', input: () => ({ connectionId: made.connectionId }) },
      { operation: 'webhooks.delete', input: () => ({ webhookId: made.webhookId }) },
      { operation: 'units.archive', input: () => ({ unitId: made.unitId }) },
      { operation: 'properties.archive', input: () => ({ propertyId: made.propertyId }) },
      { operation: 'sandboxes.create', input: () => ({ name: 'Dry sandbox' }), keep: 'sandboxId' },
      { operation: 'sandboxes.reset', input: () => ({ sandboxId: made.sandboxId }) },
      { operation: 'sandboxes.delete', input: () => ({ sandboxId: made.sandboxId }) },
    ];

    it('covers every write of the catalogue, so that a new one cannot go untested', () => {
      const writes = CATALOGUE.filter((operation) => operation.quota === 'write').map((operation) => operation.name);
      assert.deepEqual([...new Set(steps.map((step) => step.operation))].sort(), [...writes].sort());
    });

    for (const step of steps) {
      it(`${step.operation}: answers what the write answers, stores nothing and spends a read`, async () => {
        if (step.operation === 'webhooks.retryDelivery') {
          const deliveries = await http(api(`/webhooks/${made.webhookId}/deliveries`), { key: ws.writeKey });
          made.deliveryId = deliveries.body.deliveries[0].id;
        }
        const sessionsBefore = stripe.checkouts.length;
        const { real } = await dryThenReal(step.operation, step.input());
        assert.ok(real.status < 400, `${step.operation} succeeds for real: ${JSON.stringify(real.body)}`);
        // A dry run asks nothing of the payment processor either: only the real write made a session.
        if (step.operation === 'payments.createLink') assert.equal(stripe.checkouts.length, sessionsBefore + 1);
        if (step.keep) made[step.keep] = real.body.id;
      });
    }
  });

  describe('refusals and the dryRun parameter', () => {
    const booking = (arrival: number, departure: number, unitId = ws.unitIds[0]) => ({
      unitId,
      arrivalDate: night(arrival),
      departureDate: night(departure),
      // DIRECT: the source the booking rules (MIN_NIGHTS…) apply to.
      source: 'DIRECT',
      guest: { firstName: 'Rui', lastName: 'Refused' },
    });

    it('answers NO_AVAILABILITY as the write does, and changes nothing', async () => {
      assert.equal((await send('reservations.create', booking(100, 103), undefined)).status, 201);
      const { dry } = await dryThenReal('reservations.create', booking(101, 102));
      assert.deepEqual([dry.status, dry.body.code], [409, 'NO_AVAILABILITY']);
    });

    it('answers a restriction (MIN_NIGHTS) as the write does, and changes nothing', async () => {
      assert.equal((await send('restrictions.set', { unitId: ws.unitIds[0], from: night(110), to: night(120), minNights: 3 }, undefined)).status, 200);
      const { dry } = await dryThenReal('reservations.create', booking(111, 112));
      assert.deepEqual([dry.status, dry.body.code], [409, 'RESTRICTION_VIOLATED']);
      assert.match(JSON.stringify(dry.body), /MIN_NIGHTS|at least 3 nights/);
    });

    it('answers a validation failure and a missing object as the write does', async () => {
      const invalid = await dryThenReal('reservations.create', { ...booking(130, 129) });
      assert.equal(invalid.dry.status, 400);
      const missing = await dryThenReal('reservations.cancel', { reservationId: 'res_doesnotexist' });
      assert.equal(missing.dry.status, 404);
    });

    it('refuses a dryRun other than true or false with 400 VALIDATION_FAILED, and false is a real write', async () => {
      for (const value of ['yes', '1', '', 'TRUE']) {
        const refused = await send('blocks.create', { unitId: ws.unitIds[1], from: night(140), to: night(140), type: 'OWNER' }, value);
        assert.deepEqual([refused.status, refused.body.code], [400, 'VALIDATION_FAILED'], value);
        assert.equal(refused.headers.get('dry-run'), null);
      }
      const real = await send('blocks.create', { unitId: ws.unitIds[1], from: night(140), to: night(140), type: 'OWNER' }, 'false');
      assert.equal(real.status, 201);
      assert.equal(real.headers.get('dry-run'), null);
    });

    it('asks for a credential before it looks at dryRun', async () => {
      const anonymous = await http(api('/blocks?dryRun=maybe'), { method: 'POST', body: {} });
      assert.equal(anonymous.status, 401);
    });

    it('ignores dryRun on a read, as every unknown query parameter', async () => {
      const read = await http(api('/properties?dryRun=maybe'), { key: ws.readKey });
      assert.equal(read.status, 200);
      assert.equal(read.headers.get('dry-run'), null);
    });

    it('neither looks up nor records an Idempotency-Key, so the real request may use it afterwards', async () => {
      const key = randomUUID();
      const input = booking(150, 152);
      const dry = await send('reservations.create', input, 'true', { 'idempotency-key': key });
      assert.equal(dry.status, 201);
      const rows = await servers.dataSource.query(`SELECT count(*)::int AS n FROM idempotency_records WHERE idempotency_key = $1`, [key]);
      assert.equal(rows[0].n, 0);
      const real = await send('reservations.create', input, undefined, { 'idempotency-key': key });
      assert.equal(real.status, 201);
      assert.equal(real.headers.get('idempotent-replayed'), null);
      assert.notEqual(real.body.id, dry.body.id);
      const again = await send('reservations.create', input, 'true', { 'idempotency-key': key });
      assert.equal(again.status, 409, 'a dry run is never a replay: the stay is taken now');
      assert.equal(again.body.code, 'NO_AVAILABILITY');
    });
  });

  describe('on MCP', () => {
    const call = async (name: string, args: Record<string, unknown>) => {
      const client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
      try {
        return await client.callTool({ name, arguments: args });
      } finally {
        await client.close();
      }
    };

    it('offers dryRun on every write tool and on no read tool', async () => {
      const client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
      try {
        const { tools } = await client.listTools();
        for (const operation of CATALOGUE.filter((entry) => entry.mcp && entry.mcp.owner !== false)) {
          const tool = tools.find((entry) => entry.name === operation.mcp!.tool)!;
          const offered = Boolean((tool.inputSchema.properties as Record<string, unknown>).dryRun);
          assert.equal(offered, operation.quota === 'write', tool.name);
          if (operation.quota === 'write') assert.ok((tool.outputSchema?.properties as Record<string, unknown>).dryRun, tool.name);
        }
      } finally {
        await client.close();
      }
    });

    it('runs a write dry: the answer with dryRun: true, nothing stored', async () => {
      const before = await fingerprint();
      const args = {
        unitId: ws.unitIds[1],
        arrivalDate: night(160),
        departureDate: night(162),
        source: 'DIRECT',
        guest: { firstName: 'Mara', lastName: 'Mcp' },
      };
      const dry = await call('reservation_create', { ...args, dryRun: true });
      assert.equal(dry.isError, undefined, JSON.stringify(dry.content));
      const answer = dry.structuredContent as Record<string, unknown>;
      assert.equal(answer.dryRun, true);
      assert.equal(answer.status, 'CONFIRMED');
      assert.deepEqual(await fingerprint(), before);

      const blocked = await call('calendar_block', { unitId: ws.unitIds[1], from: night(170), to: night(171), type: 'MAINTENANCE', dryRun: true });
      assert.equal((blocked.structuredContent as Record<string, unknown>).dryRun, true);
      assert.deepEqual(await fingerprint(), before);

      const real = await call('reservation_create', args);
      assert.equal((real.structuredContent as Record<string, unknown>).dryRun, undefined);
      assert.deepEqual(comparable({ ...answer, dryRun: undefined }), comparable({ ...(real.structuredContent as object), dryRun: undefined }));
    });

    it('needs no confirmation for a dry run of a write that asks for one, and leaves the confirmation to the real call', async () => {
      const created = await send(
        'reservations.create',
        { unitId: ws.unitIds[1], arrivalDate: night(180), departureDate: night(181), source: 'MANUAL', guest: { firstName: 'Cora', lastName: 'Confirm' } },
        undefined,
      );
      assert.equal(created.body.status, 'CONFIRMED');
      const before = await fingerprint();
      const dry = await call('reservation_cancel', { reservationId: created.body.id, dryRun: true });
      assert.equal(dry.isError, undefined, JSON.stringify(dry.content));
      assert.deepEqual(
        [(dry.structuredContent as Record<string, unknown>).status, (dry.structuredContent as Record<string, unknown>).dryRun],
        ['CANCELLED', true],
      );
      assert.deepEqual(await fingerprint(), before, 'no confirmation token was issued either');

      const real = await call('reservation_cancel', { reservationId: created.body.id });
      assert.equal(real.isError, true);
      assert.equal(JSON.parse((real.content as Array<{ text: string }>)[0].text).code, 'CONFIRMATION_REQUIRED');
    });

    it('says dryRun: true on a refused dry run, on both revisions, and nothing on a refused real write', async () => {
      const args = {
        unitId: ws.unitIds[0],
        arrivalDate: night(101),
        departureDate: night(102),
        source: 'DIRECT',
        guest: { firstName: 'Rita', lastName: 'Refused' },
      };
      const before = await fingerprint();
      const dry = await call('reservation_create', { ...args, dryRun: true });
      assert.equal(dry.isError, true);
      const refusal = JSON.parse((dry.content as Array<{ text: string }>)[0].text);
      assert.deepEqual([refusal.code, refusal.dryRun], ['NO_AVAILABILITY', true]);
      const invalid = JSON.parse(
        (
          (await call('reservation_create', { ...args, arrivalDate: night(103), departureDate: night(103), dryRun: true })).content as Array<{ text: string }>
        )[0].text,
      );
      assert.deepEqual([invalid.code, invalid.dryRun], ['VALIDATION_FAILED', true]);

      const wire = await mcp2026(servers.mcpUrl, ws.writeKey, 'tools/call', { name: 'reservation_create', arguments: { ...args, dryRun: true } });
      assert.equal(wire.body.result.isError, true, JSON.stringify(wire.body));
      const wireRefusal = JSON.parse(wire.body.result.content[0].text);
      assert.deepEqual([wireRefusal.code, wireRefusal.dryRun], ['NO_AVAILABILITY', true]);
      assert.deepEqual(await fingerprint(), before, 'a refused dry run records nothing');

      const real = JSON.parse(((await call('reservation_create', args)).content as Array<{ text: string }>)[0].text);
      assert.deepEqual([real.code, real.dryRun], ['NO_AVAILABILITY', undefined]);
      const realWire = await mcp2026(servers.mcpUrl, ws.writeKey, 'tools/call', { name: 'reservation_create', arguments: args });
      assert.equal(JSON.parse(realWire.body.result.content[0].text).dryRun, undefined);
    });

    it('still refuses what the write refuses, and a dryRun that is not a boolean', async () => {
      const taken = await call('reservation_create', {
        unitId: ws.unitIds[0],
        arrivalDate: night(101),
        departureDate: night(102),
        source: 'MANUAL',
        guest: { firstName: 'A', lastName: 'B' },
        dryRun: true,
      });
      assert.equal(taken.isError, true);
      assert.equal(JSON.parse((taken.content as Array<{ text: string }>)[0].text).code, 'NO_AVAILABILITY');
      const malformed = await call('calendar_block', { unitId: ws.unitIds[1], from: night(172), to: night(172), type: 'OWNER', dryRun: 'yes' });
      assert.equal(malformed.isError, true);
      assert.equal(JSON.parse((malformed.content as Array<{ text: string }>)[0].text).code, 'VALIDATION_FAILED');
    });
  });

  describe('on the CLI', () => {
    let home: Awaited<ReturnType<typeof makeConfigHome>>;
    const run = (args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: ws.writeKey } });

    beforeAll(async () => {
      home = await makeConfigHome();
    });
    afterAll(() => home.remove());

    it('bookings create --dry-run prints the would-be booking, says nothing changed, and changes nothing', async () => {
      const before = await fingerprint();
      const args = [
        'bookings',
        'create',
        '--unit-id',
        ws.unitIds[1],
        '--arrival-date',
        night(200),
        '--departure-date',
        night(202),
        '--source',
        'MANUAL',
        '--first-name',
        'Cli',
        '--last-name',
        'Dry',
      ];
      const human = await run([...args, '--dry-run']);
      assert.equal(human.code, 0, human.stderr);
      assert.match(human.stdout, /^Dry run: nothing was changed\./);
      assert.match(human.stdout, /Cli Dry/);
      const json = await run([...args, '--dry-run', '--json']);
      assert.equal(json.code, 0, json.stderr);
      assert.match(json.stderr, /Dry run: nothing was changed\./);
      assert.equal(parseJsonOutput<{ status: string }>(json).status, 'CONFIRMED');
      assert.deepEqual(await fingerprint(), before);
    });

    it('rates set, block and unblock take --dry-run (unblock without --yes) and change nothing', async () => {
      const before = await fingerprint();
      const rates = await run(['rates', 'set', ws.unitIds[0], `${night(210)}:${night(212)}`, '123.45', '--dry-run']);
      assert.equal(rates.code, 0, rates.stderr);
      assert.match(rates.stdout, /Dry run: nothing was changed\./);
      const block = await run(['block', ws.unitIds[1], `${night(210)}:${night(211)}`, '--dry-run']);
      assert.equal(block.code, 0, block.stderr);
      assert.match(block.stdout, /Dry run: nothing was changed\.[\s\S]*Blocked/);
      assert.equal((await run(['block', ws.unitIds[1], `${night(214)}`])).code, 0);
      const after = await fingerprint();
      const unblock = await run(['unblock', ws.unitIds[1], `${night(214)}`, '--dry-run']);
      assert.equal(unblock.code, 0, unblock.stderr);
      assert.match(unblock.stdout, /Dry run: nothing was changed\./);
      assert.deepEqual(await fingerprint(), after);
      assert.notDeepEqual(after, before, 'the real block was stored');
    });

    it('says a refused dry run changed nothing', async () => {
      const refused = await run(['block', ws.unitIds[0], `${night(101)}`, '--dry-run']);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /Dry run: nothing was changed[\s\S]*NO_AVAILABILITY/);
    });
  });
});
