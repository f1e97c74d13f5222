import { OperationContext, TransactionScope } from '@innkeep/domain';

/** A surface's own step inside the write's transaction, before the handler (MCP's confirmations). */
export type SurfaceStep = (ctx: OperationContext, input: object, scope: TransactionScope, requestHash: string) => Promise<void>;

/**
 * Runs the surface's step, which may refuse the write (409 CONFIRMATION_REQUIRED until the user has
 * agreed). Skipped on a dry run: nothing happens that needs the user's agreement.
 */
export function confirm(
  step: SurfaceStep | undefined,
  dryRun: boolean,
  ctx: OperationContext,
  input: object,
  scope: TransactionScope,
  requestHash: string,
): Promise<void> | undefined {
  return dryRun ? undefined : step?.(ctx, input, scope, requestHash);
}
