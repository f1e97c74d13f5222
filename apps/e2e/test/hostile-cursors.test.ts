import assert from 'node:assert/strict';

import { AnyOperation, CATALOGUE, inputSchemaOf, JsonSchema } from '@innkeep/domain';
import fc from 'fast-check';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';
import { apiErrorProblem, hostileCursor, preview, RUNS, SEED } from '../src/hostile-input';

/** The input fields that take a cursor this API gave out. */
const CURSOR_FIELDS = ['cursor', 'after'];

function cursorFieldOf(operation: AnyOperation): string | undefined {
  const properties = (inputSchemaOf(operation.input).properties ?? {}) as Record<string, JsonSchema>;
  return CURSOR_FIELDS.find((field) => field in properties);
}

/**
 * Every operation that pages by cursor, on REST and on MCP, fed cursors it never gave out: bytes,
 * encodings of hostile keys, real cursors altered. Whatever arrives, the answer is never a 5xx; an
 * error is an ApiError with a documented code; and the event feed, whose cursors are sealed,
 * answers 400 BAD_CURSOR to anything it did not give out.
 */
describe('hostile cursors on every paged operation', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  const real: string[] = [];

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000000', API_WRITE_LIMIT: '1000000' });
    ws = await createWorkspaceFixture(servers.operator);
    for (const offset of [10, 20, 30]) {
      const booked = await http(`${servers.apiUrl}/reservations`, {
        method: 'POST',
        key: ws.writeKey,
        body: {
          unitId: ws.unitIds[0],
          arrivalDate: daysFromNow(offset),
          departureDate: daysFromNow(offset + 2),
          source: 'MANUAL',
          guest: { firstName: 'Page', lastName: `Guest ${offset}`, email: `page${offset}@example.test` },
        },
      });
      assert.equal(booked.status, 201);
    }
    for (const path of ['/reservations?take=1', '/guests?take=1', '/events?take=1', '/events']) {
      const page = await http(`${servers.apiUrl}${path}`, { key: ws.readKey });
      if (typeof page.body.nextCursor === 'string') real.push(page.body.nextCursor);
    }
    assert.equal(real.length, 4);
  });
  afterAll(() => servers.close());

  it('answers a reservations cursor holding a NUL character with 400 VALIDATION_FAILED on REST and MCP', async () => {
    const cursor = Buffer.from(JSON.stringify([daysFromNow(1), 'res_\u0000'])).toString('base64url');
    const rest = await http(`${servers.apiUrl}/reservations?cursor=${cursor}`, { key: ws.readKey });
    assert.equal(rest.status, 400, JSON.stringify(rest.body));
    assert.equal(rest.body.code, 'VALIDATION_FAILED');
    const mcp = await callTool('reservations_list', { cursor });
    assert.equal(mcp.result.isError, true);
    assert.equal(JSON.parse(mcp.result.content[0].text).code, 'VALIDATION_FAILED');
  });

  it('never lets a client read or make an event feed cursor: an empty page hides its position, a made-up or altered one is BAD_CURSOR', async () => {
    const [head] = (await servers.dataSource.query(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS txid`)) as { txid: string }[];
    const empty = await http(`${servers.apiUrl}/events?after=${encodeURIComponent(real[3])}`, { key: ws.readKey });
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.events, []);
    const decoded = Buffer.from(empty.body.nextCursor, 'base64url').toString('latin1');
    assert.ok(!/\d{3,}/.test(decoded), `the cursor reads ${JSON.stringify(decoded)}`);
    const made = [`${head.txid}.0`, `${BigInt(head.txid) - 1n}.9223372036854775807`, '0.0', '1.1'].map((text) => Buffer.from(text).toString('base64url'));
    const other = await createWorkspaceFixture(servers.operator);
    const othersCursor = (await http(`${servers.apiUrl}/events`, { key: other.readKey })).body.nextCursor as string;
    for (const after of [...made, othersCursor]) {
      const answer = await http(`${servers.apiUrl}/events?after=${encodeURIComponent(after)}`, { key: ws.readKey });
      assert.equal(answer.status, 400, `${after}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.code, 'BAD_CURSOR', after);
    }
  });

  for (const operation of CATALOGUE) {
    const field = cursorFieldOf(operation);
    if (!field) continue;
    const route = operation.http.find((candidate) => candidate.method === 'GET');
    if (route && !route.path.includes(':')) {
      it(`GET ${route.path} (${operation.name}) answers generated ${field} values with no 5xx and only documented ApiErrors`, async () => {
        await fc.assert(
          fc.asyncProperty(hostileCursor(real), async (cursor) => {
            const answer = await http(`${servers.apiUrl}${route.path}?${field}=${encodeURIComponent(cursor)}`, { key: ws.readKey });
            const seen = `${preview(cursor)} → ${answer.status} ${preview(answer.body)}`;
            assert.ok(answer.status < 500, seen);
            if (answer.status >= 400) assert.equal(apiErrorProblem(answer.status, answer.body), undefined, seen);
            // An empty value is no cursor; text no field takes (NUL, longer than any cursor) fails the field's own checks first.
            if (operation.name === 'events.list' && cursor !== '' && !real.includes(cursor)) {
              assert.equal(answer.status, 400, seen);
              if (/^[\w=+/-]{1,100}$/.test(cursor)) assert.equal(answer.body.code, 'BAD_CURSOR', seen);
            }
          }),
          { seed: SEED, numRuns: RUNS * 3 },
        );
      });
    }
    const tool = operation.mcp && operation.mcp.owner !== false ? operation.mcp.tool : undefined;
    if (tool) {
      it(`MCP ${tool} (${operation.name}) answers generated ${field} values with no internal error and only coded tool errors`, async () => {
        await fc.assert(
          fc.asyncProperty(hostileCursor(real), async (cursor) => {
            const answer = await callTool(tool, { [field]: cursor });
            const seen = `${preview(cursor)} → ${preview(answer)}`;
            assert.equal(answer.error, undefined, seen);
            if (!answer.result.isError) return;
            const body = JSON.parse(answer.result.content[0].text);
            assert.ok(body.statusCode < 500, seen);
            assert.equal(apiErrorProblem(body.statusCode, body), undefined, seen);
          }),
          { seed: SEED, numRuns: RUNS * 3 },
        );
      });
    }
  }

  async function callTool(name: string, args: unknown): Promise<any> {
    const answer = await http(servers.mcpUrl, {
      method: 'POST',
      key: ws.readKey,
      headers: { accept: 'application/json, text/event-stream' },
      rawBody: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
    assert.equal(answer.status, 200);
    return answer.body;
  }
});
