import assert from 'node:assert/strict';

import { openDatabase, Operator } from '@innkeep/persistence';

import { AppProcess, createWorkspaceFixture, http, RestartablePostgres, startAppProcess, startRestartablePostgres } from '../src';

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const originOf = (url: string) => new URL(url).origin;

/** A JSON-RPC call to the MCP server, as any MCP client sends it. */
const mcpCall = (url: string, key: string) =>
  http(url, {
    method: 'POST',
    key,
    headers: { accept: 'application/json, text/event-stream' },
    body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'properties_list', arguments: {} } },
  });

/**
 * The api and mcp processes on a PostgreSQL of this test's own, which stops in the middle of the
 * run and starts again on the same port and data.
 */
describe('PostgreSQL stopped mid-run', () => {
  let postgres: RestartablePostgres;
  let api: AppProcess;
  let mcp: AppProcess;
  let key: string;

  beforeAll(async () => {
    postgres = await startRestartablePostgres('outage');
    const dataSource = await openDatabase({ url: postgres.url, poolSize: 2 });
    const operator = new Operator(dataSource);
    const ws = await createWorkspaceFixture(operator);
    key = (await operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes: ['pms:read'] })).key;
    await dataSource.destroy();
    // A small address quota: probes that were counted would run out of it.
    const env = { DATABASE_URL: postgres.url, API_LIMIT: '3' };
    [api, mcp] = await Promise.all([startAppProcess('api', env), startAppProcess('mcp', env)]);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), mcp?.stop()]);
    await postgres?.close();
  });

  it('probes answer on both origins without a credential and outside every quota', async () => {
    for (const server of [api, mcp]) {
      for (let round = 0; round < 6; round += 1) {
        const live = await http(`${originOf(server.url)}/livez`);
        assert.deepEqual([live.status, live.body.status], [200, 'ok']);
        const ready = await http(`${originOf(server.url)}/readyz`);
        assert.equal(ready.status, 200, JSON.stringify(ready.body));
        assert.equal(ready.body.status, 'ok');
        assert.equal(ready.body.checks.postgres.status, 'ok');
        assert.equal(ready.headers.get('ratelimit-remaining'), null);
      }
    }
    const status = await http(`${api.url}/status`);
    assert.equal(status.status, 200);
    assert.equal(status.body.status, 'ok');
    assert.equal(status.body.checks.postgres.status, 'ok');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while PostgreSQL is down, stays up, and recovers by itself', async () => {
    assert.equal((await http(`${api.url}/properties`, { key })).status, 200);
    await postgres.stop();

    // More rounds than API_LIMIT: an outage is no failed credential and spends no quota.
    for (let round = 0; round < 5; round += 1) {
      const rest = await http(`${api.url}/properties`, { key });
      assert.equal(rest.status, 503, JSON.stringify(rest.body));
      assert.equal(rest.body.code, 'SERVICE_UNAVAILABLE');
      assert.ok(Number(rest.headers.get('retry-after')) > 0, 'Retry-After on REST');

      const tool = await mcpCall(mcp.url, key);
      assert.equal(tool.status, 503, JSON.stringify(tool.body));
      assert.equal(tool.body.code, 'SERVICE_UNAVAILABLE');
      assert.ok(Number(tool.headers.get('retry-after')) > 0, 'Retry-After on MCP');
    }
    for (const server of [api, mcp]) {
      // A report stays fresh for a second: the probe turns within one.
      await eventually('readiness lost', async () => (await http(`${originOf(server.url)}/readyz`)).status === 503, 2_000);
      const ready = await http(`${originOf(server.url)}/readyz`);
      assert.equal(ready.status, 503);
      assert.deepEqual([ready.body.status, ready.body.checks.postgres.status], ['degraded', 'down']);
      assert.equal((await http(`${originOf(server.url)}/livez`)).status, 200, 'the process is alive');
    }
    const status = await http(`${api.url}/status`);
    assert.equal(status.status, 200);
    assert.equal(status.body.status, 'degraded');
    assert.equal(status.body.checks.postgres.status, 'down');
    assert.match(status.body.checks.postgres.msg, /PostgreSQL/);

    await postgres.start();
    await eventually('REST answering again', async () => (await http(`${api.url}/properties`, { key })).status === 200);
    await eventually('MCP answering again', async () => (await mcpCall(mcp.url, key)).status === 200);
    for (const server of [api, mcp]) {
      await eventually('ready again', async () => (await http(`${originOf(server.url)}/readyz`)).status === 200, 2_000);
    }
    for (const server of [api, mcp]) assert.doesNotMatch(server.output(), /exited|Unhandled|uncaught/i);
  });
});
