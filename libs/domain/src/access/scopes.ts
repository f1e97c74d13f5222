export const SCOPES = ['pms:read', 'pms:write'] as const;
export type Scope = (typeof SCOPES)[number];

export const ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'] as const;
export type Role = (typeof ROLES)[number];

const ROLE_SCOPES: Record<Role, readonly Scope[]> = {
  OWNER: ['pms:read', 'pms:write'],
  ADMIN: ['pms:read', 'pms:write'],
  MEMBER: ['pms:read', 'pms:write'],
  VIEWER: ['pms:read'],
};

export function roleScopes(role: Role): readonly Scope[] {
  return ROLE_SCOPES[role];
}

/** What a credential may do right now: what it was granted, narrowed by its owner's current role. */
export function effectiveScopes(granted: readonly string[], role: Role): Scope[] {
  const allowed = roleScopes(role);
  return SCOPES.filter((scope) => granted.includes(scope) && allowed.includes(scope));
}

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
