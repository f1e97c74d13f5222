import { LoggerService } from '@nestjs/common';
import { FastifyBaseLogger } from 'fastify';
import { AccessLogController } from './access-log.controller';
import { requestIdOf } from './request-id';
import { ServerLog } from './server-log';

/**
 * The Fastify options that give a server the structured log: each request's id (the caller's sane
 * `X-Request-Id`, else a fresh one), its one access line, and every line tagged with the server.
 */
export function httpLoggingOptions(log: ServerLog, server: 'api' | 'mcp') {
  return {
    loggerInstance: log.child({ server }) as FastifyBaseLogger,
    genReqId: requestIdOf,
    logController: new AccessLogController(),
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's own messages (start-up, route warnings, errors it catches) as lines of the same log. */
export class NestLogAdapter implements LoggerService {
  private readonly sink: ServerLog;

  constructor(log: ServerLog, server: 'api' | 'mcp') {
    this.sink = log.child({ server });
  }

  /** Nest's `log` is start-up chatter (every mapped route): debug. */
  log(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  /** Nest passes the context (the class that logs) last, and a stack before it for errors. */
  private write(level: Level, message: unknown, rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    if (message instanceof Error) this.sink[level]({ context, err: message }, message.name);
    else if (typeof message === 'string') this.sink[level]({ context }, message);
    else this.sink[level]({ context }, 'Nest message');
  }
}
