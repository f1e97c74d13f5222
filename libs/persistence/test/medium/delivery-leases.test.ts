import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { ConnectorOutboxStore, createRepositories, Operator, SecretBox, TypeormUnitOfWork, WebhookDispatchStore } from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

const WORKER = { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' } as const;

/**
 * A worker that stalled past its lease (a pause, a cut-off network) finds its endpoint or connector
 * taken over by another: what it then writes must change nothing, so the new holder's record and
 * lease stand and nothing it has not sent is marked sent.
 */
describe('delivery leases', () => {
  let database: TestDatabase;
  let operator: Operator;
  const secrets = new SecretBox(async () => randomBytes(32));

  beforeAll(async () => {
    database = await createTestDatabase();
    operator = new Operator(database.dataSource);
  });
  afterAll(() => database?.drop());

  async function workspace(): Promise<string> {
    const email = `owner-${randomBytes(4).toString('hex')}@example.test`;
    await operator.createUser({ email });
    return (await operator.createWorkspace({ name: 'Leases', ownerEmail: email, plan: 'BUSINESS', timezone: 'UTC' })).id;
  }

  /** Lets every lease lapse at once, as the passing of its seconds would. */
  const lapse = (table: 'webhook_endpoints' | 'channel_connections') =>
    database.dataSource.query(`UPDATE ${table} SET ${table === 'webhook_endpoints' ? 'lease_until' : 'delivery_lease_until'} = now() - interval '1 second'`);

  it('webhooks: a lapsed holder records no outcome and does not give back the endpoint it lost', async () => {
    const workspaceId = await workspace();
    await createRepositories(database.dataSource.manager, { secrets }).webhooks.create(workspaceId, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['*'],
      description: null,
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    });
    await new TypeormUnitOfWork(database.dataSource, { secrets }).run(
      ({ repos }) => repos.events.flush(workspaceId, WORKER, { events: [{ type: 'rates.updated', resource: { type: 'unit', id: 'unit_x' }, data: {} }] }),
      { feedWriterOf: workspaceId },
    );
    const store = new WebhookDispatchStore(database.dataSource, secrets);
    const [stale] = await store.claim(1, 60);
    await lapse('webhook_endpoints');
    const [current] = await store.claim(1, 60);
    assert.equal(current.id, stale.id);
    const [delivery] = await store.nextDeliveries(stale, 10);

    const succeeded = {
      deliveryId: delivery.id,
      attemptedAt: new Date(),
      ok: true,
      statusCode: 200,
      durationMs: 5,
      error: null,
      status: 'SUCCEEDED' as const,
      nextAttemptAt: null,
    };
    assert.equal(await store.record(stale, [succeeded], 0), false);
    await store.release(stale);
    const [row] = await database.dataSource.query(
      `SELECT d.status, d.attempts, e.lease_until > now() AS leased FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
      [delivery.id],
    );
    assert.deepEqual(row, { status: 'PENDING', attempts: 0, leased: true }, 'the new holder’s delivery and lease stand');
    assert.deepEqual(await store.claim(1, 60), [], 'nobody else can take it meanwhile');

    assert.equal(await store.record(current, [succeeded], 0), true);
    await store.release(current);
    const [after] = await database.dataSource.query(`SELECT status, attempts FROM webhook_deliveries WHERE id = $1`, [delivery.id]);
    assert.deepEqual(after, { status: 'SUCCEEDED', attempts: 1 });
  });

  it('connectors: a lapsed holder marks nothing delivered and does not give back the connection it lost', async () => {
    const workspaceId = await workspace();
    const property = await operator.createProperty({ workspaceId, name: 'Mapped' });
    const unit = await operator.createUnit({ propertyId: property.id, name: 'Room', basePriceMinor: 10000 });
    const connectionId = await createRepositories(database.dataSource.manager, { secrets }).channels.create(workspaceId, {
      propertyId: property.id,
      channel: 'BOOKING_COM',
      method: 'API',
      listings: [{ unitId: unit.id, importUrl: null, externalListingId: 'L-1', exportToken: null }],
      nextSyncAt: null,
      endpointUrl: 'http://127.0.0.1:9/connector',
      signingSecret: `whsec_${randomBytes(32).toString('base64')}`,
    });
    await database.dataSource.query(
      `INSERT INTO channel_ari_outbox (workspace_id, connection_id, unit_id, from_date, until_date) VALUES ($1, $2, $3, '2030-01-01', '2030-01-02')`,
      [workspaceId, connectionId, unit.id],
    );
    const store = new ConnectorOutboxStore(database.dataSource, secrets);
    const [stale] = await store.claim(1, 60);
    await lapse('channel_connections');
    const [current] = await store.claim(1, 60);
    assert.equal(current.id, stale.id);
    const batch = await store.nextAri(stale, 10);

    assert.equal(await store.ariDelivered(stale, batch.lastSeq!), false);
    assert.equal(await store.recordFailure(stale, 1, new Date(Date.now() + 60_000), { code: 'DELIVERY_FAILED', msg: 'late' }), false);
    await store.release(stale);
    const [row] = await database.dataSource.query(
      `SELECT (SELECT count(*)::int FROM channel_ari_outbox WHERE connection_id = c.id) AS waiting, c.delivery_failures, c.delivery_lease_until > now() AS leased
         FROM channel_connections c WHERE c.workspace_id = $1 AND c.id = $2`,
      [workspaceId, connectionId],
    );
    assert.deepEqual(row, { waiting: 1, delivery_failures: 0, leased: true }, 'the new holder’s rows and lease stand');

    assert.equal(await store.ariDelivered(current, batch.lastSeq!), true);
    await store.release(current);
    const [after] = await database.dataSource.query(`SELECT count(*)::int AS waiting FROM channel_ari_outbox WHERE connection_id = $1`, [connectionId]);
    assert.deepEqual(after, { waiting: 0 });
  });

  it('hands out the endpoint given back longest ago first, so a backlog takes its turn', async () => {
    const workspaceId = await workspace();
    const webhooks = createRepositories(database.dataSource.manager, { secrets }).webhooks;
    const create = () =>
      webhooks.create(workspaceId, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['*'],
        description: null,
        secret: `whsec_${randomBytes(32).toString('base64')}`,
      });
    const both = [(await create()).id, (await create()).id];
    await new TypeormUnitOfWork(database.dataSource, { secrets }).run(
      ({ repos }) => repos.events.flush(workspaceId, WORKER, { events: [{ type: 'rates.updated', resource: { type: 'unit', id: 'unit_x' }, data: {} }] }),
      { feedWriterOf: workspaceId },
    );
    const store = new WebhookDispatchStore(database.dataSource, secrets);
    const turns: string[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      const [claim] = await store.claim(1, 60);
      turns.push(claim.id);
      await store.release(claim);
    }
    assert.deepEqual(turns.slice(2), turns.slice(0, 2), 'and then in the same order again');
    assert.deepEqual([...turns.slice(0, 2)].sort(), [...both].sort(), 'each endpoint gets a turn before either gets a second');
  });
});
