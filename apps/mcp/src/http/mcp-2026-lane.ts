import { createMcpHandler, hostHeaderValidationResponse, isLegacyRequest, McpHttpHandler } from '@modelcontextprotocol/server';
import { FastifyReply, FastifyRequest } from 'fastify';

import { Caller, Mcp2026ServerFactory } from '../tools/mcp-2026-server-factory';
import { toWebRequest } from './web-request';

/**
 * The SDK prints on every start that JSON answers drop notifications sent before the result. Our
 * tools send none (each answers once), so the line would only alarm whoever reads the server's
 * output; any other warning passes.
 */
function withoutJsonModeNotice<T>(build: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith("responseMode: 'json' drops mid-call notifications")) return;
    warn(...args);
  };
  try {
    return build();
  } finally {
    console.warn = warn;
  }
}

/** The stateless revision this lane serves. */
export const MODERN_REVISION = '2026-07-28';

/**
 * Revision 2026-07-28 at /mcp, beside 2025-11-25 and negotiated per request: a request that carries
 * the per-request _meta envelope (or names the revision in MCP-Protocol-Version) is served here by
 * SDK v2; everything else stays on the 2025-11-25 lane (SDK 1.x), unchanged.
 */
export class Mcp2026Lane {
  private readonly handler: McpHttpHandler;

  constructor(
    factory: Mcp2026ServerFactory,
    /** Host names the server answers to, without ports (DNS rebinding protection). */
    private readonly allowedHostnames: string[],
  ) {
    // The caller rides in authInfo: the HTTP layer authenticated it, the SDK only passes it on.
    this.handler = withoutJsonModeNotice(() =>
      createMcpHandler((ctx) => factory.create(ctx.authInfo?.extra?.caller as Caller), { legacy: 'reject', responseMode: 'json' }),
    );
  }

  /** Whether the request is for this lane: the SDK's own classification, so the two can never disagree. */
  async claims(request: FastifyRequest): Promise<boolean> {
    return !(await isLegacyRequest(toWebRequest(request), request.body));
  }

  async serve(request: FastifyRequest, reply: FastifyReply, caller: Caller): Promise<void> {
    const webRequest = toWebRequest(request);
    const response =
      hostHeaderValidationResponse(webRequest, this.allowedHostnames) ??
      (await this.handler.fetch(webRequest, {
        parsedBody: request.body,
        authInfo: { token: '', clientId: caller.principal.credentialId, scopes: [], extra: { caller } },
      }));
    reply.code(response.status);
    response.headers.forEach((value, name) => reply.header(name, value));
    // A stream, not a buffered text: a subscriptions/listen answer stays open.
    await reply.send(response.body ?? undefined);
  }
}
