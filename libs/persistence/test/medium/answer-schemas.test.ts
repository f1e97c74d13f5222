import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import type { AnyOperation, EventActor, FeedReader, OperationContext, Principal } from '@innkeep/domain';
import { CATALOGUE, JsonText, operationNamed, validateInput } from '@innkeep/domain';
import { contextOf, factory, FixedQuotaReader, OperationRunner } from '@innkeep/domain/testing';
import Ajv, { ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

import { createRepositories, Operator, SecretBox, TypeormUnitOfWork } from '../../src';
import { createTestDatabase, databaseRunner, TestDatabase } from '../../testing';

/**
 * The answers PostgreSQL builds as JSON (the reservation, task, unit and connection projections,
 * the calendar, availability, rates, reports, guests, threads, the ledger, webhooks…) checked
 * against the JSON Schema each operation declares (its OpenAPI response, its MCP outputSchema), on
 * rows of every kind: stays from each source, cancelled, with amounts stored and without, guests
 * without contact details, payments and refunds, blocks, tasks, a channel connection, messages,
 * webhook deliveries, a published website. Validated the way MCP clients validate structuredContent
 * (Ajv 8 with formats, as the MCP SDK's validator), so a projection that drifts from its schema
 * fails here with the path of the mismatch.
 */
describe('every answer built in SQL fits its operation’s JSON Schema', () => {
  let database: TestDatabase;
  let runner: OperationRunner;
  let principal: Principal;
  const ajv = new Ajv({ strict: false, validateFormats: true, validateSchema: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<AnyOperation, ReturnType<typeof ajv.compile>>();
  /** Operations whose answers were checked, with the number of answers. */
  const checked = new Map<string, number>();
  const ids: Record<string, string> = {};

  function mismatches(operation: AnyOperation, answer: unknown): string[] {
    if (!validators.has(operation)) validators.set(operation, ajv.compile(operation.output));
    const validate = validators.get(operation)!;
    if (validate(answer)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) => `${operation.name}: ${error.instancePath || '/'} ${error.message} (${error.schemaPath} ${JSON.stringify(error.params)})`,
    );
  }

  /** Runs an operation on the database as the surfaces do, with the extras some need, and checks its answer. */
  async function run(name: string, raw: Record<string, unknown> = {}, extras: Partial<OperationContext> = {}): Promise<Record<string, any>> {
    const operation = operationNamed(name) as AnyOperation;
    const input = validateInput(operation.input, raw);
    const answer =
      operation.quota === 'write'
        ? await runner.unitOfWork.run((scope) => operation.handle({ ...contextOf(runner, principal, scope.repos), ...extras }, input))
        : await operation.handle({ ...contextOf(runner, principal), ...extras }, input);
    const body = answer instanceof JsonText ? JSON.parse(answer.text) : answer;
    assert.deepEqual(
      mismatches(operation, JSON.parse(JSON.stringify(body))),
      [],
      `${name} ${JSON.stringify(raw)} answered ${JSON.stringify(body).slice(0, 2000)}`,
    );
    checked.set(name, (checked.get(name) ?? 0) + 1);
    return body as Record<string, any>;
  }

  const feeds: FeedReader = {
    read: async () => ({ kind: 'feed', events: [], etag: null, lastModified: null }),
    isAllowed: async () => true,
  };
  const actor: EventActor = { kind: 'API_KEY', id: 'key_schema', userId: null, surface: 'REST' };

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 });
    // Export tokens and signing secrets are kept sealed: the repositories need the box that seals them.
    const secrets = new SecretBox(async () => randomBytes(32));
    runner = {
      ...databaseRunner(database.dataSource),
      repos: createRepositories(database.dataSource.manager, { secrets }),
      unitOfWork: new TypeormUnitOfWork(database.dataSource, { secrets }),
    };
    const operator = new Operator(database.dataSource);
    const owner = await operator.createUser({ email: 'owner-schemas@example.test', name: 'Owner' });
    const workspace = await operator.createWorkspace({ name: 'Schemas', ownerEmail: owner.email, plan: 'BUSINESS', timezone: 'Europe/Lisbon' });
    principal = factory.principal({ workspaceId: workspace.id, userId: owner.id, plan: 'BUSINESS' });
    ids.workspace = workspace.id;
    ids.owner = owner.id;

    // A property with every optional setting set, and a bare one.
    ids.casa = (
      await run('properties.create', {
        name: 'Casa Azul',
        currency: 'EUR',
        timezone: 'Europe/Lisbon',
        address: { line1: 'Rua 1', postalCode: '1200-195', city: 'Lisboa', country: 'PT' },
      })
    ).id;
    ids.bare = (await run('properties.create', { name: 'Bare', currency: 'USD', timezone: 'America/New_York' })).id;
    ids.suite = (await run('units.create', { propertyId: ids.casa, name: 'Suite', countOfRooms: 1, maxOccupancy: 2, basePriceMinor: 10_000 })).id;
    ids.dorm = (await run('units.create', { propertyId: ids.casa, name: 'Dorm', countOfRooms: 3, maxOccupancy: 6, basePriceMinor: 4_000 })).id;
    ids.cabin = (await run('units.create', { propertyId: ids.bare, name: 'Cabin', countOfRooms: 1, maxOccupancy: 4, basePriceMinor: 15_000 })).id;
    const plan = await run('ratePlans.create', { unitId: ids.suite, title: 'Non-refundable', basePriceMinor: 9_000 });
    ids.plan = plan.id;
    await run('properties.setFeesAndTaxes', {
      propertyId: ids.casa,
      fees: [{ code: 'LINEN', label: 'Linen', kind: 'PER_STAY', amountMinor: 1_500 }],
      taxes: [
        {
          code: 'CITY_TAX',
          label: 'City tax',
          kind: 'PER_GUEST_PER_NIGHT',
          amountMinor: 200,
          base: 'ACCOMMODATION',
          inclusive: false,
          childrenExempt: true,
          maxNights: 7,
        },
      ],
    });
    await run('units.setListingSettings', { unitId: ids.suite, weekendPriceMinor: 12_000, cleaningFeeMinor: 3_000 });
    await run('rates.set', { unitId: ids.suite, from: '2031-05-01', to: '2031-05-03', priceMinor: 11_000 });
    await run('restrictions.set', { unitId: ids.suite, from: '2031-05-10', to: '2031-05-12', minNights: 2, closedToArrival: true });
    const unitArchived = await run('units.create', { propertyId: ids.bare, name: 'Old', countOfRooms: 1, maxOccupancy: 1, basePriceMinor: 5_000 });
    await run('units.archive', { unitId: unitArchived.id });

    // Stays: quoted (amounts stored), with a total set (amounts built in SQL), from a channel, cancelled, a guest without contact.
    ids.quoted = (
      await run('reservations.create', {
        unitId: ids.suite,
        arrivalDate: '2031-05-04',
        departureDate: '2031-05-08',
        source: 'DIRECT',
        adults: 2,
        children: 1,
        guest: { firstName: 'José', lastName: 'Núñez', email: 'jose@example.test', phone: '+351 912 345 678' },
        notes: 'Late arrival',
      })
    ).id;
    ids.manual = (
      await run('reservations.create', {
        unitId: ids.dorm,
        arrivalDate: '2031-05-01',
        departureDate: '2031-05-03',
        source: 'MANUAL',
        status: 'PROVISIONAL',
        guest: { firstName: 'Ana', lastName: 'Lima' },
        totalAmountMinor: 8_000,
      })
    ).id;
    ids.cancelled = (
      await run('reservations.create', {
        unitId: ids.dorm,
        arrivalDate: '2031-05-05',
        departureDate: '2031-05-06',
        source: 'MANUAL',
        guest: { firstName: 'Rui', lastName: 'Costa' },
        totalAmountMinor: 4_000,
      })
    ).id;
    await run('reservations.cancel', { reservationId: ids.cancelled });
    ids.channel = (
      await operator.importReservation({
        unitId: ids.cabin,
        source: 'AIRBNB',
        channelReference: 'HM123',
        arrivalDate: '2031-05-02',
        departureDate: '2031-05-06',
        status: 'CONFIRMED',
        guest: { firstName: 'Eva', lastName: 'Channel' },
        totalAmountMinor: 60_000,
      })
    ).id;
    await run('reservations.setStatus', { reservationId: ids.manual, status: 'CONFIRMED' });
    await run('reservations.move', { reservationId: ids.manual, arrivalDate: '2031-05-02', departureDate: '2031-05-04' });

    // Money: a payment, part of it refunded.
    const paid = await run('payments.record', {
      reservationId: ids.quoted,
      amountMinor: 20_000,
      method: 'BANK_TRANSFER',
      reference: 'SEPA 1',
      receivedAt: '2026-05-01',
    });
    await run('payments.refund', { paymentId: paid.id, amountMinor: 5_000, reason: 'Goodwill' });

    // Blocks, tasks.
    await run('blocks.create', { unitId: ids.dorm, from: '2031-05-10', to: '2031-05-11', type: 'MAINTENANCE', rooms: 2, note: 'Painting' });
    await run('blocks.create', { unitId: ids.cabin, from: '2031-05-20', to: '2031-05-20', type: 'OWNER' });
    ids.task = (
      await run('tasks.create', {
        type: 'CLEANING',
        unitId: ids.suite,
        dueDate: '2031-05-08',
        dueBy: '11:00',
        title: 'Turnover',
        notes: 'Check towels',
        checklist: [{ label: 'Beds' }, { label: 'Bins', done: true }],
        assigneeUserId: ids.owner,
      })
    ).id;
    ids.bareTask = (await run('tasks.create', { type: 'MAINTENANCE', unitId: ids.cabin, dueDate: '2031-05-09' })).id;
    await run('tasks.start', { taskId: ids.task });
    await run('tasks.complete', { taskId: ids.task });
    await run('tasks.cancel', { taskId: ids.bareTask });

    // A channel connection, a conversation on it and a reply.
    ids.connection = (
      await run(
        'connections.create',
        { propertyId: ids.bare, channel: 'AIRBNB', listings: [{ unitId: ids.cabin, importUrl: 'https://airbnb.example/cabin.ics' }] },
        { channels: { feeds, intervalSeconds: 900 } },
      )
    ).id;
    await run('connections.sync', { connectionId: ids.connection });
    const thread = await operator.importMessage({
      reservationId: ids.channel,
      connectionId: ids.connection,
      channel: 'AIRBNB',
      sender: 'Eva',
      body: 'Is there parking?',
    });
    ids.thread = thread.threadId;
    await operator.importMessage({ workspaceId: ids.workspace, channel: 'BOOKING_COM', externalThreadId: 'bk-1', sender: 'Unknown guest', body: 'Hello' });

    // A webhook endpoint with a delivery of an event.
    ids.webhook = (
      await run(
        'webhooks.create',
        { url: 'https://hooks.example/innkeep', events: ['*'], description: 'All' },
        { webhookUrls: { isAllowed: async () => true } },
      )
    ).id;
    await runner.unitOfWork.run(async (scope) => {
      scope.repos.events.record({ type: 'block.created', resource: { type: 'block', id: 'blk_1' }, data: { id: 'blk_1' } });
      await scope.repos.events.flush(ids.workspace, actor);
    });

    // A published website with a post.
    await run('website.createDraft', { propertyId: ids.casa });
    await run('website.updateDraft', { propertyId: ids.casa, tagline: 'By the sea', highlights: ['View'], photos: ['https://photos.example/1.jpg'] });
    await run('website.publish', { propertyId: ids.casa });
    await run('website.createPost', { propertyId: ids.casa, title: 'Open', body: 'We are **open**.' });
    await run('website.createDraft', { propertyId: ids.bare });
  });

  afterAll(() => database?.drop());

  it('answers every read of the catalogue within its schema, over those rows', async () => {
    const period = { from: '2031-05-01', to: '2031-05-31' };
    await run('service.status');
    await run('connection.check');
    await run('workspace.get');
    // Quotas are counted outside PostgreSQL: the reader is given what a quota store would answer.
    await run(
      'quota.get',
      {},
      {
        quotas: new FixedQuotaReader({
          [principal.credentialId]: {
            windowSeconds: 3600,
            quotas: [{ operation: 'properties.list', kind: 'read', limit: 120, used: 3, remaining: 117, resetSeconds: 41 }],
          },
        }),
      },
    );
    await run('properties.list');
    for (const propertyId of [ids.casa, ids.bare]) {
      await run('properties.get', { propertyId });
      await run('properties.getFeesAndTaxes', { propertyId });
    }
    await run('units.list');
    await run('units.list', { propertyId: ids.bare });
    for (const format of ['compact', 'full']) await run('calendar.get', { ...period, format });
    await run('calendar.get', { ...period, unitId: ids.dorm });
    await run('reservations.list', { take: '2' });
    await run('reservations.list', { status: 'CANCELLED' });
    for (const reservationId of [ids.quoted, ids.manual, ids.cancelled, ids.channel]) {
      await run('reservations.get', { reservationId });
      await run('reservations.listPayments', { reservationId });
    }
    await run('payments.list');
    await run('tasks.list');
    await run('tasks.list', { status: 'CANCELLED' });
    for (const taskId of [ids.task, ids.bareTask]) await run('tasks.get', { taskId });
    await run('rates.get', { unitId: ids.suite, ...period });
    await run('availability.get', period);
    await run('availability.get', { ...period, unitId: ids.suite, minNights: '2' });
    await run('availability.check', { unitId: ids.suite, arrivalDate: '2031-05-10', departureDate: '2031-05-11', adults: '2' });
    await run('availability.check', { unitId: ids.dorm, arrivalDate: '2031-05-20', departureDate: '2031-05-22', adults: '1' });
    await run('reports.summary', period);
    await run('reports.summary', { ...period, propertyId: ids.bare });
    for (const date of ['2031-05-02', '2031-05-04', '2031-05-08']) await run('reports.overview', { date });
    await run('connections.list');
    await run('connections.get', { connectionId: ids.connection });
    await run('integrations.list');
    const feed = await run('events.list');
    assert.ok(feed.events.length > 0, 'the writes above recorded events');
    await run('webhooks.list');
    const deliveries = await run('webhooks.deliveries', { webhookId: ids.webhook });
    assert.ok(deliveries.deliveries.length > 0, 'the event was queued for the endpoint');
    await run('audit.list');
    const guests = await run('guests.list');
    for (const guest of guests.guests) await run('guests.get', { guestId: guest.id });
    const threads = await run('messages.list');
    assert.equal(threads.threads.length, 2);
    for (const one of threads.threads) await run('messages.get', { threadId: one.id });
    await run('website.list');
    await run('website.listPosts');
    // One sandbox of the owner's, seeded with the demo, for their list.
    await run('sandboxes.create', { name: 'Try-outs' });
    await run('sandboxes.list');

    const reads = CATALOGUE.filter((operation) => operation.quota === 'read').map((operation) => operation.name);
    assert.deepEqual(
      reads.filter((name) => !checked.has(name)),
      [],
      'a read no answer of which was checked: give it rows and a call here',
    );
  });

  it('names the path of a mismatch, so a projection that drifts says where', async () => {
    const operation = operationNamed('reservations.get') as AnyOperation;
    const answer = await run('reservations.get', { reservationId: ids.channel });
    const drifted = { ...answer, nights: String(answer.nights), guest: { ...answer.guest, email: 42 } };
    const found = mismatches(operation, drifted);
    assert.ok(
      found.some((line) => line.startsWith('reservations.get: /nights must be integer')),
      found.join('\n'),
    );
    assert.ok(
      found.some((line) => line.startsWith('reservations.get: /guest/email ')),
      found.join('\n'),
    );
  });
});
