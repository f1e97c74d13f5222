import { AnyOperation, CATALOGUE, ServiceInfo } from '@innkeep/domain';
import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { operationGroup } from '../rest/operation-controllers.factory';
import { withNamedComponents } from './named-components';
import { API_ERROR_SCHEMA, RESPONSE_HEADERS, securitySchemes } from './openapi-components';

/** Recursively sorts object keys, so the document's diff stays readable. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/** One tag per operation group, described by what its operations do. */
function groupTags(): Map<string, string> {
  const summaries = new Map<string, string[]>();
  for (const operation of CATALOGUE as AnyOperation[]) {
    const group = operationGroup(operation);
    summaries.set(group, [...(summaries.get(group) ?? []), operation.summary]);
  }
  return new Map([...summaries].map(([group, list]) => [group, `${list.join('; ')}.`]));
}

/**
 * The OpenAPI 3.1 description of the REST surface: @nestjs/swagger reads the controllers the
 * catalogue generated; the shared components (ApiError, response headers, security schemes) come in
 * through the document builder, and the named answer shapes are referred to by `$ref` (`inline`: written
 * out wherever they occur, as the named document reads once dereferenced).
 */
export function buildOpenApiDocument(app: INestApplication, service: ServiceInfo, options: { inline?: boolean } = {}): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Innkeep public API')
    .setVersion(service.version)
    .setDescription(
      [
        'Run short-term rentals: properties, units, calendar, reservations, rates. Every operation is also an MCP tool and a CLI command with the same scope, quota and validation.',
        'Send your API key as the whole `Authorization` header (or `Bearer <key>`), or an OAuth 2.1 access token as `Bearer <token>` (authorization server metadata at `/.well-known/oauth-authorization-server`; keys and authorized applications are managed at `/account`). Every response carries `RateLimit-*` headers; errors carry a stable `code` and a `msg`.',
      ].join('\n\n'),
    )
    .addServer(service.apiBaseUrl);
  for (const [name, scheme] of Object.entries(securitySchemes(service))) builder.addSecurity(name, scheme);
  for (const [name, description] of groupTags()) builder.addTag(name, description);
  // The one route outside the catalogue: channel connectors' signed messages (channel-hooks.controller.ts).
  builder.addTag('channel-hooks', 'Signed messages from the channel connectors of API connections: reservations and guest messages.');
  const config = builder.build();
  config.components = { ...config.components, schemas: { ApiError: API_ERROR_SCHEMA }, headers: RESPONSE_HEADERS };
  // Paths are relative to the server URL, which ends in the base path (the app's global prefix).
  const document = SwaggerModule.createDocument(app, config, { ignoreGlobalPrefix: true });
  // Sorted once, after naming: the naming pass compares shapes by their sorted text, not their key order.
  return sorted(options.inline ? document : withNamedComponents(document)) as OpenAPIObject;
}
