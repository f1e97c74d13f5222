import assert from 'node:assert/strict';

import { createWorkspaceFixture, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('REST quotas (memory store)', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '3', API_WRITE_LIMIT: '2', API_UNAUTHENTICATED_LIMIT: '3' });
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;

  it('counts down per credential and operation, then answers 429 with Retry-After', async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await http(api('/properties'), { key: ws.readKey });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('ratelimit-limit'), '3');
      assert.equal(answer.headers.get('ratelimit-policy'), '3;w=3600');
      remaining.push(answer.headers.get('ratelimit-remaining')!);
    }
    assert.deepEqual(remaining, ['2', '1', '0']);

    const refused = await http(api('/properties'), { key: ws.readKey });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'RATE_LIMITED');
    const reset = Number(refused.headers.get('ratelimit-reset'));
    assert.ok(reset > 3500 && reset <= 3600, `reset ${reset}`);
    assert.equal(refused.headers.get('retry-after'), refused.headers.get('ratelimit-reset'));
    assert.equal(refused.headers.get('ratelimit-remaining'), '0');

    // Another operation has its own bucket; another credential has its own count.
    assert.equal((await http(api('/units'), { key: ws.readKey })).status, 200);
    assert.equal((await http(api('/properties'), { key: ws.writeKey })).headers.get('ratelimit-remaining'), '2');
  });

  it('gives writes their own, smaller limit', async () => {
    const write = () => http(api(`/properties/${ws.propertyId}/cancellation-policy`), { method: 'PUT', key: ws.writeKey, body: { policy: 'FIRM' } });
    const first = await write();
    assert.equal(first.headers.get('ratelimit-limit'), '2');
    assert.equal(first.headers.get('ratelimit-remaining'), '1');
    assert.equal((await write()).status, 200);
    const refused = await write();
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });

  it('counts failed credentials per client address, not against anyone’s key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await http(api('/workspace'), { key: 'ikp_wrong' })).status);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    // The workspace's own key still has its full quota for that operation.
    assert.equal((await http(api('/workspace'), { key: ws.readKey })).headers.get('ratelimit-remaining'), '2');
  });
});
