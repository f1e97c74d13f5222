import assert from 'node:assert/strict';

import { DomainError, operationNamed } from '@innkeep/domain';
import { factory } from '@innkeep/domain/testing';

import { authorizeCall } from '../../src/executor/authorize.step';
import { executorBed } from './executor-bed';

const createReservation = operationNamed('reservations.create');
const cancelReservation = operationNamed('reservations.cancel');

describe('the authorize step', () => {
  it('answers 403 SCOPE_REQUIRED to a read-only principal on a write, and lets it read', () => {
    const reader = factory.principal({ scopes: ['pms:read'] });
    const refused = (() => {
      try {
        authorizeCall(reader, createReservation, 'rest');
        return undefined;
      } catch (error) {
        return error as DomainError;
      }
    })();
    assert.deepEqual([refused?.statusCode, refused?.code], [403, 'SCOPE_REQUIRED']);
    authorizeCall(reader, operationNamed('properties.list'), 'rest');
  });

  it('answers a missing scope with the same error whatever the input, before gathering it or reading anything', async () => {
    const { invoke, readKey, unit, bed, inputsGathered } = executorBed();
    const withReadKey = { credential: { authorization: readKey.key, showorg: undefined } };
    const valid = await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }), withReadKey);
    const garbage = await invoke(createReservation, { unitId: 42, nights: 'many' }, withReadKey);
    const unknownTarget = await invoke(cancelReservation, { reservationId: 'res_nobody' }, withReadKey);
    assert.equal(valid.ok, false);
    assert.deepEqual(garbage.body, valid.body);
    assert.deepEqual([unknownTarget.status, (unknownTarget.body as { code: string }).code], [403, 'SCOPE_REQUIRED']);
    assert.deepEqual([valid.status, (valid.body as { code: string }).code], [403, 'SCOPE_REQUIRED']);
    assert.equal(inputsGathered(), 0);
    assert.deepEqual(
      bed.repos.calls.methods().filter((method) => method !== 'audit.append'),
      [],
      'nothing read but the refusal’s audit entry',
    );
  });
});
