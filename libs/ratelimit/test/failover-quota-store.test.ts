import assert from 'node:assert/strict';

import { FailoverQuotaStore, MemoryQuotaStore, QuotaDecision, QuotaStore } from '../src';

/** A primary that can be switched off, and counts the calls that reached it. */
class SwitchableStore implements QuotaStore {
  up = true;
  calls = 0;
  private readonly inner = new MemoryQuotaStore();

  async consume(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    this.calls += 1;
    if (!this.up) throw new Error('Connection is closed.');
    return this.inner.consume(key, limit, windowSeconds);
  }

  async peek(key: string, limit: number, windowSeconds: number): Promise<QuotaDecision> {
    this.calls += 1;
    if (!this.up) throw new Error('Connection is closed.');
    return this.inner.peek(key, limit, windowSeconds);
  }
}

describe('failover quota store', () => {
  it('answers from the fallback while the primary fails, asks it again after the pause, and logs each change once', async () => {
    let now = 0;
    const primary = new SwitchableStore();
    const lines: string[] = [];
    const store = new FailoverQuotaStore(primary, new MemoryQuotaStore(() => now), {
      name: 'Redis at 127.0.0.1:6379',
      retryAfterMs: 1_000,
      log: (line) => lines.push(line),
      now: () => now,
    });

    assert.equal((await store.consume('k', 10, 60)).remaining, 9);
    primary.up = false;
    const whileDown: number[] = [];
    for (let i = 0; i < 5; i += 1) whileDown.push((await store.consume('k', 10, 60)).remaining);
    // The fallback counts on its own from the failure on.
    assert.deepEqual(whileDown, [9, 8, 7, 6, 5]);
    assert.equal(store.degraded, true);
    // Only the first request after the failure reached the primary; the others waited out the pause.
    assert.equal(primary.calls, 2);
    assert.deepEqual(lines, ['Redis at 127.0.0.1:6379 is unreachable (Connection is closed.): counting quotas in this process until it answers again.']);

    now += 1_000;
    await store.consume('k', 10, 60);
    assert.equal(primary.calls, 3, 'one probe after the pause');
    assert.equal(lines.length, 1, 'a failed probe logs nothing new');

    primary.up = true;
    await store.consume('k', 10, 60);
    assert.equal(primary.calls, 3, 'no probe before the next pause is over');
    now += 1_000;
    // Back: the shared count continues where the primary left it.
    assert.equal((await store.consume('k', 10, 60)).remaining, 8);
    assert.equal(store.degraded, false);
    assert.equal((await store.peek('k', 10, 60)).remaining, 8);
    assert.deepEqual(lines.slice(1), ['Redis at 127.0.0.1:6379 answers again: quotas are shared again.']);
  });
});
