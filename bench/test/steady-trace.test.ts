import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LoadResult } from '../src/autocannon-runner';
import { appendSteadyTrace, steadyTraceSettings } from '../src/steady-trace';

const round = (startedAtMs: number, slow: [number, number][], stalls: [number, number][]): LoadResult => ({
  requests: 100,
  seconds: 1,
  reqPerSec: 100,
  p50: 2,
  p99: 40.04,
  meanLatency: 3,
  bodyBytes: 10,
  statuses: { '200': 100 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  startedAtMs,
  slowRequests: slow.map(([dueAtMs, latencyMs]) => ({ dueAtMs, latencyMs, status: 200 })),
  hostStalls: {
    count: stalls.length,
    longestMs: Math.max(0, ...stalls.map(([, late]) => late)),
    realTime: true,
    stalls: stalls.map(([atMs, lateMs]) => ({ atMs, lateMs })),
  },
});

describe('a steady run trace (BENCH_TRACE)', () => {
  it('is off unless a file is named, and refuses a bound that is not a number', () => {
    assert.equal(steadyTraceSettings({}), null);
    assert.deepEqual(steadyTraceSettings({ BENCH_TRACE: '/tmp/t' }), { file: '/tmp/t', slowMs: 15 });
    assert.deepEqual(steadyTraceSettings({ BENCH_TRACE: '/tmp/t', BENCH_TRACE_MS: '25' }), { file: '/tmp/t', slowMs: 25 });
    assert.throws(() => steadyTraceSettings({ BENCH_TRACE: '/tmp/t', BENCH_TRACE_MS: 'soon' }), /BENCH_TRACE_MS needs a number/);
  });

  it('appends each round: its start, then its slow requests and the host stalls in time order', () => {
    const folder = mkdtempSync(join(tmpdir(), 'steady-trace-'));
    try {
      const settings = { file: join(folder, 'trace.jsonl'), slowMs: 15 };
      appendSteadyTrace(
        settings,
        'http://127.0.0.1:1/a',
        round(
          1000,
          [
            [1030, 41.5],
            [1010, 20],
          ],
          [[1025, 33.2]],
        ),
      );
      appendSteadyTrace(settings, 'http://127.0.0.1:2/b', round(5000, [], []));
      const lines = readFileSync(settings.file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      assert.deepEqual(lines, [
        { atMs: 1000, kind: 'round', url: 'http://127.0.0.1:1/a', requests: 100, p99: 40 },
        { atMs: 1010, kind: 'slow', latencyMs: 20, status: 200 },
        { atMs: 1025, kind: 'host-stall', lateMs: 33.2 },
        { atMs: 1030, kind: 'slow', latencyMs: 41.5, status: 200 },
        { atMs: 5000, kind: 'round', url: 'http://127.0.0.1:2/b', requests: 100, p99: 40 },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
