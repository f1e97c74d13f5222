import { httpErrorBody, ServerRuntime } from '@innkeep/server';
import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { RUNTIME } from '../runtime.token';
import { clientAddress } from './client-address';
import { applyQuotaHeaders, hasQuotaHeaders } from './quota-headers';

/** Where a client that reached no operation learns what there is. */
export const API_DOCS_HINT = 'See /public/v1/docs.';

/**
 * Everything that goes wrong outside an operation (unknown routes, unparsable bodies, oversize
 * bodies, unexpected failures) leaves in the same ApiError shape with the same headers.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(RUNTIME) private readonly runtime: ServerRuntime) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = httpErrorBody(exception, request, this.runtime.executor, API_DOCS_HINT);
    try {
      if (!hasQuotaHeaders(reply)) {
        applyQuotaHeaders(reply, await this.runtime.executor.quotas.spendForAddress(clientAddress(request), 'unrouted'));
      }
    } catch {
      // Headers are best effort here: the error itself must still be answered.
    }
    if (body.retryAfter !== undefined) reply.header('Retry-After', String(body.retryAfter));
    if (body.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer realm="innkeep"');
    await reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
