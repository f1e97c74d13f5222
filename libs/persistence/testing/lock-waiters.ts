import { DataSource } from 'typeorm';

/**
 * Waits until at least `count` statements on the test database wait for a lock another
 * transaction holds: how a test that holds a row knows the work it started has queued behind it.
 */
export async function waitForLockWaiters(dataSource: DataSource, count = 1, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row.waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} statements waiting for a lock, saw ${row.waiting}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
