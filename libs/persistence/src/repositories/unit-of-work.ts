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

/**
 * For this transaction only: the prepared statements use their generic plan, made once per
 * connection, even where PostgreSQL would plan each run for its values. It does so for the DIRECT
 * create's statements because their generic plans look dearer (a night series of unknown length is
 * costed as 1,000 rows) though they are as good, and planning them cost about 0.8 ms of a create's
 * 2.7 ms of database CPU.
 */
const GENERIC_PLANS = 'SET LOCAL plan_cache_mode = force_generic_plan';

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
      const opening = [feedWriter !== undefined ? beginWriteStatement(feedWriter) : undefined, options.genericPlans ? GENERIC_PLANS : undefined].filter(
        (statement) => statement !== undefined,
      );
      const ends = new TransactionEnds(opening.length ? opening.join('; ') : undefined);
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
