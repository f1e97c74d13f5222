import assert from 'node:assert/strict';

import type { NewReservation, Repositories } from '@innkeep/domain';
import { nightsBetween } from '@innkeep/domain';

import { createRepositories, Operator } from '../../src';
import { CALENDAR_SQL, calendarPartsBody, PLANNED_ONCE_MAX_NIGHTS } from '../../src/repositories/inventory.sql';
import { BLOCK_JSON, RESERVATION_JOINS, RESERVATION_JSON } from '../../src/repositories/reservation-json.sql';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

/** Text every escape of JSON meets: quotes, backslashes, control characters, accents and emoji. */
const AWKWARD = 'Zé "Quote" \\ back\nline\ttab\u0001bell é 🏠';

/**
 * The full calendar as json_build_object and json_agg wrote it before its text was written by
 * concatenation: a list each, in the answer's order. What the calendar answers must stay these bytes.
 */
const REFERENCE_SQL = `
SELECT json_build_object('from', $2::date, 'to', $3::date,
  'units', (SELECT COALESCE(json_agg(json_build_object('id', u.id, 'name', u.name, 'nights', (
      SELECT json_agg(json_build_object(
               'date', d.night,
               'physical', COALESCE(n.rooms, u.count_of_rooms),
               'reserved', COALESCE(n.reserved, 0),
               'ownerBlocked', COALESCE(n.owner_blocked, 0),
               'maintenanceBlocked', COALESCE(n.maintenance_blocked, 0),
               'channelBlocked', COALESCE(n.channel_blocked, 0),
               'sellable', GREATEST(0, COALESCE(n.rooms, u.count_of_rooms) - COALESCE(n.reserved, 0) - COALESCE(n.owner_blocked, 0) - COALESCE(n.maintenance_blocked, 0) - COALESCE(n.channel_blocked, 0)),
               'cleaningPending', false) ORDER BY d.night)
        FROM (SELECT g::date AS night FROM generate_series($2::date, $3::date, interval '1 day') AS g) AS d
        LEFT JOIN calendar_nights n ON n.workspace_id = u.workspace_id AND n.unit_id = u.id AND n.night = d.night)) ORDER BY u.name, u.id), '[]')
      FROM units u WHERE u.workspace_id = $1 AND u.archived_at IS NULL),
  'reservations', (SELECT COALESCE(json_agg(${RESERVATION_JSON} ORDER BY r.arrival_date, r.id), '[]')
      FROM reservations r ${RESERVATION_JOINS}
     WHERE r.workspace_id = $1 AND r.arrival_date <= $3::date AND r.departure_date > $2::date AND r.status NOT IN ('CANCELLED', 'NO_SHOW')),
  'blocks', (SELECT COALESCE(json_agg(${BLOCK_JSON} ORDER BY b.from_date, b.id), '[]')
      FROM blocks b WHERE b.workspace_id = $1 AND b.from_date <= $3::date AND b.to_date >= $2::date))::text AS json`;

/** json_build_object writes the top object's pairs with `"key" : value`; the answer's top level is compact. */
const compactTopLevel = (reference: string) =>
  reference
    .replace(/^\{"from" : (".{10}"), "to" : (".{10}"), "units" : /, '{"from":$1,"to":$2,"units":')
    .replace(/, "reservations" : (\[.*), "blocks" : (\[.*)\}$/s, ',"reservations":$1,"blocks":$2}');

describe('the full calendar as PostgreSQL writes it', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let home: WorkspaceFixture;
  const range = { from: '2031-03-01', to: '2031-03-31' };

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    const operator = new Operator(database.dataSource);
    home = await createWorkspaceFixture(operator);
    await operator.createUnit({ propertyId: home.propertyId, name: AWKWARD, countOfRooms: 2, basePriceMinor: 9000 });
    const stay = (overrides: Partial<NewReservation>): NewReservation => ({
      unitId: home.unitIds[0],
      propertyId: home.propertyId,
      ratePlanId: null,
      status: 'CONFIRMED',
      source: 'MANUAL',
      arrivalDate: '2031-03-05',
      departureDate: '2031-03-08',
      adults: 2,
      children: 1,
      totalAmountMinor: 30_000,
      currency: 'EUR',
      notes: null,
      isOverbooking: false,
      ...overrides,
    });
    await repos.reservations.create(home.workspaceId, stay({ notes: AWKWARD, source: 'AIRBNB' }), {
      firstName: AWKWARD,
      lastName: 'O\'Brien "the second"',
      email: 'zé@example.test',
      phone: '+351 912 345 678',
    });
    const priced = await repos.reservations.create(
      home.workspaceId,
      stay({ arrivalDate: '2031-02-27', departureDate: '2031-03-02', unitId: home.unitIds[1] }),
      {
        firstName: 'Ana',
        lastName: 'Silva',
        email: null,
        phone: null,
      },
    );
    await repos.reservations.create(home.workspaceId, stay({ arrivalDate: '2031-03-20', departureDate: '2031-03-22', status: 'CANCELLED' }), {
      firstName: 'Gone',
      lastName: 'Away',
      email: null,
      phone: null,
    });
    await database.dataSource.query(
      `UPDATE reservations SET amounts = $3::jsonb, paid_amount_minor = 12000, channel_reference = $4 WHERE workspace_id = $1 AND id = $2`,
      [
        home.workspaceId,
        priced.id,
        JSON.stringify({
          lines: [{ code: 'NIGHT', kind: 'NIGHT', label: 'Nights "high" season', quantity: 3, amountMinor: 27_000, unitAmountMinor: 9000 }],
          feesMinor: 3000,
          taxesMinor: 0,
          totalMinor: 30_000,
          discountMinor: 0,
          accommodationMinor: 27_000,
        }),
        AWKWARD,
      ],
    );
    for (const [id, from, to, note] of [
      ['blk_medium_1', '2031-03-10', '2031-03-12', AWKWARD],
      ['blk_medium_2', '2031-02-20', '2031-03-01', null],
      ['blk_medium_3', '2031-04-01', '2031-04-02', 'after the range'],
    ] as const) {
      await database.dataSource.query(
        `INSERT INTO blocks (workspace_id, id, unit_id, type, from_date, to_date, rooms, note) VALUES ($1, $2, $3, 'OWNER', $4, $5, 1, $6)`,
        [home.workspaceId, id, home.unitIds[1], from, to, note],
      );
    }
  });

  afterAll(() => database?.drop());

  async function reference(asked = range): Promise<string> {
    const [row] = await database.dataSource.query(REFERENCE_SQL, [home.workspaceId, asked.from, asked.to]);
    return compactTopLevel(row.json as string);
  }

  it('is byte for byte what json_build_object and json_agg write, escapes and all, and comes as bytes', async () => {
    const expected = await reference();
    assert.match(expected, /"reservations":\[\{"id" : "res_/);
    assert.match(expected, /\\u0001bell/);
    const answer = await repos.inventory.calendar(home.workspaceId, range);
    assert.ok(answer?.utf8Bytes, 'the answer comes as the bytes PostgreSQL sent');
    assert.ok(Buffer.from(answer.utf8Bytes.join(''), 'latin1').equals(Buffer.from(expected, 'utf8')));
    assert.equal(answer.text, expected);
    const parsed = JSON.parse(answer.text) as { reservations: { notes: string | null }[]; blocks: { id: string }[] };
    assert.deepEqual(
      parsed.blocks.map((block) => block.id),
      ['blk_medium_2', 'blk_medium_1'],
    );
    assert.equal(parsed.reservations.length, 2, 'the cancelled stay holds nothing and is left out');
    assert.ok(parsed.reservations.some((reservation) => reservation.notes === AWKWARD));
  });

  it('answers the same bytes past two months, where the statement runs as it is rather than through its function', async () => {
    const quarter = { from: '2031-01-15', to: '2031-04-30' };
    assert.ok(nightsBetween(quarter.from, quarter.to) + 1 > PLANNED_ONCE_MAX_NIGHTS);
    const answer = await repos.inventory.calendar(home.workspaceId, quarter);
    assert.ok(answer?.utf8Bytes);
    assert.equal(answer.text, await reference(quarter));
  });

  it('answers the same inside a transaction as on the pool', async () => {
    const outside = await repos.inventory.calendar(home.workspaceId, { ...range, propertyId: home.propertyId });
    const inside = await database.dataSource.transaction((manager) =>
      createRepositories(manager).inventory.calendar(home.workspaceId, { ...range, propertyId: home.propertyId }),
    );
    assert.ok(outside?.utf8Bytes && inside?.utf8Bytes);
    assert.equal(inside.utf8Bytes.join(''), outside.utf8Bytes.join(''));
  });

  it('answers null for a property or unit of another workspace', async () => {
    const away = await createWorkspaceFixture(new Operator(database.dataSource));
    assert.equal(await repos.inventory.calendar(home.workspaceId, { ...range, propertyId: away.propertyId }), null);
    assert.equal(await repos.inventory.calendar(home.workspaceId, { ...range, unitId: away.unitIds[0] }), null);
    // The values are written into the COPY statement as literals: quotes and backslashes stay text.
    assert.equal(await repos.inventory.calendar(home.workspaceId, { ...range, propertyId: `x'); DROP TABLE units; --\\'` }), null);
    assert.ok(await repos.inventory.calendar(home.workspaceId, range));
  });

  it("runs today's CALENDAR_SQL: the function the migrations wrote holds it word for word", async () => {
    const [fn] = await database.dataSource.query(`SELECT prosrc FROM pg_proc WHERE proname = 'innkeep_calendar_parts'`);
    assert.equal(
      fn?.prosrc,
      calendarPartsBody(CALENDAR_SQL),
      'CALENDAR_SQL changed: write a migration that replaces innkeep_calendar_parts with it (CREATE OR REPLACE FUNCTION, as calendar-parts-function did)',
    );
  });

  it("keeps the rows in the statement's order across a list's several rows", async () => {
    const busy = await createWorkspaceFixture(new Operator(database.dataSource));
    const operator = new Operator(database.dataSource);
    for (let index = 0; index < 40; index += 1) {
      await operator.createUnit({ propertyId: busy.propertyId, name: `Unit ${String(index).padStart(2, '0')}`, countOfRooms: 1, basePriceMinor: 9000 });
    }
    const answer = await repos.inventory.calendar(busy.workspaceId, range);
    assert.ok(answer?.utf8Bytes && answer.utf8Bytes.length > 4, 'the units come in several rows');
    const names = (JSON.parse(answer.text) as { units: { name: string }[] }).units.map((unit) => unit.name);
    assert.deepEqual(names, [...names].sort());
    assert.equal(names.length, 42);
  });
});
