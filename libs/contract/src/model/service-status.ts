import { SCOPES } from '../access/scopes';
import { arrayOf, dateTime, enumOf, Infer, int, objectSchema, shapeOf, str } from '../schemas/json-schema';

const dependencyCheckSchema = objectSchema({ status: enumOf(['ok', 'down']), msg: str, latencyMs: { ...int, minimum: 0 } }, ['status', 'latencyMs']);

/** GET /status: whether the servers and their dependencies answer, and where the descriptions are. */
export const serviceStatusSchema = objectSchema(
  {
    status: enumOf(['ok', 'degraded']),
    checks: shapeOf<Record<string, Infer<typeof dependencyCheckSchema>>>({
      type: 'object',
      description: 'Each dependency (postgres, redis) and whether it answered within a second.',
      additionalProperties: dependencyCheckSchema,
    }),
    version: str,
    serverTime: dateTime,
    openapiUrl: str,
    docsUrl: str,
    mcpUrl: str,
    mcpManifestUrl: str,
    oauthMetadataUrl: str,
    authorizationServerMetadataUrl: str,
    deprecationPolicyUrl: str,
    scopes: arrayOf(enumOf(SCOPES)),
  },
  ['status', 'version', 'serverTime', 'scopes'],
);
export type ServiceStatus = Infer<typeof serviceStatusSchema>;
