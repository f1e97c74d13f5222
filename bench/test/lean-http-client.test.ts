import assert from 'node:assert/strict';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

import { LeanClient, leanClient, LeanResponse } from '../src/lean-http-client';

// The steady runs' HTTP client against node's own server, answering in each of the ways it frames a body.

describe('lean HTTP client', () => {
  let server: Server;
  let origin: string;
  let client: LeanClient;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/json') return response.end(JSON.stringify({ ok: true }));
      if (request.url === '/chunked') {
        response.write('abc');
        setTimeout(() => response.end('defg'), 5);
        return;
      }
      if (request.url === '/empty') {
        response.statusCode = 204;
        return response.end();
      }
      if (request.url === '/close') {
        response.setHeader('connection', 'close');
        return response.end('bye');
      }
      if (request.url === '/slow') return;
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.statusCode = 201;
        response.end(
          JSON.stringify({
            method: request.method,
            type: request.headers['content-type'],
            key: request.headers['x-key'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = leanClient(origin, 2, { 'x-key': 'k1' }, 300);
  });
  afterAll(() => {
    client.close();
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const send = (method: string, path: string, body?: string) => new Promise<LeanResponse | Error>((resolve) => client.send({ method, path, body }, resolve));

  it('reads bodies framed by length and by chunks, and answers without one', async () => {
    assert.deepEqual(await send('GET', '/json'), { status: 200, bodyBytes: 11 });
    assert.deepEqual(await send('GET', '/chunked'), { status: 200, bodyBytes: 7 });
    assert.deepEqual(await send('GET', '/empty'), { status: 204, bodyBytes: 0 });
  });

  it('sends a JSON body with its length and the fixed headers', async () => {
    const body = JSON.stringify({ name: 'Zoë' });
    const answer = await send('POST', '/echo', body);
    assert.ok(!(answer instanceof Error));
    const expected = JSON.stringify({ method: 'POST', type: 'application/json', key: 'k1', body });
    assert.deepEqual(answer, { status: 201, bodyBytes: Buffer.byteLength(expected) });
  });

  it('queues requests beyond its connections and answers them all, in any order of completion', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => send('GET', index % 2 ? '/json' : '/chunked')));
    assert.deepEqual(
      answers.map((answer) => (answer instanceof Error ? answer.message : answer.bodyBytes)),
      Array.from({ length: 20 }, (_, index) => (index % 2 ? 11 : 7)),
    );
  });

  it('opens a new connection after the server closes one', async () => {
    assert.deepEqual(await send('GET', '/close'), { status: 200, bodyBytes: 3 });
    assert.deepEqual(await send('GET', '/json'), { status: 200, bodyBytes: 11 });
    assert.deepEqual(await send('GET', '/json'), { status: 200, bodyBytes: 11 });
  });

  it('fails a request unanswered past its timeout, and goes on with the next', async () => {
    const [slow, next] = await Promise.all([send('GET', '/slow'), send('GET', '/json'), send('GET', '/json')]);
    assert.ok(slow instanceof Error && slow.message === 'timeout');
    assert.deepEqual(next, { status: 200, bodyBytes: 11 });
    assert.deepEqual(await Promise.all([send('GET', '/json'), send('GET', '/json')]), [
      { status: 200, bodyBytes: 11 },
      { status: 200, bodyBytes: 11 },
    ]);
  });
});
