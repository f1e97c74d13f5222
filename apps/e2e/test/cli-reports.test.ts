import assert from 'node:assert/strict';

import { createReportWorkspace, http, makeConfigHome, parseJsonOutput, ReportWorkspace, runCli, startTestServers, TestServers } from '../src';

/** `innkeep revenue` and `innkeep overview` as processes, against the hand-computed workspace. */
describe('innkeep revenue and overview against the running API', () => {
  let servers: TestServers;
  let ws: ReportWorkspace;
  let pro: ReportWorkspace;
  let home: Awaited<ReturnType<typeof makeConfigHome>>;

  const run = (args: string[], key = ws.readKey) => runCli(args, { configHome: home.path, env: { INNKEEP_API_URL: servers.apiUrl, INNKEEP_API_KEY: key } });

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000' });
    ws = await createReportWorkspace(servers, { plan: 'BUSINESS' });
    pro = await createReportWorkspace(servers, { plan: 'PRO' });
    home = await makeConfigHome();
  });
  afterAll(async () => {
    await home.remove();
    await servers.close();
  });

  it('prints the month’s totals, then a table by channel with a bar per row, longest for the most revenue', async () => {
    const result = await run(['revenue', '--month', ws.month]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`Revenue ${ws.from} to ${ws.to}`));
    assert.match(result.stdout, /Revenue: +1410\.04 EUR/);
    assert.match(result.stdout, /Nights sold: +12 of 111 available/);
    assert.match(result.stdout, /Occupancy: +10\.8 %/);
    assert.match(result.stdout, /ADR: +117\.50 EUR/);
    assert.match(result.stdout, /RevPAR: +12\.70 EUR/);
    const rows = result.stdout.split('\n').filter((line) => /^(AIRBNB|DIRECT|BOOKING_COM|MANUAL|VRBO) /.test(line));
    assert.deepEqual(
      rows.map((line) => line.split(/\s+/)[0]),
      ['AIRBNB', 'DIRECT', 'BOOKING_COM', 'MANUAL', 'VRBO'],
    );
    const bars = rows.map((line) => (/[█▏▎▍▌▋▊▉]+$/.exec(line) ?? [''])[0]);
    assert.equal(bars[0], '█'.repeat(20), 'the channel with the most revenue has the full bar');
    assert.ok(
      bars.every((drawn) => drawn.length > 0),
      result.stdout,
    );
    assert.ok(bars[1].length < bars[0].length && bars[3].length < bars[1].length, bars.join('\n'));
    assert.match(result.stdout, /AIRBNB +560\.01 +39\.7 % +5 +4\.5 % +112\.00/);
  });

  it('prints the table by property or by unit with --by', async () => {
    const byProperty = await run(['revenue', '--month', ws.month, '--by', 'property']);
    assert.equal(byProperty.code, 0, byProperty.stderr);
    assert.match(byProperty.stdout, /Casa Azul +1410\.04/);
    assert.match(byProperty.stdout, /Beach House +800\.00/);
    const byUnit = await run(['revenue', '--month', ws.month, '--by', 'unit']);
    assert.match(byUnit.stdout, /Dorm +1010\.01 +71\.6 % +8/);
    assert.match(byUnit.stdout, /Suite +400\.03 +28\.4 % +4/);
  });

  it('prints the API’s answer with --json, and CSV with --format csv', async () => {
    const json = await run(['revenue', '--month', ws.month, '--json']);
    assert.equal(json.code, 0, json.stderr);
    const rest = await http(`${servers.apiUrl}/reports/summary?from=${ws.from}&to=${ws.to}`, { key: ws.readKey });
    assert.deepEqual(parseJsonOutput(json), rest.body);

    const csv = await run(['revenue', '--month', ws.month, '--format', 'csv']);
    assert.equal(csv.code, 0, csv.stderr);
    const lines = csv.stdout.trim().split(/\r?\n/);
    assert.equal(
      lines[0],
      'breakdown,key,name,currency,revenue,nights_sold,nights_available,occupancy,adr,revpar,reservations,cancellations,taxes,collected,outstanding',
    );
    assert.deepEqual(
      lines.slice(1).map((line) => line.split(',').slice(0, 5).join(',')),
      [
        `total,${ws.from}..${ws.to},Total,EUR,1410.04`,
        'channel,AIRBNB,AIRBNB,EUR,560.01',
        'channel,DIRECT,DIRECT,EUR,450.00',
        'channel,BOOKING_COM,BOOKING_COM,EUR,200.03',
        'channel,MANUAL,MANUAL,EUR,200.00',
        `total,${ws.from}..${ws.to},Total,USD,800.00`,
        'channel,VRBO,VRBO,USD,800.00',
      ],
    );
  });

  it('refuses a month that is not YYYY-MM as a usage error, before any call', async () => {
    const result = await run(['revenue', '--month', '2027-13']);
    assert.equal(result.code, 2);
    assert.match(result.stderr, /expected a month YYYY-MM/);
  });

  it('prints the day’s arrivals with their times, and the next seven days', async () => {
    const result = await run(['overview', '--date', `${ws.month}-05`]);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Arrivals \(2\)/);
    assert.match(result.stdout, /15:00 +Ana Lima +Dorm · Casa Azul +3 nights +DIRECT/);
    assert.match(result.stdout, /Departures \(0\)/);
    assert.match(result.stdout, /In house tonight: 2/);
    assert.match(result.stdout, /Direct share: +46\.1 %/);
    assert.match(result.stdout, new RegExp(`${ws.month}-06 +1 +0 +60\\.0 % +██████$`, 'm'));
  });

  it('answers PLAN_REQUIRED for the overview on PRO, which still gets the revenue report', async () => {
    const overview = await run(['overview'], pro.readKey);
    assert.equal(overview.code, 1);
    assert.match(overview.stderr, /PLAN_REQUIRED/);
    const revenue = await run(['revenue', '--month', pro.month, '--json'], pro.readKey);
    assert.equal(revenue.code, 0, revenue.stderr);
  });

  it('answers the overview on the demo workspace a newcomer gets from `npm start`', async () => {
    const demo = await servers.operator.seedDemo();
    const overview = await run(['overview'], demo.keys.read);
    assert.equal(overview.code, 0, overview.stderr);
    assert.match(overview.stdout, /In house tonight: \d+/);
  });
});
