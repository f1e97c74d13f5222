import assert from 'node:assert/strict';

import { DomainError, operationNamed } from '@innkeep/domain';

import { Invocation, requestHashOf } from '../../src';
import { SurfaceStep } from '../../src/executor/confirm.step';
import { executorBed } from './executor-bed';

const cancelReservation = operationNamed('reservations.cancel');

/** A surface's confirmation as MCP asks it: the operation's question, answered by a token bound to the call. */
function confirmationStep(token: string | undefined): SurfaceStep {
  return async (ctx, input, scope, requestHash) => {
    const question = await cancelReservation.confirmationQuestion!(ctx, input as never);
    if (question === null) return;
    const principal = ctx.principal!;
    const ref = { workspaceId: principal.workspaceId, credentialId: principal.credentialId, operation: cancelReservation.name, argumentsHash: requestHash };
    if (token && (await scope.confirmations.consume(ref, token))) return;
    throw new DomainError('CONFIRMATION_REQUIRED', question);
  };
}

describe('the confirmation step', () => {
  it('answers 409 CONFIRMATION_REQUIRED to a destructive write without a confirmation token, and changes nothing', async () => {
    const { invoke, bed, unit } = executorBed();
    const reservation = bed.db.addReservation(unit);
    const outcome = await invoke(
      cancelReservation,
      { reservationId: reservation.id },
      { beforeHandle: confirmationStep(undefined), idempotencyKey: 'cancel-1' },
    );
    assert.deepEqual([outcome.ok, outcome.status, (outcome.body as { code: string }).code], [false, 409, 'CONFIRMATION_REQUIRED']);
    assert.equal(bed.db.reservation(reservation.id)?.status, 'CONFIRMED');
  });

  it('runs the write once the token bound to the call is given, and never replays the refusal to that retry', async () => {
    const { invoke, bed, unit, writeKey } = executorBed();
    const reservation = bed.db.addReservation(unit);
    const call: Partial<Invocation> = { idempotencyKey: 'cancel-1' };
    const asked = await invoke(cancelReservation, { reservationId: reservation.id }, { ...call, beforeHandle: confirmationStep(undefined) });
    assert.equal(asked.status, 409);
    let argumentsHash = '';
    await invoke(
      cancelReservation,
      { reservationId: reservation.id },
      {
        dryRun: true,
        beforeHandle: async (_ctx, _input, _scope, hash) => {
          argumentsHash = hash;
        },
      },
    );
    assert.equal(argumentsHash, '', 'a dry run runs no confirmation');
    const principal = asked.principal!;
    const { token } = await bed.confirmations.issue(
      {
        workspaceId: principal.workspaceId,
        credentialId: writeKey.id,
        operation: cancelReservation.name,
        argumentsHash: requestHashOf(cancelReservation, { reservationId: reservation.id }),
      },
      300,
    );
    const confirmed = await invoke(cancelReservation, { reservationId: reservation.id }, { ...call, beforeHandle: confirmationStep(token) });
    assert.deepEqual([confirmed.ok, confirmed.replayed], [true, false]);
    assert.equal(bed.db.reservation(reservation.id)?.status, 'CANCELLED');
  });
});
