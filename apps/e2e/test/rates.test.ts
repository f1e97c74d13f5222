import assert from 'node:assert/strict';

import { addDays, weekdayOf } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, PROBE_ID, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('rates and restrictions over REST', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  const start = daysFromNow(30);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers({ API_WRITE_LIMIT: '1000', API_LIMIT: '1000' });
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const put = (path: string, body: Record<string, unknown>, key = ws.writeKey) => http(api(path), { method: 'PUT', key, body });
  const rates = async (query: string) => (await http(api(`/rates?${query}`), { key: ws.readKey })).body.rates;
  const book = (source: string, arrival: number, departure: number, unitId = ws.unitIds[0]) =>
    http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId, arrivalDate: night(arrival), departureDate: night(departure), source, guest: { firstName: 'R', lastName: 'Ules' } },
    });

  it('answers every night of the range, at the base price where nothing is set', async () => {
    const rows = await rates(`unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(2)}`);
    assert.equal(rows.length, 3);
    assert.deepEqual(rows[0], {
      ratePlanId: rows[0].ratePlanId,
      unitId: ws.unitIds[0],
      date: night(0),
      priceMinor: 10000,
      currency: 'EUR',
      minNights: null,
      maxNights: null,
      closedToArrival: false,
      closedToDeparture: false,
      stopSell: false,
    });
    const byProperty = await rates(`propertyId=${ws.propertyId}&from=${night(0)}&to=${night(2)}`);
    assert.equal(byProperty.length, 6, 'one row per plan and night');
  });

  it('sets a price on the nights of the asked weekdays only, and answers how many', async () => {
    const answer = await put('/rates', { unitId: ws.unitIds[0], from: night(0), to: night(13), weekdays: ['SAT', 'SUN'], priceMinor: 18000 });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.updated, 4);
    const rows = await rates(`unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(13)}`);
    for (const row of rows) assert.equal(row.priceMinor, ['SAT', 'SUN'].includes(weekdayOf(row.date)) ? 18000 : 10000, row.date);
    const filtered = await rates(`unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(13)}&weekdays=SAT,SUN`);
    assert.equal(filtered.length, 4);
  });

  it('keeps prices when restrictions are set and restrictions when prices are, and returns to the base price with null', async () => {
    await put('/restrictions', { unitId: ws.unitIds[0], from: night(0), to: night(13), minNights: 2 });
    let rows = await rates(`unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(13)}`);
    assert.ok(rows.every((row: { minNights: number }) => row.minNights === 2));
    assert.ok(rows.some((row: { priceMinor: number }) => row.priceMinor === 18000));
    await put('/rates', { unitId: ws.unitIds[0], from: night(0), to: night(13), priceMinor: null });
    rows = await rates(`unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(13)}`);
    assert.ok(rows.every((row: { priceMinor: number; minNights: number }) => row.priceMinor === 10000 && row.minNights === 2));
    await put('/restrictions', { unitId: ws.unitIds[0], from: night(0), to: night(13), minNights: null });
  });

  it('writes a year of nights for every plan of a property in one request', async () => {
    const answer = await put('/rates', { propertyId: ws.propertyId, from: night(0), to: night(364), priceMinor: 12345 });
    assert.equal(answer.body.updated, 730);
    const rows = await rates(`propertyId=${ws.propertyId}&from=${night(364)}&to=${night(364)}`);
    assert.deepEqual(
      rows.map((row: { priceMinor: number }) => row.priceMinor),
      [12345, 12345],
    );
    await put('/rates', { propertyId: ws.propertyId, from: night(0), to: night(364), priceMinor: null });
  });

  it('refuses bad writes with 400 and changes nothing', async () => {
    const cases: Record<string, unknown>[] = [
      { unitId: ws.unitIds[0], from: night(0), to: night(1) },
      { unitId: ws.unitIds[0], propertyId: ws.propertyId, from: night(0), to: night(1), priceMinor: 1 },
      { from: night(0), to: night(1), priceMinor: 1 },
      { unitId: ws.unitIds[0], from: night(0), to: night(1), priceMinor: -5 },
      { unitId: ws.unitIds[0], from: night(0), to: night(1), minNights: 5, maxNights: 2 },
      { unitId: ws.unitIds[0], from: night(0), to: night(1), weekdays: ['FUN'], priceMinor: 1 },
      { unitId: ws.unitIds[0], from: night(0), to: night(800), priceMinor: 1 },
    ];
    for (const body of cases) {
      const answer = await put('/rates', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    const rows = await rates(`unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(1)}`);
    assert.deepEqual(
      rows.map((row: { priceMinor: number }) => row.priceMinor),
      [10000, 10000],
    );
    const restrictionsWithPrice = await put('/restrictions', { unitId: ws.unitIds[0], from: night(0), to: night(1), priceMinor: 1 });
    assert.equal(restrictionsWithPrice.status, 400);
  });

  it('adjusts prices by percent or amount, and refuses beyond ±50 % leaving every price as it was', async () => {
    await put('/rates', { unitId: ws.unitIds[1], from: night(40), to: night(40), priceMinor: 4000 });
    const up = await http(api('/rates/adjust'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], from: night(40), to: night(41), percent: 10 },
    });
    assert.equal(up.status, 200);
    assert.deepEqual(up.body, { updated: 2 });
    let rows = await rates(`unitId=${ws.unitIds[1]}&from=${night(40)}&to=${night(41)}`);
    assert.deepEqual(
      rows.map((row: { priceMinor: number }) => row.priceMinor),
      [4400, 16500],
    );
    // 3,000 is 68 % of 4,400: refused for the whole range although the second night could take it.
    const tooMuch = await http(api('/rates/adjust'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], from: night(40), to: night(41), amountMinor: -3000 },
    });
    assert.equal(tooMuch.status, 400);
    assert.equal(tooMuch.body.code, 'ADJUSTMENT_TOO_LARGE');
    assert.equal(tooMuch.body.night, night(40));
    rows = await rates(`unitId=${ws.unitIds[1]}&from=${night(40)}&to=${night(41)}`);
    assert.deepEqual(
      rows.map((row: { priceMinor: number }) => row.priceMinor),
      [4400, 16500],
    );
    const percent = await http(api('/rates/adjust'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], from: night(40), to: night(41), percent: -51 },
    });
    assert.equal(percent.body.code, 'ADJUSTMENT_TOO_LARGE');
    const both = await http(api('/rates/adjust'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], from: night(40), to: night(41), percent: 5, amountMinor: 5 },
    });
    assert.equal(both.status, 400);
    assert.equal(
      (await http(api('/rates/adjust'), { method: 'POST', key: ws.writeKey, body: { unitId: ws.unitIds[1], from: night(40), to: night(41), percent: 50 } }))
        .status,
      200,
    );
  });

  it('refuses null changes and limits that would cross on a night, changing nothing', async () => {
    const unit = ws.unitIds[1];
    await put('/rates', { unitId: unit, from: night(50), to: night(50), priceMinor: 4000 });
    for (const body of [{ amountMinor: null }, { percent: null }]) {
      const answer = await http(api('/rates/adjust'), { method: 'POST', key: ws.writeKey, body: { unitId: unit, from: night(50), to: night(50), ...body } });
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    assert.equal((await put('/restrictions', { unitId: unit, from: night(50), to: night(50), stopSell: null })).status, 400);
    assert.equal((await put('/restrictions', { unitId: unit, from: night(50), to: night(51), maxNights: 2 })).status, 200);
    const crossing = await put('/restrictions', { unitId: unit, from: night(49), to: night(51), minNights: 5 });
    assert.equal(crossing.status, 400);
    assert.equal(crossing.body.night, night(50));
    const rows = await rates(`unitId=${unit}&from=${night(49)}&to=${night(51)}`);
    assert.deepEqual(
      rows.map((row: { priceMinor: number; minNights: number | null; maxNights: number | null; stopSell: boolean }) => [
        row.priceMinor,
        row.minNights,
        row.maxNights,
        row.stopSell,
      ]),
      [
        [15000, null, null, false],
        [4000, null, 2, false],
        [15000, null, 2, false],
      ],
    );
  });

  it('applies each restriction to DIRECT creates, naming the rule and the night, and lets MANUAL ones through', async () => {
    const unit = ws.unitIds[0];
    await put('/restrictions', { unitId: unit, from: night(60), to: night(60), minNights: 3 });
    await put('/restrictions', { unitId: unit, from: night(70), to: night(70), maxNights: 2 });
    await put('/restrictions', { unitId: unit, from: night(80), to: night(80), closedToArrival: true });
    await put('/restrictions', { unitId: unit, from: night(92), to: night(92), closedToDeparture: true });
    await put('/restrictions', { unitId: unit, from: night(101), to: night(101), stopSell: true });
    const expectations: [number, number, string, string][] = [
      [60, 62, 'MIN_NIGHTS', night(60)],
      [70, 73, 'MAX_NIGHTS', night(70)],
      [80, 81, 'CLOSED_TO_ARRIVAL', night(80)],
      [90, 92, 'CLOSED_TO_DEPARTURE', night(92)],
      [100, 103, 'STOP_SELL', night(101)],
    ];
    for (const [arrival, departure, rule, ruleNight] of expectations) {
      const direct = await book('DIRECT', arrival, departure);
      assert.equal(direct.status, 409, rule);
      assert.equal(direct.body.code, 'RESTRICTION_VIOLATED');
      assert.equal(direct.body.rule, rule);
      assert.equal(direct.body.night, ruleNight);
      const manual = await book('MANUAL', arrival, departure);
      assert.equal(manual.status, 201, `MANUAL skips ${rule}`);
    }
    // Fine stays around the restrictions go through.
    assert.equal((await book('DIRECT', 60, 63, ws.unitIds[1])).status, 201, 'another unit has its own plan');
    assert.equal((await book('DIRECT', 103, 105)).status, 201, 'stays after the stop-sell night are sold');
  });

  it('checks restrictions when a DIRECT reservation moves', async () => {
    const created = (await book('DIRECT', 110, 111)).body;
    await put('/restrictions', { unitId: ws.unitIds[0], from: night(120), to: night(120), minNights: 4 });
    const moved = await http(api(`/reservations/${created.id}/dates`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { arrivalDate: night(120), departureDate: night(122) },
    });
    assert.equal(moved.status, 409);
    assert.equal(moved.body.rule, 'MIN_NIGHTS');
    const read = await http(api(`/reservations/${created.id}`), { key: ws.readKey });
    assert.equal(read.body.arrivalDate, night(110));
  });

  it('answers another workspace’s plan, unit or property like a missing one, on every rates route', async () => {
    for (const target of [{ unitId: other.unitIds[0] }, { propertyId: other.propertyId }] as Record<string, string>[]) {
      const query = new URLSearchParams({ ...target, from: night(0), to: night(1) }).toString();
      assert.equal((await http(api(`/rates?${query}`), { key: ws.readKey })).status, 404);
      assert.equal((await put('/rates', { ...target, from: night(0), to: night(1), priceMinor: 1 })).status, 404);
      assert.equal((await put('/restrictions', { ...target, from: night(0), to: night(1), stopSell: true })).status, 404);
      assert.equal(
        (await http(api('/rates/adjust'), { method: 'POST', key: ws.writeKey, body: { ...target, from: night(0), to: night(1), percent: 1 } })).status,
        404,
      );
      assert.equal((await http(api(`/availability?${query}`), { key: ws.readKey })).status, 404);
    }
    const theirPlan = (await http(api(`/units`), { key: other.readKey })).body.units[0].ratePlans[0].id;
    const missing = await http(api(`/rates?ratePlanId=rp_missing&from=${night(0)}&to=${night(1)}`), { key: ws.readKey, headers: PROBE_ID });
    const foreign = await http(api(`/rates?ratePlanId=${theirPlan}&from=${night(0)}&to=${night(1)}`), { key: ws.readKey, headers: PROBE_ID });
    assert.equal(foreign.status, 404);
    assert.deepEqual(foreign.body, missing.body);
    const untouched = await http(api(`/rates?unitId=${other.unitIds[0]}&from=${night(0)}&to=${night(0)}`), { key: other.readKey });
    assert.equal(untouched.body.rates[0].priceMinor, 10000);
  });
});

describe('availability search', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  const start = daysFromNow(400);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers({ API_WRITE_LIMIT: '1000' });
    ws = await createWorkspaceFixture(servers.operator);
    const api = (path: string) => `${servers.apiUrl}${path}`;
    const [single] = ws.unitIds;
    // Free: 0-2, stay 3-4, free 5, block 6, free 7-13 with stop sell on 10 → free 7-9 and 11-13.
    await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: single, arrivalDate: night(3), departureDate: night(5), source: 'MANUAL', guest: { firstName: 'A', lastName: 'B' } },
    });
    await http(api('/blocks'), { method: 'POST', key: ws.writeKey, body: { unitId: single, from: night(6), to: night(6), type: 'MAINTENANCE' } });
    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId: single, from: night(10), to: night(10), stopSell: true } });
  });
  afterAll(() => servers.close());

  const search = async (query: string) =>
    (await http(`${servers.apiUrl}/availability?unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(13)}${query}`, { key: ws.readKey })).body;

  it('lists free nights and the maximal free periods around stays, blocks and stop sell', async () => {
    const body = await search('');
    assert.equal(body.from, night(0));
    const [unit] = body.units;
    assert.equal(unit.id, ws.unitIds[0]);
    assert.deepEqual(unit.freeNights, [0, 1, 2, 5, 7, 8, 9, 11, 12, 13].map(night));
    assert.deepEqual(unit.periods, [
      { from: night(0), to: night(2), nights: 3 },
      { from: night(5), to: night(5), nights: 1 },
      { from: night(7), to: night(9), nights: 3 },
      { from: night(11), to: night(13), nights: 3 },
    ]);
  });

  it('keeps periods of at least minNights', async () => {
    const [unit] = (await search('&minNights=3')).units;
    assert.deepEqual(
      unit.periods.map((period: { from: string }) => period.from),
      [night(0), night(7), night(11)],
    );
  });

  it('keeps free nights on the asked weekdays and starts periods on them', async () => {
    const weekday = weekdayOf(night(8));
    const [unit] = (await search(`&weekdays=${weekday}`)).units;
    assert.ok(unit.freeNights.every((date: string) => weekdayOf(date) === weekday));
    assert.ok(unit.periods.some((period: { from: string; to: string }) => period.from === night(8) && period.to === night(9)));
  });

  it('refuses a range over 366 nights', async () => {
    const answer = await http(`${servers.apiUrl}/availability?from=${night(0)}&to=${night(400)}`, { key: ws.readKey });
    assert.equal(answer.body.code, 'RANGE_TOO_LONG');
  });
});
