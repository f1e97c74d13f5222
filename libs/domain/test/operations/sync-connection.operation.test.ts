import assert from 'node:assert/strict';

import { FeedReader, synchroniseConnection } from '../../src';
import { syncConnection } from '../../src/operations/channels/sync-connection.operation';
import { OperationTestbed } from '../../testing';

describe('connections.sync', () => {
  const t0 = new Date('2030-03-01T12:00:00.000Z');
  const feedReads: string[] = [];
  const feeds: FeedReader = {
    read: async (url) => {
      feedReads.push(url);
      return { kind: 'feed', events: [], etag: null, lastModified: null };
    },
    isAllowed: async () => true,
  };

  async function setUp() {
    feedReads.length = 0;
    const bed = new OperationTestbed();
    let now = t0;
    bed.db.now = () => now;
    const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
    const seeded = bed.seedWorkspace({ workspace: { plan: 'PRO' } });
    const connectionId = (await bed.repos.channels.create(seeded.workspace.id, {
      propertyId: seeded.property.id,
      channel: 'AIRBNB',
      method: 'ICAL',
      listings: [{ unitId: seeded.unit.id, importUrl: 'https://airbnb.test/a.ics', externalListingId: null, exportToken: 'tok' }],
      nextSyncAt: t0,
    }))!;
    /** What the worker's job does: take the request, pull, answer it. */
    const workerRuns = async () => {
      const requested = await bed.repos.channels.startSyncRequest(seeded.workspace.id, connectionId);
      const result = await synchroniseConnection(bed.repos, { feeds, intervalSeconds: 900 }, seeded.workspace.id, connectionId, {
        now: bed.db.now(),
        acceptEmpty: requested?.acceptEmpty,
      });
      await bed.repos.channels.finishSyncRequest(seeded.workspace.id, connectionId, requested?.requestedAt ?? null, result);
    };
    return { bed, later, connectionId, workerRuns, ...seeded };
  }

  it('answers the connection with its synchronisation QUEUED at once, and reads no feed', async () => {
    const { bed, principal, connectionId } = await setUp();
    const answer = await bed.run(syncConnection, principal, { connectionId });
    assert.equal(answer.id, connectionId);
    assert.deepEqual(answer.sync, { status: 'QUEUED', requestedAt: t0.toISOString(), acceptEmpty: false, startedAt: null, finishedAt: null, result: null });
    assert.deepEqual(feedReads, []);
  });

  it('answers a request made while one is QUEUED with that same request, keeping acceptEmpty if either asked for it', async () => {
    const { bed, principal, connectionId, later } = await setUp();
    const first = await bed.run(syncConnection, principal, { connectionId });
    later(5);
    const second = await bed.run(syncConnection, principal, { connectionId, acceptEmpty: true });
    later(5);
    const third = await bed.run(syncConnection, principal, { connectionId });
    assert.deepEqual([second.sync?.requestedAt, third.sync?.requestedAt], [first.sync?.requestedAt, first.sync?.requestedAt]);
    assert.deepEqual([third.sync?.status, third.sync?.acceptEmpty], ['QUEUED', true]);
  });

  it('shows the worker take the request (RUNNING) and answer it (DONE with the result); one asked while it runs is queued anew', async () => {
    const { bed, principal, connectionId, later, workspace, workerRuns } = await setUp();
    await bed.run(syncConnection, principal, { connectionId });
    later(1);
    const taken = await bed.repos.channels.startSyncRequest(workspace.id, connectionId);
    assert.deepEqual(taken, { requestedAt: t0.toISOString(), acceptEmpty: false });
    assert.equal((await bed.repos.channels.find(workspace.id, connectionId))?.sync?.status, 'RUNNING');
    later(1);
    const during = await bed.run(syncConnection, principal, { connectionId });
    assert.deepEqual([during.sync?.status, during.sync?.requestedAt], ['QUEUED', new Date(t0.getTime() + 2000).toISOString()]);
    // The pull that was running ends: the newer request still waits for its own pull.
    await bed.repos.channels.finishSyncRequest(workspace.id, connectionId, taken!.requestedAt, null);
    assert.equal((await bed.repos.channels.find(workspace.id, connectionId))?.sync?.status, 'QUEUED');
    later(1);
    await workerRuns();
    const done = (await bed.repos.channels.find(workspace.id, connectionId))?.sync;
    assert.deepEqual(
      [done?.status, done?.requestedAt, done?.startedAt, done?.finishedAt],
      ['DONE', during.sync?.requestedAt, new Date(t0.getTime() + 3000).toISOString(), new Date(t0.getTime() + 3000).toISOString()],
    );
    assert.equal(done?.result?.status, 'OK');
    assert.deepEqual(feedReads, ['https://airbnb.test/a.ics']);
  });

  it('answers NOT_FOUND for a connection of another workspace and a disconnected one; a disconnect ends the waiting request', async () => {
    const { bed, principal, connectionId, workspace } = await setUp();
    const other = bed.seedWorkspace({ workspace: { plan: 'PRO' } });
    await assert.rejects(bed.run(syncConnection, other.principal, { connectionId }), { code: 'NOT_FOUND' });
    await bed.run(syncConnection, principal, { connectionId });
    await bed.repos.channels.disconnect(workspace.id, connectionId);
    assert.deepEqual((({ status, result }) => ({ status, result }))((await bed.repos.channels.find(workspace.id, connectionId))!.sync!), {
      status: 'DONE',
      result: null,
    });
    await assert.rejects(bed.run(syncConnection, principal, { connectionId }), { code: 'NOT_FOUND' });
  });

  it('refuses an acceptEmpty that is not a boolean with VALIDATION_FAILED', async () => {
    const { bed, principal, connectionId } = await setUp();
    await assert.rejects(bed.run(syncConnection, principal, { connectionId, acceptEmpty: 'maybe' }), { code: 'VALIDATION_FAILED' });
  });
});
