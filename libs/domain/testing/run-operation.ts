import type { CursorSeal, Operation, OperationContext, Principal, QuotaReader, Repositories, ServiceInfo, UnitOfWork } from '../src';
import { validateInput } from '../src';

export interface OperationRunner {
  /** The repositories reads run on. */
  repos: Repositories;
  /** The transactions writes run in. */
  unitOfWork: UnitOfWork;
  service: ServiceInfo;
  quotas: QuotaReader;
  cursors: CursorSeal;
  now(): Date;
}

export function contextOf(runner: OperationRunner, principal: Principal | null, repos: Repositories = runner.repos): OperationContext {
  return { principal, repos, service: runner.service, quotas: runner.quotas, cursors: runner.cursors, now: () => runner.now() };
}

/**
 * Validates the raw input as every surface does, then runs the handler; a write runs in one
 * transaction, so a refusal leaves the stored rows as they were. The executor adds
 * authentication, quotas and idempotency around the same steps.
 */
export async function runOperation<I extends object, O>(
  runner: OperationRunner,
  operation: Operation<I, O>,
  principal: Principal | null,
  raw: Record<string, unknown> = {},
): Promise<O> {
  const input = validateInput(operation.input, raw);
  if (operation.quota !== 'write') return operation.handle(contextOf(runner, principal), input);
  return runner.unitOfWork.run((scope) => operation.handle(contextOf(runner, principal, scope.repos), input), {
    genericPlans: operation.genericPlans === true,
  });
}
