import { SCOPES } from '@innkeep/domain';
import type { ServerRuntime } from '@innkeep/server';
import { All, Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply, FastifyRequest } from 'fastify';

import { clientAddress } from '../rest/client-address';
import { applyQuotaHeaders } from '../rest/quota-headers';
import { RUNTIME } from '../runtime.token';
import { UNPARSED_BODY } from './before-body-parsing';
import { OAUTH_PATH, OAuthServer } from './oauth-server';

/** On the origin, outside the versioned API: the issuer is the origin. */
export const OAUTH_ROUTES = ['.well-known/{*path}', `${OAUTH_PATH.slice(1)}/{*path}`];
/** The methods the authorization server is handed; any other is an unknown route. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'PUT']);

/**
 * The authorization server: its endpoints under /oauth and its RFC 8414 metadata at the origin's
 * /.well-known. The requests reach oidc-provider untouched, before any body is read (UNPARSED_BODY):
 * the provider reads the stream itself.
 */
@Controller()
@ApiExcludeController()
export class OAuthController {
  private readonly protectedResourcePath: string;

  constructor(
    @Inject(RUNTIME) private readonly runtime: ServerRuntime,
    @Inject(OAuthServer) private readonly server: OAuthServer,
  ) {
    this.protectedResourcePath = `/.well-known/oauth-protected-resource${new URL(runtime.service.apiBaseUrl).pathname}`;
  }

  /** RFC 9728 for the REST API too, as the MCP server has it: the resource to ask tokens for. Its path follows the API's public URL. */
  @Get('.well-known/oauth-protected-resource/*')
  async protectedResource(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (request.url.split('?')[0] !== this.protectedResourcePath) throw new NotFoundException();
    const { service } = this.runtime;
    await reply.header('Access-Control-Allow-Origin', '*').send({
      resource: service.apiBaseUrl,
      authorization_servers: [service.authorizationServerUrl],
      scopes_supported: [...SCOPES],
      bearer_methods_supported: ['header'],
      resource_name: 'Innkeep REST API',
      resource_documentation: `${service.apiBaseUrl}/docs`,
    });
  }

  @All(['.well-known/oauth-authorization-server', '.well-known/openid-configuration', `${OAUTH_PATH.slice(1)}/*`])
  @RouteConfig(UNPARSED_BODY)
  async pass(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!METHODS.has(request.method)) throw new NotFoundException();
    reply.hijack();
    try {
      await this.server.handle(request.raw, reply.raw);
    } catch (error) {
      // oidc-provider answers its own errors; this is a failure outside it.
      const { correlationId } = this.runtime.executor.errorBody(error, undefined, request.id);
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ error: 'server_error', error_description: `Quote ${String(correlationId)} if you contact support.` }));
      } else reply.raw.destroy();
    }
  }

  /** Registrations are counted per client address, so that nobody fills the table. */
  @All([`${OAUTH_PATH.slice(1)}/register`, `${OAUTH_PATH.slice(1)}/register/*`])
  @RouteConfig(UNPARSED_BODY)
  async register(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (request.method === 'POST') {
      const quota = await this.runtime.executor.quotas.spendForAddress(clientAddress(request), 'oauth-registration');
      if (!quota.allowed) {
        applyQuotaHeaders(reply, quota);
        reply.header('Retry-After', String(quota.resetSeconds));
        await reply.code(429).send({ error: 'slow_down', error_description: `Too many registrations; retry in ${quota.resetSeconds} s.` });
        return;
      }
    }
    await this.pass(request, reply);
  }
}
