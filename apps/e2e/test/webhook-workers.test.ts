import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { newId, TypeormUnitOfWork } from '@innkeep/persistence';

import { AppProcess, createWorkspaceFixture, daysFromNow, http, startAppProcess, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { waitFor } from '../src/wait-for';
import { WebhookReceiver } from '../src/webhook-receiver';

const RATES_EVENTS = 3000;
const BLOCK_EVENTS = 1500;

/**
 * Webhook delivery as deployed: two worker processes sharing one database, a workspace whose import
 * queued thousands of deliveries, and a quiet workspace beside it.
 */
describe('webhook delivery by two workers under one workspace’s backlog', () => {
  let servers: TestServers;
  let busy: WorkspaceFixture;
  let quiet: WorkspaceFixture;
  const workers: AppProcess[] = [];
  const receivers: Record<'everything' | 'rates' | 'quiet', WebhookReceiver> = {} as never;
  const endpointIds: Record<keyof typeof receivers, string> = {} as never;

  const register = async (ws: WorkspaceFixture, receiver: WebhookReceiver, events: string[]) => {
    const created = await http(`${servers.apiUrl}/webhooks`, { method: 'POST', key: ws.writeKey, body: { url: receiver.url, events } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    receiver.useSecret(created.body.secret);
    return created.body.id as string;
  };

  /** What an import of thousands of changes leaves behind: events committed in transactions of 100. */
  const backlog = async () => {
    const unitOfWork = new TypeormUnitOfWork(servers.dataSource, { secrets: servers.runtime.secrets });
    const kinds = [
      ...Array.from({ length: RATES_EVENTS }, () => 'rates.updated' as const),
      ...Array.from({ length: BLOCK_EVENTS }, () => 'block.created' as const),
    ];
    for (let start = 0; start < kinds.length; start += 100) {
      await unitOfWork.run(
        ({ repos }) =>
          repos.events.flush(
            busy.workspaceId,
            { kind: 'CHANNEL', id: 'conn_import', userId: null, surface: 'SYNC' },
            {
              events: kinds
                .slice(start, start + 100)
                .map((type, index) => ({ type, resource: { type: 'unit', id: newId('unit') }, data: { n: start + index } })),
            },
          ),
        { feedWriterOf: busy.workspaceId },
      );
    }
  };

  /** The endpoint's deliveries in the feed's commit order: the order it must receive them in. */
  const commitOrder = async (endpointId: string) =>
    (
      (await servers.dataSource.query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY event_txid, event_seq`, [endpointId])) as {
        id: string;
      }[]
    ).map((row) => row.id);

  /** Of these deliveries, those with no failed attempt in their attempt log. */
  const withoutFailedAttempt = async (deliveryIds: string[]) =>
    (
      (await servers.dataSource.query(
        `SELECT d.id FROM webhook_deliveries d WHERE d.id = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.workspace_id = d.workspace_id AND a.delivery_id = d.id AND a.error IS NOT NULL)`,
        [deliveryIds],
      )) as { id: string }[]
    ).map((row) => row.id);

  beforeAll(async () => {
    const secretsKey = randomBytes(32).toString('base64');
    servers = await startTestServers({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true', SECRETS_KEY: secretsKey });
    busy = await createWorkspaceFixture(servers.operator);
    quiet = await createWorkspaceFixture(servers.operator);
    for (const name of ['everything', 'rates', 'quiet'] as const) receivers[name] = await WebhookReceiver.start();
    // Receivers that do a little work per delivery, so that the backlog takes longer than a lease.
    receivers.everything.answerDelayMs = 2;
    receivers.rates.answerDelayMs = 2;
    endpointIds.everything = await register(busy, receivers.everything, ['*']);
    endpointIds.rates = await register(busy, receivers.rates, ['rates.updated']);
    endpointIds.quiet = await register(quiet, receivers.quiet, ['rates.updated']);
    await backlog();
    const env = {
      DATABASE_URL: servers.databaseUrl,
      SECRETS_KEY: secretsKey,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_TIMEOUT_SECONDS: '1',
      // One endpoint at a time per worker, and a lease far shorter than the backlog takes: a worker
      // that kept an endpoint past its lease would share it with the other.
      WORKER_CONCURRENCY: '1',
      WORKER_LEASE_SECONDS: '5',
      LOG_LEVEL: 'info',
    };
    workers.push(await startAppProcess('worker', env), await startAppProcess('worker', env));
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    for (const receiver of Object.values(receivers)) await receiver.down().catch(() => undefined);
    await servers?.close();
  });

  it('attempts a quiet workspace’s delivery while the other’s backlog is still being delivered', async () => {
    await waitFor('both backlogged endpoints served', () => receivers.everything.accepted().length > 0 && receivers.rates.accepted().length > 0);
    const write = await http(`${servers.apiUrl}/rates`, {
      method: 'PUT',
      key: quiet.writeKey,
      body: { unitId: quiet.unitIds[0], from: daysFromNow(30), to: daysFromNow(30), priceMinor: 12345 },
    });
    assert.equal(write.status, 200, JSON.stringify(write.body));
    await waitFor('the quiet workspace’s delivery', () => receivers.quiet.accepted().length === 1, 60_000);
    const backlogDelivered = { everything: receivers.everything.accepted().length, rates: receivers.rates.accepted().length };
    assert.equal(receivers.quiet.accepted()[0].event.data.priceMinor, 12345);
    assert.ok(
      backlogDelivered.everything < RATES_EVENTS + BLOCK_EVENTS && backlogDelivered.rates < RATES_EVENTS,
      `the quiet delivery waited for a backlog to drain: ${JSON.stringify(backlogDelivered)}`,
    );
  });

  it('delivers each backlogged endpoint everything once, in commit order, with two workers taking turns', async () => {
    await waitFor(
      'the backlog delivered',
      async () => {
        const [{ pending }] = await servers.dataSource.query(
          `SELECT count(*)::int AS pending FROM webhook_deliveries WHERE workspace_id = $1 AND status = 'PENDING'`,
          [busy.workspaceId],
        );
        return pending === 0;
      },
      240_000,
    );
    for (const name of ['everything', 'rates'] as const) {
      const received = receivers[name].accepted().map((hook) => hook.id);
      const expected = await commitOrder(endpointIds[name]);
      assert.equal(new Set(received).size, expected.length, `${name}: every delivery arrived`);
      // A delivery is sent again only after an attempt of it failed on record (its answer did not come
      // within the timeout, on a loaded machine): never because two workers held the endpoint at once.
      const sentAgain = [...new Set(received.filter((id, index) => received.indexOf(id) !== index))];
      assert.deepEqual(await withoutFailedAttempt(sentAgain), [], `${name}: sent twice with no failed attempt on record`);
      assert.deepEqual([...new Set(received)], expected, `${name}: received out of commit order`);
      assert.ok(receivers[name].accepted().every((hook) => hook.verified));
    }
    assert.ok(
      workers.every((worker) => worker.exit() === undefined),
      'both workers lived throughout',
    );
  });
});
