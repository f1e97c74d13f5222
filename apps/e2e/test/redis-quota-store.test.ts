import assert from 'node:assert/strict';
import { once } from 'node:events';

import { FailoverQuotaStore, MemoryQuotaStore, RedisQuotaStore } from '@innkeep/ratelimit';

import { freePort, RedisServer, startRedisServer } from '../src';

/** The Redis quota store on a real redis-server: atomic counting, expiry, and what happens when Redis goes. */
describe('Redis quota store', () => {
  let redis: RedisServer;
  let stores: RedisQuotaStore[];

  beforeAll(async () => {
    redis = await startRedisServer();
    // Two clients, as two instances of the API have. A generous command timeout: these tests are
    // about counting, and on a loaded machine 300 racing commands can outlast the fail-fast second.
    stores = [RedisQuotaStore.connect({ url: redis.url, commandTimeoutMs: 10_000 }), RedisQuotaStore.connect({ url: redis.url, commandTimeoutMs: 10_000 })];
    // Both connected before the race: on a loaded machine a connection can take longer than the
    // store's fail-fast wait, and this test is about counting, not about connecting.
    await Promise.all(stores.map((store) => (store.client.status === 'ready' ? undefined : once(store.client, 'ready'))));
  });
  afterAll(async () => {
    for (const store of stores ?? []) await store.close();
    await redis?.close();
  });

  it('lets exactly the limit through when 300 requests race on two connections', async () => {
    const decisions = await Promise.all(Array.from({ length: 300 }, (_, i) => stores[i % 2].consume('{cred:race}:units.list', 100, 3600)));
    const allowed = decisions.filter((decision) => decision.allowed);
    assert.equal(allowed.length, 100);
    // Each allowed request saw its own place in the count: 99 down to 0, each once.
    assert.deepEqual(
      allowed.map((decision) => decision.remaining).sort((a, b) => a - b),
      Array.from({ length: 100 }, (_, i) => i),
    );
    for (const refused of decisions.filter((decision) => !decision.allowed)) {
      assert.equal(refused.remaining, 0);
      assert.ok(refused.resetSeconds > 3500 && refused.resetSeconds <= 3600);
    }
    // Refusals are not counted: the counter stops at the limit.
    assert.equal(await redis.cli('GET', '{cred:race}:units.list'), '100');
  });

  it('always leaves an expiry on the key, even on a key that had none', async () => {
    await stores[0].consume('{cred:ttl}:a', 5, 60);
    const ttl = Number(await redis.cli('PTTL', '{cred:ttl}:a'));
    assert.ok(ttl > 0 && ttl <= 60_000, `PTTL ${ttl}`);

    // A key without an expiry (left by hand, or by an older version) starts a fresh window.
    await redis.cli('SET', '{cred:ttl}:b', '4');
    const decision = await stores[0].consume('{cred:ttl}:b', 5, 60);
    assert.deepEqual([decision.allowed, decision.remaining, decision.resetSeconds], [true, 4, 60]);
    const repaired = Number(await redis.cli('PTTL', '{cred:ttl}:b'));
    assert.ok(repaired > 0 && repaired <= 60_000, `PTTL ${repaired}`);
  });

  it('reads a quota without spending it', async () => {
    const untouched = await stores[1].peek('{cred:peek}:a', 3, 3600);
    assert.deepEqual([untouched.allowed, untouched.remaining, untouched.resetSeconds], [true, 3, 3600]);
    assert.equal(await redis.cli('EXISTS', '{cred:peek}:a'), '0');
    await stores[0].consume('{cred:peek}:a', 3, 3600);
    assert.equal((await stores[1].peek('{cred:peek}:a', 3, 3600)).remaining, 2);
    assert.equal((await stores[1].peek('{cred:peek}:a', 3, 3600)).remaining, 2);
  });

  it('decides the calls of one turn in one script run, each as if it had been sent alone', async () => {
    const scriptRuns = async () => {
      const stats = await redis.cli('INFO', 'commandstats');
      return ['evalsha', 'eval'].reduce((sum, command) => sum + Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats)?.[1] ?? 0), 0);
    };
    await redis.cli('SET', '{cred:turn-b}:a', '2', 'PX', '60000');
    const before = await scriptRuns();
    // One turn: spends on a fresh bucket past its limit, a read between them, and another bucket's spends.
    const [first, second, read, third, fourth, other] = await Promise.all([
      stores[0].consume('{cred:turn-a}:a', 3, 60),
      stores[0].consume('{cred:turn-a}:a', 3, 60),
      stores[0].peek('{cred:turn-a}:a', 3, 60),
      stores[0].consume('{cred:turn-a}:a', 3, 60),
      stores[0].consume('{cred:turn-a}:a', 3, 60),
      stores[0].consume('{cred:turn-b}:a', 3, 60),
    ]);
    // A script Redis does not know yet is sent again in full: two commands for the turn at most.
    assert.ok((await scriptRuns()) - before <= 2, 'the turn took more than one script run');
    assert.deepEqual(
      [first, second, read, third, fourth, other].map((decision) => [decision.allowed, decision.remaining]),
      [
        [true, 2],
        [true, 1],
        [true, 1],
        [true, 0],
        [false, 0],
        [true, 0],
      ],
    );
    assert.equal(await redis.cli('GET', '{cred:turn-a}:a'), '3');
    assert.equal(await redis.cli('GET', '{cred:turn-b}:a'), '3');
  });

  it('fails fast when Redis is not there, and the failover store answers from memory, logging once', async () => {
    const nowhere = RedisQuotaStore.connect({ url: `redis://127.0.0.1:${await freePort()}` });
    const lines: string[] = [];
    const store = new FailoverQuotaStore(nowhere, new MemoryQuotaStore(), { name: 'Redis', log: (line) => lines.push(line) });
    try {
      await assert.rejects(nowhere.consume('{cred:x}:a', 3, 60));
      const remaining: number[] = [];
      for (let i = 0; i < 4; i += 1) remaining.push((await store.consume('{cred:x}:a', 3, 60)).remaining);
      assert.deepEqual(remaining, [2, 1, 0, 0]);
      assert.equal(lines.length, 1);
      assert.match(lines[0], /^Redis is unreachable \(.+\): counting quotas in this process until it answers again\.$/);
    } finally {
      await store.close();
    }
  });
});
