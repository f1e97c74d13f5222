import { AnyOperation, HttpRoute, inputSchemaOf, JsonSchema, takesBody } from '@innkeep/domain';
import { ApiBody, ApiExtension, ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiSecurity, SchemaObject } from '@nestjs/swagger';

import { errorResponsesOf } from './error-responses';
import { API_ERROR_REF, DRY_RUN_QUERY, EVERY_RESPONSE_HEADERS, headerRefs, IDEMPOTENCY_KEY_HEADER, SHOWORG_HEADER } from './openapi-components';

function pathParameters(route: HttpRoute): string[] {
  return [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
}

const asSchema = (schema: JsonSchema) => schema as SchemaObject;

/**
 * `confirmationToken`: the MCP tool may answer CONFIRMATION_REQUIRED with a token to repeat the call
 * with (and the CLI asks, or takes --yes) for some targets; REST never asks. `dryRun`: the write
 * takes `?dryRun=true` (MCP `dryRun`, CLI `--dry-run`), which needs no confirmation.
 */
function confirmationOf(operation: AnyOperation): { confirmationToken: boolean; dryRun: boolean } {
  return { confirmationToken: operation.confirmationQuestion !== undefined, dryRun: operation.quota === 'write' };
}

const HTTP_LAYER_STATUSES = [408, 414, 431];

/** A field's schema without its description, which belongs to the parameter. */
function fieldSchema(schema: JsonSchema | undefined): { schema: SchemaObject; description?: string } {
  const { description, ...rest } = schema ?? { type: 'string' };
  return { schema: asSchema(rest), description: description as string | undefined };
}

/**
 * The OpenAPI description of one REST route, as @nestjs/swagger decorators: parameters and body
 * from the input DTO's JSON Schema, the success answer from the operation's output schema, every
 * error answer as ApiError with the codes it carries, and where the operation lives on the other
 * surfaces.
 */
export function operationDocumentation(operation: AnyOperation, route: HttpRoute): MethodDecorator[] {
  const input = inputSchemaOf(operation.input);
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required as string[]) ?? []);
  const inPath = pathParameters(route);
  const hasBody = takesBody(route.method);
  const others = Object.keys(properties).filter((name) => !inPath.includes(name) && !(route.fixed && name in route.fixed));

  const decorators: MethodDecorator[] = [
    // A public operation says so with an empty requirement list, rather than by leaving security out.
    ApiOperation({
      operationId: route.operationId,
      summary: operation.summary,
      description: operation.description,
      ...(operation.access === 'public' ? { security: [] } : {}),
    }),
    // The catalogue operation, also the quota bucket: one operation may have several routes (listUnits, listPropertyUnits).
    ApiExtension('x-operation', operation.name),
    ApiExtension('x-scope', operation.access),
    ApiExtension('x-quota', operation.quota),
    // Where the operation lives on the other surfaces, and whether they ask before running it, so an
    // agent reading this document finds the tool or command and knows a confirmation may come.
    ApiExtension('x-innkeep-mcp-tool', operation.mcp?.tool ?? null),
    ApiExtension('x-innkeep-cli-command', `innkeep ${operation.cli.replace(/:/g, ' ')}`),
    ApiExtension('x-innkeep-confirmation', confirmationOf(operation)),
    ...inPath.map((name) => ApiParam({ name, required: true, ...fieldSchema(properties[name]) })),
    ApiHeader(SHOWORG_HEADER),
  ];
  if (operation.access !== 'public') decorators.push(ApiSecurity('ApiKey'), ApiSecurity('BearerToken'));
  const writes = operation.quota === 'write';
  if (writes) decorators.push(ApiHeader(IDEMPOTENCY_KEY_HEADER), ApiQuery(DRY_RUN_QUERY));
  if (hasBody) {
    decorators.push(
      ApiBody({
        // A body of optional fields only may be left out (a bare POST …/cancel), so clients are not made to send `{}`.
        required: others.some((name) => required.has(name)) || operation.needsSomeField === true,
        schema: {
          type: 'object',
          additionalProperties: false,
          ...(operation.needsSomeField ? { minProperties: 1 } : {}),
          properties: Object.fromEntries(others.map((name) => [name, asSchema(properties[name])])),
          required: others.filter((name) => required.has(name)),
        },
      }),
    );
  } else {
    for (const name of others) decorators.push(ApiQuery({ name, required: required.has(name), ...fieldSchema(properties[name]) }));
  }

  decorators.push(
    ApiResponse({
      status: operation.successStatus ?? 200,
      description: operation.summary,
      headers: headerRefs(...EVERY_RESPONSE_HEADERS, ...(writes ? ['Idempotent-Replayed', 'Dry-Run'] : [])),
      ...(operation.csv
        ? {
            content: {
              'application/json': { schema: asSchema(operation.output) },
              'text/csv': {
                schema: {
                  type: 'string',
                  description:
                    operation.csvDescription ??
                    'The same answer for spreadsheets, sent for `Accept: text/csv`: a header row, then per currency a `total` row and one row per breakdown entry; amounts in major units.',
                },
              },
            },
          }
        : { schema: asSchema(operation.output) }),
    }),
  );
  for (const { status, description } of errorResponsesOf(operation, hasBody, inPath.length > 0)) {
    const extra = [...(status === 429 ? ['Retry-After'] : status === 401 ? ['WWW-Authenticate'] : []), ...(writes ? ['Dry-Run'] : [])];
    // These the HTTP layer answers on its own, before any route adds its headers but the request id;
    // a 503 may come before the quota could be read, so it promises no RateLimit-* headers.
    const headers = HTTP_LAYER_STATUSES.includes(status)
      ? { headers: headerRefs('X-Request-Id') }
      : {
          headers:
            status === 503
              ? headerRefs('Link', 'Retry-After', 'X-Request-Id', ...(writes ? ['Dry-Run'] : []))
              : headerRefs(...EVERY_RESPONSE_HEADERS, ...extra),
        };
    decorators.push(ApiResponse({ status, description, ...headers, schema: { $ref: API_ERROR_REF } }));
  }
  return decorators;
}
