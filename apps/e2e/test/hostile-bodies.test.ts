import assert from 'node:assert/strict';

import { createWorkspaceFixture, sendShapedRequest, startTestServers, TestServers, WorkspaceFixture } from '../src';

/** Bodies a server must refuse without leaving the client unanswered: too large. */
describe('hostile bodies on both servers', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  /** An operation's REST route and the MCP endpoint, as method and URL. */
  type Target = [string, string];
  const targets = (): Record<string, Target> => ({
    rest: ['PUT', `${servers.apiUrl}/properties/${ws.propertyId}/booking-settings`],
    mcp: ['POST', servers.mcpUrl],
  });

  /** 2 MB of JSON, twice the body limit. */
  const oversize = () => JSON.stringify({ notes: 'x'.repeat(2_000_000) });

  /** The status and code every client must read: a broken pipe instead fails the round. */
  async function send([method, url]: Target, body: string | ReadableStream<Uint8Array>): Promise<string> {
    try {
      const response = await fetch(url, {
        method,
        headers: { authorization: ws.writeKey, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      const answer = (await response.json()) as { code?: string };
      return `${response.status} ${answer.code}`;
    } catch (error) {
      return `failed: ${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message}`;
    }
  }

  /** A body without Content-Length, sent chunk by chunk: the server learns its size only by reading. */
  function chunked(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    let offset = 0;
    return new ReadableStream({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        offset += 64 * 1024;
      },
    });
  }

  it('lets every client sending 2 MB read its 413 PAYLOAD_TOO_LARGE, never a broken pipe, on REST and MCP', async () => {
    for (const [surface, target] of Object.entries(targets())) {
      const answers: string[] = [];
      for (let round = 0; round < 30; round += 1) answers.push(await send(target, oversize()));
      assert.deepEqual(answers, Array(30).fill('413 PAYLOAD_TOO_LARGE'), `${surface} with Content-Length`);
      const streamed: string[] = [];
      for (let round = 0; round < 5; round += 1) streamed.push(await send(target, chunked(oversize())));
      assert.deepEqual(streamed, Array(5).fill('413 PAYLOAD_TOO_LARGE'), `${surface} chunked`);
    }
  });

  it('reads what a slow client still sends after its 413, so it finishes writing and reads the answer', async () => {
    for (const [surface, [method, url]] of Object.entries(targets())) {
      // 2 MB in 64 kB pieces every 5 ms: the answer is ready long before the last piece leaves.
      const answer = await sendShapedRequest({
        method,
        url,
        headers: { authorization: ws.writeKey },
        body: { kind: 'paced', bytes: 2_000_000, chunkBytes: 64 * 1024, everyMs: 5 },
      });
      assert.equal(answer.socketError, undefined, `${surface}: the server closed while the client wrote`);
      assert.equal(answer.bodyBytesWritten, 2_000_000);
      assert.deepEqual([answer.status, answer.body.code, answer.headers.connection], [413, 'PAYLOAD_TOO_LARGE', 'close']);
    }
  });
});
