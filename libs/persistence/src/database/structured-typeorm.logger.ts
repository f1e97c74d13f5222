import { Logger as TypeormLogger } from 'typeorm';

import { loggableError, maskedStatement } from './loggable-error';

/** The structured log (pino's signature) TypeORM's output is written to. */
export interface StructuredLog {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * TypeORM's output as structured lines, never with a statement's parameters: every method
 * ignores them. Statements are not logged (their volume); a failed one is logged at debug, as
 * most are expected (unique conflicts, retried deadlocks) and the caller decides what is an error.
 */
export class StructuredTypeormLogger implements TypeormLogger {
  constructor(private readonly sink: StructuredLog) {}

  logQuery(): void {
    // Not logged: one line per statement would drown everything else.
  }

  logQueryError(error: string | Error, query: string): void {
    const err = typeof error === 'string' ? { message: 'The statement failed.' } : loggableError(error);
    this.sink.debug({ err, query: maskedStatement(query) }, 'SQL statement failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.sink.warn({ durationMs: time, query: maskedStatement(query) }, 'Slow SQL statement');
  }

  logSchemaBuild(message: string): void {
    this.sink.debug({}, message);
  }

  logMigration(message: string): void {
    this.sink.info({}, message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = typeof message === 'string' ? message : 'TypeORM message';
    if (level === 'warn') this.sink.warn({}, text);
    else this.sink.info({}, text);
  }
}
