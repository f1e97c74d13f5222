import assert from 'node:assert/strict';

import { QuotaUsage } from '@innkeep/domain';
import { RedisQuotaStore } from '@innkeep/ratelimit';

import { createWorkspaceFixture, http, RedisCluster, startRedisCluster, startTestServers, TestServers, WorkspaceFixture } from '../src';

/** The quota store against a three-node Redis Cluster on loopback ports (REDIS_CLUSTER=true). */
describe('quotas on a three-node Redis Cluster', () => {
  let cluster: RedisCluster;
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    cluster = await startRedisCluster(3);
    servers = await startTestServers({ REDIS_URL: cluster.url, REDIS_CLUSTER: 'true', API_LIMIT: '3' });
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(async () => {
    await servers?.close();
    await cluster?.close();
  });

  it('counts per credential and operation on whichever node holds the credential, each key with an expiry', async () => {
    // Keys until their credentials live on at least two of the three nodes.
    const keys: { id: string; key: string; node: number }[] = [];
    while (new Set(keys.map((key) => key.node)).size < 2 || keys.length < 3) {
      const created = await servers.operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes: ['pms:read'] });
      keys.push({ ...created, node: await cluster.nodeForKey(`{cred:${created.id}}:properties.list`) });
    }
    for (const { key } of keys) {
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await http(`${servers.apiUrl}/properties`, { key }));
      assert.deepEqual(
        answers.map((answer) => [answer.status, answer.headers.get('ratelimit-remaining')]),
        [
          [200, '2'],
          [200, '1'],
          [200, '0'],
          [429, '0'],
        ],
      );
      assert.equal(answers[3].headers.get('retry-after'), answers[3].headers.get('ratelimit-reset'));
    }
    for (const { id, node } of keys) {
      const bucket = `{cred:${id}}:properties.list`;
      const holder = cluster.nodes.find((candidate) => candidate.port === node)!;
      assert.equal(await holder.cli('GET', bucket), '3');
      const ttl = Number(await holder.cli('PTTL', bucket));
      assert.ok(ttl > 0 && ttl <= 3_600_000, `${bucket} PTTL ${ttl}`);
      // The hash tag puts all of a credential's buckets in one slot.
      assert.equal(await cluster.nodeForKey(`{cred:${id}}:units.list`), node);
    }
  });

  it('reads the quota catalogue of a credential from its node', async () => {
    await http(`${servers.apiUrl}/units`, { key: ws.readKey });
    const answer = await http<QuotaUsage>(`${servers.apiUrl}/quota`, { key: ws.readKey });
    assert.equal(answer.status, 200);
    const units = answer.body.quotas.find((quota) => quota.operation === 'units.list')!;
    assert.deepEqual([units.used, units.remaining], [1, 2]);
  });

  it('lets exactly the limit through when requests race on two cluster clients', async () => {
    const stores = [RedisQuotaStore.connect({ url: cluster.url, cluster: true }), RedisQuotaStore.connect({ url: cluster.url, cluster: true })];
    try {
      const decisions = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 2].consume('{cred:cluster-race}:units.list', 40, 3600)));
      assert.equal(decisions.filter((decision) => decision.allowed).length, 40);
      const port = await cluster.nodeForKey('{cred:cluster-race}:units.list');
      assert.equal(await cluster.nodes.find((candidate) => candidate.port === port)!.cli('GET', '{cred:cluster-race}:units.list'), '40');
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
