import assert from 'node:assert/strict';

import { QuotaUsage } from '@innkeep/domain';
import { Operator } from '@innkeep/persistence';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import {
  AppProcess,
  connectMcpClient,
  createMemberKey,
  createTestDatabase,
  createWorkspaceFixture,
  daysFromNow,
  http,
  RedisServer,
  startAppProcess,
  startRedisServer,
  TestDatabase,
  toolText,
  WorkspaceFixture,
} from '../src';

/**
 * What a deployment behind a load balancer looks like: two api processes and one mcp process,
 * started as an operator starts them, on one PostgreSQL and one Redis.
 */
describe('two api instances and one mcp instance on one PostgreSQL and one Redis', () => {
  let redis: RedisServer;
  let database: TestDatabase;
  let operator: Operator;
  let ws: WorkspaceFixture;
  let apis: AppProcess[];
  let mcp: AppProcess;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await createTestDatabase();
    operator = new Operator(database.dataSource);
    ws = await createWorkspaceFixture(operator);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, API_LIMIT: '6', API_WRITE_LIMIT: '100' };
    [apis, mcp] = await Promise.all([Promise.all([startAppProcess('api', env), startAppProcess('api', env)]), startAppProcess('mcp', env)]);
  });
  afterAll(async () => {
    await Promise.all([...(apis ?? []), ...(mcp ? [mcp] : [])].map((instance) => instance.stop()));
    await database?.drop();
    await redis?.close();
  });

  it('keeps one count per credential and operation across every instance and surface', async () => {
    const [a, b] = apis;
    const key = await operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes: ['pms:read'] });
    const client: Client = await connectMcpClient(mcp.url, key.key);
    try {
      const rest = async (instance: AppProcess) => {
        const answer = await http(`${instance.url}/units`, { key: key.key });
        return answer.status === 200 ? Number(answer.headers.get('ratelimit-remaining')) : answer;
      };
      const tool = async () => (await client.callTool({ name: 'units_list', arguments: {} })).isError ?? false;

      // API_LIMIT is 6: the six requests below are the window, whichever instance takes them.
      assert.deepEqual([await rest(a), await rest(b), await tool(), await rest(a), await rest(b), await tool()], [5, 4, false, 2, 1, false]);

      for (const instance of [a, b]) {
        const refused = await http(`${instance.url}/units`, { key: key.key });
        assert.equal(refused.status, 429);
        assert.equal(refused.body.code, 'RATE_LIMITED');
        assert.equal(refused.headers.get('retry-after'), refused.headers.get('ratelimit-reset'));
      }
      const toolRefused = await client.callTool({ name: 'units_list', arguments: {} });
      assert.equal(toolRefused.isError, true);
      assert.equal(toolText(toolRefused).code, 'RATE_LIMITED');

      // The quota catalogue reads the same count from any instance and on MCP.
      const listed = await http<QuotaUsage>(`${b.url}/quota`, { key: key.key });
      const units = listed.body.quotas.find((quota) => quota.operation === 'units.list')!;
      assert.deepEqual([units.used, units.remaining], [6, 0]);
      const viaMcp = (await client.callTool({ name: 'quota_get', arguments: {} })).structuredContent as unknown as QuotaUsage;
      assert.deepEqual(
        viaMcp.quotas.filter((quota) => quota.operation === 'units.list').map((quota) => [quota.used, quota.remaining]),
        [[6, 0]],
      );
      assert.equal(await redis.cli('GET', `{cred:${key.id}}:units.list`), '6');

      // Another credential, and another operation, are counted apart.
      assert.equal(Number((await http(`${b.url}/units`, { key: ws.readKey })).headers.get('ratelimit-remaining')), 5);
      assert.equal(Number((await http(`${a.url}/properties`, { key: key.key })).headers.get('ratelimit-remaining')), 5);
    } finally {
      await client.close();
    }
  });

  it('lets a demotion, a revocation and a cancellation bite on the very next request on every instance', async () => {
    // No instance keeps principals between requests (concurrent ones share their reads), so the
    // requests right after each change, on every instance, see it.
    const member = await createMemberKey(operator, ws.workspaceId, 'MEMBER');
    const client = await connectMcpClient(mcp.url, member.key);
    const setPolicy = (instance: AppProcess) =>
      http(`${instance.url}/properties/${ws.propertyId}/cancellation-policy`, { method: 'PUT', key: member.key, body: { policy: 'FIRM' } });
    const setPolicyByTool = () => client.callTool({ name: 'properties_set_cancellation_policy', arguments: { propertyId: ws.propertyId, policy: 'FIRM' } });
    try {
      // Warm every cache with this principal.
      for (const instance of apis) assert.equal((await setPolicy(instance)).status, 200);
      assert.equal((await setPolicyByTool()).isError, undefined);

      await operator.setMemberRole({ workspaceId: ws.workspaceId, email: member.email, role: 'VIEWER' });
      for (const instance of apis) {
        const demoted = await setPolicy(instance);
        assert.deepEqual([demoted.status, demoted.body.code, demoted.body.role], [403, 'SCOPE_REQUIRED', 'VIEWER']);
        assert.equal((await http(`${instance.url}/workspace`, { key: member.key })).status, 200, 'reads stay allowed');
      }
      const demotedTool = await setPolicyByTool();
      assert.deepEqual([toolText(demotedTool).code, toolText(demotedTool).role], ['SCOPE_REQUIRED', 'VIEWER']);

      await operator.revokeApiKey({ id: member.keyId });
      for (const instance of apis) {
        const revoked = await http(`${instance.url}/workspace`, { key: member.key });
        assert.deepEqual([revoked.status, revoked.body.code], [401, 'INVALID_CREDENTIAL']);
      }
      await assert.rejects(client.callTool({ name: 'get_workspace_context', arguments: {} }), /401|INVALID_CREDENTIAL/);

      for (const instance of apis) assert.equal((await http(`${instance.url}/workspace`, { key: ws.readKey })).status, 200);
      await operator.setPlan({ workspaceId: ws.workspaceId, plan: 'PRO', status: 'CANCELED' });
      for (const instance of apis) {
        const canceled = await http(`${instance.url}/workspace`, { key: ws.readKey });
        assert.deepEqual([canceled.status, canceled.body.code, canceled.body.status], [401, 'SUBSCRIPTION_INACTIVE', 'CANCELED']);
      }
    } finally {
      await operator.setPlan({ workspaceId: ws.workspaceId, plan: 'PRO', status: 'ACTIVE' });
      await client.close();
    }
  });

  it('never overbooks the last room when creates race across instances', async () => {
    // Room 1 of the fixture has one room: 16 creates for the same nights, spread over the three
    // instances and sent at once, leave exactly one reservation.
    const unitId = ws.unitIds[0];
    const [arrivalDate, departureDate] = [daysFromNow(60), daysFromNow(63)];
    const body = (i: number) => ({ unitId, arrivalDate, departureDate, source: 'DIRECT', guest: { firstName: 'Racer', lastName: `No${i}` } });
    const client = await connectMcpClient(mcp.url, ws.writeKey);
    try {
      const outcomes = await Promise.all([
        ...Array.from({ length: 12 }, async (_, i) => {
          const answer = await http(`${apis[i % 2].url}/reservations`, {
            method: 'POST',
            key: ws.writeKey,
            body: body(i),
            headers: { 'idempotency-key': `race-${i}` },
          });
          return { status: answer.status, code: answer.body?.code as string | undefined };
        }),
        ...Array.from({ length: 4 }, async (_, i) => {
          const result = await client.callTool({ name: 'reservation_create', arguments: { ...body(100 + i), idempotencyKey: `race-mcp-${i}` } });
          return result.isError ? { status: toolText(result).statusCode as number, code: toolText(result).code as string } : { status: 201, code: undefined };
        }),
      ]);
      const created = outcomes.filter((outcome) => outcome.status === 201);
      assert.equal(created.length, 1, JSON.stringify(outcomes));
      assert.deepEqual(
        outcomes.filter((outcome) => outcome.status !== 201).map((outcome) => `${outcome.status} ${outcome.code}`),
        Array(15).fill('409 NO_AVAILABILITY'),
      );
      const listed = await http(`${apis[1].url}/reservations?unitId=${unitId}&from=${arrivalDate}&to=${departureDate}`, { key: ws.readKey });
      const holding = (listed.body.reservations as { status: string; arrivalDate: string }[]).filter(
        (reservation) => reservation.arrivalDate === arrivalDate && reservation.status === 'CONFIRMED',
      );
      assert.equal(holding.length, 1);
    } finally {
      await client.close();
    }
  });
});
