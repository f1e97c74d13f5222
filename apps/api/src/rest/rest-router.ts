import { AnyOperation, CATALOGUE, HttpRoute, JsonText } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RUNTIME } from '../runtime.token';
import { clientAddress } from './client-address';
import { applyQuotaHeaders } from './quota-headers';
import { restInput } from './rest-input';

export const API_BASE_PATH = '/public/v1';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The REST surface: one Fastify route per catalogue route, each a thin adapter that gathers the
 * input, hands it to the shared executor and renders the outcome with its quota headers.
 */
@Injectable()
export class RestRouter implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(RUNTIME) private readonly runtime: ServerRuntime,
  ) {}

  onModuleInit(): void {
    const fastify: FastifyInstance = this.adapterHost.httpAdapter.getInstance();
    for (const operation of CATALOGUE) {
      for (const route of operation.http) {
        fastify.route({
          method: route.method,
          url: `${API_BASE_PATH}${route.path}`,
          handler: (request, reply) => this.handle(operation, route, request, reply),
        });
      }
    }
  }

  private async handle(operation: AnyOperation, route: HttpRoute, request: FastifyRequest, reply: FastifyReply) {
    const outcome = await this.runtime.executor.execute({
      operation,
      surface: 'rest',
      credential: {
        authorization: header(request, 'authorization'),
        showorg: header(request, 'showorg'),
        // OAuth access tokens must have been issued for the REST API (RFC 8707).
        audience: this.runtime.service.apiBaseUrl,
      },
      clientAddress: clientAddress(request),
      input: () => restInput(operation, route, request),
      idempotencyKey: header(request, 'idempotency-key'),
    });
    applyQuotaHeaders(reply, outcome.quota);
    if (!outcome.ok && outcome.body.code === 'RATE_LIMITED') reply.header('Retry-After', String(outcome.body.retryAfter));
    if (outcome.status === 401) reply.header('WWW-Authenticate', this.challenge(outcome.body));
    if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
    reply.code(outcome.status);
    // Bodies PostgreSQL already serialised (the calendar) go out as they are.
    if (outcome.body instanceof JsonText) return reply.type('application/json; charset=utf-8').send(outcome.body.text);
    return reply.send(outcome.body);
  }

  private challenge(body: unknown): string {
    const code = (body as { code?: string }).code;
    const error = code === 'UNAUTHENTICATED' ? '' : ', error="invalid_token"';
    // RFC 9728: where an OAuth client learns how to get a token for this API.
    const api = new URL(this.runtime.service.apiBaseUrl);
    return `Bearer realm="innkeep", resource_metadata="${api.origin}/.well-known/oauth-protected-resource${api.pathname}"${error}`;
  }
}
