import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A client's own id is kept when it is a sane token: up to 128 letters, digits and `-_.:/+=@`. */
const SANE_REQUEST_ID = /^[A-Za-z0-9\-_.:/+=@]{1,128}$/;

/** The id of a request: the caller's `X-Request-Id` when it is a sane token, a fresh UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
