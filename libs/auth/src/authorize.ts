import { AnyOperation, cheapestPlanWith, DomainError, Feature, planHasFeature, Principal, Role } from '@innkeep/domain';

const ROLES_BEYOND_STAFF: Role[] = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'];

/** Where an operation is called from: the web pages are a surface like REST and MCP. */
export type Surface = 'rest' | 'mcp' | 'cli' | 'web';

/**
 * Checks what the principal may do with an operation: its scope first (narrowed by the live role),
 * then the plan features it needs. The MCP surface itself is a plan feature.
 */
export function authorize(principal: Principal, operation: AnyOperation, surface: Surface): void {
  const { access } = operation;
  // A STAFF member works on the tasks assigned to them and nothing else, whatever their key's scopes.
  if (principal.role === 'STAFF' && !operation.staff) {
    throw new DomainError('ROLE_REQUIRED', 'A STAFF member may only see and work on the tasks assigned to them.', {
      roles: operation.roles ?? ROLES_BEYOND_STAFF,
      role: principal.role,
    });
  }
  if (access !== 'public' && access !== 'credential' && !principal.scopes.includes(access)) {
    throw new DomainError(
      'SCOPE_REQUIRED',
      `This needs the ${access} scope; the key has ${principal.scopes.join(', ') || 'no scope'} and its owner is ${principal.role}.`,
      { scope: access, role: principal.role },
    );
  }
  if (operation.roles && !operation.roles.includes(principal.role)) {
    throw new DomainError('ROLE_REQUIRED', `Only ${operation.roles.join(' and ')} members may do this; you are ${principal.role}.`, {
      roles: operation.roles,
      role: principal.role,
    });
  }
  const needed: Feature[] = [];
  if (surface === 'mcp') needed.push('mcp');
  if (operation.feature) needed.push(operation.feature);
  for (const feature of needed) {
    if (!planHasFeature(principal.plan, feature)) {
      const plan = cheapestPlanWith(feature);
      throw new DomainError('PLAN_REQUIRED', `The ${principal.plan} plan does not include ${feature}; ${plan} does.`, {
        feature,
        plan,
      });
    }
  }
}
