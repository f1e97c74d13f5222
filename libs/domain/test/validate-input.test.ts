import assert from 'node:assert/strict';

import { addDays, EVENT_TYPES } from '@innkeep/contract';

import { CATALOGUE, inputFieldsOf, inputSchemaOf, InputValidationError, MAX_INPUT_DEPTH, ReservationUpsertMessage, validateInput } from '../src';
import { createBlock } from '../src/operations/blocks/create-block.operation';
import { getCalendar } from '../src/operations/calendar/get-calendar.operation';
import { createWebhook } from '../src/operations/events/create-webhook.operation';
import { listEvents } from '../src/operations/events/list-events.operation';
import { setBookingSettings } from '../src/operations/properties/set-booking-settings.operation';
import { setRates } from '../src/operations/rates/set-rates.operation';
import { createReservation } from '../src/operations/reservations/create-reservation.operation';
import { listUnits } from '../src/operations/units/list-units.operation';
import { setListingSettings } from '../src/operations/units/set-listing-settings.operation';
import { factory, OperationTestbed } from '../testing';

/** The messages of the 400 that validation answers, or a failure naming what came instead. */
function refusalOf(dto: new () => object, plain: unknown, textFields?: ReadonlySet<string>): string[] {
  try {
    validateInput(dto, plain, { textFields });
  } catch (error) {
    assert.ok(error instanceof InputValidationError, `expected a 400 VALIDATION_FAILED, got ${String(error)}`);
    assert.equal(error.toBody().statusCode, 400);
    return error.messages;
  }
  assert.fail(`accepted ${JSON.stringify(plain)?.slice(0, 200)}`);
}

function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
}

const today = new Date().toISOString().slice(0, 10);

describe('input validation of every operation', () => {
  it('refuses a NUL character in any id or text with 400, naming the field, before any handler runs', () => {
    for (const operation of CATALOGUE) {
      for (const field of inputFieldsOf(operation.input)) {
        const messages = refusalOf(operation.input, { [field]: 'a\u0000b' });
        assert.ok(messages.includes(`${field} must not contain NUL characters`), `${operation.name} ${field}: ${messages.join('; ')}`);
      }
    }
    assert.ok(
      refusalOf(createReservation.input, factory.reservationRequest({ unitId: 'u1', guest: { firstName: 'Ma\u0000ria', lastName: 'Silva' } })).includes(
        'guest.firstName must not contain NUL characters',
      ),
    );
    assert.ok(refusalOf(listUnits.input, { 'property\u0000Id': 'p1' }).includes('field names must not contain NUL characters'));
  });

  it('refuses null for a field its schema does not call nullable, and names it', () => {
    assert.deepEqual(refusalOf(setBookingSettings.input, { propertyId: 'p1', instantBooking: null }), ['instantBooking must not be null']);
    assert.deepEqual(refusalOf(setListingSettings.input, { unitId: 'u1', checkInWeekdays: null }), ['checkInWeekdays must not be null']);
    assert.deepEqual(refusalOf(listUnits.input, { propertyId: null }), ['propertyId must not be null']);
    assert.deepEqual(refusalOf(createReservation.input, factory.reservationRequest({ unitId: 'u1', notes: null })), ['notes must not be null']);
    assert.deepEqual(refusalOf(createReservation.input, factory.reservationRequest({ unitId: 'u1', guest: { firstName: 'A', lastName: 'B', email: null } })), [
      'guest.email must not be null',
    ]);
  });

  it('takes null where the schema says nullable', () => {
    assert.equal(validateInput(setBookingSettings.input, { propertyId: 'p1', arrivalTimeFrom: null }).arrivalTimeFrom, null);
    assert.equal(validateInput(setListingSettings.input, { unitId: 'u1', cleaningFeeMinor: null }).cleaningFeeMinor, null);
    assert.equal(validateInput(setRates.input, { unitId: 'u1', from: today, to: today, priceMinor: null }).priceMinor, null);
  });

  it(`refuses input nested deeper than ${MAX_INPUT_DEPTH} levels with 400, however deep, without transforming it`, () => {
    for (const depth of [MAX_INPUT_DEPTH + 1, 2_000, 100_000]) {
      assert.deepEqual(refusalOf(createReservation.input, { unitId: 'u1', guest: nested(depth) }), [
        `the input is nested deeper than ${MAX_INPUT_DEPTH} levels`,
      ]);
    }
    // Within the bound the ordinary checks answer.
    assert.ok(!refusalOf(createReservation.input, { unitId: 'u1', guest: nested(MAX_INPUT_DEPTH - 1) }).some((message) => message.includes('nested deeper')));
  });

  it('refuses objects and lists where the schema has none, and fields it does not name, at any level', () => {
    assert.deepEqual(
      refusalOf(createReservation.input, factory.reservationRequest({ unitId: 'u1', guest: { firstName: 'A', lastName: 'B', email: { constructor: -1 } } })),
      ['guest.email must be a string'],
    );
    assert.equal(refusalOf(getCalendar.input, { from: today, to: { constructor: today } })[0], 'to must be a string');
    assert.deepEqual(refusalOf(setRates.input, { unitId: 'u1', from: today, to: today, weekdays: [['MON']] }), ['weekdays[0] must be a string']);
    assert.deepEqual(
      refusalOf(
        createReservation.input,
        factory.reservationRequest({ unitId: 'u1', guest: { firstName: 'A', lastName: 'B', constructor: { constructor: 1 } } }),
      ),
      ['property guest.constructor should not exist'],
    );
    assert.deepEqual(refusalOf(listUnits.input, { propertyId: 'p1', surprise: { a: 1 } }), ['property surprise should not exist']);
  });

  it('refuses a reservation without a guest object, whatever stands in its place', () => {
    for (const guest of [undefined, [], 'Maria', 7, [{ firstName: 'A', lastName: 'B' }]]) {
      const messages = refusalOf(createReservation.input, factory.reservationRequest({ unitId: 'u1', guest }));
      assert.ok(messages.includes('guest must be an object'), `${JSON.stringify(guest)}: ${messages.join('; ')}`);
    }
  });

  it('refuses dates before 2000-01-01 or more than 5 years ahead, and takes the window’s ends', () => {
    const last = lastAcceptedDate();
    for (const date of ['9999-12-31', '1999-12-31', addDays(last, 1), '0000-01-01']) {
      const messages = refusalOf(createBlock.input, { unitId: 'u1', from: date, to: date, type: 'OWNER' });
      assert.ok(messages.includes(`from must be a date YYYY-MM-DD from 2000-01-01 to ${last}`), `${date}: ${messages.join('; ')}`);
    }
    for (const date of ['2000-01-01', last]) assert.equal(validateInput(createBlock.input, { unitId: 'u1', from: date, to: date, type: 'OWNER' }).from, date);
    assert.ok(
      refusalOf(createBlock.input, { unitId: 'u1', from: '2027-02-30', to: '2027-03-01', type: 'OWNER' }).includes(
        `from must be a date YYYY-MM-DD from 2000-01-01 to ${last}`,
      ),
    );
  });
});

describe('reservations.create and the calendar', () => {
  it('refuses a DIRECT stay arriving before today in the property’s time zone, and takes one arriving today there', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({ property: { timezone: 'Pacific/Kiritimati' } });
    const unit = bed.db.addUnit(property, { name: 'Sea', countOfRooms: 1, basePriceMinor: 10_000 });
    // 2026-06-01T10:00Z is already 2026-06-02 on Kiritimati (UTC+14).
    assert.equal(bed.now().toISOString(), '2026-06-01T10:00:00.000Z');
    await assert.rejects(
      bed.run(
        createReservation,
        principal,
        factory.reservationRequest({ unitId: unit.id, source: 'DIRECT', arrivalDate: '2026-06-01', departureDate: '2026-06-03' }),
      ),
      { code: 'VALIDATION_FAILED', message: 'A DIRECT stay cannot arrive before today (2026-06-02 where the property is); record past stays as MANUAL.' },
    );
    assert.deepEqual(bed.repos.calls.writes(), []);
    const arrivingToday = await bed.run(
      createReservation,
      principal,
      factory.reservationRequest({ unitId: unit.id, source: 'DIRECT', arrivalDate: '2026-06-02', departureDate: '2026-06-03' }),
    );
    assert.equal(arrivingToday.arrivalDate, '2026-06-02');
    const typedIn = await bed.run(
      createReservation,
      principal,
      factory.reservationRequest({ unitId: unit.id, source: 'MANUAL', arrivalDate: '2026-05-20', departureDate: '2026-05-22' }),
    );
    assert.equal(typedIn.source, 'MANUAL');
  });
});

function lastAcceptedDate(): string {
  const [year, month, day] = today.split('-').map(Number);
  // Five years on, the same day (28 February for a 29 February).
  const date = new Date(Date.UTC(year + 5, month - 1, Math.min(day, month === 2 ? 28 : day)));
  return date.toISOString().slice(0, 10);
}

describe('input validation: currencies, typed JSON fields, event types', () => {
  /** Every field named `currency` in an input schema, at any depth, as a path of field names. */
  function currencyPaths(schema: Record<string, any>, path: string[] = []): string[][] {
    const found: string[][] = [];
    for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, any>)) {
      if (name === 'currency') found.push([...path, name]);
      if (field.properties) found.push(...currencyPaths(field, [...path, name]));
    }
    return found;
  }

  it('refuses a currency that is three letters but no ISO 4217 code, in every input that takes one', () => {
    let checked = 0;
    for (const operation of CATALOGUE) {
      for (const path of currencyPaths(inputSchemaOf(operation.input))) {
        const plain = path.reduceRight<unknown>((value, name) => ({ [name]: value }), 'ZZZ') as Record<string, unknown>;
        const messages = refusalOf(operation.input, plain);
        assert.ok(
          messages.some((message) => /must be an ISO 4217 currency code/.test(message)),
          `${operation.name} ${path.join('.')}: ${messages.join('; ')}`,
        );
        checked += 1;
      }
    }
    assert.ok(checked >= 3, `only ${checked} currency fields`);
    const connector = {
      type: 'reservation.upsert',
      externalId: 'x',
      externalListingId: 'l',
      arrivalDate: '2030-01-01',
      departureDate: '2030-01-02',
      guest: { firstName: 'A', lastName: 'B' },
    };
    assert.ok(refusalOf(ReservationUpsertMessage, { ...connector, currency: 'ZZZ' }).some((message) => /ISO 4217/.test(message)));
    assert.equal(validateInput(ReservationUpsertMessage, { ...connector, currency: 'eur' }).currency, 'EUR');
  });

  it('refuses text for a number, a truth value or a list where the field arrived as JSON, and still reads it from a query string', () => {
    const body = { unitId: 'unit_1', arrivalDate: '2030-01-01', departureDate: '2030-01-02', source: 'MANUAL', guest: { firstName: 'A', lastName: 'B' } };
    const json = new Set<string>();
    assert.deepEqual(refusalOf(createReservation.input, { ...body, adults: '2' }, json), ['adults must be an integer']);
    assert.ok(
      refusalOf(setListingSettings.input, { unitId: 'unit_1', weekendPriceMinor: '100' }, new Set(['unitId'])).some((message) =>
        message.startsWith('weekendPriceMinor must be an integer'),
      ),
    );
    assert.ok(
      refusalOf(setListingSettings.input, { unitId: 'unit_1', checkInWeekdays: 'MON,FRI' }, new Set(['unitId'])).some((message) =>
        message.startsWith('checkInWeekdays must be a list'),
      ),
    );
    assert.ok(
      refusalOf(setBookingSettings.input, { propertyId: 'p', instantBooking: 'true' }, new Set(['propertyId'])).some((message) =>
        message.startsWith('instantBooking must be a boolean'),
      ),
    );
    assert.equal(validateInput(listEvents.input, { take: '5', types: 'block.created,block.lifted' }, { textFields: new Set(['take', 'types']) }).take, 5);
    assert.equal(validateInput(createReservation.input, { ...body, adults: 2 }, { textFields: json }).adults, 2);
  });

  it('names every event type a webhook may subscribe to when one is unknown, from the one list of types', () => {
    const messages = refusalOf(createWebhook.input, { url: 'https://example.com/hook', events: ['reservation.made'] });
    for (const type of ['*', ...EVENT_TYPES]) assert.ok(messages.join(' ').includes(type), `${type} missing from ${messages.join('; ')}`);
  });
});
