import { AnyOperation, Principal, validateInput } from '@innkeep/domain';

import { staffInput } from '../staff-gate';

/**
 * The operation's fields, gathered only once the caller is let in, so malformed input cannot probe
 * without a credential. A STAFF member's fields are narrowed to what is theirs.
 */
export function gatherInput(operation: AnyOperation, principal: Principal | null, source: { input(): Record<string, unknown> }): Record<string, unknown> {
  return principal ? staffInput(operation, principal, source.input()) : source.input();
}

/**
 * 400 VALIDATION_FAILED for malformed fields; the typed input the handler runs on otherwise. The
 * fields that arrived as text (REST's path and query) may stand for numbers, truth values and lists.
 */
export function validate(operation: AnyOperation, raw: Record<string, unknown>, source: { textFields?(): ReadonlySet<string> }): object {
  return validateInput(operation.input, raw, { textFields: source.textFields?.() });
}
