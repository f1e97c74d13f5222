import { FastifyReply, FastifyRequest, LogController } from 'fastify';

import { REQUEST_ID_HEADER } from './request-id';

/** The fields of the one access line a request leaves, whatever answered it. */
export interface AccessLine {
  method: string;
  /** The route's pattern (`/public/v1/properties/:propertyId`), never the URL with its ids; null when no route matched. */
  route: string | null;
  status: number;
  durationMs: number;
}

export function logAccess(request: FastifyRequest, line: AccessLine): void {
  const level = line.status >= 500 ? 'error' : 'info';
  request.log[level](line, 'request');
}

/**
 * Fastify's request logging, made one JSON access line per request (instead of an "incoming" and
 * a "completed" line) with the route's pattern, the status and the latency; every line of the
 * request carries its `requestId`. Fastify calls `incomingRequest` first thing for every request,
 * routed or not, so the id is set there on the raw response: it then leaves with every answer,
 * including those written past Fastify (the MCP transport, the authorization server, errors).
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    logAccess(request, {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.raw.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    });
  }

  override routeNotFound(): void {
    // The access line says 404.
  }
}
