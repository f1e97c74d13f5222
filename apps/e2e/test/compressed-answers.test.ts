import assert from 'node:assert/strict';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { addDays } from '@innkeep/domain';

import { createWorkspaceFixture, startTestServers, TestServers, WorkspaceFixture } from '../src';

interface RawAnswer {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  body: Buffer;
}

/** A GET as a client on the wire sees it: the bytes as sent, nothing decoded. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary as string | undefined,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (answer: RawAnswer) =>
  answer.encoding === 'br' ? brotliDecompressSync(answer.body) : answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;

/** Answers over 1 kB go out compressed when the client asks, and decode to the same bytes. */
describe('compressed answers', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers({ API_READ_LIMIT: '100000' });
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers?.close());

  it('sends a calendar month as brotli or gzip when asked, identical once decoded, and plain when not asked', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const url = `${servers.apiUrl}/calendar?from=${today}&to=${addDays(today, 30)}`;
    const auth = { authorization: ws.readKey };
    const plain = await rawGet(url, auth);
    assert.equal(plain.status, 200);
    assert.equal(plain.encoding, undefined);
    assert.ok(plain.body.length > 1024, `${plain.body.length} bytes`);

    const gzip = await rawGet(url, { ...auth, 'accept-encoding': 'gzip' });
    assert.equal(gzip.encoding, 'gzip');
    assert.match(gzip.vary ?? '', /accept-encoding/i);
    assert.ok(gzip.body.length < plain.body.length / 3, `gzip ${gzip.body.length} of ${plain.body.length} bytes`);
    assert.deepEqual(decode(gzip), plain.body);

    const br = await rawGet(url, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.encoding, 'br');
    assert.deepEqual(decode(br), plain.body);
  });

  it('leaves small answers and errors under 1 kB as they are', async () => {
    const small = await rawGet(`${servers.apiUrl}/is-connected`, { authorization: ws.readKey, 'accept-encoding': 'gzip, br' });
    assert.equal(small.status, 200);
    assert.equal(small.encoding, undefined);
    assert.ok(small.body.length < 1024);
    assert.equal(JSON.parse(small.body.toString('utf8')).connected, true);
  });

  it('compresses the web interface too: its style sheet and its pages over 1 kB', async () => {
    const origin = new URL(servers.apiUrl).origin;
    const css = await rawGet(`${origin}/assets/web.css`, { 'accept-encoding': 'gzip' });
    assert.deepEqual([css.status, css.encoding], [200, 'gzip']);
    assert.deepEqual(decode(css), (await rawGet(`${origin}/assets/web.css`, {})).body);
    const plain = await rawGet(`${origin}/signup`, {});
    const page = await rawGet(`${origin}/signup`, { 'accept-encoding': 'gzip' });
    assert.equal(page.status, 200);
    assert.equal(page.encoding, plain.body.length > 1024 ? 'gzip' : undefined, `the sign-up page is ${plain.body.length} bytes`);
    assert.match(decode(page).toString('utf8'), /<form/);
  });
});
