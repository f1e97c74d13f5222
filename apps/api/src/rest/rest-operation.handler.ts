import { AnyOperation, HttpRoute, JsonText } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { Inject, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { RUNTIME } from '../runtime.token';
import { clientAddress } from './client-address';
import { applyQuotaHeaders } from './quota-headers';
import { restInput } from './rest-input';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * What every generated REST route does: gather the input, hand it to the shared executor and
 * write the outcome with its headers straight to the reply (no Nest response mapping, so the
 * calendar's pre-serialised JSON goes out untouched).
 */
@Injectable()
export class RestOperationHandler {
  constructor(@Inject(RUNTIME) private readonly runtime: ServerRuntime) {}

  async handle(operation: AnyOperation, route: HttpRoute, request: FastifyRequest, reply: FastifyReply): Promise<void> {
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
    if (outcome.body instanceof JsonText) reply.type('application/json; charset=utf-8').send(outcome.body.text);
    else reply.send(outcome.body);
  }

  private challenge(body: unknown): string {
    const code = (body as { code?: string }).code;
    const error = code === 'UNAUTHENTICATED' ? '' : ', error="invalid_token"';
    // RFC 9728: where an OAuth client learns how to get a token for this API.
    const api = new URL(this.runtime.service.apiBaseUrl);
    return `Bearer realm="innkeep", resource_metadata="${api.origin}/.well-known/oauth-protected-resource${api.pathname}"${error}`;
  }
}
