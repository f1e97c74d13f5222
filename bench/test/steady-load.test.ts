import assert from 'node:assert/strict';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

import { runSteadyLoad } from '../src/steady-load';

// The bench's fixed-rate load generator against a local server that counts what it receives.
// Nothing here asserts how fast this machine is: only how requests are paced and counted.

describe('steady load (open loop at a fixed rate)', () => {
  let server: Server;
  let origin: string;
  let stallNext = 0;
  let busyOnArrival: number | undefined;
  let arrivals: number[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/livez') return response.end('{}');
      arrivals.push(performance.now());
      if (arrivals.length === busyOnArrival) {
        busyOnArrival = undefined;
        const until = performance.now() + 150;
        while (performance.now() < until);
      }
      const delay = stallNext;
      stallNext = 0;
      setTimeout(() => response.end('{"ok":true}'), delay);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    arrivals = [];
  });

  it('spreads the requests over the run instead of sending them in bursts', async () => {
    const result = await runSteadyLoad({ url: `${origin}/item`, connections: 16, amount: 100, overallRate: 100 });
    assert.equal(result.requests, 100);
    assert.equal(arrivals.length, 100, 'the warm-up requests are not counted');
    assert.deepEqual(result.statuses, { '200': 100 });
    // 100 requests at 100 per second arrive over about a second (a pause of the machine only
    // spreads them further), not in a burst at the start of it.
    const span = arrivals[99] - arrivals[0];
    assert.ok(span > 900, `the requests arrived within ${span.toFixed(0)} ms`);
  });

  it('counts a stall in every request it delayed, from when each was due', async () => {
    // The first measured request holds its connection 300 ms; with one connection, the requests due
    // behind it wait, and that wait is their latency.
    stallNext = 300;
    const result = await runSteadyLoad({ url: `${origin}/item`, connections: 1, amount: 50, overallRate: 100 });
    assert.equal(result.requests, 50);
    // Requests due in the first 300 ms (about 30 of 50) waited for the stalled one.
    assert.ok(result.p50 > 50, `p50 ${result.p50} ms`);
    assert.ok(result.p99 >= 290, `p99 ${result.p99} ms`);
  });

  it('says how late it sent when its own process could not run', async () => {
    // A busy loop in this process (the generator's) stands for a collection of its heap. It starts
    // on the tenth measured request, not at a set time: on a loaded machine the warm-up can outlast
    // any fixed delay, and the loop then fell outside the measured requests.
    busyOnArrival = 10;
    const result = await runSteadyLoad({ url: `${origin}/item`, connections: 4, amount: 100, overallRate: 100 });
    assert.ok((result.senderLateMs ?? 0) >= 100, `sent at most ${result.senderLateMs} ms late`);
    assert.ok(result.p99 >= 100, 'and the requests it sent late count that wait');
  });

  it('counts a request unanswered within its timeout as an error, which the no-errors target reads', async () => {
    stallNext = 1_500;
    const result = await runSteadyLoad({ url: `${origin}/item`, connections: 2, amount: 20, overallRate: 100, timeoutSeconds: 0.5 });
    assert.equal(result.timeouts, 1);
    assert.equal(result.errors, 1);
    assert.equal(result.requests, 19, 'the others answered');
  });

  it('notes, when asked, each request slower than the bound with when it was due', async () => {
    stallNext = 300;
    const before = Date.now();
    const result = await runSteadyLoad({ url: `${origin}/item`, connections: 1, amount: 50, overallRate: 100, traceSlowMs: 100 });
    const slow = result.slowRequests ?? [];
    // The stalled request and those due behind it in its first 200 ms at least.
    assert.ok(slow.length >= 20, `${slow.length} slow requests noted`);
    // Noted above 100 ms and kept to a tenth of a millisecond: 100.04 ms is noted as 100.0.
    assert.ok(
      slow.every((request) => request.latencyMs >= 100 && request.status === 200),
      JSON.stringify(slow.filter((request) => request.latencyMs < 100 || request.status !== 200)),
    );
    assert.equal(slow[0].dueAtMs, result.startedAtMs, 'the first request was the stalled one');
    assert.ok((result.startedAtMs ?? 0) >= before && (result.startedAtMs ?? 0) <= Date.now());
    assert.ok(slow[0].latencyMs >= 290, `the stalled request took ${slow[0].latencyMs} ms`);
  });

  it('notes nothing unless asked', async () => {
    stallNext = 300;
    const result = await runSteadyLoad({ url: `${origin}/item`, connections: 1, amount: 10, overallRate: 100 });
    assert.equal(result.slowRequests, undefined);
  });
});
