import assert from 'node:assert/strict';

import { createServerLog } from '@innkeep/server';

import { connectMcpClient, createWorkspaceFixture, daysFromNow, http, HttpAnswer, rawRequest, startTestServers, TestServers, WorkspaceFixture } from '../src';

/** A guest whose every detail is a string no log line may hold. */
const GUEST = { firstName: 'Zebulon', lastName: 'Quattlebaum', email: 'zebulon.quattlebaum@example.test', phone: '+44 7700 900123' };
const NOTES = 'Allergic to feathers, room far from the lift';

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  server?: string;
  method?: string | null;
  route?: string | null;
  status?: number;
  durationMs?: number;
  [field: string]: unknown;
}

/**
 * The servers' log as an operator receives it (JSON lines), captured while they serve requests
 * that carry credentials and guests' personal data, and one whose SQL statement fails.
 */
describe('the JSON log of the servers', () => {
  const written: string[] = [];
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    // Debug: TypeORM's lines (failed statements) are written too.
    const log = createServerLog('debug', { write: (line: string) => void written.push(line) });
    servers = await startTestServers({}, { log });
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const lines = (): LogLine[] => written.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as LogLine);
  const accessLines = () => lines().filter((line) => line.msg === 'request');
  const reservation = (arrival: number) => ({
    unitId: ws.unitIds[0],
    arrivalDate: daysFromNow(arrival),
    departureDate: daysFromNow(arrival + 1),
    source: 'MANUAL',
    guest: GUEST,
    notes: NOTES,
  });

  it('holds no key, no guest name, e-mail, phone or note, even for a statement that failed with them as parameters', async () => {
    const created = await http(`${servers.apiUrl}/reservations`, { method: 'POST', key: ws.writeKey, body: reservation(30) });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    // The next guest row breaks a rule the database holds: the INSERT fails with the guest as its
    // parameters, and PostgreSQL's detail quotes the whole row.
    await servers.dataSource.query(`ALTER TABLE guests ADD CONSTRAINT log_probe CHECK (first_name <> 'Zebulon') NOT VALID`);
    let failed: HttpAnswer<{ correlationId?: string; requestId?: string }>;
    try {
      failed = await http(`${servers.apiUrl}/reservations`, {
        method: 'POST',
        key: ws.writeKey,
        body: reservation(32),
        headers: { 'X-Request-Id': 'failing-sql-1' },
      });
      assert.equal(failed.status, 500, JSON.stringify(failed.body));
    } finally {
      await servers.dataSource.query('ALTER TABLE guests DROP CONSTRAINT log_probe');
    }
    const search = await http(`${servers.apiUrl}/reservations?search=${encodeURIComponent(GUEST.lastName)}`, { key: ws.readKey });
    assert.equal(search.status, 200);
    const mcp = await connectMcpClient(servers.mcpUrl, ws.readKey);
    await mcp.callTool({ name: 'properties_list', arguments: {} });
    await mcp.close();

    const all = lines();
    // The failure was logged, by its SQLSTATE and constraint, at error level (the 500) and by TypeORM (debug).
    const failure = all.find((line) => line.level === 'error' && (line.err as { code?: string } | undefined)?.code === '23514');
    assert.ok(failure, `no error line for the failed statement:\n${written.join('')}`);
    assert.equal((failure.err as { constraint?: string }).constraint, 'log_probe');
    // The line is found from what the client holds: the request id, or the 500's correlation id.
    assert.deepEqual([failure.requestId, failure.correlationId], ['failing-sql-1', failed.body.correlationId]);
    assert.equal(failed.body.requestId, 'failing-sql-1');
    assert.ok(all.some((line) => line.component === 'typeorm' && line.msg === 'SQL statement failed'));

    const text = written.join('');
    const secrets = [ws.writeKey, ws.readKey, ws.writeKey.slice(-16), GUEST.firstName, GUEST.lastName, GUEST.email, GUEST.phone, NOTES];
    for (const secret of secrets) assert.ok(!text.includes(secret), `the log holds ${JSON.stringify(secret)}`);
  });

  it('writes one access line per request with its id, method, route pattern, status and latency', async () => {
    written.length = 0;
    const requestId = 'client-chosen.id_42';
    await http(`${servers.apiUrl}/properties/${ws.propertyId}`, { key: ws.readKey, headers: { 'X-Request-Id': requestId } });
    await http(`${servers.apiUrl}/no-such-route`, { key: ws.readKey });
    await fetch(`${new URL(servers.apiUrl).origin}/properties/${ws.propertyId}`, { headers: { 'X-Request-Id': 'page.id_42' }, redirect: 'manual' });
    const mcp = await connectMcpClient(servers.mcpUrl, ws.readKey);
    await mcp.callTool({ name: 'properties_list', arguments: {} });
    await mcp.close();

    const access = accessLines();
    for (const line of access) {
      assert.equal(line.level === 'info' || line.level === 'warn' || line.level === 'error', true);
      assert.equal(typeof line.requestId, 'string');
      assert.equal(typeof line.method, 'string');
      assert.ok(line.route === null || typeof line.route === 'string');
      assert.equal(typeof line.status, 'number');
      assert.equal(typeof line.durationMs, 'number');
      assert.ok(line.server === 'api' || line.server === 'mcp');
    }
    const property = access.find((line) => line.requestId === requestId);
    assert.deepEqual(property && { server: property.server, method: property.method, route: property.route, status: property.status }, {
      server: 'api',
      method: 'GET',
      route: '/public/v1/properties/:propertyId',
      status: 200,
    });
    // A web page's route, at the origin's root like the page itself.
    const page = access.find((line) => line.requestId === 'page.id_42');
    assert.deepEqual(page && { method: page.method, route: page.route, status: page.status }, { method: 'GET', route: '/properties/:propertyId', status: 303 });
    assert.ok(!JSON.stringify(access).includes(ws.propertyId), 'an access line holds the URL instead of the route');
    assert.ok(access.some((line) => line.status === 404 && line.route === null && line.server === 'api'));
    assert.ok(access.some((line) => line.server === 'mcp' && line.method === 'POST' && line.route === '/mcp' && line.status === 200));
    // One line per request: no "incoming request" / "request completed" pairs.
    assert.equal(new Set(access.map((line) => line.requestId)).size, access.length);
    assert.deepEqual(
      lines().filter((line) => /incoming request|request completed/.test(line.msg)),
      [],
    );
  });

  describe('X-Request-Id', () => {
    const origin = (server: 'api' | 'mcp') => new URL(server === 'api' ? servers.apiUrl : servers.mcpUrl).origin;

    it('echoes a sane id of the caller on every answer, errors included, and logs it', async () => {
      written.length = 0;
      const answers = {
        ok: await http(`${servers.apiUrl}/status`, { headers: { 'X-Request-Id': 'ok-1' } }),
        unauthenticated: await http(`${servers.apiUrl}/properties`, { headers: { 'X-Request-Id': 'unauth-2' } }),
        notFound: await http(`${servers.apiUrl}/nothing-here`, { key: ws.readKey, headers: { 'X-Request-Id': 'missing-3' } }),
        malformed: await http(`${servers.apiUrl}/reservations`, {
          method: 'POST',
          key: ws.writeKey,
          rawBody: '{"unitId":',
          headers: { 'X-Request-Id': 'json-4' },
        }),
        mcpRefused: await http(servers.mcpUrl, { method: 'POST', body: {}, headers: { 'X-Request-Id': 'mcp-5' } }),
        web: await http(`${origin('api')}/login`, { headers: { 'X-Request-Id': 'web-6' } }),
        oauth: await http(`${origin('api')}/.well-known/oauth-authorization-server`, { headers: { 'X-Request-Id': 'oauth-7' } }),
      };
      const expected = {
        ok: 'ok-1',
        unauthenticated: 'unauth-2',
        notFound: 'missing-3',
        malformed: 'json-4',
        mcpRefused: 'mcp-5',
        web: 'web-6',
        oauth: 'oauth-7',
      };
      const echoed = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.headers.get('x-request-id')]));
      assert.deepEqual(echoed, expected);
      assert.deepEqual(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status])), {
        ok: 200,
        unauthenticated: 401,
        notFound: 404,
        malformed: 400,
        mcpRefused: 401,
        web: 200,
        oauth: 200,
      });
      const logged = new Set(accessLines().map((line) => line.requestId));
      for (const id of Object.values(expected)) assert.ok(logged.has(id), `no access line for ${id}`);
      // Error bodies carry it too; answers that are no error do not change shape.
      const errors = ['unauthenticated', 'notFound', 'malformed', 'mcpRefused'] as const;
      assert.deepEqual(
        Object.fromEntries(errors.map((name) => [name, answers[name].body.requestId])),
        Object.fromEntries(errors.map((name) => [name, expected[name]])),
      );
      assert.equal(answers.ok.body.requestId, undefined);
    });

    it('gives a replayed error the id of the request that replays it', async () => {
      // A refusal of the write itself (no such unit) is stored for the key and replayed.
      const body = {
        unitId: 'unit_gone',
        arrivalDate: daysFromNow(40),
        departureDate: daysFromNow(41),
        source: 'MANUAL',
        guest: { firstName: 'A', lastName: 'B' },
      };
      const send = (id: string) =>
        http(`${servers.apiUrl}/reservations`, {
          method: 'POST',
          key: ws.writeKey,
          body,
          headers: { 'X-Request-Id': id, 'Idempotency-Key': 'replayed-error-1' },
        });
      const first = await send('first-10');
      const second = await send('second-11');
      assert.deepEqual([first.status, second.status, second.headers.get('idempotent-replayed')], [404, 404, 'true']);
      assert.deepEqual([first.body.requestId, second.body.requestId], ['first-10', 'second-11']);
    });

    it('echoes it on an MCP call answered by the MCP transport itself', async () => {
      const answer = await http(servers.mcpUrl, {
        method: 'POST',
        key: ws.readKey,
        headers: { 'X-Request-Id': 'mcp-call-8', accept: 'application/json, text/event-stream' },
        body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('x-request-id'), 'mcp-call-8');
    });

    for (const server of ['api', 'mcp'] as const) {
      it(`echoes it on the ${server} server's refusals answered before routing`, async () => {
        const path = server === 'api' ? '/public/v1/properties/%E0%A4%A' : '/mcp/%E0%A4%A';
        const answer = await rawRequest(origin(server), `GET ${path} HTTP/1.1\r\nHost: x\r\nX-Request-Id: bad-url-9\r\nConnection: close\r\n\r\n`);
        assert.equal(answer.status, 400);
        assert.equal(answer.headers['x-request-id'], 'bad-url-9');
        assert.equal(answer.body.requestId, 'bad-url-9');
        const garbage = await rawRequest(origin(server), 'GET / HTTP/1.1\r\nHost\r\n\r\n');
        assert.equal(garbage.status, 400);
        assert.match(garbage.headers['x-request-id'] ?? '', /^[0-9a-f-]{36}$/);
        assert.equal(garbage.body.requestId, garbage.headers['x-request-id']);
      });
    }

    it('replaces an id that is too long or holds unsafe characters with a fresh one', async () => {
      for (const given of ['a'.repeat(129), 'has space', 'quote"', 'new\u00e9line', '<script>']) {
        const answer = await http(`${servers.apiUrl}/status`, { headers: { 'X-Request-Id': given } });
        const id = answer.headers.get('x-request-id') ?? '';
        assert.notEqual(id, given);
        assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, given);
      }
      const longest = 'x'.repeat(128);
      assert.equal((await http(`${servers.apiUrl}/status`, { headers: { 'X-Request-Id': longest } })).headers.get('x-request-id'), longest);
    });

    it('gives every request without one a fresh id of its own', async () => {
      const [first, second] = await Promise.all([http(`${servers.apiUrl}/status`), http(`${servers.apiUrl}/status`)]);
      assert.match(first.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
      assert.notEqual(first.headers.get('x-request-id'), second.headers.get('x-request-id'));
    });
  });
});
