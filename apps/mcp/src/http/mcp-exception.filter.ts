import { httpErrorBody, ServerRuntime } from '@innkeep/server';
import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { RUNTIME } from '../runtime.token';

/** Where a client that reached no tool learns what there is. */
export const MCP_DOCS_HINT = 'The MCP endpoint is POST /mcp; its tools are listed at /mcp/manifest.';

/** Unknown paths and unreadable bodies on the MCP server answer the same ApiError shape as REST. */
@Catch()
export class McpExceptionFilter implements ExceptionFilter {
  constructor(@Inject(RUNTIME) private readonly runtime: ServerRuntime) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    // A response the MCP transport already started cannot be answered again.
    if (reply.sent || reply.raw.headersSent) return;
    const body = httpErrorBody(exception, request, this.runtime.executor, MCP_DOCS_HINT);
    await reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
