import assert from 'node:assert/strict';

import { operationNamed } from '@innkeep/domain';
import { factory } from '@innkeep/domain/testing';

import { actorOf, targetsOf } from '../../src/executor/record.step';
import { executorBed } from './executor-bed';

const createReservation = operationNamed('reservations.create');

describe('the record step', () => {
  it('names the actor by credential kind and surface, the CLI as a REST caller', () => {
    const principal = factory.principal({ credentialKind: 'api_key' });
    assert.deepEqual(actorOf(principal, 'cli'), { kind: 'API_KEY', id: principal.credentialId, userId: principal.userId, surface: 'REST' });
    assert.equal(actorOf(factory.principal({ credentialKind: 'oauth_token' }), 'mcp').kind, 'OAUTH');
  });

  it('keeps the ids a write addressed and the id it answered, nothing else', () => {
    assert.deepEqual(targetsOf({ unitId: 'unt_1', guestName: 'Ada', count: 3, ratePlanId: 'x'.repeat(101) }, { id: 'res_1' }), {
      unitId: 'unt_1',
      id: 'res_1',
    });
  });

  it('records the events and audit entry of a write that runs, and none of a dry run, which writes nothing', async () => {
    const { invoke, bed, unit } = executorBed();
    const dry = await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }), { dryRun: true, idempotencyKey: 'book-1' });
    assert.equal(dry.ok, true);
    assert.deepEqual(
      bed.db.reservedOn(unit.id, '2020-01-01', '2040-01-01').filter((count) => count > 0),
      [],
      'no night taken',
    );
    assert.equal(bed.idempotency.recordOf({ workspaceId: dry.principal!.workspaceId, credentialId: dry.principal!.credentialId, key: 'book-1' }), undefined);
    assert.deepEqual(
      bed.repos.calls.methods().filter((method) => method === 'audit.append'),
      [],
    );
    const real = await invoke(createReservation, factory.reservationRequest({ unitId: unit.id }), { idempotencyKey: 'book-1' });
    assert.deepEqual([real.ok, real.replayed], [true, false]);
    const flushed = bed.repos.calls.argumentsOf('events.flush').at(-1)!;
    assert.deepEqual(flushed[2]?.audit?.targets, { unitId: unit.id, id: (real.body as { id: string }).id });
    assert.equal(flushed[2]?.events?.[0]?.type, 'reservation.created');
  });
});
