import assert from 'node:assert/strict';

import { watchHostStalls } from '../src/host-stalls';

// The probe cannot tell a stopped machine from a stopped probe: stopping the probe stands in for
// the hypervisor stopping every CPU.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('host-stall probe', () => {
  it('reports a stall as long as the time it could not run', async () => {
    const probe = await watchHostStalls();
    await pause(50);
    const stoppedAt = Date.now();
    process.kill(probe.pid, 'SIGSTOP');
    await pause(120);
    process.kill(probe.pid, 'SIGCONT');
    await pause(50);
    const seen = await probe.stop();
    assert.ok(seen.count >= 1, 'one stall at least');
    assert.ok(seen.longestMs >= 100, `the longest stall was ${seen.longestMs} ms, not the 120 ms it was stopped`);
    const stop = seen.stalls.find((stall) => stall.lateMs === Math.round(seen.longestMs * 10) / 10);
    assert.ok(stop, 'the longest stall is listed');
    // It began when the probe was stopped, give or take the probe's millisecond and scheduling.
    assert.ok(Math.abs(stop.atMs - stoppedAt) < 30, `listed at ${stop.atMs - stoppedAt} ms from the stop`);
  });
});
