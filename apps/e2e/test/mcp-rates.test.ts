import assert from 'node:assert/strict';

import { addDays, weekdayOf } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import { connectMcpClient, createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, toolText, WorkspaceFixture } from '../src';

/** Rates, restrictions and availability through the MCP tools: the REST operations' names and answers. */
describe('rates, restrictions and availability through MCP', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  let client: Client;
  const start = daysFromNow(330);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000', API_WRITE_LIMIT: '1000' });
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
    client = await connectMcpClient(servers.mcpUrl, ws.writeKey);
  });
  afterAll(async () => {
    await client?.close();
    await servers?.close();
  });

  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  const rest = async (path: string, key = ws.readKey) => {
    const answer = await http(`${servers.apiUrl}${path}`, { key });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const ratesOf = async (unitId: string, from: number, to: number) => {
    const result = await call('rates_get', { unitId, from: night(from), to: night(to) });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    return (result.structuredContent as { rates: Array<{ date: string; priceMinor: number; minNights: number | null }> }).rates;
  };

  it('rates_get answers what GET /rates answers, as structured content and as text', async () => {
    for (const [args, query] of [
      [{ unitId: ws.unitIds[0], from: night(0), to: night(6) }, `unitId=${ws.unitIds[0]}&from=${night(0)}&to=${night(6)}`],
      [
        { propertyId: ws.propertyId, from: night(0), to: night(2), weekdays: ['SAT', 'SUN'] },
        `propertyId=${ws.propertyId}&from=${night(0)}&to=${night(2)}&weekdays=SAT,SUN`,
      ],
    ] as const) {
      const result = await call('rates_get', args);
      assert.equal(result.isError, undefined, JSON.stringify(result.content));
      const body = await rest(`/rates?${query}`);
      assert.deepEqual(result.structuredContent, body);
      assert.deepEqual(toolText(result), body);
    }
  });

  it('rates_set sets one price for a period, on the asked weekdays only; rates_get then shows it', async () => {
    const unit = ws.unitIds[0];
    const result = await call('rates_set', { unitId: unit, from: night(0), to: night(13), priceMinor: 17500, weekdays: ['FRI', 'SAT'] });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    assert.deepEqual(result.structuredContent, { updated: 4 });
    for (const row of await ratesOf(unit, 0, 13)) {
      assert.equal(row.priceMinor, ['FRI', 'SAT'].includes(weekdayOf(row.date)) ? 17500 : 10000, row.date);
    }
    const whole = await call('rates_set', { unitId: unit, from: night(20), to: night(22), priceMinor: 8900 });
    assert.deepEqual(whole.structuredContent, { updated: 3 });
    assert.deepEqual(
      (await ratesOf(unit, 20, 22)).map((row) => row.priceMinor),
      [8900, 8900, 8900],
    );
  });

  it('rates_adjust refuses a change beyond ±50 % with ADJUSTMENT_TOO_LARGE and changes nothing', async () => {
    const unit = ws.unitIds[1];
    await call('rates_set', { unitId: unit, from: night(40), to: night(40), priceMinor: 4000 });
    const before = await ratesOf(unit, 40, 41);
    for (const change of [{ amountMinor: -3000 }, { percent: 51 }, { percent: -60 }]) {
      const result = await call('rates_adjust', { unitId: unit, from: night(40), to: night(41), ...change });
      assert.equal(result.isError, true, JSON.stringify(change));
      const error = toolText(result);
      assert.equal(error.code, 'ADJUSTMENT_TOO_LARGE', JSON.stringify(change));
      assert.equal(error.night, night(40));
    }
    assert.deepEqual(await ratesOf(unit, 40, 41), before, 'nothing changed');
    const fine = await call('rates_adjust', { unitId: unit, from: night(40), to: night(41), percent: 10 });
    assert.deepEqual(fine.structuredContent, { updated: 2 });
    assert.deepEqual(
      (await ratesOf(unit, 40, 41)).map((row) => row.priceMinor),
      [4400, 16500],
    );
  });

  it('restrictions_set then reservation_create: DIRECT is refused naming the rule, MANUAL is recorded', async () => {
    const unit = ws.unitIds[0];
    const set = await call('restrictions_set', { unitId: unit, from: night(60), to: night(60), minNights: 3 });
    assert.equal(set.isError, undefined, JSON.stringify(set.content));
    assert.deepEqual(set.structuredContent, { updated: 1 });
    assert.deepEqual(
      (await ratesOf(unit, 60, 60)).map((row) => [row.minNights, row.priceMinor]),
      [[3, 10000]],
    );
    const stay = { unitId: unit, arrivalDate: night(60), departureDate: night(62), guest: { firstName: 'Rita', lastName: 'Rules' } };
    const direct = await call('reservation_create', { ...stay, source: 'DIRECT' });
    assert.equal(direct.isError, true);
    const error = toolText(direct);
    assert.equal(error.code, 'RESTRICTION_VIOLATED');
    assert.equal(error.rule, 'MIN_NIGHTS');
    assert.equal(error.night, night(60));
    const manual = await call('reservation_create', { ...stay, source: 'MANUAL' });
    assert.equal(manual.isError, undefined, JSON.stringify(manual.content));
    assert.equal((manual.structuredContent as { status: string }).status, 'CONFIRMED');

    await call('restrictions_set', { unitId: unit, from: night(70), to: night(70), closedToArrival: true });
    const closed = await call('reservation_create', { ...stay, arrivalDate: night(70), departureDate: night(71), source: 'DIRECT' });
    assert.equal(toolText(closed).rule, 'CLOSED_TO_ARRIVAL');
  });

  it('availability_get answers what GET /availability answers', async () => {
    const unit = ws.unitIds[0];
    await call('restrictions_set', { unitId: unit, from: night(103), to: night(103), stopSell: true });
    for (const [args, query] of [
      [{ unitId: unit, from: night(100), to: night(109) }, `unitId=${unit}&from=${night(100)}&to=${night(109)}`],
      [
        { propertyId: ws.propertyId, from: night(100), to: night(109), minNights: 4, weekdays: ['SAT'] },
        `propertyId=${ws.propertyId}&from=${night(100)}&to=${night(109)}&minNights=4&weekdays=SAT`,
      ],
    ] as const) {
      const result = await call('availability_get', args);
      assert.equal(result.isError, undefined, JSON.stringify(result.content));
      assert.deepEqual(result.structuredContent, await rest(`/availability?${query}`));
    }
    const [own] = ((await call('availability_get', { unitId: unit, from: night(100), to: night(109) })).structuredContent as any).units;
    assert.ok(!own.freeNights.includes(night(103)), 'a stop-sell night is not free');
  });

  it("another workspace's unit is NOT_FOUND on every rates tool, and is left alone", async () => {
    const target = { unitId: other.unitIds[0], from: night(0), to: night(1) };
    for (const [tool, extra] of [
      ['rates_get', {}],
      ['rates_set', { priceMinor: 1 }],
      ['rates_adjust', { percent: 10 }],
      ['restrictions_set', { stopSell: true }],
      ['availability_get', {}],
    ] as const) {
      const result = await call(tool, { ...target, ...extra });
      assert.equal(result.isError, true, tool);
      assert.equal(toolText(result).code, 'NOT_FOUND', tool);
    }
    const theirs = await rest(`/rates?unitId=${other.unitIds[0]}&from=${night(0)}&to=${night(1)}`, other.readKey);
    assert.deepEqual(
      theirs.rates.map((row: { priceMinor: number; stopSell: boolean }) => [row.priceMinor, row.stopSell]),
      [
        [10000, false],
        [10000, false],
      ],
    );
  });
});
