import assert from 'node:assert/strict';
import { createServer, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

import { PublicUrlPolicy } from '@innkeep/server';

import { SignedPoster } from '../src/signed-post';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

/** A receiver on loopback whose answer the test writes; it notes when the sender hung up. */
async function receiver(answer: (response: ServerResponse) => void): Promise<{ url: string; server: Server; hungUp: Promise<void> }> {
  let noteHangUp!: () => void;
  const hungUp = new Promise<void>((resolve) => (noteHangUp = resolve));
  const server = createServer((request, response) => {
    request.resume();
    response.on('close', noteHangUp);
    request.on('end', () => answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, server, hungUp };
}

/** A body that never ends: 64 kB chunks for as long as someone reads them. */
function endlessBody(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/plain' });
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const write = () => {
    while (!response.destroyed && response.write(chunk));
  };
  response.on('drain', write);
  write();
}

describe('the signed poster', () => {
  const poster = new SignedPoster(new PublicUrlPolicy(true), 2000, 'test/1');
  const servers: Server[] = [];
  afterAll(async () => {
    poster.close();
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts a 200 as delivered whatever the size of its body, and stops reading that body', async () => {
    const endless = await receiver(endlessBody);
    servers.push(endless.server);
    assert.equal(await poster.post(endless.url, SECRET, 'msg_1', '{}'), 200);
    // The sender hung up on the body it did not need rather than reading it to the end.
    await endless.hungUp;
  });

  it('answers the status of an ordinary answer, body and all', async () => {
    const plain = await receiver((response) => response.writeHead(503).end('busy'));
    servers.push(plain.server);
    assert.equal(await poster.post(plain.url, SECRET, 'msg_2', '{}'), 503);
  });
});
