import assert from 'node:assert/strict';

import { loadConfig } from '../src';

describe('Redis settings', () => {
  it('keeps quotas in memory without REDIS_URL, and takes one server or, with REDIS_CLUSTER, several nodes', () => {
    assert.deepEqual([loadConfig({}).redisUrl, loadConfig({}).redisCluster], [undefined, false]);
    assert.equal(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379' }).redisUrl, 'redis://10.0.0.5:6379');
    const cluster = loadConfig({ REDIS_URL: 'redis://a:7000,redis://b:7001', REDIS_CLUSTER: 'true' });
    assert.deepEqual([cluster.redisUrl, cluster.redisCluster], ['redis://a:7000,redis://b:7001', true]);
  });

  it('stops the start with a sentence naming the variable when a value is wrong', () => {
    assert.throws(() => loadConfig({ REDIS_URL: 'http://10.0.0.5:6379' }), /^Error: REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/);
    assert.throws(() => loadConfig({ REDIS_URL: 'redis://a:7000,redis://b:7001' }), /REDIS_URL names several servers: set REDIS_CLUSTER=true/);
    assert.throws(() => loadConfig({ REDIS_URL: 'redis://a:7000', REDIS_CLUSTER: 'yes' }), /REDIS_CLUSTER must be true or false, not "yes"/);
  });
});
