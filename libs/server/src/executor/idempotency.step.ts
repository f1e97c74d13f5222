import { createHash } from 'node:crypto';

import {
  AnyOperation,
  DomainError,
  IDEMPOTENCY_KEY_RULE_TEXT,
  IdempotencyKeyRef,
  InputValidationError,
  isIdempotencyKey,
  Principal,
  TransactionScope,
  UnitOfWork,
} from '@innkeep/domain';

/** Outcomes that are not a result of running the write, so they are never replayed. */
const NOT_REPLAYED = new Set(['IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED', 'RATE_LIMITED', 'CONFIRMATION_REQUIRED', 'INTERNAL_ERROR']);

/** Key-sorted JSON, so that the same fields in another order hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHashOf(operation: AnyOperation, input: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${operation.name}\n${canonical(input)}`)
    .digest('hex');
}

/** Replays travel through the transaction as a value, not as a result of the handler. */
export class Replay {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Refuses a malformed Idempotency-Key before anything is written. */
export function checkIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !isIdempotencyKey(key)) {
    throw new InputValidationError([`Idempotency-Key must be ${IDEMPOTENCY_KEY_RULE_TEXT}`]);
  }
}

/**
 * The record a write's key names, per credential. A dry run neither looks the key up nor records
 * it: the real request may use it afterwards.
 */
export function idempotencyRefOf(principal: Principal, key: string | undefined, dryRun: boolean): IdempotencyKeyRef | undefined {
  return key && !dryRun ? { workspaceId: principal.workspaceId, credentialId: principal.credentialId, key } : undefined;
}

/**
 * Takes the key inside the write's transaction: the first answer to replay when the key already has
 * one for this request, undefined when the write is to run. The record is read whether or not the
 * claim succeeds: the key may be held by another retry that is only replaying, or the first request
 * may have committed since; either way the answer exists. Only a key held by a request still
 * running is in use.
 */
export async function claimOrReplay(scope: TransactionScope, ref: IdempotencyKeyRef, requestHash: string): Promise<Replay | undefined> {
  const claimed = await scope.idempotency.claim(ref);
  const earlier = await scope.idempotency.find(ref);
  if (earlier) {
    if (earlier.requestHash !== requestHash) {
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request in the last 24 hours; use a new key.');
    }
    return new Replay(earlier.responseStatus, earlier.responseBody);
  }
  if (!claimed) {
    throw new DomainError('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still running; retry when it has finished.');
  }
  return undefined;
}

/** Keeps the write's answer under its key, in the write's transaction. */
export function recordAnswer(
  scope: TransactionScope,
  ref: IdempotencyKeyRef,
  operation: AnyOperation,
  requestHash: string,
  status: number,
  body: unknown,
): Promise<void> {
  return scope.idempotency.save(ref, operation.name, {
    requestHash,
    responseStatus: status,
    responseBody: body,
    sealed: operation.answerHoldsSecrets === true,
  });
}

/**
 * A refusal the write itself produced (409 NO_AVAILABILITY…) is the answer to that key too, kept in
 * a transaction of its own since the write's rolled back. Refusals that are not the write's answer
 * (a key in use, a quota, a confirmation, a failure of ours) are never kept: the retry runs.
 */
export async function recordRefusal(
  unitOfWork: UnitOfWork,
  ref: IdempotencyKeyRef | undefined,
  operation: AnyOperation,
  requestHash: string,
  error: unknown,
  logger: { error(message: string, detail?: unknown): void },
): Promise<void> {
  if (!ref || !(error instanceof DomainError) || error.statusCode >= 500 || NOT_REPLAYED.has(error.code)) return;
  const body = error.toBody();
  await unitOfWork
    .run(async (scope) => {
      if ((await scope.idempotency.claim(ref)) && !(await scope.idempotency.find(ref))) {
        await scope.idempotency.save(ref, operation.name, { requestHash, responseStatus: body.statusCode, responseBody: body });
      }
    })
    .catch((saveError: unknown) => logger.error('Could not record an idempotent refusal', saveError));
}
