import assert from 'node:assert/strict';

import { MemoryQuotaStore, QuotaStore } from '@innkeep/ratelimit';
import { DataSource } from 'typeorm';

import { DependencyHealth } from '../src';

/** A data source whose `SELECT 1` the test decides: answered, refused, or never answered. */
function database(answer: () => Promise<unknown>) {
  const calls = { count: 0 };
  const dataSource = {
    query: () => {
      calls.count += 1;
      return answer();
    },
  } as unknown as DataSource;
  return { dataSource, calls };
}

const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }));
const never = () => new Promise(() => undefined);
const redisAnswering = (ping: () => Promise<void>): QuotaStore => Object.assign(new MemoryQuotaStore(), { ping });

describe('dependency health', () => {
  it('is ok and ready when PostgreSQL answers, with no Redis check when quotas live in memory', async () => {
    const report = await new DependencyHealth(database(async () => [{ '?column?': 1 }]).dataSource, new MemoryQuotaStore()).check();
    assert.equal(report.status, 'ok');
    assert.deepEqual(Object.keys(report.checks), ['postgres']);
    assert.equal(DependencyHealth.ready(report), true);
  });

  it('is degraded and not ready while PostgreSQL refuses, saying so without its address', async () => {
    const report = await new DependencyHealth(database(refused).dataSource, new MemoryQuotaStore()).check();
    assert.deepEqual([report.status, report.checks.postgres.status, report.checks.postgres.msg], ['degraded', 'down', 'PostgreSQL is unreachable.']);
    assert.equal(DependencyHealth.ready(report), false);
  });

  it('reads a PostgreSQL that does not answer as down after the timeout, not after the pool’s', async () => {
    const started = Date.now();
    const report = await new DependencyHealth(database(never).dataSource, new MemoryQuotaStore(), 200).check();
    assert.ok(Date.now() - started < 1_000);
    assert.equal(report.checks.postgres.msg, 'PostgreSQL gave no answer within 200 ms.');
  });

  it('is degraded but still ready while Redis is away: quotas are then counted in the process', async () => {
    const quotaStore = redisAnswering(() => Promise.reject(new Error('Connection is closed.')));
    const report = await new DependencyHealth(database(async () => []).dataSource, quotaStore).check();
    assert.deepEqual([report.status, report.checks.postgres.status, report.checks.redis.status], ['degraded', 'ok', 'down']);
    assert.equal(DependencyHealth.ready(report), true);
  });

  it('asks the dependencies once for concurrent checks and for checks within the report’s age', async () => {
    const { dataSource, calls } = database(async () => []);
    const health = new DependencyHealth(dataSource, new MemoryQuotaStore(), 1_000, 300);
    await Promise.all(Array.from({ length: 20 }, () => health.check()));
    await health.check();
    assert.equal(calls.count, 1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    await health.check();
    assert.equal(calls.count, 2);
  });
});
