import assert from 'node:assert/strict';

import { addDays, weekdayOf } from '@innkeep/domain';

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

interface RateRow {
  ratePlanId: string;
  unitId: string;
  date: string;
  priceMinor: number;
  currency: string;
  minNights: number | null;
  maxNights: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

/** Rates, restrictions and availability through the `innkeep` process, checked against the REST API. */
describe('innkeep rates, restrictions and availability against the running API', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;
  /** Far ahead, so that no test touches the past; each test takes nights of its own. */
  const start = daysFromNow(300);
  const night = (offset: number) => addDays(start, offset);
  const range = (from: number, to: number) => `${night(from)}:${night(to)}`;

  const run = (key: string, args: string[]) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });
  const asReader = (args: string[]) => run(ws.readKey, args);
  const asWriter = (args: string[]) => run(ws.writeKey, args);
  const failureOf = (result: CliResult) => `exit ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: options.key ?? ws.writeKey, method: options.method, body: options.body });
  const ratesOf = async (unitId: string, from: number, to: number): Promise<RateRow[]> => {
    const answer = await api<{ rates: RateRow[] }>(`/rates?unitId=${unitId}&from=${night(from)}&to=${night(to)}`, { key: ws.readKey });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.rates;
  };
  const pricesOf = async (unitId: string, from: number, to: number) => (await ratesOf(unitId, from, to)).map((row) => row.priceMinor);
  const idempotencyRecords = async (operation: string): Promise<number> =>
    Number(
      (
        await servers.dataSource.query(`SELECT count(*) AS n FROM idempotency_records WHERE workspace_id = $1 AND operation = $2`, [ws.workspaceId, operation])
      )[0].n,
    );

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000', API_WRITE_LIMIT: '1000' });
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
    home = await makeConfigHome();
  });

  afterAll(async () => {
    await home?.remove();
    await servers?.close();
  });

  test('rates set: a price typed in major units lands in minor units, on the asked weekdays only', async () => {
    const [unit] = ws.unitIds;
    const records = await idempotencyRecords('rates.set');
    const result = await asWriter(['rates', 'set', unit, range(0, 13), '123.45', '--weekdays', 'SAT,SUN']);
    assert.equal(result.code, 0, failureOf(result));
    assert.equal(result.stdout, 'Set 4 nights.\n');
    for (const row of await ratesOf(unit, 0, 13)) {
      assert.equal(row.priceMinor, ['SAT', 'SUN'].includes(weekdayOf(row.date)) ? 12345 : 10000, row.date);
    }
    assert.equal(await idempotencyRecords('rates.set'), records + 1, 'the write carried an Idempotency-Key of its own');

    const json = await asWriter(['rates', 'set', unit, range(14, 15), '99.9', '--json']);
    assert.equal(json.code, 0, failureOf(json));
    assert.deepEqual(parseJsonOutput(json), { updated: 2 });
    assert.deepEqual(await pricesOf(unit, 14, 15), [9990, 9990]);

    const back = await asWriter(['rates', 'set', unit, range(14, 14), 'none']);
    assert.equal(back.code, 0, failureOf(back));
    assert.equal(back.stdout, 'Set 1 night.\n');
    assert.deepEqual(await pricesOf(unit, 14, 15), [10000, 9990], 'none returns the night to the base price');
  });

  test('rates set for every plan of a property, with a restriction beside the price', async () => {
    const result = await asWriter(['rates', 'set', '--property-id', ws.propertyId, range(20, 21), '150', '--min-nights', '2']);
    assert.equal(result.code, 0, failureOf(result));
    assert.equal(result.stdout, 'Set 4 nights (counted per rate plan).\n');
    for (const unit of ws.unitIds) {
      assert.deepEqual(
        (await ratesOf(unit, 20, 21)).map((row) => [row.priceMinor, row.minNights]),
        [
          [15000, 2],
          [15000, 2],
        ],
      );
    }
  });

  test('rates --json is GET /rates as it is; the table shows runs of nights in major units', async () => {
    const [unit] = ws.unitIds;
    for (const [args, query] of [
      [[unit, range(0, 13)], `unitId=${unit}&from=${night(0)}&to=${night(13)}`],
      [[unit, range(0, 13), '--weekdays', 'SAT,SUN'], `unitId=${unit}&from=${night(0)}&to=${night(13)}&weekdays=SAT,SUN`],
      [['--property-id', ws.propertyId, '--from', night(0), '--to', night(30)], `propertyId=${ws.propertyId}&from=${night(0)}&to=${night(30)}`],
    ] as const) {
      const result = await asReader(['rates', ...args, '--json']);
      assert.equal(result.code, 0, failureOf(result));
      const rest = await api(`/rates?${query}`, { key: ws.readKey });
      assert.deepEqual(parseJsonOutput(result), rest.body, args.join(' '));
    }

    const human = await asReader(['rates', unit, range(0, 13), '--weekdays', 'SAT,SUN']);
    assert.equal(human.code, 0, failureOf(human));
    assert.match(human.stdout, /123\.45 EUR/);
    // Four weekend nights at one price, one after the other on the asked days: one line.
    const lines = human.stdout.split('\n').filter((line) => line.includes('123.45 EUR'));
    assert.equal(lines.length, 1, human.stdout);
    assert.match(lines[0], /^\S+\s+\S+\s+4\s+Sat,Sun\s/);

    const year = await asReader(['rates', ws.unitIds[1], `${night(100)}:${night(464)}`]);
    assert.equal(year.code, 0, failureOf(year));
    assert.equal(year.stdout.split('\n').filter((line) => line.includes('150.00 EUR')).length, 1, 'a year at the base price is one line');
  });

  test('rates adjust beyond 50 % exits 1 with the API message and changes nothing; within it, it adjusts', async () => {
    const unit = ws.unitIds[1];
    await api('/rates', { method: 'PUT', body: { unitId: unit, from: night(40), to: night(40), priceMinor: 4000 } });
    const before = await pricesOf(unit, 40, 41);
    assert.deepEqual(before, [4000, 15000]);
    const direct = await api('/rates/adjust', { method: 'POST', body: { unitId: unit, from: night(40), to: night(41), amountMinor: -3000 } });
    assert.equal(direct.status, 400);
    assert.equal(direct.body.code, 'ADJUSTMENT_TOO_LARGE');

    const result = await asWriter(['rates', 'adjust', unit, range(40, 41), '--amount', '-30.00']);
    assert.equal(result.code, 1, failureOf(result));
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.includes(`Error: ${direct.body.msg as string} (ADJUSTMENT_TOO_LARGE)`), failureOf(result));
    assert.match(result.stderr, /from 40\.00 to 10\.00/, 'the hint says it in major units');
    const percent = await asWriter(['rates', 'adjust', unit, range(40, 41), '--percent', '-60', '--json']);
    assert.equal(percent.code, 1, failureOf(percent));
    assert.equal(parseJsonOutput<{ error: { code: string } }>(percent).error.code, 'ADJUSTMENT_TOO_LARGE');
    assert.deepEqual(await pricesOf(unit, 40, 41), before, 'nothing changed');

    const up = await asWriter(['rates', 'adjust', unit, range(40, 41), '--percent', '10']);
    assert.equal(up.code, 0, failureOf(up));
    assert.equal(up.stdout, 'Adjusted 2 nights.\n');
    assert.deepEqual(await pricesOf(unit, 40, 41), [4400, 16500]);
    const down = await asWriter(['rates', 'adjust', unit, range(40, 40), '--amount', '-4.40']);
    assert.equal(down.code, 0, failureOf(down));
    assert.deepEqual(await pricesOf(unit, 40, 41), [3960, 16500]);
  });

  test('restrictions set --min-nights 3 makes a DIRECT create answer 409 RESTRICTION_VIOLATED; MANUAL goes through', async () => {
    const [unit] = ws.unitIds;
    const result = await asWriter(['restrictions', 'set', unit, range(60, 60), '--min-nights', '3']);
    assert.equal(result.code, 0, failureOf(result));
    assert.equal(result.stdout, 'Set the restrictions of 1 night.\n');
    assert.deepEqual(
      (await ratesOf(unit, 60, 60)).map((row) => [row.minNights, row.priceMinor]),
      [[3, 10000]],
      'the price is kept',
    );
    const stay = { unitId: unit, arrivalDate: night(60), departureDate: night(62), guest: { firstName: 'R', lastName: 'Ules' } };
    const direct = await api('/reservations', { method: 'POST', body: { ...stay, source: 'DIRECT' } });
    assert.equal(direct.status, 409);
    assert.equal(direct.body.code, 'RESTRICTION_VIOLATED');
    assert.equal(direct.body.rule, 'MIN_NIGHTS');
    assert.equal(direct.body.night, night(60));
    assert.equal((await api('/reservations', { method: 'POST', body: { ...stay, source: 'MANUAL' } })).status, 201);

    const more = await asWriter(['restrictions', 'set', unit, range(66, 67), '--closed-to-arrival', '--stop-sell', '--max-nights', '5', '--json']);
    assert.equal(more.code, 0, failureOf(more));
    assert.deepEqual(parseJsonOutput(more), { updated: 2 });
    const lifted = await asWriter(['restrictions', 'set', unit, range(66, 67), '--no-stop-sell', '--max-nights', 'none']);
    assert.equal(lifted.code, 0, failureOf(lifted));
    assert.deepEqual(
      (await ratesOf(unit, 66, 67)).map((row) => [row.closedToArrival, row.stopSell, row.maxNights]),
      [
        [true, false, null],
        [true, false, null],
      ],
    );
  });

  test('availability --json is GET /availability as it is; the table lists the periods per unit', async () => {
    const [unit] = ws.unitIds;
    await api('/blocks', { method: 'POST', body: { unitId: unit, from: night(203), to: night(204), type: 'MAINTENANCE' } });
    await api('/restrictions', { method: 'PUT', body: { unitId: unit, from: night(208), to: night(208), stopSell: true } });
    for (const [args, query] of [
      [['--unit-id', unit, '--from', night(200), '--to', night(213)], `unitId=${unit}&from=${night(200)}&to=${night(213)}`],
      [
        ['--property-id', ws.propertyId, '--from', night(200), '--to', night(213), '--min-nights', '3'],
        `propertyId=${ws.propertyId}&from=${night(200)}&to=${night(213)}&minNights=3`,
      ],
      [['--from', night(200), '--to', night(213), '--weekdays', 'FRI,SAT'], `from=${night(200)}&to=${night(213)}&weekdays=FRI,SAT`],
    ] as const) {
      const result = await asReader(['availability', ...args, '--json']);
      assert.equal(result.code, 0, failureOf(result));
      const rest = await api(`/availability?${query}`, { key: ws.readKey });
      assert.equal(rest.status, 200);
      assert.deepEqual(parseJsonOutput(result), rest.body, args.join(' '));
    }

    const human = await asReader(['availability', '--unit-id', unit, '--from', night(200), '--to', night(213)]);
    assert.equal(human.code, 0, failureOf(human));
    assert.match(human.stdout, new RegExp(`Room 1 \\(${unit}\\): 11 free nights, 3 periods`));
    assert.match(human.stdout, new RegExp(`${night(200)}\\s+${night(202)}\\s+${night(203)}\\s+3`));
    assert.match(human.stdout, new RegExp(`${night(205)}\\s+${night(207)}\\s+${night(208)}\\s+3`));
    assert.match(human.stdout, new RegExp(`${night(209)}\\s+${night(213)}\\s+${night(214)}\\s+5`));
  });

  test('the rates table names the rate plans and units by their titles and names, not their ids', async () => {
    const json = await asReader(['rates', '--property-id', ws.propertyId, range(120, 121), '--json']);
    assert.equal(json.code, 0, failureOf(json));
    const planIds = [...new Set(parseJsonOutput<{ rates: RateRow[] }>(json).rates.map((row) => row.ratePlanId))];
    assert.equal(planIds.length, 2);

    const human = await asReader(['rates', '--property-id', ws.propertyId, range(120, 121)]);
    assert.equal(human.code, 0, failureOf(human));
    assert.match(human.stdout, /^FROM +TO +NIGHTS +DAYS +UNIT +RATE PLAN +PRICE/m);
    assert.match(human.stdout, /\sRoom 1 +Standard +100\.00 EUR\s/);
    assert.match(human.stdout, /\sRoom 2 +Standard +150\.00 EUR\s/);
    for (const id of [...planIds, ...ws.unitIds]) assert.ok(!human.stdout.includes(id), `${id} is not shown\n${human.stdout}`);
  });

  test('another workspace’s unit is not found, and is left alone', async () => {
    const result = await asWriter(['rates', 'set', other.unitIds[0], range(0, 1), '1']);
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /NOT_FOUND/);
    const read = await asReader(['rates', other.unitIds[0], range(0, 1)]);
    assert.equal(read.code, 1, failureOf(read));
    const theirs = await api<{ rates: RateRow[] }>(`/rates?unitId=${other.unitIds[0]}&from=${night(0)}&to=${night(1)}`, { key: other.readKey });
    assert.deepEqual(
      theirs.body.rates.map((row) => row.priceMinor),
      [10000, 10000],
    );
  });

  test('a read-only key cannot set prices: exit 1 with SCOPE_REQUIRED, nothing changed', async () => {
    const unit = ws.unitIds[1];
    const before = await pricesOf(unit, 80, 81);
    const result = await asReader(['rates', 'set', unit, range(80, 81), '55']);
    assert.equal(result.code, 1, failureOf(result));
    assert.match(result.stderr, /SCOPE_REQUIRED/);
    assert.match(result.stderr, /pms:write/);
    assert.deepEqual(await pricesOf(unit, 80, 81), before);
  });
});
