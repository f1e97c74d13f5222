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
import { waitFor } from '../src/wait-for';

/** A worker killed in the middle of a channel pull (an out-of-memory kill, a node lost): another finishes it. */
describe('a worker killed mid-synchronisation', () => {
  let servers: TestServers;
  let channel: FakeChannel;
  let ws: WorkspaceFixture;
  const workers: AppProcess[] = [];
  const env = () => ({
    DATABASE_URL: servers.databaseUrl,
    CHANNEL_ALLOW_PRIVATE_URLS: 'true',
    // No scheduled pull comes to the rescue within the test: only the queue's retry can.
    CHANNEL_SYNC_INTERVAL_SECONDS: '3600',
    CHANNEL_FETCH_TIMEOUT_SECONDS: '120',
    WORKER_POLL_SECONDS: '1',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_SECONDS: '5',
  });

  beforeAll(async () => {
    servers = await startTestServers({ CHANNEL_ALLOW_PRIVATE_URLS: 'true' });
    channel = await FakeChannel.start();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await channel.close();
    await servers.close();
  });

  it('is retried by another worker promptly, not once its job expires ten minutes later', async () => {
    channel.set('crash-room', { kind: 'hang' });
    const created = await http(`${servers.apiUrl}/connections`, {
      method: 'POST',
      key: ws.writeKey,
      body: { propertyId: ws.propertyId, channel: 'VRBO', listings: [{ unitId: ws.unitIds[1], importUrl: channel.url('crash-room') }] },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const doomed = await startAppProcess('worker', env());
    workers.push(doomed);
    // The pull is under way: the feed was asked for and has not answered.
    await waitFor('the first pull to start', () => channel.requests.some((request) => request.path === 'crash-room'), 30_000);
    doomed.signal('SIGKILL');
    await doomed.exited;

    const events: FakeEvent[] = Array.from({ length: 5 }, (_, index) => ({
      uid: `K-${index}@vrbo`,
      start: daysFromNow(10 + index * 3),
      end: daysFromNow(12 + index * 3),
    }));
    channel.events('crash-room', events);
    workers.push(await startAppProcess('worker', env()));
    await waitFor(
      'another worker to finish the killed pull',
      async () =>
        (await servers.dataSource.query(`SELECT count(*)::int AS n FROM reservations WHERE connection_id = $1`, [created.body.id]))[0].n === events.length,
      120_000,
    );
    const connection = await http(`${servers.apiUrl}/connections/${created.body.id}`, { key: ws.readKey });
    assert.equal(connection.body.status, 'OK');
  });
});
