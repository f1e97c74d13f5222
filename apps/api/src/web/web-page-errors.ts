import { ServerRuntime } from '@innkeep/server';
import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { RUNTIME } from '../runtime.token';
import { errorPage, sendPage } from './web-kit';

/** A failure of a web page answers a page, never the API's JSON: a refused request (4xx) or ours (500, with its correlation id). */
export function sendErrorPage(runtime: ServerRuntime, error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return sendPage(reply, errorPage('That request was not understood', 'Reload the page and try again.'), status);
  }
  const correlationId = runtime.executor.errorBody(error, undefined, request.id).correlationId;
  return sendPage(reply, errorPage('Something failed on our side', `Try again in a moment. Quote ${String(correlationId)} if you contact support.`), 500);
}

/** What a page's handler throws; what fails before it (an unparsable or oversize form) goes to the routes' error handler (web-page-routes.ts). */
@Catch()
export class WebPageErrors implements ExceptionFilter {
  constructor(@Inject(RUNTIME) private readonly runtime: ServerRuntime) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendErrorPage(this.runtime, exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }
}
