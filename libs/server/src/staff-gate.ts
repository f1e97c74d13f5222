import { AnyOperation, DomainError, notFound, OperationContext, Principal } from '@innkeep/domain';

/**
 * A STAFF member's input: only the fields the operation lets them send (any other is 403
 * ROLE_REQUIRED naming it), narrowed to their own work. Other roles' input passes as it is.
 */
export function staffInput(operation: AnyOperation, principal: Principal, raw: Record<string, unknown>): Record<string, unknown> {
  const access = principal.role === 'STAFF' ? operation.staff : undefined;
  if (!access) return raw;
  if (access.fields) {
    const refused = Object.keys(raw).filter((field) => raw[field] !== undefined && !access.fields!.includes(field));
    if (refused.length > 0) {
      throw new DomainError('ROLE_REQUIRED', `A STAFF member cannot set ${refused.join(', ')}; they may send ${access.fields.join(', ')}.`, {
        roles: ['OWNER', 'ADMIN', 'MEMBER'],
        role: principal.role,
        fields: refused,
      });
    }
  }
  return access.narrow ? access.narrow(raw, principal) : raw;
}

/** Runs the handler, after checking that what a STAFF member's call names is assigned to them (else 404, as if absent). */
export async function handleAsAllowed(operation: AnyOperation, principal: Principal | null, ctx: OperationContext, input: object): Promise<unknown> {
  const owned = principal?.role === 'STAFF' ? operation.staff?.owned : undefined;
  if (owned && (await owned.assigneeOf(ctx, input)) !== principal!.userId) throw notFound(owned.resource);
  return operation.handle(ctx, input);
}
