import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { addDays, AvailabilityAnswer, RateNight } from '@innkeep/contract';

import { CliFailure, EXIT_USAGE } from '../src/cli-failure';
import { parsePercent, parsePrice, parseRateNights, resolveNights, splitRateTarget } from '../src/output/rate-input';
import { compressRates, renderAvailability, renderRates, renderUpdated, weekdaysText } from '../src/output/rate-views';

/** The usage error a parser throws (exit code 2), for assert.throws. */
function usage(pattern: RegExp) {
  return (error: unknown) => error instanceof CliFailure && error.exitCode === EXIT_USAGE && pattern.test(error.message);
}

describe('rates input', () => {
  test('nights: one date or <from>:<to>, up to the 731 nights the rates API takes', () => {
    assert.deepEqual(parseRateNights('2030-07-14'), { from: '2030-07-14', to: '2030-07-14' });
    assert.deepEqual(parseRateNights('2030-01-01:2031-12-31'), { from: '2030-01-01', to: '2031-12-31' });
    assert.deepEqual(parseRateNights('2030-01-01:2032-01-01'), { from: '2030-01-01', to: '2032-01-01' }, '731 nights');
    assert.throws(() => parseRateNights('2030-01-01:2032-01-02'), usage(/732 nights; at most 731/));
    assert.throws(() => parseRateNights('2030-01-01:2031-01-02', 366), usage(/367 nights; at most 366/), 'a tighter bound may be asked for');
    assert.throws(() => parseRateNights('2030-07-20:2030-07-14'), usage(/before it starts/));
    for (const text of ['', '2030-07-14:', '2030-02-30', '2030-07-14:2030-07-15:2030-07-16', 'july']) {
      assert.throws(() => parseRateNights(text), usage(/./), text);
    }
  });

  test('the unit is the first argument, unless a flag names the target; then the others move up', () => {
    assert.deepEqual(splitRateTarget(['unit_1', '2030-07-01:2030-07-31', '120'], {}), {
      target: { unitId: 'unit_1' },
      rest: ['2030-07-01:2030-07-31', '120'],
    });
    assert.deepEqual(splitRateTarget(['2030-07-01:2030-07-31', '120', undefined], { 'property-id': 'prop_1' }), {
      target: { propertyId: 'prop_1' },
      rest: ['2030-07-01:2030-07-31', '120'],
    });
    assert.deepEqual(splitRateTarget(['2030-07-01', undefined], { 'rate-plan-id': 'rp_1' }).target, { ratePlanId: 'rp_1' });
    assert.deepEqual(splitRateTarget([undefined, undefined], { 'unit-id': 'unit_2' }), { target: { unitId: 'unit_2' }, rest: [] });
    assert.throws(() => splitRateTarget(['2030-07-01:2030-07-31', '120'], {}), usage(/Name the unit first/));
    assert.throws(() => splitRateTarget([undefined], {}), usage(/Name the unit first/));
    assert.throws(() => splitRateTarget(['x'], { 'unit-id': 'u', 'property-id': 'p' }), usage(/not several/));
  });

  test('prices in major units become minor units; none returns to the base price', () => {
    assert.equal(parsePrice('123.45'), 12345);
    assert.equal(parsePrice('180'), 18000);
    assert.equal(parsePrice('0.5'), 50);
    assert.equal(parsePrice('none'), null);
    assert.equal(parsePrice('NONE'), null);
    for (const text of ['-1', '12.345', '1,50', 'free', '']) assert.throws(() => parsePrice(text), usage(/123\.45/), text);
  });

  test('a change in percent has two decimals at most', () => {
    assert.equal(parsePercent('10'), 10);
    assert.equal(parsePercent('-12.5'), -12.5);
    assert.equal(parsePercent('+5%'), 5);
    assert.equal(parsePercent('-0'), 0);
    for (const text of ['ten', '1.234', '', '5%%', '--5']) assert.throws(() => parsePercent(text), usage(/percentage/), text);
  });

  test('the nights of a read: the argument, --from/--to, --next, or the default from today', async () => {
    const today = async () => '2030-07-10';
    const options = { maxNights: 731, defaultNights: 30, today };
    assert.deepEqual(await resolveNights({ positional: '2030-07-01:2030-07-03' }, options), { from: '2030-07-01', to: '2030-07-03' });
    assert.deepEqual(await resolveNights({ from: '2030-07-01', to: '2030-07-03' }, options), { from: '2030-07-01', to: '2030-07-03' });
    assert.deepEqual(await resolveNights({ next: 7 }, options), { from: '2030-07-10', to: '2030-07-16' });
    assert.deepEqual(await resolveNights({ from: '2030-08-01', next: 2 }, options), { from: '2030-08-01', to: '2030-08-02' });
    assert.deepEqual(await resolveNights({}, options), { from: '2030-07-10', to: '2030-08-08' });
    const noToday = { ...options, today: async () => assert.fail('today is not needed') };
    await assert.rejects(resolveNights({ positional: '2030-07-01', from: '2030-07-01' }, noToday), usage(/not both/));
    await assert.rejects(resolveNights({ to: '2030-07-01' }, noToday), usage(/--to needs --from/));
    await assert.rejects(resolveNights({ from: '2030-07-02', to: '2030-07-01' }, noToday), usage(/before --from/));
    await assert.rejects(resolveNights({ from: '2030-07-01', to: '2030-07-09', next: 3 }, noToday), usage(/either --to or --next/));
    await assert.rejects(resolveNights({ from: '2030-01-01', to: '2031-01-05' }, { ...noToday, maxNights: 366 }), usage(/at most 366/));
  });
});

const night = (date: string, fields: Partial<RateNight> = {}): RateNight => ({
  ratePlanId: 'rp_1',
  unitId: 'unit_1',
  date,
  priceMinor: 10000,
  currency: 'EUR',
  minNights: null,
  maxNights: null,
  closedToArrival: false,
  closedToDeparture: false,
  stopSell: false,
  ...fields,
});

const nightsOf = (from: string, count: number, fields: (date: string, index: number) => Partial<RateNight> = () => ({})) =>
  Array.from({ length: count }, (_, index) => night(addDays(from, index), fields(addDays(from, index), index)));

describe('the rates view', () => {
  test('a year at one price is one line; --json keeps every night (the view only)', () => {
    const rows = nightsOf('2030-01-01', 365);
    const runs = compressRates(rows);
    assert.equal(runs.length, 1);
    assert.deepEqual([runs[0].from, runs[0].to, runs[0].nights, runs[0].priceMinor], ['2030-01-01', '2030-12-31', 365, 10000]);
    assert.equal(rows.length, 365, 'the rows themselves are left alone');
  });

  test('a run breaks where the price or a restriction changes, and at a gap', () => {
    // 2030-07-05 is a Friday: weekend nights at 180, a stop sell on the 10th, nothing known for the 12th.
    const rows = nightsOf('2030-07-01', 11, (date) => ({
      priceMinor: ['2030-07-05', '2030-07-06'].includes(date) ? 18000 : 10000,
      stopSell: date === '2030-07-10',
    })).filter((row) => row.date !== '2030-07-09');
    const runs = compressRates(rows);
    assert.deepEqual(
      runs.map((run) => [run.from, run.to, run.nights, run.priceMinor, run.stopSell, weekdaysText(run.weekdays)]),
      [
        ['2030-07-01', '2030-07-04', 4, 10000, false, 'Mon-Thu'],
        ['2030-07-05', '2030-07-06', 2, 18000, false, 'Fri,Sat'],
        ['2030-07-07', '2030-07-08', 2, 10000, false, 'Sun,Mon'],
        ['2030-07-10', '2030-07-10', 1, 10000, true, 'Wed'],
        ['2030-07-11', '2030-07-11', 1, 10000, false, 'Thu'],
      ],
    );
  });

  test('with --weekdays, the next asked weekday follows: every weekend of a month at one price is one line', () => {
    const rows = nightsOf('2030-07-01', 31).filter((row) => ['SAT', 'SUN'].includes(new Date(`${row.date}T00:00:00Z`).toUTCString().slice(0, 3).toUpperCase()));
    assert.equal(rows.length, 8);
    const runs = compressRates(rows, ['SAT', 'SUN']);
    assert.equal(runs.length, 1);
    assert.deepEqual([runs[0].from, runs[0].to, runs[0].nights, weekdaysText(runs[0].weekdays)], ['2030-07-06', '2030-07-28', 8, 'Sat,Sun']);
    assert.equal(compressRates(rows).length, 4, 'without the filter known, the weekends are four runs');
  });

  test('plans stay apart, in the order they first appear', () => {
    const rows = [night('2030-07-01', { ratePlanId: 'rp_b' }), night('2030-07-01'), night('2030-07-02', { ratePlanId: 'rp_b' }), night('2030-07-02')];
    assert.deepEqual(
      compressRates(rows).map((run) => [run.ratePlanId, run.from, run.to]),
      [
        ['rp_b', '2030-07-01', '2030-07-02'],
        ['rp_1', '2030-07-01', '2030-07-02'],
      ],
    );
  });

  test('weekdays read short', () => {
    assert.equal(weekdaysText(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']), 'all');
    assert.equal(weekdaysText(['SAT']), 'Sat');
    assert.equal(weekdaysText(['SAT', 'SUN']), 'Sat,Sun');
    assert.equal(weekdaysText(['MON', 'TUE', 'WED', 'THU', 'FRI']), 'Mon-Fri');
    assert.equal(weekdaysText(['MON', 'FRI', 'SAT', 'SUN']), 'Fri-Mon');
    assert.equal(weekdaysText(['MON', 'WED', 'FRI']), 'Mon,Wed,Fri');
    assert.equal(weekdaysText(['SUN', 'MON', 'WED']), 'Wed,Sun,Mon');
    assert.equal(weekdaysText([]), '-');
  });

  test('the table: prices in major units with the currency, restrictions as marks, a legend', () => {
    const rows = [
      ...nightsOf('2030-07-01', 3),
      night('2030-07-04', { priceMinor: 12345, minNights: 3, maxNights: 14, closedToArrival: true, closedToDeparture: true, stopSell: true }),
    ];
    assert.equal(
      renderRates({ rates: rows }),
      [
        'Rates 2030-07-01 to 2030-07-04: 4 nights, 1 rate plan. Nights in a row with the same price and restrictions share a line; --json lists every night.',
        '',
        'FROM        TO          NIGHTS  DAYS     RATE PLAN       PRICE  MIN  MAX  CTA  CTD  STOP',
        '2030-07-01  2030-07-03       3  Mon-Wed  rp_1       100.00 EUR    -    -  -    -    -',
        '2030-07-04  2030-07-04       1  Thu      rp_1       123.45 EUR    3   14  x    x    x',
        '',
        'MIN/MAX = shortest/longest stay arriving on the night; CTA = closed to arrival, CTD = closed to departure, STOP = stop sell (x = set).',
      ].join('\n'),
    );
  });

  test('a unit column appears when several units are shown; an empty answer is a sentence', () => {
    const text = renderRates({ rates: [night('2030-07-01'), night('2030-07-01', { unitId: 'unit_2', ratePlanId: 'rp_2' })] });
    assert.match(text, /^FROM +TO +NIGHTS +DAYS +UNIT +RATE PLAN/m);
    assert.match(text, /1 night, 2 rate plans/);
    assert.doesNotMatch(renderRates({ rates: [night('2030-07-01')] }), /UNIT/);
    assert.match(renderRates({ rates: [] }), /^No nights/);
    assert.match(renderRates({ rates: [night('2030-07-06')] }, { weekdays: ['SAT', 'SUN'] }), /^Rates 2030-07-06 to 2030-07-06 on Sat,Sun: 1 night/);
  });

  test('writes answer how many nights', () => {
    assert.equal(renderUpdated('Set', { updated: 4 }), 'Set 4 nights.');
    assert.equal(renderUpdated('Set', { updated: 1 }), 'Set 1 night.');
    assert.equal(renderUpdated('Adjusted', { updated: 730 }, { perPlan: true }), 'Adjusted 730 nights (counted per rate plan).');
    assert.match(renderUpdated('Set', { updated: 0 }), /^Set 0 nights\. No night/);
  });
});

describe('the availability view', () => {
  const answer: AvailabilityAnswer = {
    from: '2030-07-01',
    to: '2030-07-14',
    units: [
      {
        id: 'unit_1',
        name: 'Room 1',
        freeNights: ['2030-07-01', '2030-07-02', '2030-07-03', '2030-07-06'],
        periods: [
          { from: '2030-07-01', to: '2030-07-03', nights: 3 },
          { from: '2030-07-06', to: '2030-07-06', nights: 1 },
        ],
      },
      { id: 'unit_2', name: 'Room 2', freeNights: [], periods: [] },
      { id: 'unit_3', name: 'Room 3', freeNights: ['2030-07-09'], periods: [] },
    ],
  };

  test('per unit: the free nights, then the periods with the check-out day after the last night', () => {
    assert.equal(
      renderAvailability(answer, { minNights: 1 }),
      [
        'Availability 2030-07-01 to 2030-07-14 (14 nights).',
        '',
        'Room 1 (unit_1): 4 free nights, 2 periods',
        'FROM        TO          CHECK-OUT   NIGHTS',
        '2030-07-01  2030-07-03  2030-07-04       3',
        '2030-07-06  2030-07-06  2030-07-07       1',
        '',
        'Room 2 (unit_2): no free night.',
        '',
        'Room 3 (unit_3): 1 free night, but no period long enough.',
        '',
        'TO is the last free night; a stay using it checks out the morning after (CHECK-OUT).',
      ].join('\n'),
    );
  });

  test('the heading names the conditions; no units is a sentence', () => {
    assert.match(
      renderAvailability(answer, { minNights: 3, weekdays: ['FRI', 'SAT'] }),
      /^Availability 2030-07-01 to 2030-07-14 \(14 nights\): periods of at least 3 nights; free nights on Fri,Sat/,
    );
    assert.match(renderAvailability({ from: '2030-07-01', to: '2030-07-01', units: [] }), /No units\.$/);
    assert.match(renderAvailability(answer, { minNights: 5 }), /^Room 3 \(unit_3\): 1 free night, but no period of at least 5 nights\.$/m);
  });
});

/** What the commands send: `innkeep` run as a process against a fake API that records each request. */
describe('rates commands against a fake API', () => {
  const BIN = resolve(__dirname, '../bin/run.js');
  interface Seen {
    method: string;
    path: string;
    query: Record<string, string>;
    body: any;
    idempotencyKey?: string;
  }
  let server: Server;
  let apiUrl: string;
  let home: string;
  let seen: Seen[] = [];
  /** The next answer of the fake API, by request path. */
  let answers: Record<string, { status: number; body: unknown }> = {};

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'innkeep-rates-offline-'));
    server = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const path = url.pathname.replace(/^\/public\/v1/, '');
        seen.push({
          method: request.method ?? '',
          path,
          query: Object.fromEntries(url.searchParams),
          body: text ? JSON.parse(text) : undefined,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        });
        const answer = answers[path] ?? { status: 200, body: { updated: 3 } };
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/public/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    await rm(home, { recursive: true, force: true });
  });

  function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    seen = [];
    const env: NodeJS.ProcessEnv = {};
    for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('INNKEEP_')) env[name] = value;
    Object.assign(env, { XDG_CONFIG_HOME: home, INNKEEP_API_URL: apiUrl, INNKEEP_API_KEY: 'ikp_test' });
    return new Promise((done, fail) => {
      const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.once('error', fail);
      child.once('close', (code) => done({ code, stdout, stderr }));
    });
  }
  const report = (result: { code: number | null; stdout: string; stderr: string }) => `exit ${result.code}\n${result.stdout}\n${result.stderr}`;

  test('rates set: the price in major units is sent in minor units, once, with an Idempotency-Key', async () => {
    answers = {};
    const result = await run(['rates', 'set', 'unit_1', '2030-07-01:2030-07-14', '123.45', '--weekdays', 'SAT,SUN']);
    assert.equal(result.code, 0, report(result));
    assert.equal(result.stdout, 'Set 3 nights.\n');
    assert.equal(seen.length, 1);
    assert.deepEqual([seen[0].method, seen[0].path], ['PUT', '/rates']);
    assert.deepEqual(seen[0].body, { unitId: 'unit_1', from: '2030-07-01', to: '2030-07-14', weekdays: ['SAT', 'SUN'], priceMinor: 12345 });
    assert.ok(seen[0].idempotencyKey);
  });

  test('rates set with a target flag: the arguments move up; none is null; restrictions may come along', async () => {
    answers = {};
    const result = await run(['rates', 'set', '--property-id', 'prop_1', '2030-07-01', 'none', '--min-nights', '2', '--no-stop-sell', '--json']);
    assert.equal(result.code, 0, report(result));
    assert.deepEqual(JSON.parse(result.stdout), { updated: 3 });
    assert.deepEqual(seen[0].body, { propertyId: 'prop_1', from: '2030-07-01', to: '2030-07-01', priceMinor: null, minNights: 2, stopSell: false });
    const planOnly = await run(['rates', 'set', '--rate-plan-id', 'rp_1', '2030-07-01:2030-07-02', '--closed-to-arrival']);
    assert.equal(planOnly.code, 0, report(planOnly));
    assert.deepEqual(seen[0].body, { ratePlanId: 'rp_1', from: '2030-07-01', to: '2030-07-02', closedToArrival: true });
  });

  test('usage errors exit 2 before any call', async () => {
    answers = {};
    for (const args of [
      ['rates', 'set', 'unit_1', '2030-07-01:2030-07-14'],
      ['rates', 'set', 'unit_1', '2030-07-01:2030-07-14', '-5'],
      ['rates', 'set', 'unit_1', '2030-07-14:2030-07-01', '100'],
      ['rates', 'set', '2030-07-01:2030-07-14', '100'],
      ['rates', 'set', '--unit-id', 'u', '--property-id', 'p', '2030-07-01', '100'],
      ['rates', 'set', 'unit_1', '2030-07-01', '100', '--weekdays', 'FUN'],
      ['rates', 'adjust', 'unit_1', '2030-07-01'],
      ['rates', 'adjust', 'unit_1', '2030-07-01', '--percent', '5', '--amount', '5'],
      ['rates', 'adjust', 'unit_1', '2030-07-01', '--percent', 'lots'],
      ['restrictions', 'set', 'unit_1', '2030-07-01'],
      ['restrictions', 'set', 'unit_1', '2030-07-01', '--min-nights', '0'],
      ['availability', '--to', '2030-07-01'],
      ['rates', 'unit_1', '2030-07-01', '--from', '2030-07-01'],
    ]) {
      const result = await run(args);
      assert.equal(result.code, 2, `${args.join(' ')}\n${report(result)}`);
      assert.match(result.stderr, /^Error: /, args.join(' '));
      assert.equal(seen.length, 0, `${args.join(' ')} called the API`);
    }
  });

  test('rates adjust: --amount of either sign in major units, --percent as typed', async () => {
    answers = {};
    const amount = await run(['rates', 'adjust', 'unit_1', '2030-07-01:2030-07-02', '--amount', '-5.00']);
    assert.equal(amount.code, 0, report(amount));
    assert.equal(amount.stdout, 'Adjusted 3 nights.\n');
    assert.deepEqual([seen[0].method, seen[0].path], ['POST', '/rates/adjust']);
    assert.deepEqual(seen[0].body, { unitId: 'unit_1', from: '2030-07-01', to: '2030-07-02', amountMinor: -500 });
    const percent = await run(['rates', 'adjust', '--rate-plan-id', 'rp_1', '2030-07-01', '--percent', '-12.5', '--weekdays', 'FRI']);
    assert.equal(percent.code, 0, report(percent));
    assert.deepEqual(seen[0].body, { ratePlanId: 'rp_1', from: '2030-07-01', to: '2030-07-01', weekdays: ['FRI'], percent: -12.5 });
  });

  test('rates adjust refused as too large: the API message, exit 1, a hint in major units', async () => {
    const msg = 'On 2030-07-01 the price would move from 4400 to 1400, more than ±50 %; nothing was changed.';
    answers = {
      '/rates/adjust': {
        status: 400,
        body: { statusCode: 400, code: 'ADJUSTMENT_TOO_LARGE', msg, ratePlanId: 'rp_1', night: '2030-07-01', priceMinor: 4400, newPriceMinor: 1400 },
      },
    };
    const result = await run(['rates', 'adjust', 'unit_1', '2030-07-01:2030-07-02', '--amount', '-30']);
    assert.equal(result.code, 1, report(result));
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.includes(`Error: ${msg} (ADJUSTMENT_TOO_LARGE)`), report(result));
    assert.match(result.stderr, /Hint: On 2030-07-01 the price would move by more than 50 % \(from 44\.00 to 14\.00\)/);
  });

  test('restrictions set: none clears, --no-<flag> lifts', async () => {
    answers = {};
    const result = await run([
      'restrictions',
      'set',
      'unit_1',
      '2030-07-01:2030-07-31',
      '--min-nights',
      'none',
      '--max-nights',
      '7',
      '--no-closed-to-arrival',
      '--closed-to-departure',
      '--weekdays',
      'SUN',
    ]);
    assert.equal(result.code, 0, report(result));
    assert.equal(result.stdout, 'Set the restrictions of 3 nights.\n');
    assert.deepEqual([seen[0].method, seen[0].path], ['PUT', '/restrictions']);
    assert.deepEqual(seen[0].body, {
      unitId: 'unit_1',
      from: '2030-07-01',
      to: '2030-07-31',
      weekdays: ['SUN'],
      minNights: null,
      maxNights: 7,
      closedToArrival: false,
      closedToDeparture: true,
    });
  });

  test('reads send their query; --next counts from the workspace’s today', async () => {
    answers = {
      '/rates': { status: 200, body: { rates: [night('2030-07-01')] } },
      '/availability': { status: 200, body: { from: '2030-07-10', to: '2030-07-16', units: [] } },
      '/workspace': { status: 200, body: { nowLocal: '2030-07-10T09:00:00' } },
    };
    const rates = await run(['rates', 'unit_1', '2030-07-01:2030-07-31', '--weekdays', 'FRI,SAT']);
    assert.equal(rates.code, 0, report(rates));
    assert.deepEqual(
      [seen[0].method, seen[0].path, seen[0].query],
      ['GET', '/rates', { unitId: 'unit_1', from: '2030-07-01', to: '2030-07-31', weekdays: 'FRI,SAT' }],
    );
    assert.equal(seen[0].idempotencyKey, undefined, 'no key on a read');
    assert.match(rates.stdout, /100\.00 EUR/);
    const byProperty = await run(['rates', '--property-id', 'prop_1', '--from', '2030-07-01', '--to', '2030-07-02', '--json']);
    assert.deepEqual(JSON.parse(byProperty.stdout), answers['/rates'].body, 'the answer as it is');
    assert.deepEqual(seen[0].query, { propertyId: 'prop_1', from: '2030-07-01', to: '2030-07-02' });

    const availability = await run(['availability', '--unit-id', 'unit_1', '--next', '7d', '--min-nights', '2', '--weekdays', 'FRI']);
    assert.equal(availability.code, 0, report(availability));
    assert.deepEqual(
      seen.map((request) => [request.method, request.path, request.query]),
      [
        ['GET', '/workspace', {}],
        ['GET', '/availability', { unitId: 'unit_1', minNights: '2', from: '2030-07-10', to: '2030-07-16', weekdays: 'FRI' }],
      ],
    );
  });
});
