import { LoggerService } from '@nestjs/common';
import { FastifyBaseLogger, FastifyInstance } from 'fastify';

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

/** An ApiError body (`{ statusCode, code, msg }`), as the servers answer them. */
function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  const body = payload as Record<string, unknown> | null;
  return typeof body === 'object' && body !== null && typeof body.statusCode === 'number' && body.statusCode >= 400 && typeof body.code === 'string';
}

/**
 * Every ApiError body a server sends carries the request's id as `requestId`, as its
 * `X-Request-Id` header and access line do. Added as it is serialized: a body stored for an
 * idempotent replay keeps none, and its replay carries the replaying request's.
 */
export function addRequestIdToErrorBodies(fastify: FastifyInstance): void {
  // A callback rather than an async function: it runs on every JSON answer, and a promise for each is a measurable cost.
  fastify.addHook('preSerialization', (request, _reply, payload: unknown, done) =>
    done(null, isErrorBody(payload) ? { ...payload, requestId: request.id } : payload),
  );
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
