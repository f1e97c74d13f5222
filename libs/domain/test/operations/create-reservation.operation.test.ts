import assert from 'node:assert/strict';

import { addDays, Principal } from '../../src';
import { createReservation } from '../../src/operations/reservations/create-reservation.operation';
import { factory, OperationTestbed } from '../../testing';

function bedWithUnit(rooms = 1) {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const unit = bed.db.addUnit(seeded.property, { name: 'Twin', countOfRooms: rooms, basePriceMinor: 10_000 });
  return { bed, ...seeded, unit };
}

describe('reservations.create', () => {
  it('records a CONFIRMED reservation by default, priced at the sum of its nightly prices, and holds its nights', async () => {
    const { bed, principal, unit } = bedWithUnit();
    bed.db.setPrice(unit.defaultRatePlanId!, '2026-07-11', 14_000);
    const reservation = await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id }));
    assert.equal(reservation.status, 'CONFIRMED');
    assert.equal(reservation.totalAmountMinor, 10_000 + 14_000 + 10_000);
    assert.equal(reservation.currency, 'EUR');
    assert.equal(reservation.ratePlanId, unit.defaultRatePlanId);
    assert.deepEqual([reservation.adults, reservation.children, reservation.notes], [1, 0, null]);
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-09', '2026-07-14'), [0, 1, 1, 1, 0]);
  });

  it('prices a DIRECT stay as the stay check quotes it and answers the quote; a MANUAL one and a sent total answer none', async () => {
    const { bed, principal, property } = bedWithUnit();
    // 2026-07-10 is a Friday: the weekend price takes Friday and Saturday nights.
    const unit = bed.db.addUnit(property, {
      name: 'Loft',
      basePriceMinor: 10_000,
      listingSettings: factory.listingSettings({ weekendPriceMinor: 15_000, cleaningFeeMinor: 4_000 }),
    });
    const direct = await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, source: 'DIRECT' }));
    const night = (date: string, price: number) => ({
      kind: 'NIGHT',
      code: 'NIGHT',
      label: 'Night',
      quantity: 1,
      unitAmountMinor: price,
      amountMinor: price,
      date,
    });
    const amounts = {
      accommodationMinor: 40_000,
      discountMinor: 0,
      feesMinor: 4_000,
      taxesMinor: 0,
      totalMinor: 44_000,
      lines: [
        night('2026-07-10', 15_000),
        night('2026-07-11', 15_000),
        night('2026-07-12', 10_000),
        { kind: 'FEE', code: 'CLEANING', label: 'Cleaning', quantity: 1, unitAmountMinor: 4_000, amountMinor: 4_000 },
      ],
    };
    assert.deepEqual(direct.quote, {
      nights: [
        { date: '2026-07-10', priceMinor: 15_000 },
        { date: '2026-07-11', priceMinor: 15_000 },
        { date: '2026-07-12', priceMinor: 10_000 },
      ],
      ...amounts,
      currency: 'EUR',
    });
    // The reservation keeps the lines it was priced with.
    assert.deepEqual(direct.amounts, amounts);
    assert.equal(direct.totalAmountMinor, 44_000);
    const manual = await bed.run(
      createReservation,
      principal,
      factory.reservationRequest({ unitId: unit.id, arrivalDate: '2026-08-10', departureDate: '2026-08-12' }),
    );
    assert.deepEqual([manual.totalAmountMinor, 'quote' in manual, manual.amounts.lines.map((line) => line.code)], [20_000, false, ['NIGHT', 'NIGHT']]);
    const sent = await bed.run(
      createReservation,
      principal,
      factory.reservationRequest({ unitId: unit.id, source: 'DIRECT', arrivalDate: '2026-09-10', departureDate: '2026-09-12', totalAmountMinor: 7 }),
    );
    assert.deepEqual(
      [sent.totalAmountMinor, 'quote' in sent, sent.amounts.lines.map((line) => line.code), sent.amounts.totalMinor],
      [7, false, ['MANUAL_TOTAL'], 7],
    );
    // The event carries the reservation as stored, without the quote.
    const [event] = createReservation.events!(direct, {} as never);
    assert.equal('quote' in (event.data as object), false);
  });

  it('refuses a DIRECT stay on a full night with every full night listed as the stay check names them', async () => {
    const { bed, principal, unit } = bedWithUnit();
    await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, arrivalDate: '2026-07-11', departureDate: '2026-07-13' }));
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, source: 'DIRECT' })), {
      code: 'NO_AVAILABILITY',
      details: {
        unitId: unit.id,
        night: '2026-07-11',
        violations: [
          { rule: 'NO_AVAILABILITY', date: '2026-07-11', msg: 'No room of Twin is free on 2026-07-11.' },
          { rule: 'NO_AVAILABILITY', date: '2026-07-12', msg: 'No room of Twin is free on 2026-07-12.' },
        ],
      },
    });
  });

  it('records what a website visitor types as a self-declared guest, and what staff type as the workspace’s guest', async () => {
    const { bed, principal, unit } = bedWithUnit();
    const visitor = { ...principal, credentialId: 'site:203.0.113.9', credentialKind: 'site_visitor' as const };
    await bed.run(createReservation, visitor, factory.reservationRequest({ unitId: unit.id, source: 'DIRECT' }));
    await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, arrivalDate: '2026-08-10', departureDate: '2026-08-12' }));
    const guests = bed.repos.calls.argumentsOf('reservations.create').map(([, , guest]) => guest.selfDeclared === true);
    assert.deepEqual(guests, [true, false]);
  });

  describe('the website’s stay rules, for a visitor only', () => {
    const visitorOf = (principal: Principal, network: string): Principal => ({ ...principal, credentialId: `site:${network}`, credentialKind: 'site_visitor' });
    const stayOn = (unitId: string, week: number, nights = 2, status: 'PROVISIONAL' | 'CONFIRMED' = 'PROVISIONAL') => {
      const arrivalDate = addDays('2026-08-01', 7 * week);
      return factory.reservationRequest({ unitId, source: 'DIRECT', status, arrivalDate, departureDate: addDays(arrivalDate, nights) });
    };

    it('refuses a visitor’s stay over 30 nights with STAY_TOO_LONG and holds nothing; staff may book it', async () => {
      const { bed, principal, unit } = bedWithUnit();
      await assert.rejects(bed.run(createReservation, visitorOf(principal, '203.0.113.9'), stayOn(unit.id, 0, 31)), {
        code: 'STAY_TOO_LONG',
        details: { maxNights: 30, nights: 31 },
      });
      assert.deepEqual(bed.repos.calls.writes(), []);
      await bed.run(createReservation, visitorOf(principal, '203.0.113.9'), stayOn(unit.id, 0, 30));
      await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, arrivalDate: '2026-10-01', departureDate: '2027-10-01' }));
    });

    it('takes at most 3 unpaid holds per visitor’s network, then TOO_MANY_HOLDS naming VISITOR; another visitor still books', async () => {
      const { bed, principal, unit } = bedWithUnit(10);
      const mallory = visitorOf(principal, '203.0.113.9');
      for (const week of [0, 1, 2]) await bed.run(createReservation, mallory, stayOn(unit.id, week));
      await assert.rejects(bed.run(createReservation, mallory, stayOn(unit.id, 3, 2, 'CONFIRMED')), {
        code: 'TOO_MANY_HOLDS',
        details: { scope: 'VISITOR', limit: 3 },
      });
      await bed.run(createReservation, visitorOf(principal, '198.51.100.7'), stayOn(unit.id, 3));
      // Staff are not counted, nor capped.
      for (const week of [4, 5, 6, 7]) await bed.run(createReservation, principal, stayOn(unit.id, week));
    });

    it('takes at most 20 unpaid website holds per property, all visitors together, then TOO_MANY_HOLDS naming PROPERTY', async () => {
      const { bed, principal, unit } = bedWithUnit(30);
      for (let index = 0; index < 20; index += 1) await bed.run(createReservation, visitorOf(principal, `198.51.100.${index}`), stayOn(unit.id, index % 5));
      await assert.rejects(bed.run(createReservation, visitorOf(principal, '192.0.2.1'), stayOn(unit.id, 6)), {
        code: 'TOO_MANY_HOLDS',
        details: { scope: 'PROPERTY', limit: 20 },
      });
    });

    it('records a PROVISIONAL website booking to lapse in 24 hours and a CONFIRMED one not; a lapsed or paid hold no longer counts', async () => {
      const { bed, principal, unit } = bedWithUnit(10);
      const mallory = visitorOf(principal, '203.0.113.9');
      await bed.run(createReservation, mallory, stayOn(unit.id, 0));
      await bed.run(createReservation, mallory, stayOn(unit.id, 1, 2, 'CONFIRMED'));
      const holds = bed.repos.calls.argumentsOf('reservations.create').map(([, reservation]) => reservation.siteHold);
      assert.equal(holds[0]?.expiresAt?.getTime(), bed.db.now().getTime() + 24 * 3_600_000);
      assert.equal(holds[1]?.expiresAt, null);
      assert.equal(holds[0]?.visitorKey, holds[1]?.visitorKey);
      assert.doesNotMatch(holds[0]!.visitorKey, /203\.0\.113\.9/, 'the address is not stored in clear');
      const rows = [...bed.db.tables.reservations.values()];
      rows[0].siteHold = { ...rows[0].siteHold!, expiresAt: new Date(bed.db.now().getTime() - 1) };
      rows[1].view.paidAmountMinor = 100;
      await bed.run(createReservation, mallory, stayOn(unit.id, 2));
      await bed.run(createReservation, mallory, stayOn(unit.id, 3));
      await bed.run(createReservation, mallory, stayOn(unit.id, 4));
      await assert.rejects(bed.run(createReservation, mallory, stayOn(unit.id, 5)), { code: 'TOO_MANY_HOLDS' });
    });
  });

  it('takes the total and the currency sent instead of pricing the stay', async () => {
    const { bed, principal, unit } = bedWithUnit();
    const reservation = await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, totalAmountMinor: 5, currency: 'USD' }));
    assert.deepEqual([reservation.totalAmountMinor, reservation.currency], [5, 'USD']);
    assert.deepEqual(bed.repos.calls.argumentsOf('pricing.nightlyPrices'), []);
  });

  it('refuses another currency than the unit’s without a total, as it could not be priced', async () => {
    const { bed, principal, unit } = bedWithUnit();
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, currency: 'USD' })), {
      code: 'VALIDATION_FAILED',
      message: 'Prices of this unit are in EUR; send totalAmountMinor with another currency.',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('holds no room for an INQUIRY', async () => {
    const { bed, principal, unit } = bedWithUnit();
    const reservation = await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, status: 'INQUIRY' }));
    assert.equal(reservation.status, 'INQUIRY');
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-13'), [0, 0, 0]);
    assert.deepEqual(bed.repos.calls.argumentsOf('inventory.hold'), []);
  });

  it('answers NO_AVAILABILITY naming the unit and the first full night, and records nothing', async () => {
    const { bed, principal, unit } = bedWithUnit();
    bed.db.addReservation(unit, { arrivalDate: '2026-07-11', departureDate: '2026-07-12' });
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id })), {
      code: 'NO_AVAILABILITY',
      message: 'No room of Twin is free on 2026-07-11.',
      details: { unitId: unit.id, night: '2026-07-11' },
    });
    assert.equal(bed.db.tables.reservations.size, 1);
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-13'), [0, 1, 0]);
  });

  it('books the last free room of a unit with several', async () => {
    const { bed, principal, unit } = bedWithUnit(2);
    bed.db.addReservation(unit);
    await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id }));
    assert.deepEqual(bed.db.reservedOn(unit.id, '2026-07-10', '2026-07-13'), [2, 2, 2]);
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id })), { code: 'NO_AVAILABILITY' });
  });

  it('refuses sources that arrive by synchronisation', async () => {
    const { bed, principal, unit } = bedWithUnit();
    for (const source of ['AIRBNB', 'BOOKING_COM', 'OTHER']) {
      await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, source })), {
        code: 'SOURCE_NOT_ALLOWED',
        details: { allowed: ['MANUAL', 'DIRECT'] },
      });
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('refuses a departure on or before the arrival, and stays longer than 366 nights', async () => {
    const { bed, principal, unit } = bedWithUnit();
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, departureDate: '2026-07-10' })), {
      code: 'VALIDATION_FAILED',
      message: 'departureDate (2026-07-10) must be after arrivalDate (2026-07-10).',
    });
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, departureDate: '2027-07-12' })), {
      code: 'RANGE_TOO_LONG',
      details: { maxNights: 366 },
    });
    await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, departureDate: '2027-07-11' }));
  });

  it('refuses what its input forbids: unknown dates, statuses it cannot start in, party sizes, guests without a name', async () => {
    const { bed, principal, unit } = bedWithUnit();
    const refused: Record<string, unknown>[] = [
      { arrivalDate: '2026-02-30' },
      { arrivalDate: '10/07/2026' },
      { status: 'CHECKED_IN' },
      { status: 'CANCELLED' },
      { adults: 0 },
      { adults: 51 },
      { children: -1 },
      { totalAmountMinor: -1 },
      { currency: 'ZZZ' },
      { source: 'WALK_IN' },
      { guest: { firstName: '', lastName: 'Silva' } },
      { guest: { firstName: 'Maria' } },
      { guest: { firstName: 'Maria', lastName: 'Silva', email: 'not-an-email' } },
      { notes: 'x'.repeat(2001) },
      { unitId: '' },
      { extra: true },
    ];
    for (const fields of refused) {
      await assert.rejects(
        bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, ...fields })),
        { code: 'VALIDATION_FAILED' },
        JSON.stringify(fields),
      );
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('refuses an archived unit, or a unit of an archived property, with ARCHIVED and records nothing', async () => {
    const { bed, principal, property, unit } = bedWithUnit();
    bed.db.tables.units.get(unit.id)!.archivedAt = bed.now();
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id })), {
      code: 'ARCHIVED',
      message: 'Twin is archived: it takes no new reservations.',
    });
    bed.db.tables.units.get(unit.id)!.archivedAt = null;
    bed.db.tables.properties.get(property.id)!.status = 'ARCHIVED';
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id })), {
      code: 'ARCHIVED',
      message: 'Casa Teste is archived: its units take no new reservations.',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('answers NOT_FOUND for a unit of another workspace and holds nothing there', async () => {
    const { bed, principal } = bedWithUnit();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: theirs.unit.id })), {
      code: 'NOT_FOUND',
      message: 'Unit not found in this workspace.',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('prices with the rate plan named, and answers NOT_FOUND for a plan of another unit', async () => {
    const {
      bed,
      principal,
      unit,
      unit: { defaultRatePlanId },
    } = bedWithUnit();
    const weekly = bed.db.addRatePlan(unit, { title: 'Weekly', isDefault: false, basePriceMinor: 8_000 });
    const reservation = await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, ratePlanId: weekly.id }));
    assert.deepEqual([reservation.ratePlanId, reservation.totalAmountMinor], [weekly.id, 24_000]);
    const otherUnit = bed.db.addUnit(bed.db.tables.properties.get(unit.propertyId)!, { name: 'Other' });
    await assert.rejects(bed.run(createReservation, principal, factory.reservationRequest({ unitId: otherUnit.id, ratePlanId: defaultRatePlanId })), {
      code: 'NOT_FOUND',
      message: 'Rate plan not found in this workspace.',
    });
  });

  it('costs nothing by default on a unit without a rate plan', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const unit = bed.db.addUnit(property, { basePriceMinor: null });
    const reservation = await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id }));
    assert.deepEqual([reservation.ratePlanId, reservation.totalAmountMinor], [null, 0]);
  });

  describe('stay restrictions', () => {
    it('holds a DIRECT booking to them, naming the rule and the night, and every rule broken (violations)', async () => {
      const { bed, principal, unit } = bedWithUnit();
      const plan = unit.defaultRatePlanId!;
      const direct = (fields: Record<string, unknown>) =>
        bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, source: 'DIRECT', ...fields }));

      bed.db.setRestrictions(plan, { date: '2026-07-10', closedToArrival: true });
      await assert.rejects(direct({}), {
        code: 'RESTRICTION_VIOLATED',
        details: {
          rule: 'CLOSED_TO_ARRIVAL',
          night: '2026-07-10',
          violations: [{ rule: 'CLOSED_TO_ARRIVAL', date: '2026-07-10', msg: 'Arrivals are closed on 2026-07-10.' }],
        },
      });

      bed.db.setRestrictions(plan, { date: '2026-07-10', minNights: 4 });
      await assert.rejects(direct({}), {
        code: 'RESTRICTION_VIOLATED',
        details: {
          rule: 'MIN_NIGHTS',
          night: '2026-07-10',
          minNights: 4,
          violations: [{ rule: 'MIN_NIGHTS', date: '2026-07-10', msg: 'Stays arriving on 2026-07-10 need at least 4 nights.' }],
        },
      });

      bed.db.setRestrictions(plan, { date: '2026-07-10', maxNights: 2 });
      await assert.rejects(direct({}), {
        code: 'RESTRICTION_VIOLATED',
        details: {
          rule: 'MAX_NIGHTS',
          night: '2026-07-10',
          maxNights: 2,
          violations: [{ rule: 'MAX_NIGHTS', date: '2026-07-10', msg: 'Stays arriving on 2026-07-10 may last at most 2 nights.' }],
        },
      });

      bed.db.setRestrictions(plan, { date: '2026-07-10' });
      bed.db.setRestrictions(plan, { date: '2026-07-12', stopSell: true });
      await assert.rejects(direct({}), {
        code: 'RESTRICTION_VIOLATED',
        details: {
          rule: 'STOP_SELL',
          night: '2026-07-12',
          violations: [{ rule: 'STOP_SELL', date: '2026-07-12', msg: '2026-07-12 is not for sale (stop sell).' }],
        },
      });

      bed.db.setRestrictions(plan, { date: '2026-07-12' });
      bed.db.setRestrictions(plan, { date: '2026-07-13', closedToDeparture: true });
      await assert.rejects(direct({}), {
        code: 'RESTRICTION_VIOLATED',
        details: {
          rule: 'CLOSED_TO_DEPARTURE',
          night: '2026-07-13',
          violations: [{ rule: 'CLOSED_TO_DEPARTURE', date: '2026-07-13', msg: 'Departures are closed on 2026-07-13.' }],
        },
      });

      assert.deepEqual(bed.repos.calls.writes(), []);
    });

    it('reads minimum and maximum nights on the arrival night only, and ignores a stop sell on the departure day', async () => {
      const { bed, principal, unit } = bedWithUnit();
      const plan = unit.defaultRatePlanId!;
      bed.db.setRestrictions(plan, { date: '2026-07-11', minNights: 7, maxNights: 1 });
      bed.db.setRestrictions(plan, { date: '2026-07-13', stopSell: true, closedToArrival: true });
      const reservation = await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, source: 'DIRECT' }));
      assert.equal(reservation.source, 'DIRECT');
    });

    it('lets staff record a MANUAL booking whatever the restrictions', async () => {
      const { bed, principal, unit } = bedWithUnit();
      bed.db.setRestrictions(unit.defaultRatePlanId!, { date: '2026-07-10', closedToArrival: true, stopSell: true, minNights: 30 });
      await bed.run(createReservation, principal, factory.reservationRequest({ unitId: unit.id, source: 'MANUAL' }));
      assert.deepEqual(bed.repos.calls.argumentsOf('stays.facts'), []);
    });
  });

  it('stores the guest as sent and answers the stored reservation', async () => {
    const { bed, principal, unit } = bedWithUnit();
    const guest = { firstName: 'João', lastName: 'Pereira', email: 'joao@example.test', phone: '+351900000000' };
    const reservation = await bed.run(
      createReservation,
      principal,
      factory.reservationRequest({ unitId: unit.id, guest, adults: 2, children: 1, notes: 'Late arrival' }),
    );
    const [[workspaceId, stored, storedGuest]] = bed.repos.calls.argumentsOf('reservations.create');
    assert.equal(workspaceId, principal.workspaceId);
    assert.deepEqual({ ...storedGuest }, guest);
    assert.deepEqual([stored.adults, stored.children, stored.notes, stored.isOverbooking], [2, 1, 'Late arrival', false]);
    assert.deepEqual(bed.db.reservation(reservation.id), reservation);
  });
});
