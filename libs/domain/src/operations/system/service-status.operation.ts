import { SCOPES, serviceStatusSchema } from '@innkeep/contract';

import { defineOperation } from '../../catalogue/operation';

export class ServiceStatusInput {}

export const serviceStatus = defineOperation({
  name: 'service.status',
  summary: 'Service state and discovery',
  description:
    'Whether the service is `ok` or `degraded` (with which dependency is down, in `checks`), the version, the server clock and where to find the OpenAPI description, the docs, the MCP server and its OAuth metadata (RFC 9728), and the OAuth authorization server’s metadata (RFC 8414). Needs no credential and returns no workspace data.',
  access: 'public',
  quota: 'read',
  input: ServiceStatusInput,
  output: serviceStatusSchema,
  http: [{ method: 'GET', path: '/status', operationId: 'getServiceStatus' }],
  mcp: null,
  cli: 'status',
  async handle(ctx) {
    const { service } = ctx;
    const health = await ctx.health?.check();
    return {
      status: health?.status ?? ('ok' as const),
      ...(health ? { checks: health.checks } : {}),
      version: service.version,
      serverTime: ctx.now().toISOString(),
      openapiUrl: `${service.apiBaseUrl}/openapi.json`,
      docsUrl: `${service.apiBaseUrl}/docs`,
      mcpUrl: service.mcpUrl,
      mcpManifestUrl: `${service.mcpUrl}/manifest`,
      oauthMetadataUrl: `${new URL(service.mcpUrl).origin}/.well-known/oauth-protected-resource${new URL(service.mcpUrl).pathname}`,
      authorizationServerMetadataUrl: `${service.authorizationServerUrl}/.well-known/oauth-authorization-server`,
      deprecationPolicyUrl: `${service.apiBaseUrl}/deprecation-policy`,
      scopes: [...SCOPES],
    };
  },
});
