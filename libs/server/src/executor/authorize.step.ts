import { authorize, Surface } from '@innkeep/auth';
import { AnyOperation, Principal } from '@innkeep/domain';

/**
 * Scopes, role and plan: 403 SCOPE_REQUIRED, ROLE_REQUIRED or PLAN_REQUIRED (401 for a plan without
 * API access), decided on the principal alone, before any input is gathered or anything read.
 */
export function authorizeCall(principal: Principal, operation: AnyOperation, surface: Surface): void {
  authorize(principal, operation, surface);
}
