import assert from 'node:assert/strict';

import { DomainError, InputValidationError, operationNamed } from '@innkeep/domain';
import { OperationTestbed } from '@innkeep/domain/testing';

import { checkIdempotencyKey, claimOrReplay, idempotencyRefOf, recordAnswer, recordRefusal, Replay, requestHashOf } from '../../src/executor/idempotency.step';

const createReservation = operationNamed('reservations.create');

function idempotencyBed() {
  const bed = new OperationTestbed();
  const { principal } = bed.seedWorkspace();
  const ref = idempotencyRefOf(principal, 'retry-1', false)!;
  const hash = requestHashOf(createReservation, { unitId: 'unt_1', nights: 2 });
  const errors: unknown[] = [];
  const logger = { error: (_message: string, detail?: unknown) => errors.push(detail) };
  return { bed, principal, ref, hash, errors, logger };
}

describe('the idempotency step', () => {
  it('refuses an empty, too long or unprintable key with VALIDATION_FAILED, and lets no key or a good one through', () => {
    for (const key of ['', 'x'.repeat(256), 'tab\there']) assert.throws(() => checkIdempotencyKey(key), InputValidationError);
    checkIdempotencyKey(undefined);
    checkIdempotencyKey('order-42');
  });

  it('names a key per workspace and credential, and none on a dry run or without a key', () => {
    const { principal } = idempotencyBed();
    assert.deepEqual(idempotencyRefOf(principal, 'k', false), { workspaceId: principal.workspaceId, credentialId: principal.credentialId, key: 'k' });
    assert.equal(idempotencyRefOf(principal, 'k', true), undefined);
    assert.equal(idempotencyRefOf(principal, undefined, false), undefined);
  });

  it('lets the first request with a key run, then replays its answer to a retry of the same request', async () => {
    const { bed, ref, hash } = idempotencyBed();
    const first = await bed.unitOfWork.run(async (scope) => {
      const replay = await claimOrReplay(scope, ref, hash);
      if (!replay) await recordAnswer(scope, ref, createReservation, hash, 201, { id: 'res_1' });
      return replay;
    });
    assert.equal(first, undefined);
    const retry = await bed.unitOfWork.run((scope) => claimOrReplay(scope, ref, hash));
    assert.ok(retry instanceof Replay);
    assert.deepEqual([retry.status, retry.body], [201, { id: 'res_1' }]);
  });

  it('refuses a retry with the key and another body as 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const { bed, ref, hash } = idempotencyBed();
    await bed.unitOfWork.run(async (scope) => {
      await claimOrReplay(scope, ref, hash);
      await recordAnswer(scope, ref, createReservation, hash, 201, { id: 'res_1' });
    });
    const otherBody = requestHashOf(createReservation, { unitId: 'unt_1', nights: 3 });
    const refused = await bed.unitOfWork.run((scope) => claimOrReplay(scope, ref, otherBody)).catch((error: DomainError) => error);
    assert.ok(refused instanceof DomainError);
    assert.deepEqual([refused.statusCode, refused.code], [422, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while another transaction holds the key without an answer yet', async () => {
    const { bed, ref, hash } = idempotencyBed();
    let release!: () => void;
    const held = bed.unitOfWork.run(async (scope) => {
      await claimOrReplay(scope, ref, hash);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setImmediate(resolve));
    const refused = await bed.unitOfWork.run((scope) => claimOrReplay(scope, ref, hash)).catch((error: DomainError) => error);
    assert.deepEqual([(refused as DomainError).statusCode, (refused as DomainError).code], [409, 'IDEMPOTENCY_KEY_IN_USE']);
    release();
    await held;
    assert.equal(await bed.unitOfWork.run((scope) => claimOrReplay(scope, ref, hash)), undefined);
  });

  it('keeps an answer only when its transaction commits', async () => {
    const { bed, ref, hash } = idempotencyBed();
    await bed.unitOfWork
      .run(async (scope) => {
        await claimOrReplay(scope, ref, hash);
        await recordAnswer(scope, ref, createReservation, hash, 201, { id: 'res_1' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    assert.equal(bed.idempotency.recordOf(ref), undefined);
  });

  it('keeps the write’s own refusal as the answer to its key, so the retry answers it again', async () => {
    const { bed, ref, hash, logger } = idempotencyBed();
    await recordRefusal(bed.unitOfWork, ref, createReservation, hash, new DomainError('NO_AVAILABILITY', 'Taken.'), logger);
    const retry = await bed.unitOfWork.run((scope) => claimOrReplay(scope, ref, hash));
    assert.ok(retry instanceof Replay);
    assert.deepEqual([retry.status, (retry.body as { code: string }).code], [409, 'NO_AVAILABILITY']);
  });

  it('keeps no refusal that was not the write’s answer, nor any without a key', async () => {
    const { bed, ref, hash, logger } = idempotencyBed();
    for (const code of ['IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED', 'RATE_LIMITED', 'CONFIRMATION_REQUIRED'] as const) {
      await recordRefusal(bed.unitOfWork, ref, createReservation, hash, new DomainError(code, 'Not the write’s answer.'), logger);
    }
    await recordRefusal(bed.unitOfWork, ref, createReservation, hash, new Error('boom'), logger);
    const before = bed.unitOfWork.transactions;
    await recordRefusal(bed.unitOfWork, undefined, createReservation, hash, new DomainError('NO_AVAILABILITY', 'Taken.'), logger);
    assert.equal(bed.unitOfWork.transactions, before);
    assert.equal(bed.idempotency.recordOf(ref), undefined);
  });

  it('logs, and does not throw, when the refusal cannot be kept', async () => {
    const { bed, ref, hash, errors, logger } = idempotencyBed();
    const failure = new Error('connection lost');
    const unitOfWork = { run: () => Promise.reject(failure) };
    await recordRefusal(unitOfWork, ref, createReservation, hash, new DomainError('NO_AVAILABILITY', 'Taken.'), logger);
    assert.deepEqual(errors, [failure]);
    assert.equal(bed.idempotency.recordOf(ref), undefined);
  });
});
