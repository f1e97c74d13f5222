import assert from 'node:assert/strict';

import { CATALOGUE, OperationQuota, QuotaUsage } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import {
  connectMcpClient,
  createWorkspaceFixture,
  http,
  HttpAnswer,
  makeConfigHome,
  parseJsonOutput,
  RedisServer,
  runCli,
  startRedisServer,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';

const WINDOW = 3600;

/** The RateLimit-* fields of an answer, as numbers where they are numbers. */
function limits(answer: HttpAnswer) {
  const number = (name: string) => (answer.headers.has(name) ? Number(answer.headers.get(name)) : undefined);
  return {
    limit: number('ratelimit-limit'),
    remaining: number('ratelimit-remaining'),
    reset: number('ratelimit-reset'),
    policy: answer.headers.get('ratelimit-policy'),
    retryAfter: answer.headers.get('retry-after'),
  };
}

function assertFreshWindowReset(reset: number | undefined): void {
  assert.ok(reset !== undefined && reset > WINDOW - 120 && reset <= WINDOW, `RateLimit-Reset ${reset} is not within the first minutes of a ${WINDOW} s window`);
}

/**
 * The quota contract (docs/contract.md#limits-and-headers) on each store: the memory store of one process
 * and a real redis-server. Limits are small (API_LIMIT 3, API_WRITE_LIMIT 2) so a window runs out.
 */
for (const store of ['memory', 'redis'] as const) {
  describe(`quotas on the ${store} store`, () => {
    let redis: RedisServer | undefined;
    let servers: TestServers;
    let ws: WorkspaceFixture;
    const api = (path: string) => `${servers.apiUrl}${path}`;
    const newKey = async (scopes: ('pms:read' | 'pms:write')[] = ['pms:read']) =>
      servers.operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes });

    beforeAll(async () => {
      redis = store === 'redis' ? await startRedisServer() : undefined;
      servers = await startTestServers({ API_LIMIT: '3', API_WRITE_LIMIT: '2', API_UNAUTHENTICATED_LIMIT: '3', ...(redis ? { REDIS_URL: redis.url } : {}) });
      ws = await createWorkspaceFixture(servers.operator);
    });
    afterAll(async () => {
      await servers?.close();
      await redis?.close();
    });

    it('counts a route down per credential to 0, then answers 429 with Retry-After equal to RateLimit-Reset', async () => {
      const { key } = await newKey();
      const seen: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await http(api('/properties'), { key });
        assert.equal(answer.status, 200);
        const figures = limits(answer);
        assert.equal(figures.limit, 3);
        assert.equal(figures.policy, `3;w=${WINDOW}`);
        assert.equal(figures.retryAfter, null);
        assertFreshWindowReset(figures.reset);
        seen.push(figures.remaining!);
      }
      assert.deepEqual(seen, [2, 1, 0]);

      const refused = await http(api('/properties'), { key });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.code, 'RATE_LIMITED');
      const figures = limits(refused);
      assert.equal(figures.remaining, 0);
      assert.equal(figures.limit, 3);
      assert.equal(figures.policy, `3;w=${WINDOW}`);
      assertFreshWindowReset(figures.reset);
      assert.equal(figures.retryAfter, String(figures.reset));
      assert.equal(refused.body.retryAfter, figures.reset);

      // Another route has its own quota; another credential has its own count of this one.
      assert.equal(limits(await http(api('/workspace'), { key })).remaining, 2);
      const other = await newKey();
      assert.equal(limits(await http(api('/properties'), { key: other.key })).remaining, 2);
    });

    it('gives the routes of one operation and its MCP tool one bucket', async () => {
      const { key } = await newKey();
      const client: Client = await connectMcpClient(servers.mcpUrl, key);
      try {
        assert.equal(limits(await http(api('/units'), { key })).remaining, 2);
        assert.equal(limits(await http(api(`/properties/${ws.propertyId}/units`), { key })).remaining, 1);
        assert.equal((await client.callTool({ name: 'units_list', arguments: {} })).isError, undefined);
        const refused = await http(api('/units'), { key });
        assert.equal(refused.status, 429);
        const toolRefused = await client.callTool({ name: 'units_list', arguments: {} });
        assert.equal(toolRefused.isError, true);
        const body = toolText(toolRefused);
        assert.equal(body.code, 'RATE_LIMITED');
        assert.ok(body.retryAfter > WINDOW - 120 && body.retryAfter <= Number(refused.headers.get('retry-after')), `retryAfter ${body.retryAfter}`);
      } finally {
        await client.close();
      }
    });

    it('counts writes against API_WRITE_LIMIT', async () => {
      const { key } = await newKey(['pms:read', 'pms:write']);
      const write = () => http(api(`/properties/${ws.propertyId}/cancellation-policy`), { method: 'PUT', key, body: { policy: 'FIRM' } });
      const answers = [await write(), await write(), await write()];
      assert.deepEqual(
        answers.map((answer) => [answer.status, limits(answer).limit, limits(answer).remaining]),
        [
          [200, 2, 1],
          [200, 2, 0],
          [429, 2, 0],
        ],
      );
      assert.equal(answers[2].headers.get('retry-after'), answers[2].headers.get('ratelimit-reset'));
    });

    it('sends the quota headers on 401 and 404 answers too', async () => {
      const { key } = await newKey();
      const missing = await http(api('/properties/prop_doesnotexist'), { key });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.code, 'NOT_FOUND');
      assert.deepEqual([limits(missing).limit, limits(missing).remaining, limits(missing).policy], [3, 2, `3;w=${WINDOW}`]);

      const noRoute = await http(api('/no-such-route'), { key });
      assert.equal(noRoute.status, 404);
      assert.equal(limits(noRoute).limit, 3);
      assert.ok(limits(noRoute).remaining! >= 0);
      assertFreshWindowReset(limits(noRoute).reset);

      // Requests without a credential have a short window of their own (API_UNAUTHENTICATED_WINDOW_SECONDS).
      const unauthenticated = await http(api('/properties'));
      assert.equal(unauthenticated.status, 401);
      assert.ok(unauthenticated.headers.get('www-authenticate'));
      assert.equal(limits(unauthenticated).limit, 3);
      assert.equal(limits(unauthenticated).policy, '3;w=60');
      assert.ok(limits(unauthenticated).reset! > 0 && limits(unauthenticated).reset! <= 60, `RateLimit-Reset ${limits(unauthenticated).reset}`);
    });

    it('counts bad credentials per client address, so a flood of them leaves every key its quota', async () => {
      const { key } = await newKey();
      const statuses: number[] = [];
      let last: HttpAnswer | undefined;
      for (let i = 0; i < 5; i += 1) {
        last = await http(api('/workspace'), { key: `ikp_not-a-key-${i}` });
        statuses.push(last.status);
      }
      // The address has spent one request of its window in the test above.
      assert.deepEqual(statuses, [401, 401, 429, 429, 429]);
      assert.equal(last!.body.code, 'RATE_LIMITED');
      assert.equal(last!.headers.get('retry-after'), last!.headers.get('ratelimit-reset'));
      const own = await http(api('/workspace'), { key });
      assert.equal(own.status, 200);
      assert.equal(limits(own).remaining, 2);
    });

    it('never refuses another surface, a real key or a well-formed credential for what requests without one spent', async () => {
      // The address's REST count is used up by the test above; a client without a key floods MCP too.
      for (let round = 0; round < 5; round += 1) {
        const mcp = await http(servers.mcpUrl, {
          method: 'POST',
          headers: { accept: 'application/json, text/event-stream' },
          body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        });
        assert.equal(mcp.status, 401);
      }
      assert.equal((await http(api('/workspace'))).status, 429);
      const { key, id } = await newKey();
      await servers.operator.revokeApiKey({ id });
      const revoked = await http(api('/workspace'), { key });
      assert.deepEqual([revoked.status, revoked.body.code], [401, 'INVALID_CREDENTIAL'], 'a well-formed key is counted on its own');
      assert.equal((await http(api('/workspace'), { key: (await newKey()).key })).status, 200);
    });

    it('lists every operation’s limit, remaining and reset for the calling credential on REST, MCP and the CLI', async () => {
      const { key } = await newKey(['pms:read', 'pms:write']);
      await http(api('/properties'), { key });
      await http(api('/properties'), { key });

      const rest = await http<QuotaUsage>(api('/quota'), { key });
      assert.equal(rest.status, 200);
      // GET /quota spends its own bucket, like every operation, and nothing of the ones it lists.
      assert.deepEqual([limits(rest).limit, limits(rest).remaining], [3, 2]);
      assert.equal(rest.body.windowSeconds, WINDOW);
      const byName = (usage: QuotaUsage) => new Map(usage.quotas.map((quota) => [quota.operation, quota]));
      const listed = byName(rest.body);
      // Each write also has the read bucket of its dry runs.
      const metered = CATALOGUE.filter((operation) => operation.access !== 'public').flatMap((operation) =>
        operation.quota === 'write' ? [operation.name, `${operation.name}.dryRun`] : [operation.name],
      );
      assert.deepEqual([...listed.keys()].sort(), [...metered].sort());
      const properties = listed.get('properties.list')!;
      assert.deepEqual(
        { kind: properties.kind, limit: properties.limit, used: properties.used, remaining: properties.remaining },
        { kind: 'read', limit: 3, used: 2, remaining: 1 },
      );
      assertFreshWindowReset(properties.resetSeconds);
      assert.deepEqual(listed.get('reservations.create'), {
        operation: 'reservations.create',
        kind: 'write',
        limit: 2,
        used: 0,
        remaining: 2,
        resetSeconds: WINDOW,
      } satisfies OperationQuota);
      assert.deepEqual([listed.get('quota.get')!.used, listed.get('quota.get')!.remaining], [1, 2]);

      const client = await connectMcpClient(servers.mcpUrl, key);
      try {
        const tool = await client.callTool({ name: 'quota_get', arguments: {} });
        assert.equal(tool.isError, undefined, JSON.stringify(tool.content));
        const viaMcp = byName(tool.structuredContent as unknown as QuotaUsage);
        assert.equal(viaMcp.get('properties.list')!.used, 2);
        assert.deepEqual([viaMcp.get('quota.get')!.used, viaMcp.get('quota.get')!.remaining], [2, 1]);
      } finally {
        await client.close();
      }

      const home = await makeConfigHome();
      try {
        const env = { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key };
        const json = await runCli(['quota', '--json'], { configHome: home.path, env });
        assert.equal(json.code, 0, json.stderr);
        const viaCli = byName(parseJsonOutput<QuotaUsage>(json));
        assert.equal(viaCli.get('properties.list')!.remaining, 1);
        assert.deepEqual([viaCli.get('quota.get')!.used, viaCli.get('quota.get')!.remaining], [3, 0]);

        // The bucket is used up now: the CLI waits only when the wait is short, so it says when to retry.
        const table = await runCli(['quota'], { configHome: home.path, env });
        assert.equal(table.code, 1);
        assert.match(table.stderr, /RATE_LIMITED/);
        assert.match(table.stderr, /try again in \d+ min/);
      } finally {
        await home.remove();
      }
    });

    it('shows the quota table in the CLI', async () => {
      const { key } = await newKey();
      await http(api('/properties'), { key });
      const home = await makeConfigHome();
      try {
        const result = await runCli(['quota'], { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
        assert.equal(result.code, 0, result.stderr);
        const header = result.stdout.split('\n')[0];
        assert.match(header, /^OPERATION\s+ROUTE\s+LIMIT\s+USED\s+REMAINING\s+RESETS IN$/);
        const row = result.stdout.split('\n').find((line) => line.startsWith('properties.list '));
        assert.match(row ?? '', /^properties\.list\s+GET \/properties\s+3\s+1\s+2\s+\d+ min$/);
      } finally {
        await home.remove();
      }
    });

    if (store === 'redis') {
      it('keeps every bucket in Redis under its hash-tagged key, always with an expiry', async () => {
        const { id, key } = await newKey();
        await http(api('/units'), { key });
        const keys = (await redis!.cli('--scan')).split('\n').filter(Boolean);
        assert.ok(keys.includes(`{cred:${id}}:units.list`), keys.join(' '));
        for (const bucket of keys) {
          assert.match(bucket, /^\{(cred|addr|failed):[^}]+\}:[A-Za-z.]+$/);
          const ttl = Number(await redis!.cli('PTTL', bucket));
          assert.ok(ttl > 0 && ttl <= WINDOW * 1000, `${bucket} has PTTL ${ttl}`);
        }
        assert.equal(await redis!.cli('GET', `{cred:${id}}:units.list`), '1');
      });
    }
  });
}
