import { DomainError, ErrorBody, ErrorCode } from '@innkeep/domain';
import { HttpException } from '@nestjs/common';

import { OperationExecutor } from './operation-executor';

/** The HTTP server's own request errors, by their code, as coded Innkeep errors. */
const SERVER_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', 'The body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['MALFORMED_JSON', 'The body is empty but Content-Type says JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The body is larger than 1 MiB.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['VALIDATION_FAILED', 'Content-Length does not match the body.'],
  FST_ERR_BAD_URL: ['BAD_URL', 'The URL is not valid: a percent-encoded part of its path does not decode.'],
  FST_ERR_MAX_PARAM_LENGTH: ['URI_TOO_LONG', 'A part of the URL path is longer than 100 characters.'],
};

/**
 * The ApiError body of anything that failed outside an operation (unknown routes, unparsable or
 * oversize bodies, unexpected failures), the same on both servers.
 */
export function httpErrorBody(
  exception: unknown,
  request: { method: string; url: string; id?: string },
  executor: OperationExecutor,
  docsHint: string,
): ErrorBody {
  if (exception instanceof DomainError) return exception.toBody();
  // Nest wraps the server's own errors in an HttpException whose cause is the original.
  const original = exception instanceof HttpException && exception.cause ? exception.cause : exception;
  const serverCode = (original as { code?: unknown }).code;
  if (typeof serverCode === 'string' && SERVER_ERRORS[serverCode]) {
    const [code, msg] = SERVER_ERRORS[serverCode];
    return new DomainError(code, msg).toBody();
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === 404) return new DomainError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}. ${docsHint}`).toBody();
    if (status < 500) return { statusCode: status, code: 'VALIDATION_FAILED', msg: exception.message };
  }
  const statusCode = (exception as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { statusCode, code: 'VALIDATION_FAILED', msg: (exception as Error).message };
  }
  return executor.errorBody(exception, undefined, request.id);
}
