import { AnyOperation, HttpRoute, JsonText } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { Inject, Injectable } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { RUNTIME } from '../runtime.token';
import { clientAddress } from './client-address';
import { dryRunQueryOf } from './dry-run-query';
import { jsonAnswerPayload } from './json-answer';
import { applyQuotaHeaders } from './quota-headers';
import { restInput, restTextFields } from './rest-input';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether an Accept header ranks text/csv above JSON (an operation with a CSV form serves it then;
 * errors stay JSON). Quality values decide; on a tie the first named wins.
 */
export function prefersCsv(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranked = accept.split(',').map((part, index) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return { type: type.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
  });
  const rank = (types: string[]) => ranked.filter((entry) => types.includes(entry.type) && entry.q > 0).sort((a, b) => b.q - a.q || a.index - b.index)[0];
  const csv = rank(['text/csv']);
  const json = rank(['application/json', 'application/*', '*/*']);
  return csv !== undefined && (json === undefined || csv.q > json.q || (csv.q === json.q && csv.index < json.index));
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
    const { dryRun, invalid } = dryRunQueryOf(operation, request);
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
      requestId: request.id,
      input: () => {
        if (invalid) throw invalid;
        return restInput(operation, route, request);
      },
      textFields: () => restTextFields(operation, request),
      idempotencyKey: header(request, 'idempotency-key'),
      dryRun,
    });
    applyQuotaHeaders(reply, outcome.quota);
    if (!outcome.ok && outcome.body.retryAfter !== undefined) reply.header('Retry-After', String(outcome.body.retryAfter));
    if (outcome.status === 401) reply.header('WWW-Authenticate', this.challenge(outcome.body));
    if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
    // On every answer to a dry run, refusals included: nothing was changed either way.
    if (dryRun) reply.header('Dry-Run', 'true');
    reply.code(outcome.status);
    if (outcome.ok && operation.csv && prefersCsv(header(request, 'accept'))) {
      reply.header('Vary', 'Accept').type('text/csv; charset=utf-8').send(operation.csv(outcome.body));
      return;
    }
    if (operation.csv) reply.header('Vary', 'Accept');
    // Bodies PostgreSQL already serialised (the calendar) go out as they are, large ones in chunks.
    if (outcome.body instanceof JsonText) reply.type('application/json; charset=utf-8').send(jsonAnswerPayload(outcome.body));
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
