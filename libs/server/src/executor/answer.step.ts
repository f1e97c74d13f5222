import { randomUUID } from 'node:crypto';

import { AnyOperation, DomainError, ErrorBody } from '@innkeep/domain';

import { databaseUnavailable, isDatabaseUnreachable } from '../database-unavailable';

/** Where an unexpected failure is logged, under the correlation id its answer quotes. */
export interface FailureLogger {
  error(message: string, detail?: unknown, fields?: Record<string, unknown>): void;
}

/**
 * Coded errors keep their code; PostgreSQL out of reach is a 503 to retry; anything else is a
 * 500 with a correlation id and no internals.
 */
export function errorBodyOf(error: unknown, logger: FailureLogger, operation?: AnyOperation, requestId?: string): ErrorBody {
  if (error instanceof DomainError) return error.toBody();
  if (isDatabaseUnreachable(error)) return databaseUnavailable().toBody();
  const correlationId = randomUUID();
  logger.error(`Unexpected failure in ${operation?.name ?? 'request'} [${correlationId}]`, error, { correlationId, requestId });
  return {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    msg: `Something failed on our side. Quote ${correlationId} if you contact support.`,
    correlationId,
  };
}

/** The error code a replayed answer carries, for its audit entry: none on a success. */
export function replayedErrorCode(status: number, body: unknown): string | null {
  return status < 400 ? null : ((body as ErrorBody).code ?? null);
}
