import {
  AnyOperation,
  CATALOGUE,
  ERROR_STATUS,
  ErrorCode,
  HttpRoute,
  inputSchemaOf,
  JsonSchema,
  ServiceInfo,
} from '@innkeep/domain';

const COMMON_ERRORS = [400, 401, 403, 404, 429, 500];
const ERROR_TEXT: Record<number, string> = {
  400: 'The request did not validate (shape check: `message` lists the problems) or a rule refused it',
  401: 'Credential missing, malformed, unknown or revoked, the owner left the workspace, or the plan has no API access',
  403: 'The credential lacks the scope (SCOPE_REQUIRED), the plan lacks the feature (PLAN_REQUIRED), or showorg names a workspace the key does not hold (WORKSPACE_FORBIDDEN)',
  404: 'No such object in this workspace (the same answer for another workspace’s object)',
  409: 'The request conflicts with the current state',
  413: 'The body is larger than 1 MiB',
  422: 'The Idempotency-Key was used with another request',
  429: 'Quota used up; wait Retry-After seconds',
  500: 'Unexpected failure on our side; the body carries a correlation id',
};

function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function pathParams(route: HttpRoute): string[] {
  return [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
}

function errorCodesFor(operation: AnyOperation): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  const add = (code: ErrorCode) => byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  add('VALIDATION_FAILED');
  add('MALFORMED_JSON');
  if (operation.access !== 'public') {
    ['UNAUTHENTICATED', 'INVALID_CREDENTIAL', 'PLAN_NO_API_ACCESS', 'WORKSPACE_FORBIDDEN', 'SCOPE_REQUIRED', 'PLAN_REQUIRED'].forEach((code) =>
      add(code as ErrorCode),
    );
  }
  add('NOT_FOUND');
  add('RATE_LIMITED');
  add('INTERNAL_ERROR');
  if (operation.http.some((route) => route.method === 'POST' || route.method === 'PUT')) {
    add('PAYLOAD_TOO_LARGE');
    add('UNSUPPORTED_MEDIA_TYPE');
  }
  for (const code of operation.errors ?? []) if (!byStatus.get(ERROR_STATUS[code])?.includes(code)) add(code);
  return byStatus;
}

function operationObject(operation: AnyOperation, route: HttpRoute, index: number): JsonSchema {
  const schema = inputSchemaOf(operation.input);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[]) ?? []);
  const inPath = pathParams(route);
  const parameters: JsonSchema[] = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: properties[name]?.description,
    schema: { type: 'string' },
  }));
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  const other = Object.keys(properties).filter((name) => !inPath.includes(name) && !(route.fixed && name in route.fixed));
  if (!hasBody) {
    for (const name of other) {
      const { description, ...fieldSchema } = properties[name];
      parameters.push({ name, in: 'query', required: required.has(name), description, schema: fieldSchema });
    }
  }
  parameters.push({ $ref: '#/components/parameters/ShowOrg' });
  if (operation.quota === 'write') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  const responses: Record<string, unknown> = {
    [String(operation.successStatus ?? 200)]: {
      description: operation.summary,
      headers: { $ref: '#/components/headers/RateLimitHeaders' },
      content: { 'application/json': { schema: operation.output } },
    },
  };
  const errorCodes = errorCodesFor(operation);
  for (const status of [...new Set([...COMMON_ERRORS, ...errorCodes.keys()])].sort()) {
    const codes = errorCodes.get(status) ?? [];
    responses[String(status)] = {
      description: `${ERROR_TEXT[status] ?? 'Error'}${codes.length ? `. Codes: ${codes.join(', ')}` : ''}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  const body = hasBody
    ? {
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                properties: Object.fromEntries(other.map((name) => [name, properties[name]])),
                required: other.filter((name) => required.has(name)),
              },
            },
          },
        },
      }
    : {};
  return {
    operationId: index === 0 ? operation.name : `${operation.name}.${index}`,
    summary: operation.summary,
    description: operation.description,
    tags: [operation.name.split('.')[0]],
    security: operation.access === 'public' ? [] : [{ ApiKey: [] }, { BearerToken: [] }],
    'x-scope': operation.access,
    'x-quota': operation.quota,
    'x-mcp-tool': operation.mcp?.tool ?? null,
    'x-cli-command': `innkeep ${operation.cli.replace(/:/g, ' ')}`,
    parameters,
    ...body,
    responses,
  };
}

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

/** The OpenAPI 3.1 description of the REST surface, generated from the catalogue. */
export function buildOpenApiDocument(service: ServiceInfo): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of CATALOGUE) {
    operation.http.forEach((route, index) => {
      const path = toOpenApiPath(route.path);
      paths[path] ??= {};
      paths[path][route.method.toLowerCase()] = operationObject(operation, route, index);
    });
  }
  const rateHeader = (description: string) => ({ description, schema: { type: 'integer' } });
  return sorted({
    openapi: '3.1.0',
    info: {
      title: 'Innkeep public API',
      version: service.version,
      description:
        'Run short-term rentals: properties, units, calendar, reservations, rates. Every operation is also an MCP tool and a CLI command with the same scope, quota and validation.',
    },
    servers: [{ url: service.apiBaseUrl }],
    paths,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The API key alone (ikp_…), or `Bearer ikp_…`' },
        BearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: `An OAuth 2.1 access token (iko_…) issued for this API (resource ${service.apiBaseUrl}); the authorization server's metadata is at ${service.authorizationServerUrl}/.well-known/oauth-authorization-server`,
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Any unique string (a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
        ShowOrg: {
          name: 'showorg',
          in: 'header',
          required: false,
          description: 'Id of the workspace to act on, when the key holds several (default: its first)',
          schema: { type: 'string' },
        },
      },
      headers: {
        RateLimitHeaders: {
          description: 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (seconds), RateLimit-Policy (`<quota>;w=<seconds>`) on every response',
          schema: { type: 'string' },
        },
        'RateLimit-Limit': rateHeader('Requests allowed in the window for this operation'),
        'RateLimit-Remaining': rateHeader('Requests left in the window'),
        'RateLimit-Reset': rateHeader('Seconds until the window resets'),
        'Retry-After': rateHeader('Seconds to wait (429 only)'),
      },
      schemas: {
        ApiError: {
          description:
            'Every error. Service errors carry `code` and `msg`; shape-check failures also carry the framework fields `message` (string[]) and `error`.',
          type: 'object',
          required: ['statusCode'],
          additionalProperties: true,
          properties: {
            statusCode: { type: 'integer' },
            code: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'Stable, UPPER_SNAKE' },
            msg: { type: 'string', description: 'A sentence for humans' },
            message: { type: 'array', items: { type: 'string' }, description: 'Shape-check failures only' },
            error: { type: 'string', description: 'Shape-check failures only' },
            scope: { type: 'string', description: 'SCOPE_REQUIRED: the missing scope' },
            role: { type: 'string', description: 'SCOPE_REQUIRED: the role of the key’s owner' },
            feature: { type: 'string', description: 'PLAN_REQUIRED: the missing feature' },
            plan: { type: 'string', description: 'PLAN_REQUIRED: the cheapest plan with it' },
            retryAfter: { type: 'integer', description: 'RATE_LIMITED: seconds to wait' },
            correlationId: { type: 'string', description: 'INTERNAL_ERROR: quote it to support' },
          },
        },
      },
    },
  }) as JsonSchema;
}
