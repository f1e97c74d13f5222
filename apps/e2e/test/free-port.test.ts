import assert from 'node:assert/strict';
import { createServer } from 'node:net';

import { FETCH_BLOCKED_PORTS, freePort } from '../src/free-port';

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
});
