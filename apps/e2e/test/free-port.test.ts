import assert from 'node:assert/strict';
import { createServer } from 'node:net';

import { FETCH_BLOCKED_PORTS, freePort, portRangeOf } from '../src/free-port';

/** The reason fetch gives for not reaching a port. */
async function fetchFailure(port: number): Promise<string> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return 'answered';
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
}

describe('free ports for test servers', () => {
  it('leaves out every port fetch refuses, and only those among its neighbours', async () => {
    for (const port of FETCH_BLOCKED_PORTS) {
      assert.match(await fetchFailure(port), /bad port/, `fetch reaches port ${port}`);
      assert.doesNotMatch(await fetchFailure(port + 1), /bad port/);
    }
  });

  it('hands out a port a server can bind on loopback, never one fetch refuses', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    assert.equal(new Set(ports).size, ports.length, 'each port once');
    for (const port of ports) {
      assert.ok(!FETCH_BLOCKED_PORTS.has(port));
      const server = createServer();
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives each jest worker ports no other worker draws, all below the ephemeral range', () => {
    const ranges = [1, 2, 3, 4].map((worker) => portRangeOf(worker, 32_768)!);
    for (const [index, range] of ranges.entries()) {
      assert.ok(range.lowest >= 10_000 && range.highest < 32_768 && range.highest - range.lowest >= 500);
      for (const other of ranges.slice(index + 1)) assert.ok(range.highest < other.lowest, `${JSON.stringify(range)} overlaps ${JSON.stringify(other)}`);
    }
    assert.equal(portRangeOf(5, 32_768)!.lowest, ranges[0].lowest, 'a fifth worker shares the first slice');
    assert.equal(portRangeOf(1, 11_000), null, 'too few ports to slice: the kernel picks');
  });
});
