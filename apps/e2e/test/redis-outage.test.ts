import assert from 'node:assert/strict';

import { Operator } from '@innkeep/persistence';

import { AppProcess, createTestDatabase, createWorkspaceFixture, http, RedisServer, startAppProcess, startRedisServer, TestDatabase } from '../src';

const UNREACHABLE = /is unreachable \(.*\): counting quotas in this process until it answers again\./g;
const BACK = /answers again: quotas are shared again\./g;

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Two api processes on one Redis, which stops in the middle of the run and comes back. */
describe('Redis stopped mid-run', () => {
  let redis: RedisServer;
  let database: TestDatabase;
  let instances: AppProcess[];
  let key: { id: string; key: string };

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await createTestDatabase();
    const operator = new Operator(database.dataSource);
    const ws = await createWorkspaceFixture(operator);
    key = await operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes: ['pms:read'] });
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, API_LIMIT: '50' };
    instances = await Promise.all([startAppProcess('api', env), startAppProcess('api', env)]);
  });
  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await database?.drop();
    await redis?.close();
  });

  const remainingOn = async (instance: AppProcess): Promise<number> => {
    const answer = await http(`${instance.url}/properties`, { key: key.key });
    assert.equal(answer.status, 200, `${answer.status} ${JSON.stringify(answer.body)}`);
    return Number(answer.headers.get('ratelimit-remaining'));
  };

  it('keeps answering while Redis is down, logs it once per instance, and shares the count again when Redis is back', async () => {
    const [a, b] = instances;
    assert.deepEqual([await remainingOn(a), await remainingOn(b)], [49, 48], 'one count across both instances');

    await redis.stop();
    const whileDown: number[][] = [[], []];
    for (let round = 0; round < 3; round += 1) {
      whileDown[0].push(await remainingOn(a));
      whileDown[1].push(await remainingOn(b));
    }
    // Each instance counts on its own in its memory, from a fresh window.
    assert.deepEqual(whileDown, [
      [49, 48, 47],
      [49, 48, 47],
    ]);
    for (const instance of instances) assert.equal(count(instance.output(), UNREACHABLE), 1, instance.output());

    await redis.start();
    await eventually('both instances counting in Redis again', async () => {
      await remainingOn(a);
      await remainingOn(b);
      return instances.every((instance) => count(instance.output(), BACK) === 1);
    });
    const counted = Number(await redis.cli('GET', `{cred:${key.id}}:properties.list`));
    assert.ok(counted >= 1, 'the restarted Redis holds the count again');
    assert.deepEqual([await remainingOn(a), await remainingOn(b), await remainingOn(a)], [49 - counted, 48 - counted, 47 - counted]);
    const ttl = Number(await redis.cli('PTTL', `{cred:${key.id}}:properties.list`));
    assert.ok(ttl > 0 && ttl <= 3_600_000, `PTTL ${ttl}`);
    for (const instance of instances) {
      assert.equal(count(instance.output(), UNREACHABLE), 1, instance.output());
      assert.equal(count(instance.output(), BACK), 1, instance.output());
    }
  });
});
