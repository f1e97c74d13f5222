import { Role, Scope, SCOPES } from '@innkeep/contract';

const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  OWNER: ['pms:read', 'pms:write'],
  ADMIN: ['pms:read', 'pms:write'],
  MEMBER: ['pms:read', 'pms:write'],
  VIEWER: ['pms:read'],
  // Narrowed further, operation by operation, by what STAFF may do (the executor's staff gate).
  STAFF: ['pms:read', 'pms:write'],
};

export function roleScopes(role: Role): readonly Scope[] {
  return ROLE_SCOPES[role];
}

/** What a credential may do right now: what it was granted, narrowed by its owner's current role. */
export function effectiveScopes(granted: readonly string[], role: Role): Scope[] {
  const allowed = roleScopes(role);
  return SCOPES.filter((scope) => granted.includes(scope) && allowed.includes(scope));
}
