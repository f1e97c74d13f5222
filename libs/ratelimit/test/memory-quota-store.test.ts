import assert from 'node:assert/strict';

import { MemoryQuotaStore, rateLimitHeaders } from '../src';

describe('memory quota store', () => {
  it('counts a fixed window from the first request and refuses past the limit', async () => {
    let now = 1_000_000;
    const store = new MemoryQuotaStore(() => now);
    const remaining: number[] = [];
    for (let i = 0; i < 4; i += 1) remaining.push((await store.consume('k', 3, 60)).remaining);
    assert.deepEqual(remaining, [2, 1, 0, 0]);
    now += 30_000;
    const refused = await store.consume('k', 3, 60);
    assert.equal(refused.allowed, false);
    assert.equal(refused.resetSeconds, 30);
    now += 30_000;
    const fresh = await store.consume('k', 3, 60);
    assert.equal(fresh.allowed, true);
    assert.equal(fresh.remaining, 2);
    assert.equal(fresh.resetSeconds, 60);
  });

  it('keeps keys apart and peeks without spending', async () => {
    const store = new MemoryQuotaStore();
    await store.consume('a', 2, 60);
    assert.equal((await store.peek('a', 2, 60)).remaining, 1);
    assert.equal((await store.peek('a', 2, 60)).remaining, 1);
    assert.equal((await store.peek('b', 2, 60)).remaining, 2);
  });

  it('renders the draft headers, with Retry-After only when refused', () => {
    assert.deepEqual(rateLimitHeaders({ allowed: true, limit: 90, remaining: 89, resetSeconds: 3600, windowSeconds: 3600 }), {
      'RateLimit-Limit': '90',
      'RateLimit-Remaining': '89',
      'RateLimit-Reset': '3600',
      'RateLimit-Policy': '90;w=3600',
    });
    assert.equal(rateLimitHeaders({ allowed: false, limit: 90, remaining: 0, resetSeconds: 12, windowSeconds: 3600 })['Retry-After'], '12');
  });
});
