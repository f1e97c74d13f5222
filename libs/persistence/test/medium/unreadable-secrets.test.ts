import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { ConnectorOutboxStore, createRepositories, Operator, SecretBox, SetAside, TypeormUnitOfWork, WebhookDispatchStore } from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

const WORKER = { kind: 'SYSTEM', id: null, userId: null, surface: 'WORKER' } as const;

/**
 * A secret sealed under another SECRETS_KEY (a restored backup, a key changed by mistake) must not
 * stop the worker delivering to everybody else claimed in the same round.
 */
describe('a signing secret the worker cannot open', () => {
  let database: TestDatabase;
  let operator: Operator;
  const serverBox = new SecretBox(async () => randomBytes(32));
  const otherBox = new SecretBox(async () => randomBytes(32));

  beforeAll(async () => {
    database = await createTestDatabase();
    operator = new Operator(database.dataSource);
  });

  afterAll(() => database?.drop());

  async function workspace(): Promise<string> {
    const email = `owner-${randomBytes(4).toString('hex')}@example.test`;
    await operator.createUser({ email });
    return (await operator.createWorkspace({ name: 'Secrets', ownerEmail: email, plan: 'BUSINESS', timezone: 'UTC' })).id;
  }

  async function apiConnection(workspaceId: string, box: SecretBox): Promise<string> {
    const property = await operator.createProperty({ workspaceId, name: 'Mapped' });
    const unit = await operator.createUnit({ propertyId: property.id, name: 'Room', basePriceMinor: 10000 });
    const id = await createRepositories(database.dataSource.manager, { secrets: box }).channels.create(workspaceId, {
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
      [workspaceId, id, unit.id],
    );
    return id!;
  }

  it('leaves that connection out of the claim, tells the host why, and hands out the others', async () => {
    const workspaceId = await workspace();
    const readable = await apiConnection(workspaceId, serverBox);
    const unreadable = await apiConnection(workspaceId, otherBox);
    const setAside: SetAside[] = [];
    const store = new ConnectorOutboxStore(database.dataSource, serverBox, (entry) => setAside.push(entry));

    const claimed = await store.claim(10, 120);
    assert.deepEqual(
      claimed.map((connector) => connector.id).filter((id) => id === readable || id === unreadable),
      [readable],
    );
    assert.deepEqual(
      setAside.filter((entry) => entry.workspaceId === workspaceId),
      [{ kind: 'channel_connection', id: unreadable, workspaceId }],
      'the worker is told, to log it',
    );
    const [held] = (await database.dataSource.query(
      `SELECT status, last_error->>'code' AS code, delivery_lease_until > now() + interval '5 minutes' AS held_a_while FROM channel_connections WHERE workspace_id = $1 AND id = $2`,
      [workspaceId, unreadable],
    )) as { status: string; code: string; held_a_while: boolean }[];
    assert.deepEqual(held, { status: 'ERROR', code: 'SECRET_UNREADABLE', held_a_while: true });
    assert.equal(
      Number((await database.dataSource.query(`SELECT count(*) FROM channel_ari_outbox WHERE connection_id = $1`, [unreadable]))[0].count),
      1,
      'its changes wait',
    );

    for (const connector of claimed) await store.release(connector);
    assert.equal(
      (await store.claim(10, 120)).some((connector) => connector.id === unreadable),
      false,
      'not tried again every round',
    );
  });

  it('leaves that webhook endpoint out of the claim with its deliveries pending, and hands out the others', async () => {
    const workspaceId = await workspace();
    const endpoint = (box: SecretBox) =>
      createRepositories(database.dataSource.manager, { secrets: box }).webhooks.create(workspaceId, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['*'],
        description: null,
        secret: `whsec_${randomBytes(32).toString('base64')}`,
      });
    const readable = await endpoint(serverBox);
    const unreadable = await endpoint(otherBox);
    await new TypeormUnitOfWork(database.dataSource, { secrets: serverBox }).run(
      ({ repos }) => repos.events.flush(workspaceId, WORKER, { events: [{ type: 'rates.updated', resource: { type: 'unit', id: 'unit_x' }, data: {} }] }),
      { feedWriterOf: workspaceId },
    );
    const setAside: SetAside[] = [];
    const store = new WebhookDispatchStore(database.dataSource, serverBox, (entry) => setAside.push(entry));

    const claimed = await store.claim(10, 120);
    assert.deepEqual(
      claimed.map((claim) => claim.id).filter((id) => id === readable.id || id === unreadable.id),
      [readable.id],
    );
    assert.deepEqual(
      setAside.filter((entry) => entry.workspaceId === workspaceId),
      [{ kind: 'webhook_endpoint', id: unreadable.id, workspaceId }],
      'the worker is told, to log it',
    );
    const pending = (
      await database.dataSource.query(`SELECT count(*) FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'PENDING'`, [unreadable.id])
    )[0].count;
    assert.equal(Number(pending), 1);
    for (const claim of claimed) await store.release(claim);
    assert.equal(
      (await store.claim(10, 120)).some((claim) => claim.id === unreadable.id),
      false,
      'not tried again every round',
    );
  });
});
