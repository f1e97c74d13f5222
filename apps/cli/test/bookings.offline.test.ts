import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';

import { CalendarNight, CompactCalendar, ReservationView } from '@innkeep/contract';

import { ApiClient, ApiError, ConnectionError, Fetch, IdempotentRetryNotice, MAX_IDEMPOTENT_RETRIES } from '../src/api-client';
import { CliFailure, EXIT_USAGE } from '../src/cli-failure';
import { nightsFrom, parseCalendarDate, parseNightCount, parseNightRange } from '../src/input-flags';
import { CalendarAnswer, nightMark, renderCalendar, renderCalendarGrid } from '../src/output/calendar-grid';
import { renderReservation, renderReservations } from '../src/output/reservation-views';

/** The usage error a parser throws (exit code 2), for assert.throws. */
function usage(pattern: RegExp) {
  return (error: unknown) => error instanceof CliFailure && error.exitCode === EXIT_USAGE && pattern.test(error.message);
}

describe('<from>[:<to>] ranges', () => {
  test('one date is that one night; two are both included', () => {
    assert.deepEqual(parseNightRange('2030-07-14'), { from: '2030-07-14', to: '2030-07-14' });
    assert.deepEqual(parseNightRange(' 2030-07-14:2030-07-20 '), { from: '2030-07-14', to: '2030-07-20' });
    assert.deepEqual(parseNightRange('2030-12-31:2031-01-01'), { from: '2030-12-31', to: '2031-01-01' });
  });

  test('a range ending before it starts, dates that do not exist, or other shapes are usage errors', () => {
    assert.throws(() => parseNightRange('2030-07-20:2030-07-14'), usage(/ends \(2030-07-14\) before it starts/));
    assert.throws(() => parseNightRange('2030-02-30'), usage(/YYYY-MM-DD/));
    for (const text of ['', ':', '2030-07-14:', ':2030-07-14', '2030-07-14:2030-07-15:2030-07-16', '14.07.2030', '2030-7-14', 'tomorrow']) {
      assert.throws(() => parseNightRange(text), usage(/./), text);
    }
  });

  test('at most 366 nights', () => {
    assert.deepEqual(parseNightRange('2030-01-01:2031-01-01'), { from: '2030-01-01', to: '2031-01-01' });
    assert.throws(() => parseNightRange('2030-01-01:2031-01-02'), usage(/367 nights/));
  });

  test('a date flag accepts only real dates', () => {
    assert.equal(parseCalendarDate('2032-02-29'), '2032-02-29');
    assert.throws(() => parseCalendarDate('2031-02-29'), usage(/2031-02-29/));
  });
});

describe('--next', () => {
  test('days, bare numbers and weeks', () => {
    assert.equal(parseNightCount('14d'), 14);
    assert.equal(parseNightCount('14D'), 14);
    assert.equal(parseNightCount('7'), 7);
    assert.equal(parseNightCount('2w'), 14);
    assert.equal(parseNightCount('366d'), 366);
  });

  test('zero, too many, negative or other units are usage errors', () => {
    for (const text of ['0d', '367d', '53w', '-3d', '14m', 'd', '1.5d', '']) assert.throws(() => parseNightCount(text), usage(/./), text);
  });

  test('N nights from a day: that day is the first, the last is N-1 days later', () => {
    assert.deepEqual(nightsFrom('2030-07-25', 14), { from: '2030-07-25', to: '2030-08-07' });
    assert.deepEqual(nightsFrom('2030-07-25', 1), { from: '2030-07-25', to: '2030-07-25' });
  });
});

function night(
  date: string,
  physical: number,
  reserved = 0,
  ownerBlocked = 0,
  maintenanceBlocked = 0,
  channelBlocked = 0,
  cleaningPending = false,
): CalendarNight {
  return {
    date,
    physical,
    reserved,
    ownerBlocked,
    maintenanceBlocked,
    channelBlocked,
    sellable: Math.max(0, physical - reserved - ownerBlocked - maintenanceBlocked - channelBlocked),
    cleaningPending,
  };
}

describe('the calendar grid', () => {
  test('a night reads as its sellable rooms, or why none is left', () => {
    assert.equal(nightMark(night('2030-01-01', 2)), '2');
    assert.equal(nightMark(night('2030-01-01', 2, 1)), '1');
    assert.equal(nightMark(night('2030-01-01', 2, 1, 1)), 'O');
    assert.equal(nightMark(night('2030-01-01', 2, 1, 0, 1)), 'M');
    assert.equal(nightMark(night('2030-01-01', 1, 0, 1, 1)), '!', 'more taken than the unit has');
    assert.equal(nightMark(night('2030-01-01', 1, 1)), 'x');
    assert.equal(nightMark(night('2030-01-01', 1, 2)), '!');
    assert.equal(nightMark(undefined), '?');
  });

  const calendar: CalendarAnswer = {
    from: '2030-07-29',
    to: '2030-08-02',
    units: [
      {
        id: 'unit_1',
        name: 'Room 1',
        nights: [night('2030-07-29', 1), night('2030-07-30', 1, 1), night('2030-07-31', 1, 1), night('2030-08-01', 1, 0, 1), night('2030-08-02', 1)],
      },
      {
        id: 'unit_22',
        name: 'Garden suite',
        nights: [night('2030-07-29', 2), night('2030-07-30', 2, 1), night('2030-07-31', 2, 0, 0, 2), night('2030-08-01', 2), night('2030-08-02', 2, 3)],
      },
    ],
    reservations: [],
    blocks: [],
  };

  test('units down, nights across, under the month, the weekday and the day; no trailing spaces', () => {
    assert.equal(
      renderCalendarGrid(calendar),
      [
        '                              Jul 2030 Aug 2030',
        '                              Mo Tu We Th Fr',
        'UNIT          ID       ROOMS  29 30 31  1  2',
        'Room 1        unit_1       1   1  x  x  O  1',
        'Garden suite  unit_22      2   2  1  M  2  !',
      ].join('\n'),
    );
  });

  test('a night whose departure cleaning is not done carries a * after its mark', () => {
    const turnover: CalendarAnswer = {
      ...calendar,
      units: [
        {
          id: 'unit_1',
          name: 'Room 1',
          nights: [
            night('2030-07-29', 1),
            night('2030-07-30', 1, 1, 0, 0, 0, true),
            night('2030-07-31', 1, 0, 0, 0, 0, true),
            night('2030-08-01', 1),
            night('2030-08-02', 1),
          ],
        },
      ],
    };
    assert.equal(renderCalendarGrid(turnover).split('\n')[3], 'Room 1  unit_1      1   1 x* 1*  1  1');
    assert.match(renderCalendar(turnover), /\* after a mark = the cleaning due that day is not done/);
  });

  test('a month label that does not fit is shortened, then left out', () => {
    const monthLineOf = (from: string) =>
      renderCalendarGrid({ ...calendar, from })
        .split('\n')[0]
        .trim();
    assert.match(monthLineOf('2030-07-30'), /^Jul +Aug 2030$/);
    assert.equal(monthLineOf('2030-07-31'), 'Aug 2030');
  });

  test('a long range is split into blocks that fit the width, each with its own header', () => {
    const from = '2030-01-01';
    const dates = Array.from({ length: 60 }, (_, index) => new Date(Date.UTC(2030, 0, 1 + index)).toISOString().slice(0, 10));
    const long: CalendarAnswer = {
      from,
      to: dates[59],
      units: [{ id: 'u', name: 'Hut', nights: dates.map((date) => night(date, 1)) }],
      reservations: [],
      blocks: [],
    };
    const text = renderCalendarGrid(long, { maxWidth: 80 });
    const blocks = text.split('\n\n');
    assert.ok(blocks.length > 1);
    assert.ok(text.split('\n').every((line) => line.length <= 80 && line === line.trimEnd()));
    for (const block of blocks) assert.match(block, /^UNIT\s+ID\s+ROOMS\s+\d/m);
    const shownDays = blocks.reduce((sum, block) => sum + block.split('\n')[2].trim().split(/\s+/).length - 3, 0);
    assert.equal(shownDays, 60, 'every night shown once');
  });

  test('the full view has a heading, the legend, and the bookings and blocks of the range', () => {
    const reservation = {
      id: 'res_1',
      status: 'CONFIRMED',
      unitId: 'unit_1',
      unit: { id: 'unit_1', name: 'Room 1' },
      arrivalDate: '2030-07-30',
      departureDate: '2030-08-01',
      guest: { firstName: 'Ada', lastName: 'Lovelace' },
    } as ReservationView;
    const block = {
      id: 'blk_1',
      unitId: 'unit_1',
      type: 'OWNER' as const,
      from: '2030-08-01',
      to: '2030-08-01',
      rooms: 1,
      note: 'Painting',
      connectionId: null,
      createdAt: '',
    };
    const text = renderCalendar({ ...calendar, reservations: [reservation], blocks: [block] });
    assert.match(text, /^Calendar 2030-07-29 to 2030-08-02 \(5 nights\)/);
    assert.match(text, /^Legend: .*x = fully reserved.*O = owner-blocked.*M = maintenance-blocked/m);
    assert.match(text, /^res_1\s+CONFIRMED\s+Room 1\s+2030-07-30\s+2030-08-01\s+Ada Lovelace$/m);
    assert.match(text, /^blk_1\s+Room 1\s+OWNER\s+2030-08-01\s+2030-08-01\s+1\s+Painting$/m);
  });

  /** The compact form of a full calendar, as GET /calendar?format=compact answers it. */
  function compactOf(full: CalendarAnswer): CompactCalendar {
    const dates = full.units[0].nights.map((n) => n.date);
    const column = (unit: CalendarAnswer['units'][number], counter: Exclude<keyof CalendarNight, 'date' | 'cleaningPending'>) =>
      unit.nights.map((n) => n[counter]);
    return {
      format: 'compact',
      from: full.from,
      to: full.to,
      dates,
      units: full.units.map((unit) => ({
        id: unit.id,
        name: unit.name,
        physical: column(unit, 'physical'),
        reserved: column(unit, 'reserved'),
        ownerBlocked: column(unit, 'ownerBlocked'),
        maintenanceBlocked: column(unit, 'maintenanceBlocked'),
        channelBlocked: column(unit, 'channelBlocked'),
        blocked: unit.nights.map((n) => n.ownerBlocked + n.maintenanceBlocked + n.channelBlocked),
        sellable: column(unit, 'sellable'),
        cleaningPending: unit.nights.map((n) => (n.cleaningPending ? 1 : 0)),
      })),
    };
  }

  test('the grid from the compact form is the grid from the full form', () => {
    const compact = compactOf(calendar);
    assert.equal(renderCalendarGrid(compact), renderCalendarGrid(calendar));
    assert.equal(renderCalendarGrid(compact, { maxWidth: 40 }), renderCalendarGrid(calendar, { maxWidth: 40 }));
    assert.match(renderCalendarGrid(compact), /^Garden suite  unit_22      2   2  1  M  2  !$/m);
  });

  test('the compact view has the heading, grid and legend, and no booking or block tables (it carries none)', () => {
    const text = renderCalendar(compactOf(calendar));
    assert.match(text, /^Calendar 2030-07-29 to 2030-08-02 \(5 nights\)/);
    assert.match(text, /^Room 1        unit_1       1   1  x  x  O  1$/m);
    assert.match(text, /^Legend: /m);
    assert.doesNotMatch(text, /in the range\n/);
  });

  test('a calendar without units says so', () => {
    assert.equal(renderCalendarGrid({ ...calendar, units: [] }), 'No units.');
  });
});

describe('bookings in a terminal', () => {
  const reservation: ReservationView = {
    id: 'res_1',
    status: 'CONFIRMED',
    source: 'DIRECT',
    arrivalDate: '2030-07-14',
    departureDate: '2030-07-16',
    nights: 2,
    unitId: 'unit_1',
    propertyId: 'prop_1',
    ratePlanId: null,
    totalAmountMinor: 48050,
    amounts: {
      accommodationMinor: 44000,
      discountMinor: 0,
      feesMinor: 4050,
      taxesMinor: 0,
      totalMinor: 48050,
      lines: [
        { kind: 'NIGHT', code: 'NIGHT', label: 'Night', quantity: 1, unitAmountMinor: 22000, amountMinor: 22000, date: '2030-07-14' },
        { kind: 'NIGHT', code: 'NIGHT', label: 'Night', quantity: 1, unitAmountMinor: 22000, amountMinor: 22000, date: '2030-07-15' },
        { kind: 'FEE', code: 'CLEANING', label: 'Cleaning', quantity: 1, unitAmountMinor: 4050, amountMinor: 4050 },
      ],
    },
    paidAmountMinor: 10000,
    balanceMinor: 38050,
    currency: 'EUR',
    paymentStatus: 'PARTIALLY_PAID',
    schedule: [],
    adults: 2,
    children: 1,
    notes: 'Late arrival',
    isOverbooking: false,
    channelReference: null,
    connectionId: null,
    guest: { id: 'g1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null },
    unit: { id: 'unit_1', name: 'Room 1' },
    property: { id: 'prop_1', name: 'Casa' },
    createdAt: '2030-01-01T00:00:00Z',
    updatedAt: '2030-01-01T00:00:00Z',
    cancelledAt: null,
    cancelledBy: null,
  };

  test('the list shows amounts in major units with the currency', () => {
    assert.equal(
      renderReservations([reservation]),
      [
        'ID     STATUS     SOURCE  ARRIVAL     DEPARTURE   NIGHTS  GUEST         UNIT         TOTAL',
        'res_1  CONFIRMED  DIRECT  2030-07-14  2030-07-16       2  Ada Lovelace  Room 1  480.50 EUR',
      ].join('\n'),
    );
    assert.equal(renderReservations([]), 'No bookings.');
  });

  test('one booking shows its dates, party, amounts and payment state', () => {
    const text = renderReservation(reservation);
    assert.match(text, /^Guest:\s+Ada Lovelace <ada@example.com>$/m);
    assert.match(text, /^Party:\s+2 adults, 1 child$/m);
    assert.match(text, /^Unit:\s+Room 1 \(unit_1\)$/m);
    assert.match(text, /^Total:\s+480.50 EUR$/m);
    assert.match(text, /^Paid:\s+100.00 EUR$/m);
    assert.match(text, /^Balance:\s+380.50 EUR$/m);
    assert.match(text, /^Payment:\s+PARTIALLY_PAID$/m);
    assert.match(text, /^Notes:\s+Late arrival$/m);
    assert.doesNotMatch(text, /Overbooking/);
    // The breakdown after the fields, since the total is more than its nights.
    assert.match(text, /^Nights\s+440.00 EUR$/m);
    assert.match(text, /^Cleaning\s+40.50 EUR$/m);
  });
});

interface Seen {
  method: string;
  headers: Record<string, string>;
}

/** A fetch that plays a script of answers (or thrown errors) and records what was sent. */
function scripted(steps: Array<{ status: number; body?: unknown; headers?: Record<string, string> } | Error>): { fetch: Fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: Fetch = async (_input, init) => {
    const step = steps.shift();
    if (!step) throw new assert.AssertionError({ message: 'unexpected call' });
    seen.push({ method: init?.method ?? 'GET', headers: { ...((init?.headers ?? {}) as Record<string, string>) } });
    if (step instanceof Error) throw step;
    return new Response(step.body === undefined ? '' : JSON.stringify(step.body), { status: step.status, headers: step.headers });
  };
  return { fetch, seen };
}

const reset = () => new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
const refused = () => new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
const createInput = { unitId: 'u1', arrivalDate: '2030-07-14', departureDate: '2030-07-16', source: 'MANUAL', guest: { firstName: 'A', lastName: 'B' } };

describe('Idempotency-Key on writes', () => {
  const client = (fetch: Fetch, extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) =>
    new ApiClient({ baseUrl: 'http://api.test/public/v1', apiKey: 'ikp_key', fetch, sleep: async () => {}, ...extra });

  test('a write sends the key; a read never does', async () => {
    const { fetch, seen } = scripted([
      { status: 201, body: { id: 'r1' } },
      { status: 200, body: { id: 'r1' } },
    ]);
    await client(fetch).call('reservations.create', createInput, { idempotencyKey: 'k-1' });
    await client(fetch).call('reservations.get', { reservationId: 'r1' }, { idempotencyKey: 'k-2' });
    assert.equal(seen[0].headers['idempotency-key'], 'k-1');
    assert.equal(seen[1].headers['idempotency-key'], undefined);
  });

  test('after a network failure the write is sent again with the same key, and told', async () => {
    const { fetch, seen } = scripted([reset(), { status: 201, body: { id: 'r1' }, headers: { 'idempotent-replayed': 'true' } }]);
    const notices: IdempotentRetryNotice[] = [];
    const replayed: string[] = [];
    const answer = await client(fetch, { onIdempotentRetry: (n) => void notices.push(n), onReplayed: (k) => void replayed.push(k) }).call(
      'reservations.create',
      createInput,
      { idempotencyKey: 'k-retry' },
    );
    assert.deepEqual(answer, { id: 'r1' });
    assert.deepEqual(
      seen.map((s) => s.headers['idempotency-key']),
      ['k-retry', 'k-retry'],
    );
    assert.deepEqual(
      notices.map((n) => [n.retry, n.waitSeconds, n.idempotencyKey]),
      [[1, 1, 'k-retry']],
    );
    assert.deepEqual(replayed, ['k-retry']);
  });

  test('while the first request with the key still runs (409 IDEMPOTENCY_KEY_IN_USE) it waits and asks again', async () => {
    const inUse = { status: 409, body: { statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE', msg: 'Still running.' } };
    const waits: number[] = [];
    const { fetch, seen } = scripted([reset(), inUse, { status: 201, body: { id: 'r1' } }]);
    await client(fetch, { sleep: async (s) => void waits.push(s) }).call('reservations.create', createInput, { idempotencyKey: 'k' });
    assert.equal(seen.length, 3);
    assert.deepEqual(waits, [1, 2]);
  });

  test(`gives up after ${MAX_IDEMPOTENT_RETRIES} resends`, async () => {
    const { fetch, seen } = scripted([reset(), reset(), reset()]);
    const error = await client(fetch)
      .call('reservations.create', createInput, { idempotencyKey: 'k' })
      .catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError);
    assert.equal(seen.length, 1 + MAX_IDEMPOTENT_RETRIES);
  });

  test('a write without a key, a read, or a refused connection is not sent again', async () => {
    for (const [operation, input, key, failure] of [
      ['reservations.create', createInput, undefined, reset()],
      ['reservations.get', { reservationId: 'r1' }, 'k', reset()],
      ['reservations.create', createInput, 'k', refused()],
    ] as const) {
      const { fetch, seen } = scripted([failure]);
      const error = await client(fetch)
        .call(operation, input, { idempotencyKey: key })
        .catch((e: unknown) => e);
      assert.ok(error instanceof ConnectionError);
      assert.equal(seen.length, 1, operation);
    }
  });

  test('an API refusal is not sent again', async () => {
    const { fetch, seen } = scripted([{ status: 409, body: { statusCode: 409, code: 'NO_AVAILABILITY', msg: 'No room of this unit is free on 2030-07-14.' } }]);
    const error = await client(fetch)
      .call('reservations.create', createInput, { idempotencyKey: 'k' })
      .catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.code, 'NO_AVAILABILITY');
    assert.equal(seen.length, 1);
  });

  test('a connection the server drops is resent by the real fetch with the same key', async () => {
    const keys: Array<string | undefined> = [];
    const server = createServer((request, response) => {
      keys.push(request.headers['idempotency-key'] as string | undefined);
      request.resume();
      request.on('end', () => {
        // The first request arrives, then the connection breaks before any answer.
        if (keys.length === 1) request.socket.destroy();
        else response.writeHead(201, { 'content-type': 'application/json', 'idempotent-replayed': 'true' }).end('{"id":"r1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const replayed: string[] = [];
      const answer = await new ApiClient({
        baseUrl: `http://127.0.0.1:${port}/public/v1`,
        apiKey: 'ikp_key',
        sleep: async () => {},
        onReplayed: (k) => void replayed.push(k),
      }).call('reservations.create', createInput, { idempotencyKey: 'k-socket' });
      assert.deepEqual(answer, { id: 'r1' });
      assert.deepEqual(keys, ['k-socket', 'k-socket']);
      assert.deepEqual(replayed, ['k-socket']);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('an address fetch refuses to call (a blocked port) is not resent', async () => {
    const error = await new ApiClient({ baseUrl: 'http://127.0.0.1:9/public/v1', apiKey: 'ikp_key', sleep: async () => assert.fail('no wait') })
      .call('reservations.create', createInput, { idempotencyKey: 'k' })
      .catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError);
  });
});
