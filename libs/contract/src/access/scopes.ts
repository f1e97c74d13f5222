export const SCOPES = ['pms:read', 'pms:write'] as const;
export type Scope = (typeof SCOPES)[number];

/** STAFF: a cleaner or a maintainer, who sees and works only the tasks assigned to them. */
export const ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER', 'STAFF'] as const;
export type Role = (typeof ROLES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
