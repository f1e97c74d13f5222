import assert from 'node:assert/strict';

import type { ReservationStatus } from '../../src';
import { moveReservation } from '../../src/operations/reservations/move-reservation.operation';
import { OperationTestbed } from '../../testing';

function bedWithReservation(status: ReservationStatus = 'CONFIRMED', source: 'MANUAL' | 'DIRECT' | 'AIRBNB' = 'MANUAL') {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const reservation = bed.db.addReservation(seeded.unit, {
    status,
    source,
    ratePlanId: seeded.unit.defaultRatePlanId,
    arrivalDate: '2026-07-10',
    departureDate: '2026-07-13',
    totalAmountMinor: 33_300,
  });
  return { bed, ...seeded, reservation };
}

describe('reservations.move', () => {
  it('moves the dates, holds the new nights, frees the old ones, and prices the new stay', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation();
    const moved = await bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate: '2026-07-20', departureDate: '2026-07-22' });
    assert.deepEqual(
      [moved.arrivalDate, moved.departureDate, moved.nights, moved.status, moved.totalAmountMinor],
      ['2026-07-20', '2026-07-22', 2, 'CONFIRMED', 20_000],
    );
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-13'), [0, 0, 0]);
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-20', '2026-07-22'), [1, 1]);
  });

  it('moves onto nights it overlaps itself, as its own nights are freed first', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation();
    await bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate: '2026-07-11', departureDate: '2026-07-14' });
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-14'), [0, 1, 1, 1]);
  });

  it('answers NO_AVAILABILITY naming the full night, and leaves the reservation and its nights as they were', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation();
    bed.db.addReservation(unit, { arrivalDate: '2026-07-14', departureDate: '2026-07-15' });
    await assert.rejects(bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate: '2026-07-12', departureDate: '2026-07-16' }), {
      code: 'NO_AVAILABILITY',
      message: `No room of ${unit.name} is free on 2026-07-14.`,
      details: { unitId: unit.id, night: '2026-07-14' },
    });
    assert.deepEqual(bed.db.reservation(reservation.id), reservation);
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-16'), [1, 1, 1, 0, 1, 0]);
  });

  it('moves to another unit, priced on that unit’s default plan', async () => {
    const { bed, principal, property, unit, reservation } = bedWithReservation();
    const loft = bed.db.addUnit(property, { name: 'Loft', basePriceMinor: 20_000 });
    const moved = await bed.run(moveReservation, principal, {
      reservationId: reservation.id,
      unitId: loft.id,
      arrivalDate: '2026-07-10',
      departureDate: '2026-07-13',
    });
    assert.deepEqual([moved.unitId, moved.unit.name, moved.ratePlanId, moved.totalAmountMinor], [loft.id, 'Loft', loft.defaultRatePlanId, 60_000]);
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-13'), [0, 0, 0]);
    assert.deepEqual(bed.db.reservedOn(loft.id, '2026-07-10', '2026-07-13'), [1, 1, 1]);
  });

  it('refuses to move onto an archived unit with ARCHIVED, but moves the dates within an archived one', async () => {
    const { bed, principal, property, unit, reservation } = bedWithReservation();
    const loft = bed.db.addUnit(property, { name: 'Loft', archivedAt: bed.now() });
    await assert.rejects(
      bed.run(moveReservation, principal, { reservationId: reservation.id, unitId: loft.id, arrivalDate: '2026-07-10', departureDate: '2026-07-13' }),
      { code: 'ARCHIVED', message: 'Loft is archived: it takes no new reservations.' },
    );
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-13'), [1, 1, 1]);
    bed.db.tables.units.get(unit.id)!.archivedAt = bed.now();
    const moved = await bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate: '2026-07-11', departureDate: '2026-07-14' });
    assert.deepEqual([moved.unitId, moved.arrivalDate], [unit.id, '2026-07-11']);
  });

  it('refuses a unit pricing in another currency unless a total is sent', async () => {
    const {
      bed,
      principal,
      principal: { workspaceId },
      reservation,
    } = bedWithReservation();
    const abroad = bed.db.addProperty({ workspaceId, currency: 'USD' });
    const unit = bed.db.addUnit(abroad);
    const move = { reservationId: reservation.id, unitId: unit.id, arrivalDate: '2026-07-10', departureDate: '2026-07-13' };
    await assert.rejects(bed.run(moveReservation, principal, move), {
      code: 'VALIDATION_FAILED',
      message: 'The new unit prices in USD; send totalAmountMinor to move a EUR reservation there.',
    });
    const moved = await bed.run(moveReservation, principal, { ...move, totalAmountMinor: 45_000 });
    assert.deepEqual([moved.unitId, moved.totalAmountMinor], [unit.id, 45_000]);
  });

  it('keeps the total a channel reported', async () => {
    const { bed, principal, reservation } = bedWithReservation('CONFIRMED', 'AIRBNB');
    const moved = await bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate: '2026-07-20', departureDate: '2026-07-25' });
    assert.equal(moved.totalAmountMinor, 33_300);
  });

  it('holds a DIRECT reservation to the restrictions of its new dates, but not a MANUAL one', async () => {
    const direct = bedWithReservation('CONFIRMED', 'DIRECT');
    direct.bed.db.setRestrictions(direct.unit.defaultRatePlanId!, { date: '2026-07-20', closedToArrival: true });
    await assert.rejects(
      direct.bed.run(moveReservation, direct.principal, { reservationId: direct.reservation.id, arrivalDate: '2026-07-20', departureDate: '2026-07-22' }),
      {
        code: 'RESTRICTION_VIOLATED',
        details: {
          rule: 'CLOSED_TO_ARRIVAL',
          night: '2026-07-20',
          violations: [{ rule: 'CLOSED_TO_ARRIVAL', date: '2026-07-20', msg: 'Arrivals are closed on 2026-07-20.' }],
        },
      },
    );
    assert.deepEqual(direct.bed.db.reservation(direct.reservation.id), direct.reservation);

    // Every broken rule at once; the nights the reservation itself holds are not counted as taken.
    direct.bed.db.setRestrictions(direct.unit.defaultRatePlanId!, { date: '2026-07-11', closedToArrival: true, minNights: 5 });
    await assert.rejects(
      direct.bed.run(moveReservation, direct.principal, { reservationId: direct.reservation.id, arrivalDate: '2026-07-11', departureDate: '2026-07-13' }),
      {
        code: 'RESTRICTION_VIOLATED',
        details: {
          rule: 'CLOSED_TO_ARRIVAL',
          night: '2026-07-11',
          violations: [
            { rule: 'CLOSED_TO_ARRIVAL', date: '2026-07-11', msg: 'Arrivals are closed on 2026-07-11.' },
            { rule: 'MIN_NIGHTS', date: '2026-07-11', msg: 'Stays arriving on 2026-07-11 need at least 5 nights.' },
          ],
        },
      },
    );

    const manual = bedWithReservation('CONFIRMED', 'MANUAL');
    manual.bed.db.setRestrictions(manual.unit.defaultRatePlanId!, { date: '2026-07-20', closedToArrival: true });
    await manual.bed.run(moveReservation, manual.principal, { reservationId: manual.reservation.id, arrivalDate: '2026-07-20', departureDate: '2026-07-22' });
  });

  it('moves an INQUIRY without holding nights', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('INQUIRY');
    await bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate: '2026-07-20', departureDate: '2026-07-22' });
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-20', '2026-07-22'), [0, 0]);
    assert.deepEqual(bed.repos.calls.argumentsOf('inventory.hold'), []);
  });

  for (const status of ['CANCELLED', 'CHECKED_OUT', 'NO_SHOW'] as ReservationStatus[]) {
    it(`answers INVALID_TRANSITION for a ${status} reservation`, async () => {
      const { bed, principal, reservation } = bedWithReservation(status);
      await assert.rejects(bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate: '2026-07-20', departureDate: '2026-07-22' }), {
        code: 'INVALID_TRANSITION',
        details: { from: status },
      });
      assert.deepEqual(bed.repos.calls.writes(), []);
    });
  }

  it('answers NOT_FOUND for a reservation or a target unit of another workspace', async () => {
    const { bed, principal, reservation } = bedWithReservation();
    const theirs = bed.seedWorkspace();
    const theirReservation = bed.db.addReservation(theirs.unit);
    const dates = { arrivalDate: '2026-07-20', departureDate: '2026-07-22' };
    await assert.rejects(bed.run(moveReservation, principal, { reservationId: theirReservation.id, ...dates }), {
      code: 'NOT_FOUND',
      message: 'Reservation not found in this workspace.',
    });
    await assert.rejects(bed.run(moveReservation, principal, { reservationId: reservation.id, unitId: theirs.unit.id, ...dates }), {
      code: 'NOT_FOUND',
      message: 'Unit not found in this workspace.',
    });
    assert.deepEqual(bed.db.reservation(theirReservation.id), theirReservation);
    assert.deepEqual(bed.db.reservation(reservation.id), reservation);
  });

  it('refuses a departure not after the arrival, a stay over 366 nights and dates that do not exist', async () => {
    const { bed, principal, reservation } = bedWithReservation();
    const move = (arrivalDate: string, departureDate: string) =>
      bed.run(moveReservation, principal, { reservationId: reservation.id, arrivalDate, departureDate });
    await assert.rejects(move('2026-07-20', '2026-07-19'), { code: 'VALIDATION_FAILED' });
    await assert.rejects(move('2026-07-20', '2027-07-22'), { code: 'RANGE_TOO_LONG' });
    await assert.rejects(move('2026-07-20', '2026-07-32'), {
      code: 'VALIDATION_FAILED',
      message: /^departureDate must be a date YYYY-MM-DD from 2000-01-01 to \d{4}-\d{2}-\d{2}$/,
    });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });
});
