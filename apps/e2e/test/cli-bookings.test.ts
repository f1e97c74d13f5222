import assert from 'node:assert/strict';

import { addDays, BlockView, ReservationView } from '@innkeep/domain';

import {
  CliResult,
  createWorkspaceFixture,
  daysFromNow,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  WorkspaceFixture,
} from '../src';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface CalendarAnswer {
  from: string;
  to: string;
  units: Array<{ id: string; name: string; nights: Array<{ date: string; sellable: number; ownerBlocked: number; maintenanceBlocked: number }> }>;
  reservations: ReservationView[];
  blocks: BlockView[];
}

/** Bookings, blocks and the calendar through the `innkeep` process, checked against the REST API and the database. */
describe('innkeep bookings, blocks and calendar against the running API', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  /** Far enough ahead that no test books the past; each test takes nights of its own. */
  const start = daysFromNow(300);
  const night = (offset: number) => addDays(start, offset);

  const run = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  const asReader = (args: string[]) => run(ws.readKey, args);
  const asWriter = (args: string[]) => run(ws.writeKey, args);
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: options.key ?? ws.writeKey, method: options.method, body: options.body });

  /** `bookings create` on Room 1 (one room) by default. */
  const createArgs = (arrival: number, departure: number, extra: string[] = [], unitId = ws.unitIds[0]) => [
    'bookings',
    'create',
    '--unit-id',
    unitId,
    '--arrival-date',
    night(arrival),
    '--departure-date',
    night(departure),
    '--source',
    'MANUAL',
    '--first-name',
    'Ada',
    '--last-name',
    'Lovelace',
    ...extra,
  ];
  const createBooking = async (arrival: number, departure: number, extra: string[] = []) => {
    const result = await asWriter([...createArgs(arrival, departure, extra), '--json']);
    assert.equal(result.code, 0, failureOf(result));
    return parseJsonOutput<ReservationView>(result);
  };
  const idempotencyRecords = async (reservationId: string): Promise<Array<{ idempotency_key: string; operation: string }>> =>
    servers.dataSource.query(`SELECT idempotency_key, operation FROM idempotency_records WHERE workspace_id = $1 AND response_body->>'id' = $2`, [
      ws.workspaceId,
      reservationId,
    ]);
  const reservationCount = async () =>
    Number((await servers.dataSource.query(`SELECT count(*) AS n FROM reservations WHERE workspace_id = $1`, [ws.workspaceId]))[0].n);
  const blockedOn = async (unitId: string, from: string, to: string) => {
    const calendar = (await api<CalendarAnswer>(`/calendar?unitId=${unitId}&from=${from}&to=${to}`, { key: ws.readKey })).body;
    return calendar.units[0].nights.map((n) => n.ownerBlocked + n.maintenanceBlocked);
  };

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    home = await makeConfigHome();
  });

  afterAll(async () => {
    await home?.remove();
    await servers?.close();
  });

  test('bookings create --json records the booking the REST API then shows, sending an Idempotency-Key by itself', async () => {
    const created = await createBooking(0, 2, [
      '--email',
      'ada@example.com',
      '--adults',
      '2',
      '--children',
      '1',
      '--total',
      '321.50',
      '--notes',
      'Late arrival',
    ]);
    const stored = await api<ReservationView>(`/reservations/${created.id}`, { key: ws.readKey });
    assert.equal(stored.status, 200);
    assert.deepEqual(stored.body, created);
    assert.deepEqual(
      [created.status, created.source, created.arrivalDate, created.departureDate, created.nights, created.unitId],
      ['CONFIRMED', 'MANUAL', night(0), night(2), 2, ws.unitIds[0]],
    );
    assert.deepEqual([created.guest.firstName, created.guest.lastName, created.guest.email], ['Ada', 'Lovelace', 'ada@example.com']);
    assert.deepEqual([created.adults, created.children, created.totalAmountMinor, created.notes], [2, 1, 32150, 'Late arrival']);

    const records = await idempotencyRecords(created.id);
    assert.equal(records.length, 1, 'the create was recorded under an Idempotency-Key');
    assert.equal(records[0].operation, 'reservations.create');
    assert.match(records[0].idempotency_key, UUID);
  });

  test('each run sends a key of its own; --idempotency-key replays the first answer instead of booking twice', async () => {
    const first = await createBooking(3, 4, ['--status', 'INQUIRY']);
    const second = await createBooking(3, 4, ['--status', 'INQUIRY']);
    assert.notEqual(first.id, second.id, 'INQUIRY holds no room: two runs are two bookings');
    assert.notEqual((await idempotencyRecords(first.id))[0].idempotency_key, (await idempotencyRecords(second.id))[0].idempotency_key);

    const key = `cli-test-${Date.now()}`;
    const once = await asWriter([...createArgs(5, 6), '--idempotency-key', key, '--json']);
    assert.equal(once.code, 0, failureOf(once));
    const count = await reservationCount();
    const again = await asWriter([...createArgs(5, 6), '--idempotency-key', key, '--json']);
    assert.equal(again.code, 0, failureOf(again));
    assert.deepEqual(parseJsonOutput(again), parseJsonOutput(once));
    assert.match(again.stderr, new RegExp(`Idempotency-Key ${key}`), 'says that the answer is a replay');
    assert.equal(await reservationCount(), count);
    assert.deepEqual(
      (await idempotencyRecords(parseJsonOutput<ReservationView>(once).id)).map((row) => row.idempotency_key),
      [key],
    );
  });

  test('a full night is 409 NO_AVAILABILITY: exit 1 with the API message on stderr, nothing recorded', async () => {
    await createBooking(10, 12);
    const direct = await api('/reservations', {
      method: 'POST',
      body: { unitId: ws.unitIds[0], arrivalDate: night(11), departureDate: night(13), source: 'MANUAL', guest: { firstName: 'B', lastName: 'C' } },
    });
    assert.equal(direct.status, 409);
    const count = await reservationCount();
    const result = await asWriter(createArgs(11, 13));
    assert.equal(result.code, 1, failureOf(result));
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.includes(`Error: ${direct.body.msg as string} (NO_AVAILABILITY)`), failureOf(result));
    assert.equal(await reservationCount(), count);

    const json = await asWriter([...createArgs(11, 13), '--json']);
    assert.equal(json.code, 1, failureOf(json));
    const document = parseJsonOutput<{ error: { code: string; statusCode: number; night: string } }>(json);
    assert.deepEqual([document.error.code, document.error.statusCode, document.error.night], ['NO_AVAILABILITY', 409, night(11)]);
  });

  test('bad input is a usage error (exit 2) before any call', async () => {
    for (const extra of [
      ['--total', '12.345'],
      ['--source', 'AIRBNB'],
      ['--adults', '0'],
    ]) {
      const result = await asWriter([...createArgs(20, 21), ...extra]);
      assert.equal(result.code, 2, `${extra.join(' ')}\n${failureOf(result)}`);
    }
    const backwards = await asWriter(createArgs(21, 20));
    assert.equal(backwards.code, 2, failureOf(backwards));
    assert.match(backwards.stderr, /--departure-date/);
  });

  test('booking <id> shows the booking with amounts in major units', async () => {
    const created = await createBooking(30, 33, ['--total', '480.5', '--phone', '+351900000000']);
    const result = await asReader(['booking', created.id]);
    assert.equal(result.code, 0, failureOf(result));
    assert.match(result.stdout, new RegExp(`^Id:\\s+${created.id}$`, 'm'));
    assert.match(result.stdout, /^Status:\s+CONFIRMED$/m);
    assert.match(result.stdout, /^Nights:\s+3$/m);
    assert.match(result.stdout, /^Guest:\s+Ada Lovelace <\+351900000000>$/m);
    assert.match(result.stdout, /^Total:\s+480\.50 EUR$/m);
    assert.match(result.stdout, /^Balance:\s+480\.50 EUR$/m);
    assert.match(result.stdout, /^Unit:\s+Room 1 \(/m);
  });

  test('booking cancel of a CONFIRMED booking needs --yes without a terminal: exit 2 and nothing changes; --yes cancels', async () => {
    const created = await createBooking(40, 42);
    const refused = await asWriter(['booking', 'cancel', created.id]);
    assert.equal(refused.code, 2, failureOf(refused));
    assert.match(refused.stderr, /--yes/);
    assert.match(refused.stderr, /Nothing was changed/);
    assert.equal((await api<ReservationView>(`/reservations/${created.id}`)).body.status, 'CONFIRMED');

    const json = await asWriter(['booking', 'cancel', created.id, '--json']);
    assert.equal(json.code, 2, failureOf(json));
    assert.equal(parseJsonOutput<{ error: { code: string } }>(json).error.code, 'USAGE_ERROR');
    assert.equal((await api<ReservationView>(`/reservations/${created.id}`)).body.status, 'CONFIRMED');

    const cancelled = await asWriter(['booking', 'cancel', created.id, '--yes', '--json']);
    assert.equal(cancelled.code, 0, failureOf(cancelled));
    assert.equal(parseJsonOutput<ReservationView>(cancelled).status, 'CANCELLED');
    assert.equal((await api<ReservationView>(`/reservations/${created.id}`)).body.status, 'CANCELLED');

    // The nights are free again: the same stay can be booked.
    await createBooking(40, 42);

    const again = await asWriter(['booking', 'cancel', created.id, '--yes']);
    assert.equal(again.code, 1, failureOf(again));
    assert.match(again.stderr, /INVALID_TRANSITION/);
  });

  test('a booking that is not CONFIRMED is cancelled without a question', async () => {
    const provisional = await createBooking(45, 46, ['--status', 'PROVISIONAL']);
    const result = await asWriter(['booking', 'cancel', provisional.id]);
    assert.equal(result.code, 0, failureOf(result));
    assert.match(result.stdout, /^Cancelled booking /);
    assert.equal((await api<ReservationView>(`/reservations/${provisional.id}`)).body.status, 'CANCELLED');
  });

  test('booking confirm and no-show change the status through their routes', async () => {
    const provisional = await createBooking(50, 51, ['--status', 'PROVISIONAL']);
    const confirmed = await asWriter(['booking', 'confirm', provisional.id]);
    assert.equal(confirmed.code, 0, failureOf(confirmed));
    assert.match(confirmed.stdout, /is now CONFIRMED\.$/m);
    const noShow = await asWriter(['booking', 'no-show', provisional.id, '--json']);
    assert.equal(noShow.code, 0, failureOf(noShow));
    assert.equal(parseJsonOutput<ReservationView>(noShow).status, 'NO_SHOW');
    const checkIn = await asWriter(['booking', 'check-in', provisional.id]);
    assert.equal(checkIn.code, 1, failureOf(checkIn));
    assert.match(checkIn.stderr, /INVALID_TRANSITION/);
  });

  test('bookings provisional turns an INQUIRY into a PROVISIONAL booking that holds its nights, as REST and MCP can', async () => {
    const inquiry = await createBooking(54, 56, ['--status', 'INQUIRY']);
    const made = await asWriter(['bookings', 'provisional', inquiry.id]);
    assert.equal(made.code, 0, failureOf(made));
    assert.match(made.stdout, /is now PROVISIONAL\.$/m);
    assert.equal((await api<ReservationView>(`/reservations/${inquiry.id}`)).body.status, 'PROVISIONAL');
    const again = await asWriter(['bookings', 'provisional', inquiry.id]);
    assert.equal(again.code, 1, failureOf(again));
    assert.match(again.stderr, /INVALID_TRANSITION/);
  });

  test('booking move changes the dates (and unit), and refuses a full night with exit 1', async () => {
    const created = await createBooking(60, 62);
    const moved = await asWriter([
      'booking',
      'move',
      created.id,
      '--arrival-date',
      night(63),
      '--departure-date',
      night(66),
      '--unit-id',
      ws.unitIds[1],
      '--json',
    ]);
    assert.equal(moved.code, 0, failureOf(moved));
    const stored = (await api<ReservationView>(`/reservations/${created.id}`)).body;
    assert.deepEqual([stored.arrivalDate, stored.departureDate, stored.unitId, stored.nights], [night(63), night(66), ws.unitIds[1], 3]);

    const blocker = await createBooking(70, 71);
    const refused = await asWriter(['booking', 'move', created.id, '--arrival-date', night(70), '--departure-date', night(71), '--unit-id', ws.unitIds[0]]);
    assert.equal(refused.code, 1, failureOf(refused));
    assert.match(refused.stderr, /NO_AVAILABILITY/);
    assert.equal((await api<ReservationView>(`/reservations/${created.id}`)).body.arrivalDate, night(63));
    assert.ok(blocker.id);
  });

  test('block and unblock --yes change the calendar; unblock without --yes changes nothing', async () => {
    const unitId = ws.unitIds[1];
    const block = await asWriter(['block', unitId, `${night(80)}:${night(82)}`, '--type', 'OWNER', '--note', 'Family', '--json']);
    assert.equal(block.code, 0, failureOf(block));
    const answer = parseJsonOutput<BlockView>(block);
    assert.deepEqual([answer.from, answer.to, answer.type, answer.rooms, answer.note], [night(80), night(82), 'OWNER', 2, 'Family']);
    assert.deepEqual(await blockedOn(unitId, night(79), night(83)), [0, 2, 2, 2, 0]);

    const single = await asWriter(['block', unitId, night(85), '--type', 'MAINTENANCE', '--rooms', '1']);
    assert.equal(single.code, 0, failureOf(single));
    assert.match(single.stdout, new RegExp(`^Blocked 1 room of Room 2 at Casa Teste for maintenance on the night of ${night(85)} \\(1 night\\): block blk_`));
    assert.deepEqual(await blockedOn(unitId, night(84), night(86)), [0, 1, 0]);

    const refused = await asWriter(['unblock', unitId, `${night(80)}:${night(85)}`]);
    assert.equal(refused.code, 2, failureOf(refused));
    assert.match(refused.stderr, /--yes/);
    assert.deepEqual(await blockedOn(unitId, night(80), night(85)), [2, 2, 2, 0, 0, 1]);

    const lifted = await asWriter(['unblock', unitId, night(81), '--yes', '--json']);
    assert.equal(lifted.code, 0, failureOf(lifted));
    assert.deepEqual(parseJsonOutput(lifted), { lifted: 1 });
    assert.deepEqual(await blockedOn(unitId, night(80), night(85)), [2, 0, 2, 0, 0, 1]);

    const onlyMaintenance = await asWriter(['unblock', unitId, `${night(80)}:${night(85)}`, '--type', 'MAINTENANCE', '--yes']);
    assert.equal(onlyMaintenance.code, 0, failureOf(onlyMaintenance));
    assert.match(onlyMaintenance.stdout, /^Lifted 1 night /);
    assert.deepEqual(await blockedOn(unitId, night(80), night(85)), [2, 0, 2, 0, 0, 0]);

    const rest = await asWriter(['unblock', unitId, `${night(80)}:${night(85)}`, '--yes']);
    assert.equal(rest.code, 0, failureOf(rest));
    assert.deepEqual(await blockedOn(unitId, night(80), night(85)), [0, 0, 0, 0, 0, 0]);
  });

  test('block without --type takes the nights out for owner use; the sentence names the unit and its property', async () => {
    const unitId = ws.unitIds[1];
    const result = await asWriter(['block', unitId, `${night(110)}:${night(111)}`]);
    assert.equal(result.code, 0, failureOf(result));
    assert.match(result.stdout, new RegExp(`^Blocked 2 rooms of Room 2 at Casa Teste for owner use on ${night(110)} to ${night(111)} \\(2 nights\\)`));
    const calendar = (await api<CalendarAnswer>(`/calendar?unitId=${unitId}&from=${night(110)}&to=${night(111)}`, { key: ws.readKey })).body;
    assert.deepEqual(
      calendar.units[0].nights.map((n) => [n.ownerBlocked, n.maintenanceBlocked]),
      [
        [2, 0],
        [2, 0],
      ],
    );
    assert.deepEqual(
      calendar.blocks.map((b) => b.type),
      ['OWNER'],
    );

    const lifted = await asWriter(['unblock', unitId, `${night(110)}:${night(111)}`, '--type', 'owner', '--yes']);
    assert.equal(lifted.code, 0, failureOf(lifted));
    assert.equal(lifted.stdout, `Lifted 2 nights of blocks of Room 2 at Casa Teste between ${night(110)} and ${night(111)}; they are for sale again.\n`);
  });

  test('the bookings nouns: bookings show, confirm, check-in and cancel, with the unit and property named', async () => {
    const created = await createBooking(130, 132, ['--status', 'PROVISIONAL']);
    const shown = await asReader(['bookings', 'show', created.id]);
    assert.equal(shown.code, 0, failureOf(shown));
    assert.match(shown.stdout, new RegExp(`^Id:\\s+${created.id}$`, 'm'));
    assert.match(shown.stdout, /^Property:\s+Casa Teste \(/m);

    const confirmed = await asWriter(['bookings', 'confirm', created.id]);
    assert.equal(confirmed.code, 0, failureOf(confirmed));
    assert.equal(
      confirmed.stdout,
      `Booking ${created.id} (CONFIRMED, Room 1 at Casa Teste, ${night(130)} to ${night(132)}, 2 nights, Ada Lovelace) is now CONFIRMED.\n`,
    );
    const cancelled = await asWriter(['bookings', 'cancel', created.id, '--yes', '--json']);
    assert.equal(cancelled.code, 0, failureOf(cancelled));
    assert.equal((await api<ReservationView>(`/reservations/${created.id}`)).body.status, 'CANCELLED');
  });

  test('a block on a full night exits 1 with NO_AVAILABILITY', async () => {
    await createBooking(90, 91);
    const result = await asWriter(['block', ws.unitIds[0], night(90), '--type', 'OWNER']);
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /NO_AVAILABILITY/);
  });

  test('calendar --next 7d prints a grid whose rows are the units, from today in the workspace time zone', async () => {
    const today = (await api<{ nowLocal: string }>('/workspace', { key: ws.readKey })).body.nowLocal.slice(0, 10);
    const json = await asReader(['calendar', '--next', '7d', '--json']);
    assert.equal(json.code, 0, failureOf(json));
    const calendar = parseJsonOutput<CalendarAnswer>(json);
    assert.deepEqual([calendar.from, calendar.to], [today, addDays(today, 6)]);
    assert.deepEqual(calendar, (await api(`/calendar?from=${calendar.from}&to=${calendar.to}`, { key: ws.readKey })).body);

    const result = await asReader(['calendar', '--next', '7d']);
    assert.equal(result.code, 0, failureOf(result));
    const lines = result.stdout.split('\n');
    const header = lines.findIndex((line) => /^UNIT\s+ID\s+ROOMS\s/.test(line));
    assert.ok(header > 0, failureOf(result));
    assert.equal(lines[header].trim().split(/\s+/).length, 3 + 7, 'a column per night');
    const rows = lines.slice(header + 1, header + 1 + calendar.units.length);
    assert.deepEqual(
      rows.map((line) => line.split(/\s{2,}/).slice(0, 2)),
      calendar.units.map((unit) => [unit.name, unit.id]),
    );
    for (const row of rows) assert.match(row, /(\s+(\d+|[xOM!]))(\s+(\d+|[xOM!])){6}$/);
    assert.match(result.stdout, /^Legend: /m);
  });

  test('calendar --from --to --unit shows the blocked and reserved nights of that unit, from the compact form; --format full adds the bookings and blocks', async () => {
    const unitId = ws.unitIds[0];
    await createBooking(100, 102);
    const block = await asWriter(['block', unitId, night(103), '--type', 'MAINTENANCE']);
    assert.equal(block.code, 0, failureOf(block));
    const result = await asReader(['calendar', '--from', night(99), '--to', night(104), '--unit', unitId]);
    assert.equal(result.code, 0, failureOf(result));
    const row = result.stdout.split('\n').find((line) => line.startsWith('Room 1 '));
    assert.ok(row, failureOf(result));
    assert.match(row, /\s1\s+x\s+x\s+1\s+M\s+1$/);
    // The grid comes from the compact form, which carries no bookings or blocks; --format full adds them.
    assert.doesNotMatch(result.stdout, /^Bookings in the range$/m);
    const full = await asReader(['calendar', '--from', night(99), '--to', night(104), '--unit', unitId, '--format', 'full']);
    assert.equal(full.code, 0, failureOf(full));
    assert.equal(
      full.stdout.split('\n').find((line) => line.startsWith('Room 1 ')),
      row,
    );
    assert.match(full.stdout, /^Bookings in the range$/m);
    assert.match(full.stdout, /^Blocks in the range$/m);

    const bad = await asReader(['calendar', '--to', night(104)]);
    assert.equal(bad.code, 2, failureOf(bad));
  });

  test('bookings --json equals GET /reservations, with the same filters', async () => {
    const all = await asReader(['bookings', '--json']);
    assert.equal(all.code, 0, failureOf(all));
    assert.deepEqual(parseJsonOutput(all), (await api('/reservations', { key: ws.readKey })).body);

    const filtered = await asReader([
      'bookings',
      '--unit-id',
      ws.unitIds[0],
      '--status',
      'CONFIRMED',
      '--from',
      night(0),
      '--to',
      night(50),
      '--search',
      'Lovelace',
      '--json',
    ]);
    assert.equal(filtered.code, 0, failureOf(filtered));
    const direct = await api<{ reservations: ReservationView[] }>(
      `/reservations?unitId=${ws.unitIds[0]}&status=CONFIRMED&from=${night(0)}&to=${night(50)}&search=Lovelace`,
      { key: ws.readKey },
    );
    assert.deepEqual(parseJsonOutput(filtered), direct.body);
    assert.ok(direct.body.reservations.length > 0);
  });

  test('bookings pages with --take and a cursor hint; --all follows the cursors', async () => {
    const everything = (await api<{ reservations: ReservationView[] }>('/reservations?take=200', { key: ws.readKey })).body.reservations;
    assert.ok(everything.length > 3);

    const page = await asReader(['bookings', '--take', '2']);
    assert.equal(page.code, 0, failureOf(page));
    const lines = page.stdout.trimEnd().split('\n');
    assert.match(lines[0], /^ID\s+STATUS\s+SOURCE\s+ARRIVAL\s+DEPARTURE\s+NIGHTS\s+GUEST\s+UNIT\s+TOTAL$/);
    assert.ok(lines[1].startsWith(`${everything[0].id} `));
    assert.match(lines[1], /\d+\.\d\d EUR$/);
    const hint = /--cursor (\S+)/.exec(lines[lines.length - 1]);
    assert.ok(hint, failureOf(page));

    const next = await asReader(['bookings', '--take', '2', '--cursor', hint[1], '--json']);
    assert.equal(next.code, 0, failureOf(next));
    assert.deepEqual(
      parseJsonOutput<{ reservations: ReservationView[] }>(next).reservations.map((r) => r.id),
      everything.slice(2, 4).map((r) => r.id),
    );

    const all = await asReader(['bookings', '--all', '--take', '2', '--json']);
    assert.equal(all.code, 0, failureOf(all));
    assert.deepEqual(parseJsonOutput(all), { reservations: everything, nextCursor: null });
    const allHuman = await asReader(['bookings', '--all']);
    assert.doesNotMatch(allHuman.stdout, /--cursor/);
  });

  test('a read-only key cannot create: exit 1 with SCOPE_REQUIRED', async () => {
    const result = await asReader(createArgs(120, 121));
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /SCOPE_REQUIRED/);
  });

  test('bookings lists from today by default (stays in house included); --from reaches back', async () => {
    const book = async (arrival: number, departure: number) => {
      const answer = await api<ReservationView>('/reservations', {
        method: 'POST',
        body: {
          unitId: ws.unitIds[1],
          source: 'MANUAL',
          arrivalDate: daysFromNow(arrival),
          departureDate: daysFromNow(departure),
          guest: { firstName: 'Past', lastName: 'Guest' },
        },
      });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.id;
    };
    const past = await book(-10, -7);
    const inHouse = await book(-1, 1);
    const listed = async (args: string[]) => {
      const result = await asReader(['bookings', '--all', ...args, '--json']);
      assert.equal(result.code, 0, failureOf(result));
      return parseJsonOutput<{ reservations: ReservationView[] }>(result).reservations.map((reservation) => reservation.id);
    };
    const fromToday = await listed([]);
    assert.ok(fromToday.includes(inHouse), 'a stay that is on tonight is listed');
    assert.ok(!fromToday.includes(past), 'a stay that ended last week is not');
    assert.ok((await listed(['--from', daysFromNow(-30)])).includes(past));
  });
});
