import assert from 'node:assert/strict';

import { recordChannelReservation } from '../../src';
import { OperationTestbed } from '../../testing';

function channelBooking(
  unitId: string,
  overrides: Partial<Parameters<typeof recordChannelReservation>[2]> = {},
): Parameters<typeof recordChannelReservation>[2] {
  return {
    unitId,
    source: 'AIRBNB',
    channelReference: 'HMABCDEF',
    arrivalDate: '2026-07-10',
    departureDate: '2026-07-12',
    guest: { firstName: 'Lena', lastName: 'Berg' },
    totalAmountMinor: 25_000,
    ...overrides,
  };
}

describe('recording a channel’s reservation', () => {
  it('stores it on the unit’s default plan and currency, holding its nights', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const { reservation, created } = await recordChannelReservation(bed.repos, principal.workspaceId, channelBooking(unit.id));
    assert.equal(created, true);
    assert.deepEqual(
      [reservation.source, reservation.channelReference, reservation.ratePlanId, reservation.currency, reservation.isOverbooking],
      ['AIRBNB', 'HMABCDEF', unit.defaultRatePlanId, 'EUR', false],
    );
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-12'), [1, 1]);
  });

  it('stores it even when a night is full, flagged as an overbooking for the host to resolve', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    bed.db.addReservation(unit, { arrivalDate: '2026-07-11', departureDate: '2026-07-12' });
    const { reservation } = await recordChannelReservation(bed.repos, principal.workspaceId, channelBooking(unit.id));
    assert.equal(reservation.isOverbooking, true);
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-12'), [1, 2]);
  });

  it('changes nothing when the same channel reference arrives again', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const first = await recordChannelReservation(bed.repos, principal.workspaceId, channelBooking(unit.id));
    const again = await recordChannelReservation(
      bed.repos,
      principal.workspaceId,
      channelBooking(unit.id, { arrivalDate: '2026-08-01', departureDate: '2026-08-03' }),
    );
    assert.deepEqual([again.created, again.reservation.id], [false, first.reservation.id]);
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-08-01', '2026-08-03'), [0, 0]);
  });

  it('holds no room for a reservation a channel reports as cancelled', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    await recordChannelReservation(bed.repos, principal.workspaceId, channelBooking(unit.id, { status: 'CANCELLED' }));
    assert.deepEqual(bed.repos.calls.argumentsOf('inventory.holdOverbooking'), []);
  });

  it('refuses a source that is not a channel', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const manual = { ...channelBooking(unit.id), source: 'MANUAL' } as unknown as Parameters<typeof recordChannelReservation>[2];
    await assert.rejects(recordChannelReservation(bed.repos, principal.workspaceId, manual), { code: 'SOURCE_NOT_ALLOWED' });
  });

  it('answers NOT_FOUND for a unit of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(recordChannelReservation(bed.repos, mine.principal.workspaceId, channelBooking(theirs.unit.id)), { code: 'NOT_FOUND' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});
