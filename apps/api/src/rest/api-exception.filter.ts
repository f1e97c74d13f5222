import { DomainError, ErrorBody, ErrorCode } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Inject } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';
import { RUNTIME } from '../runtime.token';
import { clientAddress } from './client-address';
import { applyQuotaHeaders, hasQuotaHeaders } from './quota-headers';

/** Fastify's own request errors, by their code, as coded Innkeep errors. */
const FASTIFY_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', 'The body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_JSON', 'The body is empty but Content-Type says JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The body is larger than 1 MiB.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['VALIDATION_FAILED', 'Content-Length does not match the body.'],
};

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
    const body = this.toBody(exception, request);
    try {
      if (!hasQuotaHeaders(reply)) {
        applyQuotaHeaders(reply, await this.runtime.executor.quotas.spendForAddress(clientAddress(request), 'unrouted'));
      }
    } catch {
      // Headers are best effort here: the error itself must still be answered.
    }
    if (body.code === 'RATE_LIMITED') reply.header('Retry-After', String(body.retryAfter));
    if (body.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer realm="innkeep"');
    await reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof DomainError) return exception.toBody();
    // Nest wraps Fastify's own errors in an HttpException whose cause is the original.
    const original = exception instanceof HttpException && exception.cause ? exception.cause : exception;
    const fastifyCode = (original as { code?: unknown }).code;
    if (typeof fastifyCode === 'string' && FASTIFY_ERRORS[fastifyCode]) {
      const [code, msg] = FASTIFY_ERRORS[fastifyCode];
      return new DomainError(code, msg).toBody();
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) {
        return new DomainError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}. See /public/v1/docs.`).toBody();
      }
      if (status < 500) return { statusCode: status, code: 'VALIDATION_FAILED', msg: exception.message };
    }
    const statusCode = (exception as { statusCode?: unknown }).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return { statusCode, code: 'VALIDATION_FAILED', msg: (exception as Error).message };
    }
    return this.runtime.executor.errorBody(exception);
  }
}
