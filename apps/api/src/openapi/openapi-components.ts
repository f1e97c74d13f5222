import { ERROR_CODES, IDEMPOTENCY_KEY_RULE_TEXT, IDEMPOTENCY_KEY_SCHEMA, ServiceInfo } from '@innkeep/domain';
import { HeaderObject, HeadersObject, ReferenceObject, SchemaObject, SecuritySchemeObject } from '@nestjs/swagger';

export const API_ERROR_REF = '#/components/schemas/ApiError';

/** Every error, whatever the route. */
export const API_ERROR_SCHEMA: SchemaObject = {
  description: 'Every error. Service errors carry `code` and `msg`; shape-check failures also carry the framework fields `message` (string[]) and `error`.',
  type: 'object',
  required: ['statusCode'],
  additionalProperties: true,
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: ERROR_CODES, description: 'Stable, UPPER_SNAKE' },
    msg: { type: 'string', description: 'A sentence for humans' },
    message: { type: 'array', items: { type: 'string' }, description: 'Shape-check failures only' },
    error: { type: 'string', description: 'Shape-check failures only' },
    scope: { type: 'string', description: 'SCOPE_REQUIRED: the missing scope' },
    role: { type: 'string', description: 'SCOPE_REQUIRED: the role of the key’s owner' },
    feature: { type: 'string', description: 'PLAN_REQUIRED: the missing feature' },
    plan: { type: 'string', description: 'PLAN_REQUIRED: the cheapest plan with it' },
    retryAfter: { type: 'integer', description: 'RATE_LIMITED, SERVICE_UNAVAILABLE: seconds to wait' },
    correlationId: { type: 'string', description: 'INTERNAL_ERROR: quote it to support' },
    requestId: { type: 'string', description: 'The request’s id, as in its `X-Request-Id` header: quote it to support' },
  },
};

const integerHeader = (description: string): HeaderObject => ({ description, schema: { type: 'integer' } });
const stringHeader = (description: string): HeaderObject => ({ description, schema: { type: 'string' } });

/** Response headers, described once and referred to by every response that carries them. */
export const RESPONSE_HEADERS: Record<string, HeaderObject> = {
  'RateLimit-Limit': integerHeader('Requests allowed in the window for this operation’s quota'),
  'RateLimit-Remaining': integerHeader('Requests left in the window'),
  'RateLimit-Reset': integerHeader('Seconds until the window resets'),
  'RateLimit-Policy': stringHeader('The quota as `<limit>;w=<window seconds>`'),
  Link: stringHeader('`<…/deprecation-policy>; rel="sunset"`: where retirements of routes are announced'),
  'Retry-After': integerHeader(
    'Seconds to wait before retrying: until the quota allows another request (429), or while the database is away or too slow to answer within its deadline (503)',
  ),
  'WWW-Authenticate': stringHeader('`Bearer realm="innkeep"` with `resource_metadata`, where an OAuth client learns how to get a token (RFC 9728)'),
  'X-Request-Id': stringHeader('The request’s id: the caller’s own `X-Request-Id` when it is 1 to 128 letters, digits or `-_.:/+=@`, otherwise a new UUID'),
  'Idempotent-Replayed': stringHeader('`true` when this answer is the stored first result of the same Idempotency-Key'),
  'Dry-Run': stringHeader('`true` on every answer to `?dryRun=true`: the write was run in full and rolled back, so nothing was changed'),
};

/** References to the named response headers, for a response object. */
export function headerRefs(...names: string[]): HeadersObject {
  return Object.fromEntries(names.map((name): [string, ReferenceObject] => [name, { $ref: `#/components/headers/${name}` }]));
}

/** Headers on every answer, success or error. */
export const EVERY_RESPONSE_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'Link', 'X-Request-Id'];

/** How a caller authenticates: an API key or an OAuth 2.1 access token, both in Authorization. */
export function securitySchemes(service: ServiceInfo): Record<string, SecuritySchemeObject> {
  return {
    ApiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The API key alone (ikp_…), or `Bearer ikp_…`' },
    BearerToken: {
      type: 'http',
      scheme: 'bearer',
      description: `An OAuth 2.1 access token (iko_…) issued for this API (resource ${service.apiBaseUrl}); the authorization server's metadata is at ${service.authorizationServerUrl}/.well-known/oauth-authorization-server`,
    },
  };
}

export const SHOWORG_HEADER = {
  name: 'showorg',
  required: false,
  description: 'Id of the workspace to act on, when the key holds several (default: its first)',
  schema: { type: 'string' },
};

export const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: `Any unique string (${IDEMPOTENCY_KEY_RULE_TEXT}, a UUID): a retry with the same key and body within 24 hours answers the first result again, with \`Idempotent-Replayed: true\`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential.`,
  schema: IDEMPOTENCY_KEY_SCHEMA,
};

export const DRY_RUN_QUERY = {
  name: 'dryRun',
  required: false,
  description:
    '`true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. ' +
    'Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota.',
  // Read from the query string (`?dryRun=true`), where a boolean is the text true or false.
  schema: { type: 'boolean' },
};
