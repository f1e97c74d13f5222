import { DomainError, Principal, SCOPES } from '@innkeep/domain';
import { rateLimitHeaders } from '@innkeep/ratelimit';
import { ServerRuntime } from '@innkeep/server';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { Controller, Delete, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { FastifyReply, FastifyRequest } from 'fastify';

import { mcpVersion } from '../mcp-version';
import { RUNTIME } from '../runtime.token';
import { Mcp2026ServerFactory } from '../tools/mcp-2026-server-factory';
import { McpServerFactory, SERVER_INSTRUCTIONS } from '../tools/mcp-server-factory';
import { Mcp2026Lane, MODERN_REVISION } from './mcp-2026-lane';
import { insufficientScopeChallenge, stepUpNeeded } from './scope-step-up';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Streamable HTTP at /mcp, stateless: every POST gets a fresh server bound to the caller's
 * principal: SDK v2's for revision 2026-07-28, SDK 1.x's for the 2025 revisions, picked per
 * request. Discovery documents (manifest, RFC 9728 metadata) need no credential.
 */
@Controller()
export class McpController {
  private readonly mcpUrl: URL;
  private readonly resourceMetadataUrl: string;
  private readonly allowedHosts: string[];
  private readonly version = mcpVersion();
  private readonly mcp2026: Mcp2026Lane;

  constructor(
    @Inject(RUNTIME) private readonly runtime: ServerRuntime,
    private readonly factory: McpServerFactory,
  ) {
    this.mcpUrl = new URL(runtime.service.mcpUrl);
    this.resourceMetadataUrl = `${this.mcpUrl.origin}/.well-known/oauth-protected-resource${this.mcpUrl.pathname}`;
    const port = runtime.config.mcpPort;
    this.allowedHosts = [this.mcpUrl.host, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
    this.mcp2026 = new Mcp2026Lane(new Mcp2026ServerFactory(factory), [this.mcpUrl.hostname, 'localhost', '127.0.0.1', '[::1]']);
  }

  @Post('mcp')
  async handle(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const ip = request.ip;
    let principal: Principal;
    try {
      principal = await this.runtime.executor.authenticator.authenticate({
        authorization: header(request, 'authorization'),
        showorg: header(request, 'showorg'),
        // An OAuth access token must have been issued for this MCP server (RFC 8707), not the REST API.
        audience: this.runtime.service.mcpUrl,
      });
    } catch (error) {
      await this.refuse(request, reply, error);
      return;
    }
    const stepUp = stepUpNeeded(request.body, principal);
    if (stepUp) {
      await this.refuseForScope(request, reply, principal, stepUp);
      return;
    }
    if (await this.mcp2026.claims(request)) {
      await this.mcp2026.serve(request, reply, { principal, clientAddress: ip, requestId: request.id });
      return;
    }
    reply.hijack();
    const server = this.factory.create(principal, ip, request.id);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      enableDnsRebindingProtection: true,
      allowedHosts: this.allowedHosts,
    });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  }

  @Get('mcp')
  streamNotOffered(@Res() reply: FastifyReply) {
    return this.methodNotAllowed(reply);
  }

  @Delete('mcp')
  sessionsNotKept(@Res() reply: FastifyReply) {
    return this.methodNotAllowed(reply);
  }

  @Get('mcp/manifest')
  manifest() {
    return {
      name: 'innkeep',
      title: 'Innkeep',
      version: this.version,
      description: SERVER_INSTRUCTIONS,
      url: this.runtime.service.mcpUrl,
      transport: 'streamable-http',
      // The stateless revision first (SDK v2 lane), then every revision the initialize lane negotiates.
      protocolVersions: [MODERN_REVISION, ...SUPPORTED_PROTOCOL_VERSIONS],
      authentication: { type: 'oauth2', resourceMetadata: this.resourceMetadataUrl, apiKeys: true },
      tools: this.factory.listTools(),
    };
  }

  @Get('.well-known/oauth-protected-resource/mcp')
  protectedResourceMetadata() {
    return {
      resource: this.runtime.service.mcpUrl,
      authorization_servers: [this.runtime.service.authorizationServerUrl],
      scopes_supported: [...SCOPES],
      bearer_methods_supported: ['header'],
      resource_name: 'Innkeep MCP server',
      resource_documentation: `${this.runtime.service.apiBaseUrl}/docs`,
    };
  }

  /**
   * 401 (with the metadata pointer that starts the OAuth flow; a subscription without access or a
   * plan without the API answer 401 too, as on REST), 403 (WORKSPACE_FORBIDDEN) or 503 (the
   * database away), as plain HTTP.
   */
  private async refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<void> {
    const body = this.runtime.executor.errorBody(error, undefined, request.id);
    // A database away is no failed credential: it spends nothing of the address's quota.
    if (body.code !== 'SERVICE_UNAVAILABLE') {
      const credential = { authorization: header(request, 'authorization'), showorg: undefined };
      reply.headers(rateLimitHeaders(await this.runtime.executor.spendForRefusedCredential(credential, request.ip, 'mcp')));
    }
    if (body.retryAfter !== undefined) reply.header('Retry-After', String(body.retryAfter));
    if (body.statusCode === 401) {
      const invalid = body.code === 'UNAUTHENTICATED' ? '' : ', error="invalid_token"';
      // Every scope there is: a client asks for what the challenge names, and the consent page
      // leaves pms:write for the user to tick.
      reply.header('WWW-Authenticate', `Bearer resource_metadata="${this.resourceMetadataUrl}", scope="${SCOPES.join(' ')}"${invalid}`);
    }
    await reply.code(body.statusCode).send(body);
  }

  /**
   * A call the OAuth token lacks a scope for, which its user could grant: HTTP 403 with MCP's
   * insufficient_scope challenge, so that the client asks the user again (step-up), rather than a
   * tool result that no client reads as a reason to. The refusal goes through the executor, so it
   * spends the operation's quota and leaves the audit entry a REST refusal leaves; an exhausted
   * quota answers 429 here.
   */
  private async refuseForScope(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    stepUp: NonNullable<ReturnType<typeof stepUpNeeded>>,
  ): Promise<void> {
    const outcome = await this.runtime.executor.execute({
      operation: stepUp.operation,
      surface: 'mcp',
      credential: { authorization: undefined, showorg: principal.workspaceId },
      principal,
      clientAddress: request.ip,
      requestId: request.id,
      // Authorization refuses the call before its input is gathered.
      input: () => ({}),
      dryRun: stepUp.dryRun,
    });
    if (outcome.quota) reply.headers(rateLimitHeaders(outcome.quota));
    if (!outcome.ok && outcome.body.retryAfter !== undefined) reply.header('Retry-After', String(outcome.body.retryAfter));
    if (!outcome.ok && outcome.body.code === 'SCOPE_REQUIRED') {
      reply.header('WWW-Authenticate', insufficientScopeChallenge(principal, stepUp.scope, this.resourceMetadataUrl));
    }
    await reply.code(outcome.status).send(outcome.body);
  }

  private methodNotAllowed(reply: FastifyReply) {
    reply.header('Allow', 'POST');
    return reply.code(405).send(new DomainError('METHOD_NOT_ALLOWED', 'This MCP server is stateless: send JSON-RPC messages with POST.').toBody());
  }
}
