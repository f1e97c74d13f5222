import assert from 'node:assert/strict';

import { createReportWorkspace, http, ReportWorkspace, startTestServers, TestServers } from '../src';

/** A share to four decimals and an amount per night to whole minor units, as the contract rounds them. */
const share = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 10_000;
const perNight = (amount: number, nights: number) => Math.round(amount / nights);

describe('GET /reports/summary over a workspace computed by hand', () => {
  let servers: TestServers;
  let ws: ReportWorkspace;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createReportWorkspace(servers);
  });
  afterAll(() => servers.close());

  const summary = (query: string, key = ws.readKey, headers: Record<string, string> = {}) =>
    http(`${servers.apiUrl}/reports/summary?${query}`, { key, headers });

  // Supply, April (30 nights). Casa Azul: Suite 30 − 5 owner-blocked = 25; Dorm 3 × 30 − 2 rooms × 2
  // nights under maintenance = 86; together 111. Beach House: 30 − 3 under maintenance = 27.
  const suiteAvailable = 30 - 5;
  const dormAvailable = 3 * 30 - 2 * 2;
  const eurAvailable = suiteAvailable + dormAvailable;
  const usdAvailable = 30 - 3;
  // Revenue by night of stay. Airbnb 29 Mar–3 Apr: 50000 / 5 = 10000 a night, 2 nights inside.
  const airbnbEdge = 2 * 10000;
  // Booking.com 29 Apr–4 May: 50003 / 5 = 10000 a night, the remainder 3 on 29 April, inside.
  const booking = 2 * 10000 + 3;
  const direct = 45000;
  const manual = 20000;
  // Checked out, 15–18 April: 36001 = 3 × 12000 + 1, all inside.
  const checkedOut = 36001;
  const eurRevenue = airbnbEdge + booking + direct + manual + checkedOut;
  const eurSold = 2 + 2 + 3 + 2 + 3;

  /** What was paid of the DIRECT stay (report-workspace.ts): a deposit. */
  const deposit = 15000;
  /** The money figures of stays without taxes, of which `collected` was paid. */
  const money = (revenue: number, collected: number) => ({ taxesMinor: 0, collectedMinor: collected, outstandingMinor: revenue - collected });

  it('answers the totals of the main currency, every figure as computed by hand', async () => {
    const answer = await summary(`from=${ws.from}&to=${ws.to}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(eurRevenue, 141004);
    assert.equal(answer.body.from, ws.from);
    assert.equal(answer.body.to, ws.to);
    assert.equal(answer.body.currency, 'EUR');
    assert.deepEqual(answer.body.totals, {
      revenueMinor: 141004,
      // No stay has a tax; the DIRECT stay's deposit is collected, the rest is outstanding.
      ...money(141004, deposit),
      nightsSold: 12,
      nightsAvailable: 111,
      occupancy: share(12, 111),
      adrMinor: perNight(141004, 12),
      revparMinor: perNight(141004, 111),
      // The no-show counts nowhere; the cancelled stay counts as a cancellation only.
      reservations: 5,
      cancellations: 1,
    });
    assert.deepEqual([answer.body.totals.occupancy, answer.body.totals.adrMinor, answer.body.totals.revparMinor], [0.1081, 11750, 1270]);
  });

  it('splits the main currency by channel, each measured against all the nights available', async () => {
    const { body } = await summary(`from=${ws.from}&to=${ws.to}`);
    const row = (source: string, revenue: number, sold: number, reservations: number, cancellations: number) => ({
      source,
      revenueMinor: revenue,
      ...money(revenue, source === 'DIRECT' ? deposit : 0),
      nightsSold: sold,
      nightsAvailable: eurAvailable,
      occupancy: share(sold, eurAvailable),
      adrMinor: perNight(revenue, sold),
      revparMinor: perNight(revenue, eurAvailable),
      reservations,
      cancellations,
    });
    assert.deepEqual(body.byChannel, [
      row('AIRBNB', airbnbEdge + checkedOut, 2 + 3, 2, 0),
      row('DIRECT', direct, 3, 1, 0),
      row('BOOKING_COM', booking, 2, 1, 0),
      row('MANUAL', manual, 2, 1, 1),
    ]);
    // Booking.com's ADR is 10001.5, rounded half away from zero.
    assert.equal(body.byChannel[2].adrMinor, 10002);
  });

  it('splits by property and unit, each with its own nights available', async () => {
    const { body } = await summary(`from=${ws.from}&to=${ws.to}`);
    assert.deepEqual(body.byProperty, [
      {
        propertyId: ws.casa.id,
        propertyName: 'Casa Azul',
        revenueMinor: eurRevenue,
        ...money(eurRevenue, deposit),
        nightsSold: eurSold,
        nightsAvailable: eurAvailable,
        occupancy: share(eurSold, eurAvailable),
        adrMinor: perNight(eurRevenue, eurSold),
        revparMinor: perNight(eurRevenue, eurAvailable),
        reservations: 5,
        cancellations: 1,
      },
    ]);
    const dormRevenue = direct + manual + checkedOut;
    const suiteRevenue = airbnbEdge + booking;
    assert.deepEqual(body.byUnit, [
      {
        unitId: ws.casa.dorm,
        unitName: 'Dorm',
        propertyId: ws.casa.id,
        revenueMinor: dormRevenue,
        ...money(dormRevenue, deposit),
        nightsSold: 8,
        nightsAvailable: dormAvailable,
        occupancy: share(8, dormAvailable),
        adrMinor: perNight(dormRevenue, 8),
        revparMinor: perNight(dormRevenue, dormAvailable),
        reservations: 3,
        cancellations: 1,
      },
      {
        unitId: ws.casa.suite,
        unitName: 'Suite',
        propertyId: ws.casa.id,
        revenueMinor: suiteRevenue,
        ...money(suiteRevenue, 0),
        nightsSold: 4,
        nightsAvailable: suiteAvailable,
        occupancy: share(4, suiteAvailable),
        adrMinor: perNight(suiteRevenue, 4),
        revparMinor: perNight(suiteRevenue, suiteAvailable),
        reservations: 2,
        cancellations: 0,
      },
    ]);
    assert.deepEqual(body.byMonth, [{ month: ws.month, ...body.totals }]);
  });

  it('answers one summary per currency, the US-dollar house apart from the euro one', async () => {
    const { body } = await summary(`from=${ws.from}&to=${ws.to}`);
    assert.deepEqual(
      body.currencies.map((entry: { currency: string }) => entry.currency),
      ['EUR', 'USD'],
    );
    assert.deepEqual(body.currencies[0].totals, body.totals);
    const usd = body.currencies[1];
    const figures = {
      revenueMinor: 80000,
      ...money(80000, 0),
      nightsSold: 4,
      nightsAvailable: usdAvailable,
      occupancy: share(4, usdAvailable),
      adrMinor: 20000,
      revparMinor: perNight(80000, usdAvailable),
      reservations: 1,
      cancellations: 0,
    };
    assert.deepEqual(usd.totals, figures);
    assert.deepEqual(usd.byChannel, [{ source: 'VRBO', ...figures }]);
    assert.deepEqual(usd.byProperty, [{ propertyId: ws.beach.id, propertyName: 'Beach House', ...figures }]);
  });

  it('counts by night of stay across a period edge: the first two nights of April alone hold 2/5 of the edge stay', async () => {
    const { body } = await summary(`from=${ws.from}&to=${ws.from.replace(/-01$/, '-02')}&unitId=${ws.casa.suite}`);
    assert.equal(body.totals.revenueMinor, airbnbEdge);
    assert.equal(body.totals.nightsSold, 2);
    assert.equal(body.totals.nightsAvailable, 2);
    assert.equal(body.totals.occupancy, 1);
  });

  it('narrows to a property, and answers 404 for a property of no workspace of the caller', async () => {
    const beach = await summary(`from=${ws.from}&to=${ws.to}&propertyId=${ws.beach.id}`);
    assert.deepEqual(
      beach.body.currencies.map((entry: { currency: string }) => entry.currency),
      ['USD'],
    );
    assert.equal(beach.body.currency, 'USD');
    const missing = await summary(`from=${ws.from}&to=${ws.to}&propertyId=prop_nothing`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'NOT_FOUND');
  });

  it('refuses a period over 366 nights with 400 RANGE_TOO_LONG, and a reversed one with 400 VALIDATION_FAILED', async () => {
    const year = Number(ws.from.slice(0, 4));
    const long = await summary(`from=${year}-01-01&to=${year + 1}-01-02`);
    assert.equal(long.status, 400);
    assert.equal(long.body.code, 'RANGE_TOO_LONG');
    const reversed = await summary(`from=${ws.to}&to=${ws.from}`);
    assert.equal(reversed.status, 400);
    assert.equal(reversed.body.code, 'VALIDATION_FAILED');
  });

  it('answers CSV to Accept: text/csv with the same figures, amounts in major units', async () => {
    const answer = await http(`${servers.apiUrl}/reports/summary?from=${ws.from}&to=${ws.to}`, { key: ws.readKey, headers: { accept: 'text/csv' } });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/csv/);
    const lines = (answer.body as string).trim().split('\r\n');
    assert.equal(
      lines[0],
      'breakdown,key,name,currency,revenue,nights_sold,nights_available,occupancy,adr,revpar,reservations,cancellations,taxes,collected,outstanding',
    );
    assert.ok(lines.includes(`total,${ws.from}..${ws.to},Total,EUR,1410.04,12,111,0.1081,117.50,12.70,5,1,0.00,150.00,1260.04`), lines.join('\n'));
    assert.ok(lines.includes('channel,AIRBNB,AIRBNB,EUR,560.01,5,111,0.045,112.00,5.05,2,0,0.00,0.00,560.01'));
    assert.ok(lines.includes(`property,${ws.beach.id},Beach House,USD,800.00,4,27,0.1481,200.00,29.63,1,0,0.00,0.00,800.00`));
    const json = await http(`${servers.apiUrl}/reports/summary?from=${ws.from}&to=${ws.to}`, {
      key: ws.readKey,
      headers: { accept: 'application/json, text/csv;q=0.5' },
    });
    assert.equal(json.body.totals.revenueMinor, eurRevenue);
  });
});

describe('GET /reports/overview on a fixed date, in a time zone where UTC is already the next day', () => {
  const timezone = 'Pacific/Pago_Pago';
  let servers: TestServers;
  let ws: ReportWorkspace;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createReportWorkspace(servers, { timezone });
  });
  afterAll(() => servers.close());

  const overview = (query = '') => http(`${servers.apiUrl}/reports/overview${query}`, { key: ws.readKey });
  const april = (date: number) => `${ws.month}-${String(date).padStart(2, '0')}`;

  it('lists the day’s arrivals with guest, unit and check-in time, and the stays in house that night', async () => {
    const answer = await overview(`?date=${april(5)}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { body } = answer;
    assert.equal(body.date, april(5));
    assert.equal(body.timezone, timezone);
    assert.deepEqual(
      body.arrivals
        .map((stay: any) => [stay.guest.firstName, stay.guest.lastName, stay.unit.name, stay.property.name, stay.source, stay.nights, stay.time])
        .sort(),
      [
        ['Ana', 'Lima', 'Dorm', 'Casa Azul', 'DIRECT', 3, '15:00'],
        ['Rui', 'Costa', 'Dorm', 'Casa Azul', 'MANUAL', 2, '15:00'],
      ],
    );
    assert.deepEqual(body.departures, []);
    assert.equal(body.inHouse, 2);
  });

  it('answers the month as the summary counts it, the direct share, and the next seven days', async () => {
    const { body } = await overview(`?date=${april(5)}`);
    assert.deepEqual(body.month, { month: ws.month, currency: 'EUR', occupancy: 0.1081, revenueMinor: 141004, adrMinor: 11750 });
    // DIRECT 450.00 and MANUAL 200.00 of 1410.04.
    assert.equal(body.directShare, Math.round((65000 / 141004) * 10_000) / 10_000);
    // Rooms: Suite 1, Dorm 3, House 1 = 5; from the 10th the Suite is owner-blocked.
    assert.deepEqual(body.nextSevenDays, [
      { date: april(6), arrivals: 1, departures: 0, occupancy: 3 / 5 },
      { date: april(7), arrivals: 0, departures: 1, occupancy: 2 / 5 },
      { date: april(8), arrivals: 0, departures: 1, occupancy: 1 / 5 },
      { date: april(9), arrivals: 0, departures: 0, occupancy: 1 / 5 },
      { date: april(10), arrivals: 0, departures: 1, occupancy: 0 },
      { date: april(11), arrivals: 0, departures: 0, occupancy: 0 },
      { date: april(12), arrivals: 0, departures: 0, occupancy: 0 },
    ]);
  });

  it('lists departures with the check-out time', async () => {
    const { body } = await overview(`?date=${april(10)}`);
    assert.deepEqual(
      body.departures.map((stay: any) => [stay.source, stay.unit.name, stay.property.name, stay.time]),
      [['VRBO', 'House', 'Beach House', '11:00']],
    );
    assert.deepEqual(body.arrivals, [], 'a cancelled stay does not arrive');
  });

  it('defaults to today in the workspace’s time zone, not in UTC', async () => {
    const { body } = await overview();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    assert.equal(body.date, today);
  });
});

describe('report plans', () => {
  let servers: TestServers;
  let pro: ReportWorkspace;

  beforeAll(async () => {
    servers = await startTestServers();
    pro = await createReportWorkspace(servers, { plan: 'PRO' });
  });
  afterAll(() => servers.close());

  it('gives PRO the summary but 403 PLAN_REQUIRED (analytics, BUSINESS) for the overview', async () => {
    const summary = await http(`${servers.apiUrl}/reports/summary?from=${pro.from}&to=${pro.to}`, { key: pro.readKey });
    assert.equal(summary.status, 200);
    const overview = await http(`${servers.apiUrl}/reports/overview`, { key: pro.readKey });
    assert.equal(overview.status, 403);
    assert.equal(overview.body.code, 'PLAN_REQUIRED');
    assert.equal(overview.body.feature, 'analytics');
    assert.equal(overview.body.plan, 'BUSINESS');
  });

  it('refuses both to STARTER, which has no API access', async () => {
    await servers.operator.setPlan({ workspaceId: pro.workspaceId, plan: 'STARTER' });
    try {
      const summary = await http(`${servers.apiUrl}/reports/summary?from=${pro.from}&to=${pro.to}`, { key: pro.readKey });
      assert.equal(summary.status, 401);
      assert.equal(summary.body.code, 'PLAN_NO_API_ACCESS');
    } finally {
      await servers.operator.setPlan({ workspaceId: pro.workspaceId, plan: 'PRO' });
    }
  });
});
