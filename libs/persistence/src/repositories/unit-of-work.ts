import type { RunOptions, TransactionScope, UnitOfWork } from '@innkeep/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import { runTransaction, TransactionEnds } from '../database/transaction';
import { auditInsertStatement } from '../events/audit.repository';
import { beginWriteStatement } from '../events/feed-bound.sql';
import { TypeormConfirmationStore } from './confirmation.store';
import { createRepositories, RepositoryOptions } from './create-repositories';
import { TypeormIdempotencyStore } from './idempotency.store';

/** serialization_failure and deadlock_detected: safe to run the whole transaction again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

function isRetryable(error: unknown): boolean {
  const code = (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

export class TypeormUnitOfWork implements UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly options: RepositoryOptions = {},
  ) {}

  async run<T>(work: (scope: TransactionScope) => Promise<T>, options: RunOptions = {}): Promise<T> {
    const feedWriter = this.options.eventLog !== false ? options.feedWriterOf : undefined;
    const auditing = options.feedWriterOf !== undefined && this.options.auditLog !== false;
    for (let attempt = 1; ; attempt += 1) {
      // The feed's lock goes with START TRANSACTION, the events with COMMIT: no round trip of their own.
      const ends = new TransactionEnds(feedWriter !== undefined ? beginWriteStatement(feedWriter) : undefined);
      try {
        return await runTransaction(
          this.dataSource,
          (manager) =>
            work({
              repos: createRepositories(manager, this.options, ends),
              idempotency: new TypeormIdempotencyStore(manager, this.options.secrets),
              confirmations: new TypeormConfirmationStore(manager),
              auditOnRollback: (workspaceId, attempt) => (auditing ? ends.afterRollback(auditInsertStatement(workspaceId, attempt)) : Promise.resolve()),
            }),
          ends,
        );
      } catch (error) {
        if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
        // Jittered backoff so the transactions that collided do not collide again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }
}
