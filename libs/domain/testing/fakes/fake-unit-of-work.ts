import type { AuditAttempt, RunOptions, TransactionScope, UnitOfWork } from '../../src';
import type { InMemoryDatabase } from '../in-memory-database';
import type { FakeRepositories } from './fake-repositories';
import type { InMemoryConfirmationStore } from './in-memory-confirmation.store';
import type { InMemoryIdempotencyStore } from './in-memory-idempotency.store';

/**
 * Transactions over the in-memory database: work that throws leaves the stored rows as they were.
 * Rows are restored from a snapshot taken at the start, so transactions that write must not
 * overlap in a test; the idempotency claims may (that is how a key in use is tested).
 */
export class FakeUnitOfWork implements UnitOfWork {
  /** Transactions run, committed or not. */
  transactions = 0;

  constructor(
    private readonly db: InMemoryDatabase,
    private readonly repos: FakeRepositories,
    private readonly idempotency: InMemoryIdempotencyStore,
    private readonly confirmations: InMemoryConfirmationStore,
  ) {}

  /** The feeds each transaction declared it writes to, in order. */
  readonly feedWriters: (string | undefined)[] = [];

  async run<T>(work: (scope: TransactionScope) => Promise<T>, options: RunOptions = {}): Promise<T> {
    this.transactions += 1;
    this.feedWriters.push(options.feedWriterOf);
    const snapshot = this.db.snapshot();
    const idempotency = this.idempotency.begin();
    const onRollback: { workspaceId: string; attempt: AuditAttempt; settle: () => void }[] = [];
    const auditOnRollback = (workspaceId: string, attempt: AuditAttempt) => new Promise<void>((settle) => onRollback.push({ workspaceId, attempt, settle }));
    try {
      const result = await work({ repos: this.repos, idempotency, confirmations: this.confirmations, auditOnRollback });
      idempotency.end(true);
      onRollback.forEach((entry) => entry.settle());
      return result;
    } catch (error) {
      idempotency.end(false);
      this.db.restore(snapshot);
      for (const entry of onRollback) {
        await this.repos.audit.append(entry.workspaceId, entry.attempt);
        entry.settle();
      }
      throw error;
    }
  }
}
