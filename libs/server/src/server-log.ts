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
];
/** Fields that hold a guest's personal data. */
const PERSONAL_FIELDS = ['guest', 'guests', 'firstName', 'lastName', 'fullName', 'guestName', 'email', 'phone', 'notes', 'parameters', 'detail'];

/**
 * Credentials and guests' personal data are censored wherever a logged object holds them (at the
 * top or one level down: `headers.authorization`, `body.guest`). The access line holds neither;
 * this guards what anyone logs next.
 */
export const REDACTED_PATHS = [...CREDENTIAL_FIELDS, ...PERSONAL_FIELDS].flatMap((field) => [`["${field}"]`, `*["${field}"]`]);

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
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: loggableError, error: loggableError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
