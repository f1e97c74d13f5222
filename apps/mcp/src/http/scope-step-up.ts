import { AnyOperation, operationForToolCall, Principal, roleScopes, Scope, SCOPES } from '@innkeep/domain';

/**
 * The first tool call of a JSON-RPC body that an OAuth token may not make for want of a scope its
 * user could grant it: the client can step up (ask the user again for more) before the call runs.
 *
 * Only OAuth tokens: an API key's scopes were fixed when it was made, and no authorization can
 * widen them. Only a scope the user's role allows: a VIEWER's token asked again would get what it
 * has, and the client would ask forever. Both keep the SCOPE_REQUIRED tool result, which a model reads.
 */
export function stepUpNeeded(body: unknown, principal: Principal): { operation: AnyOperation; scope: Scope; dryRun: boolean } | undefined {
  if (principal.credentialKind !== 'oauth_token') return undefined;
  for (const message of Array.isArray(body) ? body : [body]) {
    const call = toolCallOf(message);
    if (!call) continue;
    const operation = operationForToolCall(call.name, call.arguments);
    if (!operation || operation.access === 'public' || operation.access === 'credential') continue;
    const access = operation.access;
    if (principal.scopes.includes(access) || !roleScopes(principal.role).includes(access)) continue;
    return { operation, scope: access, dryRun: call.arguments.dryRun === true };
  }
  return undefined;
}

function toolCallOf(message: unknown): { name: string; arguments: Record<string, unknown> } | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown; arguments?: unknown } };
  if (method !== 'tools/call' || !params || typeof params.name !== 'string') return undefined;
  const args =
    params.arguments && typeof params.arguments === 'object' && !Array.isArray(params.arguments) ? (params.arguments as Record<string, unknown>) : {};
  return { name: params.name, arguments: args };
}

/**
 * The RFC 6750 challenge of MCP's authorization for a scope the token lacks: the scopes it holds
 * plus the one the call needs, so that the new token loses nothing the old one could do.
 */
export function insufficientScopeChallenge(principal: Principal, scope: Scope, resourceMetadataUrl: string): string {
  const scopes = SCOPES.filter((candidate) => candidate === scope || principal.scopes.includes(candidate));
  return `Bearer error="insufficient_scope", scope="${scopes.join(' ')}", resource_metadata="${resourceMetadataUrl}", error_description="This call needs the ${scope} scope"`;
}
