import assert from 'node:assert/strict';
import { Agent, createServer, get, IncomingMessage, Server } from 'node:http';
import { AddressInfo, connect } from 'node:net';

import { shutDown, StoppableServer } from '../src';

/** A server whose `/slow` answers only once the test lets it; any other path answers at once. */
async function serverWithSlowRoute(): Promise<{ server: StoppableServer; port: number; finishSlow(): void }> {
  let finishSlow!: () => void;
  const slowDone = new Promise<void>((resolve) => (finishSlow = resolve));
  const httpServer: Server = createServer((request, response) => {
    if (request.url === '/slow') void slowDone.then(() => response.end('slow done'));
    else response.end('quick');
  });
  // As Node's default keep-alive, long enough that a drain waiting on idle connections would show.
  httpServer.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  const server: StoppableServer = {
    url: `http://127.0.0.1:${port}`,
    httpServer,
    close: () => new Promise((resolve, reject) => httpServer.close((error) => (error ? reject(error) : resolve()))),
  };
  return { server, port, finishSlow };
}

function request(port: number, path: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** Whether a new TCP connection to the port is refused. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const noLog = () => undefined;

describe('shutting a server down', () => {
  it('refuses new connections at once, lets a request in flight finish, closes idle keep-alive connections, then lets go of the pool', async () => {
    const { server, port, finishSlow } = await serverWithSlowRoute();
    const agent = new Agent({ keepAlive: true });
    // An idle keep-alive connection, as a balancer holds: it must not hold the drain.
    assert.equal((await request(port, '/quick', agent)).body, 'quick');
    const slow = request(port, '/slow', agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const released: string[] = [];
    const started = Date.now();
    const stopping = shutDown({
      server,
      release: [{ name: 'pool', close: async () => void released.push(`pool after ${Date.now() - started} ms`) }],
      deadlineMs: 10_000,
      log: noLog,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await refusesConnections(port), true, 'a new connection is refused while the drain runs');
    assert.deepEqual(released, [], 'the pool is kept while a request runs');
    setTimeout(finishSlow, 300);
    assert.deepEqual(await slow, { status: 200, body: 'slow done' });
    const report = await stopping;
    assert.equal(report.cut, 0);
    assert.ok(report.drainMs >= 250 && report.drainMs < 2_000, `drained in ${report.drainMs} ms`);
    assert.equal(released.length, 1);
    agent.destroy();
  });

  it('cuts a request still busy when the deadline comes, and still lets go of the pool within the deadline', async () => {
    const { server, port, finishSlow } = await serverWithSlowRoute();
    const agent = new Agent({ keepAlive: true });
    const slow = request(port, '/slow', agent).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const released: string[] = [];
    const lines: string[] = [];
    const started = Date.now();
    const report = await shutDown({
      server,
      release: [{ name: 'pool', close: async () => void released.push('pool') }],
      deadlineMs: 1_000,
      log: (line) => lines.push(line),
    });
    const elapsed = Date.now() - started;
    assert.equal(report.cut, 1);
    assert.ok(elapsed < 1_100, `stopped in ${elapsed} ms`);
    assert.equal(await slow, 'ECONNRESET');
    assert.deepEqual(released, ['pool']);
    assert.ok(
      lines.some((line) => /Cutting 1 connection/.test(line)),
      lines.join('\n'),
    );
    finishSlow();
    agent.destroy();
  });

  it('does not wait past the deadline for a pool that cannot close (its database gone)', async () => {
    const { server } = await serverWithSlowRoute();
    const lines: string[] = [];
    const started = Date.now();
    await shutDown({
      server,
      release: [
        { name: 'The database pool', close: () => new Promise<void>(() => undefined) },
        { name: 'The quota store', close: async () => undefined },
      ],
      deadlineMs: 800,
      log: (line) => lines.push(line),
    });
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 700 && elapsed < 1_000, `stopped in ${elapsed} ms`);
    assert.ok(lines.includes('The database pool did not close in time; exiting without it.'), lines.join('\n'));
  });
});
