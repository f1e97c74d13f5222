import { SCOPES } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { clientAddress } from '../rest/client-address';
import { applyQuotaHeaders } from '../rest/quota-headers';
import { OAUTH_PATH, OAuthServer } from './oauth-server';

/**
 * Mounts the authorization server: its endpoints under /oauth and its RFC 8414 metadata at the
 * origin's /.well-known (the issuer is the origin). The requests reach oidc-provider untouched:
 * this context parses no body, so the provider reads the stream itself.
 */
export function oauthRoutes(server: OAuthServer, runtime: ServerRuntime) {
  return async function register(fastify: FastifyInstance): Promise<void> {
    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const pass = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      try {
        await server.handle(request.raw, reply.raw);
      } catch (error) {
        // oidc-provider answers its own errors; this is a failure outside it.
        const { correlationId } = runtime.executor.errorBody(error, undefined, request.id);
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json' });
          reply.raw.end(JSON.stringify({ error: 'server_error', error_description: `Quote ${String(correlationId)} if you contact support.` }));
        } else reply.raw.destroy();
      }
    };
    // Registrations are counted per client address, so that nobody fills the table.
    const registration = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'POST') {
        const quota = await runtime.executor.quotas.spendForAddress(clientAddress(request), 'oauth-registration');
        if (!quota.allowed) {
          applyQuotaHeaders(reply, quota);
          reply.header('Retry-After', String(quota.resetSeconds));
          return reply.code(429).send({ error: 'slow_down', error_description: `Too many registrations; retry in ${quota.resetSeconds} s.` });
        }
      }
      return pass(request, reply);
    };

    // RFC 9728 for the REST API too, as the MCP server has it: the resource to ask tokens for.
    const api = new URL(runtime.service.apiBaseUrl);
    fastify.get(`/.well-known/oauth-protected-resource${api.pathname}`, async (_request, reply) =>
      reply.header('Access-Control-Allow-Origin', '*').send({
        resource: runtime.service.apiBaseUrl,
        authorization_servers: [runtime.service.authorizationServerUrl],
        scopes_supported: [...SCOPES],
        bearer_methods_supported: ['header'],
        resource_name: 'Innkeep REST API',
        resource_documentation: `${runtime.service.apiBaseUrl}/docs`,
      }),
    );

    const methods: ('GET' | 'POST' | 'OPTIONS' | 'DELETE' | 'PUT')[] = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'];
    fastify.route({ method: methods, url: '/.well-known/oauth-authorization-server', handler: pass });
    fastify.route({ method: methods, url: '/.well-known/openid-configuration', handler: pass });
    fastify.route({ method: methods, url: `${OAUTH_PATH}/register`, handler: registration });
    fastify.route({ method: methods, url: `${OAUTH_PATH}/register/*`, handler: registration });
    fastify.route({ method: methods, url: `${OAUTH_PATH}/*`, handler: pass });
  };
}
