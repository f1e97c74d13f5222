import { randomUUID } from 'node:crypto';
import { ServerResponse, STATUS_CODES } from 'node:http';
import { Duplex } from 'node:stream';

import { DomainError, ErrorBody } from '@innkeep/domain';
import { FastifyBaseLogger, FastifyRequest } from 'fastify';

import { logAccess } from './access-log.controller';
import { httpErrorBody } from './http-error-body';
import { OperationExecutor } from './operation-executor';
import { REQUEST_ID_HEADER } from './request-id';

/** What Node's HTTP parser refused before there was a request, as a coded error. */
function connectionErrorBody(error: Error & { code?: string }): ErrorBody {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return new DomainError('HEADERS_TOO_LARGE', 'The request line and headers are larger than the server reads (16 KiB).').toBody();
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new DomainError('REQUEST_TIMEOUT', 'The request did not arrive in time.').toBody();
  return new DomainError('BAD_REQUEST', 'The request is not valid HTTP/1.1.').toBody();
}

/**
 * The Fastify options that keep the server's own refusals in the ApiError shape with a stable code:
 * URLs that do not decode and over-long path parts (`frameworkErrors`, answered before routing), and
 * bytes that are not an HTTP request at all (the raw server's `clientError`, answered on the socket).
 * Everything after routing goes through each app's exception filter.
 */
export function serverErrorHandlers(executor: OperationExecutor, docsHint: string) {
  return {
    // While a shutdown drains, a request on a connection already open is served, its answer closing
    // the connection, rather than refused with Fastify's own 503 body, which has no code.
    return503OnClosing: false,
    // Answered on the raw response: before routing there is no route whose reply hooks could run.
    // Its access line is written here too, as no reply hook runs.
    frameworkErrors(error: Error, request: FastifyRequest, reply: { raw: ServerResponse }): void {
      const body = httpErrorBody(error, request, executor, docsHint);
      const json = JSON.stringify({ ...body, requestId: request.id });
      reply.raw.writeHead(body.statusCode, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
      reply.raw.end(json);
      logAccess(request, { method: request.method, route: null, status: body.statusCode, durationMs: 0 });
    },
    clientErrorHandler(this: { log: FastifyBaseLogger }, error: Error & { code?: string }, socket: Duplex): void {
      // A reset connection has no one left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const body = connectionErrorBody(error);
      // No request was read, so none of its headers either: the id is a fresh one.
      const requestId = randomUUID();
      const json = JSON.stringify({ ...body, requestId });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nConnection: close\r\n\r\n${json}`,
        );
      }
      this.log.info({ requestId, method: null, route: null, status: body.statusCode, durationMs: 0 }, 'request');
      socket.destroy(error);
    },
  };
}
