import { loggableError } from '@innkeep/persistence';
import pino, { DestinationStream, Logger } from 'pino';

import { LogLevel } from './config';

/** The servers' one structured log: JSON lines on standard output, Fastify's logger included. */
export type ServerLog = Logger;

/** Fields that may hold a credential, wherever they sit in a logged object. */
const CREDENTIAL_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'apiKey',
  'api_key',
  'x-api-key',
  'key',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'password',
  'newPassword',
  'clientSecret',
  'client_secret',
  'secret',
  'code_verifier',
  'stripe-signature',
  'secretKey',
  'webhookSecret',
];
/** Fields that hold a guest's personal data. */
const PERSONAL_FIELDS = ['guest', 'guests', 'firstName', 'lastName', 'fullName', 'guestName', 'email', 'phone', 'notes', 'parameters', 'detail'];

const CENSORED = new Set([...CREDENTIAL_FIELDS, ...PERSONAL_FIELDS]);
const CENSOR = '[redacted]';

/**
 * Credentials and guests' personal data censored wherever a logged object holds them, at the top
 * or one level down (`headers.authorization`, `body.guest`). The access line holds neither; this
 * guards what anyone logs next. A walk over the object's own keys: pino's wildcard redaction cost
 * ~50 µs a line, a few per cent of a request.
 */
export function censored(fields: Record<string, unknown>, depth = 1): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    let next = value;
    if (CENSORED.has(key)) next = CENSOR;
    else if (depth > 0 && value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Error)) {
      next = censored(value as Record<string, unknown>, depth - 1);
    }
    if (next !== value) (copy ??= { ...fields })[key] = next;
  }
  return copy ?? fields;
}

function requestFields(request: { method?: string; routeOptions?: { url?: string } }): Record<string, unknown> {
  return { method: request.method, route: request.routeOptions?.url ?? null };
}

function replyFields(reply: { statusCode?: number }): Record<string, unknown> {
  return { status: reply.statusCode };
}

/**
 * A pino logger at `level`, writing JSON lines to `destination` (standard output by default):
 * ISO times, the level by name, errors through `loggableError` (no SQL parameters, no row
 * details) and the fields above censored.
 */
export function createServerLog(level: LogLevel, destination?: DestinationStream): ServerLog {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }), log: (fields) => censored(fields) },
    // Fastify logs its request and reply objects on some failures: their method, route and status
    // only, never their headers (credentials) or URL (ids, search terms).
    serializers: { err: loggableError, error: loggableError, req: requestFields, res: replyFields },
  };
  return destination ? pino(options, destination) : pino(options);
}
