import type { TransactionScope, UnitOfWork } from '@innkeep/domain';
import { DataSource, QueryFailedError } from 'typeorm';
import { runTransaction } from '../database/transaction';
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

  async run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runTransaction(this.dataSource, (manager) =>
          work({
            repos: createRepositories(manager, this.options),
            idempotency: new TypeormIdempotencyStore(manager),
            confirmations: new TypeormConfirmationStore(manager),
          }),
        );
      } catch (error) {
        if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
        // Jittered backoff so the transactions that collided do not collide again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }
}
