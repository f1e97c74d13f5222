import { DomainError } from '@innkeep/domain';

/** Seconds a client should wait before retrying while PostgreSQL is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket failures of the connection to PostgreSQL. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** A Unix-domain socket's folder without the socket: the server on the same machine is stopped. */
const isMissingSocket = (code: unknown, syscall: unknown) => code === 'ENOENT' && syscall === 'connect';
/** PostgreSQL's own: admin, crash or cannot-connect-now shutdowns (57P0x), and connection exceptions (class 08). */
const SERVER_GONE = /^(57P0[1-3]|08[0-9A-Z]{3})$/;
/** PostgreSQL cancelled a statement that outran its deadline (statement_timeout). */
const STATEMENT_TIMEOUT = '57014';
/**
 * pg's messages for a connection that ended, a pool checkout that timed out, or a query that got
 * no answer within its deadline (query_timeout).
 */
const POOL_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|connection is closed|Query read timeout/i;

/**
 * Whether `error` (a TypeORM error wrapping pg's, or pg's own) says PostgreSQL cannot be reached
 * or did not answer within the deadlines.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message, syscall } = current as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GONE.test(code) || code === STATEMENT_TIMEOUT || isMissingSocket(code, syscall)))
      return true;
    if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnreachable)) return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

export function databaseUnavailable(): DomainError {
  return new DomainError('SERVICE_UNAVAILABLE', `The database is not answering; retry in ${DATABASE_RETRY_AFTER_SECONDS} s.`, {
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
  });
}
