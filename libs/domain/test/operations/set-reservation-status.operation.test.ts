import assert from 'node:assert/strict';

import type { ReservationStatus } from '../../src';
import { setReservationStatus } from '../../src/operations/reservations/set-reservation-status.operation';
import { OperationTestbed } from '../../testing';

/** The testbed's clock reads 2026-06-01T10:00Z: 11:00 in Lisbon. */
function bedWithReservation(status: ReservationStatus, dates = { arrivalDate: '2026-05-30', departureDate: '2026-06-04' }, timezone = 'Europe/Lisbon') {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace({ property: { timezone } });
  const reservation = bed.db.addReservation(seeded.unit, { status, ...dates });
  return { bed, ...seeded, reservation };
}

describe('reservations.setStatus', () => {
  it('takes a room on every night when an INQUIRY becomes PROVISIONAL', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('INQUIRY', { arrivalDate: '2026-07-10', departureDate: '2026-07-12' });
    const updated = await bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: 'PROVISIONAL' });
    assert.equal(updated.status, 'PROVISIONAL');
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-12'), [1, 1]);
  });

  it('answers NO_AVAILABILITY when an INQUIRY cannot get a room, and leaves it an INQUIRY', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('INQUIRY', { arrivalDate: '2026-07-10', departureDate: '2026-07-12' });
    bed.db.addReservation(unit, { arrivalDate: '2026-07-11', departureDate: '2026-07-12' });
    await assert.rejects(bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: 'PROVISIONAL' }), {
      code: 'NO_AVAILABILITY',
      details: { unitId: unit.id, night: '2026-07-11' },
    });
    assert.equal(bed.db.reservation(reservation.id)?.status, 'INQUIRY');
  });

  it('confirms a PROVISIONAL reservation without taking its rooms again', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('PROVISIONAL', { arrivalDate: '2026-07-10', departureDate: '2026-07-12' });
    await bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: 'CONFIRMED' });
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-12'), [1, 1]);
    assert.deepEqual(bed.repos.calls.writes(), ['reservations.update']);
  });

  it('opens check-in on the arrival day in the property’s time zone', async () => {
    const tomorrow = { arrivalDate: '2026-06-02', departureDate: '2026-06-04' };
    // 10:00 UTC is already 2 June on Kiritimati (UTC+14), still 1 June in Lisbon.
    const early = bedWithReservation('CONFIRMED', tomorrow, 'Pacific/Kiritimati');
    assert.equal(
      (await early.bed.run(setReservationStatus, early.principal, { reservationId: early.reservation.id, status: 'CHECKED_IN' })).status,
      'CHECKED_IN',
    );
    const late = bedWithReservation('CONFIRMED', tomorrow, 'Europe/Lisbon');
    await assert.rejects(late.bed.run(setReservationStatus, late.principal, { reservationId: late.reservation.id, status: 'CHECKED_IN' }), {
      code: 'INVALID_TRANSITION',
      message: 'The guest arrives on 2026-06-02; check-in opens that day.',
      details: { from: 'CONFIRMED', to: 'CHECKED_IN', allowed: ['CHECKED_IN', 'NO_SHOW', 'CANCELLED'] },
    });
  });

  it('frees every night of a no-show', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('CONFIRMED');
    await bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: 'NO_SHOW' });
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-05-30', '2026-06-04'), [0, 0, 0, 0, 0]);
  });

  it('frees the nights from today on when a guest checks out early, and keeps the past ones counted', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('CHECKED_IN');
    await bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: 'CHECKED_OUT' });
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-05-30', '2026-06-04'), [1, 1, 0, 0, 0]);
  });

  it('keeps the arrival night counted when a guest checks out on the day they arrived', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('CHECKED_IN', { arrivalDate: '2026-06-01', departureDate: '2026-06-03' });
    await bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: 'CHECKED_OUT' });
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-06-01', '2026-06-03'), [1, 0]);
  });

  it('frees nothing when a guest checks out on the departure day', async () => {
    const { bed, principal, unit, reservation } = bedWithReservation('CHECKED_IN', { arrivalDate: '2026-05-29', departureDate: '2026-06-01' });
    await bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: 'CHECKED_OUT' });
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-05-29', '2026-06-01'), [1, 1, 1]);
    assert.deepEqual(bed.repos.calls.argumentsOf('inventory.release'), []);
  });

  const refused: [ReservationStatus, string][] = [
    ['INQUIRY', 'CONFIRMED'],
    ['PROVISIONAL', 'CHECKED_IN'],
    ['CONFIRMED', 'PROVISIONAL'],
    ['CHECKED_IN', 'NO_SHOW'],
    ['CHECKED_OUT', 'CHECKED_IN'],
    ['CANCELLED', 'CONFIRMED'],
    ['NO_SHOW', 'CHECKED_IN'],
  ];
  for (const [from, to] of refused) {
    it(`answers INVALID_TRANSITION from ${from} to ${to}, naming the allowed ones, and changes nothing`, async () => {
      const { bed, principal, reservation } = bedWithReservation(from);
      await assert.rejects(
        bed.run(setReservationStatus, principal, { reservationId: reservation.id, status: to }),
        (error: { code: string; details: { from: string; to: string; allowed: string[] } }) => {
          assert.equal(error.code, 'INVALID_TRANSITION');
          assert.deepEqual([error.details.from, error.details.to], [from, to]);
          assert.ok(!error.details.allowed.includes(to));
          return true;
        },
      );
      assert.deepEqual(bed.repos.calls.writes(), []);
    });
  }

  it('refuses statuses no route sets: INQUIRY and CANCELLED (cancelling has its own operation)', async () => {
    const { bed, principal, reservation } = bedWithReservation('CONFIRMED');
    for (const status of ['INQUIRY', 'CANCELLED', 'confirmed']) {
      await assert.rejects(bed.run(setReservationStatus, principal, { reservationId: reservation.id, status }), { code: 'VALIDATION_FAILED' });
    }
  });

  it('answers NOT_FOUND for a reservation of another workspace', async () => {
    const { bed, reservation } = bedWithReservation('CONFIRMED');
    const other = bed.seedWorkspace();
    await assert.rejects(bed.run(setReservationStatus, other.principal, { reservationId: reservation.id, status: 'NO_SHOW' }), { code: 'NOT_FOUND' });
    assert.equal(bed.db.reservation(reservation.id)?.status, 'CONFIRMED');
  });
});
