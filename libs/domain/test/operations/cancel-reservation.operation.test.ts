import assert from 'node:assert/strict';

import type { ReservationStatus } from '../../src';
import { cancelReservation } from '../../src/operations/reservations/cancel-reservation.operation';
import { OperationTestbed, TEST_NOW } from '../../testing';

describe('reservations.cancel', () => {
  for (const status of ['PROVISIONAL', 'CONFIRMED'] as const) {
    it(`cancels a ${status} reservation and returns its nights to sale`, async () => {
      const bed = new OperationTestbed();
      const { principal, unit } = bed.seedWorkspace();
      const stored = bed.db.addReservation(unit, { status });
      const cancelled = await bed.run(cancelReservation, principal, { reservationId: stored.id });
      assert.deepEqual([cancelled.status, cancelled.cancelledAt], ['CANCELLED', TEST_NOW.toISOString()]);
      assert.deepEqual(bed.db.reservedOn(unit.id, stored.arrivalDate, stored.departureDate), [0, 0, 0]);
    });
  }

  it('cancels an INQUIRY without releasing nights it never held', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const stored = bed.db.addReservation(unit, { status: 'INQUIRY' });
    const cancelled = await bed.run(cancelReservation, principal, { reservationId: stored.id });
    assert.equal(cancelled.status, 'CANCELLED');
    assert.deepEqual(bed.repos.calls.argumentsOf('inventory.release'), []);
  });

  for (const status of ['CHECKED_IN', 'CHECKED_OUT', 'CANCELLED', 'NO_SHOW'] as ReservationStatus[]) {
    it(`answers INVALID_TRANSITION for a ${status} reservation and changes nothing`, async () => {
      const bed = new OperationTestbed();
      const { principal, unit } = bed.seedWorkspace();
      const stored = bed.db.addReservation(unit, { status });
      await assert.rejects(bed.run(cancelReservation, principal, { reservationId: stored.id }), {
        code: 'INVALID_TRANSITION',
        message: `A ${status} reservation cannot be cancelled.`,
        details: { from: status, to: 'CANCELLED' },
      });
      assert.deepEqual(bed.repos.calls.writes(), []);
    });
  }

  it('answers NOT_FOUND for a reservation of another workspace and leaves it as it was', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    const stored = bed.db.addReservation(theirs.unit);
    await assert.rejects(bed.run(cancelReservation, mine.principal, { reservationId: stored.id }), { code: 'NOT_FOUND' });
    assert.equal(bed.db.reservation(stored.id)?.status, 'CONFIRMED');
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('locks the reservation before deciding', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const stored = bed.db.addReservation(unit);
    await bed.run(cancelReservation, principal, { reservationId: stored.id });
    assert.equal(bed.repos.calls.methods()[0], 'reservations.findForUpdate');
  });

  it('needs a separate confirmation only to cancel a CONFIRMED reservation', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const ctx = bed.context(principal);
    const confirmed = bed.db.addReservation(unit, { status: 'CONFIRMED' });
    const provisional = bed.db.addReservation(unit, { status: 'PROVISIONAL', arrivalDate: '2026-08-01', departureDate: '2026-08-02' });
    assert.ok(await cancelReservation.confirmationQuestion!(ctx, { reservationId: confirmed.id }));
    assert.equal(await cancelReservation.confirmationQuestion!(ctx, { reservationId: provisional.id }), null);
    assert.equal(await cancelReservation.confirmationQuestion!(ctx, { reservationId: 'res_unknown' }), null);
  });

  it('asks the person in their words: whose stay, where, which dates, and that the nights go back on sale', async () => {
    const bed = new OperationTestbed();
    const { principal, unit, property } = bed.seedWorkspace();
    const confirmed = bed.db.addReservation(unit, {
      status: 'CONFIRMED',
      arrivalDate: '2030-08-12',
      departureDate: '2030-08-15',
      nights: 3,
      guest: { id: 'gst_1', firstName: 'Ana', lastName: 'Reis', email: null, phone: null },
    });
    assert.equal(
      await cancelReservation.confirmationQuestion!(bed.context(principal), { reservationId: confirmed.id }),
      `Cancel the confirmed reservation of Ana Reis in ${unit.name} (${property.name}), arriving Mon 12 Aug 2030 and leaving Thu 15 Aug 2030 (3 nights)? ` +
        'Its nights return to sale at once, and a cancelled reservation cannot be confirmed again.',
    );
  });
});
