import assert from 'node:assert/strict';

import type { ChannelSchedule } from '@innkeep/domain';
import type { ServerLog } from '@innkeep/server';

import { ChannelScheduler } from '../src/channel-scheduler';
import { CHANNEL_SYNC_JOB } from '../src/channel-sync.job';
import type { JobQueue } from '../src/job-queue';

/** The scheduler over a scripted store and a recording queue: what it claims becomes one job per connection. */
function setUp(claims: (() => Promise<{ workspaceId: string; connectionId: string }[]>)[]) {
  const sent: { name: string; data: object; key: string }[] = [];
  const warnings: string[] = [];
  const queue = { send: async (name: string, data: object, key: string) => void sent.push({ name, data, key }) } as unknown as JobQueue;
  const log = { warn: (_fields: object, line: string) => void warnings.push(line), debug: () => undefined } as unknown as ServerLog;
  let call = 0;
  const store = { claimDue: () => (claims[call++] ?? (async () => []))() } as unknown as ChannelSchedule;
  const scheduler = new ChannelScheduler(store, queue, log, 3600);
  return { scheduler, sent, warnings };
}

describe('the channel scheduler', () => {
  it('queues one channel-sync job per claimed connection, keyed by the connection', async () => {
    const { scheduler, sent } = setUp([
      async () => [
        { workspaceId: 'ws_1', connectionId: 'conn_1' },
        { workspaceId: 'ws_2', connectionId: 'conn_2' },
      ],
    ]);
    scheduler.start();
    await scheduler.stop();
    assert.deepEqual(sent, [
      { name: CHANNEL_SYNC_JOB, data: { workspaceId: 'ws_1', connectionId: 'conn_1' }, key: 'conn_1' },
      { name: CHANNEL_SYNC_JOB, data: { workspaceId: 'ws_2', connectionId: 'conn_2' }, key: 'conn_2' },
    ]);
  });

  it('survives a claim that fails (the database away), with a warning, and queues nothing', async () => {
    const { scheduler, sent, warnings } = setUp([() => Promise.reject(new Error('connection refused'))]);
    scheduler.start();
    await scheduler.stop();
    assert.deepEqual(sent, []);
    assert.deepEqual(warnings, ['Could not schedule channel synchronisations']);
  });
});
