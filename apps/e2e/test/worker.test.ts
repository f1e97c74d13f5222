import assert from 'node:assert/strict';

import {
  AppProcess,
  createWorkspaceFixture,
  daysFromNow,
  FakeChannel,
  FakeEvent,
  http,
  startAppProcess,
  startTestServers,
  TestServers,
  WorkspaceFixture,
} from '../src';

const workers: AppProcess[] = [];

const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}; the workers wrote:\n${workers.map((worker) => worker.output()).join('\n')}`);
};

/** The worker app as operators run it: its build output, any number of processes against one database. */
describe('the worker', () => {
  let servers: TestServers;
  let channel: FakeChannel;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers({ CHANNEL_ALLOW_PRIVATE_URLS: 'true' });
    channel = await FakeChannel.start();
    ws = await createWorkspaceFixture(servers.operator);
    const env = {
      DATABASE_URL: servers.databaseUrl,
      CHANNEL_ALLOW_PRIVATE_URLS: 'true',
      CHANNEL_SYNC_INTERVAL_SECONDS: '2',
      WORKER_POLL_SECONDS: '1',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    };
    workers.push(await startAppProcess('worker', env), await startAppProcess('worker', env));
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await channel.close();
    await servers.close();
  });

  it('answers /livez and /readyz on its probe port, outside every quota', async () => {
    for (const worker of workers) {
      const live = await http(`${worker.url}/livez`);
      assert.equal(live.status, 200);
      const ready = await http(`${worker.url}/readyz`);
      assert.equal(ready.status, 200);
      assert.equal(ready.body.checks.postgres.status, 'ok');
    }
  });

  it('pulls a connection on its schedule, without a sync call, and two workers import each event exactly once', async () => {
    const events: FakeEvent[] = Array.from({ length: 40 }, (_, index) => ({
      uid: `W-${index}@vrbo`,
      start: daysFromNow(10 + index * 3),
      end: daysFromNow(12 + index * 3),
    }));
    channel.events('worker-room', events);
    const created = await http(`${servers.apiUrl}/connections`, {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'VRBO', listings: [{ unitId: ws.unitIds[1], importUrl: channel.url('worker-room') }] },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const count = async () =>
      (
        await servers.dataSource.query(
          `SELECT count(*)::int AS n, count(DISTINCT channel_reference)::int AS distinct FROM reservations WHERE connection_id = $1`,
          [created.body.id],
        )
      )[0];
    await until('the first scheduled import', async () => (await count()).n === events.length);
    // Several more intervals pass, with both workers polling every second: still one row per event.
    const pullsBefore = channel.requests.filter((request) => request.path === 'worker-room').length;
    await until('further scheduled pulls', async () => channel.requests.filter((request) => request.path === 'worker-room').length >= pullsBefore + 2, 15_000);
    assert.deepEqual(await count(), { n: events.length, distinct: events.length });
    const connection = await http(`${servers.apiUrl}/connections/${created.body.id}`, { key: ws.readKey });
    assert.equal(connection.body.status, 'OK');
    assert.ok(connection.body.lastSyncedAt);
    assert.ok(new Date(connection.body.nextSyncAt).getTime() > Date.now() - 5_000);
  });

  it('picks up a change of the feed on the next scheduled pull', async () => {
    const [connection] = (await http(`${servers.apiUrl}/connections?channel=VRBO`, { key: ws.readKey })).body.connections;
    channel.events('worker-room', [{ uid: 'W-0@vrbo', start: daysFromNow(10), end: daysFromNow(12) }]);
    await until('the cancellations', async () => {
      const [row] = await servers.dataSource.query(
        `SELECT count(*)::int AS n FROM reservations WHERE connection_id = $1 AND status = 'CANCELLED' AND cancelled_by = 'CHANNEL'`,
        [connection.id],
      );
      return row.n === 39;
    });
  });

  it('stops on SIGTERM with exit code 0', async () => {
    const worker = workers.pop()!;
    const exit = await worker.stop();
    assert.deepEqual(exit, { code: 0, signal: null });
  });
});

describe('a worker without a database to reach', () => {
  it('refuses to start with a sentence when DATABASE_URL is missing', async () => {
    await assert.rejects(startAppProcess('worker', { DATABASE_URL: '' }, { timeoutMs: 20_000 }), /DATABASE_URL is not set/);
  });
});
