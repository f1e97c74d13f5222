import assert from 'node:assert/strict';

import { getReservation } from '../../src/operations/reservations/get-reservation.operation';
import { listReservations } from '../../src/operations/reservations/list-reservations.operation';
import { OperationTestbed } from '../../testing';

describe('reservations.list', () => {
  function bedWithReservations(count: number) {
    const bed = new OperationTestbed();
    const seeded = bed.seedWorkspace();
    const unit = bed.db.addUnit(seeded.property, { countOfRooms: 10 });
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      // Two per arrival day, so the order falls back on the id within a day.
      const day = String(10 + Math.floor(index / 2)).padStart(2, '0');
      ids.push(bed.db.addReservation(unit, { arrivalDate: `2026-07-${day}`, departureDate: '2026-07-28' }).id);
    }
    const expected = [...bed.db.tables.reservations.values()]
      .map((row) => row.view)
      .sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate) || a.id.localeCompare(b.id))
      .map((view) => view.id);
    return { bed, ...seeded, expected };
  }

  it('walks every reservation once, in arrival then id order, through pages linked by nextCursor', async () => {
    const { bed, principal, expected } = bedWithReservations(7);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await bed.run(listReservations, principal, { take: '3', ...(cursor ? { cursor } : {}) });
      seen.push(...page.reservations.map((row) => row.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    assert.deepEqual(seen, expected);
    assert.equal(pages, 3);
  });

  it('gives no cursor when the page holds the last reservation, even when the page is full', async () => {
    const { bed, principal, expected } = bedWithReservations(4);
    const page = await bed.run(listReservations, principal, { take: 4 });
    assert.deepEqual(
      page.reservations.map((row) => row.id),
      expected,
    );
    assert.equal(page.nextCursor, null);
  });

  it('asks for one row more than the page, 50 by default, to know whether another page follows', async () => {
    const { bed, principal } = bedWithReservations(0);
    await bed.run(listReservations, principal);
    await bed.run(listReservations, principal, { take: 200 });
    assert.deepEqual(
      bed.repos.calls.argumentsOf('reservations.list').map(([, filter]) => filter.take),
      [51, 201],
    );
  });

  it('passes every filter to the repository, scoped to the caller’s workspace', async () => {
    const { bed, principal } = bedWithReservations(0);
    await bed.run(listReservations, principal, {
      status: 'CONFIRMED',
      source: 'AIRBNB',
      propertyId: 'prop_1',
      unitId: 'unit_1',
      from: '2026-07-01',
      to: '2026-07-31',
      search: 'silva',
      isOverbooking: 'true',
    });
    assert.deepEqual(bed.repos.calls.argumentsOf('reservations.list'), [
      [
        principal.workspaceId,
        {
          status: 'CONFIRMED',
          source: 'AIRBNB',
          propertyId: 'prop_1',
          unitId: 'unit_1',
          from: '2026-07-01',
          to: '2026-07-31',
          search: 'silva',
          isOverbooking: true,
          take: 51,
          after: undefined,
        },
      ],
    ]);
  });

  it('refuses a period whose end is before its start', async () => {
    const { bed, principal } = bedWithReservations(0);
    await assert.rejects(bed.run(listReservations, principal, { from: '2026-07-10', to: '2026-07-09' }), {
      code: 'VALIDATION_FAILED',
      message: 'to (2026-07-09) is before from (2026-07-10).',
    });
  });

  it('refuses a cursor it did not give out', async () => {
    const { bed, principal } = bedWithReservations(0);
    const forged = [
      'not-a-cursor',
      Buffer.from('{"arrivalDate":"2026-07-10"}').toString('base64url'),
      Buffer.from('["2026-02-30","res_1"]').toString('base64url'),
      Buffer.from('["2026-07-10",7]').toString('base64url'),
    ];
    for (const cursor of forged) {
      await assert.rejects(
        bed.run(listReservations, principal, { cursor }),
        { code: 'VALIDATION_FAILED', message: 'cursor is not a cursor this API gave out' },
        cursor,
      );
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('refuses page sizes outside 1 to 200 and unknown statuses or sources', async () => {
    const { bed, principal } = bedWithReservations(0);
    for (const fields of [{ take: 0 }, { take: 201 }, { take: 'ten' }, { take: 2.5 }, { status: 'BOOKED' }, { source: 'FAX' }, { isOverbooking: 'maybe' }]) {
      await assert.rejects(bed.run(listReservations, principal, fields), { code: 'VALIDATION_FAILED' }, JSON.stringify(fields));
    }
  });

  it('never lists the reservations of another workspace', async () => {
    const { bed, principal } = bedWithReservations(2);
    const theirs = bed.seedWorkspace();
    bed.db.addReservation(theirs.unit);
    const page = await bed.run(listReservations, principal);
    assert.ok(page.reservations.every((row) => row.propertyId !== theirs.property.id));
    assert.equal(page.reservations.length, 2);
  });
});

describe('reservations.get', () => {
  it('answers the reservation', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const stored = bed.db.addReservation(unit);
    assert.deepEqual(await bed.run(getReservation, principal, { reservationId: stored.id }), stored);
  });

  it('answers NOT_FOUND for a reservation of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    const stored = bed.db.addReservation(theirs.unit);
    await assert.rejects(bed.run(getReservation, mine.principal, { reservationId: stored.id }), {
      code: 'NOT_FOUND',
      message: 'Reservation not found in this workspace.',
    });
  });
});
