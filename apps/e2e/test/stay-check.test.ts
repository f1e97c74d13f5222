import assert from 'node:assert/strict';

import { addDays, weekdayOf } from '@innkeep/domain';
import fc from 'fast-check';

import {
  connectMcpClient,
  createWorkspaceFixture,
  daysFromNow,
  http,
  makeConfigHome,
  parseJsonOutput,
  runCli,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';

interface StayCheck {
  bookable: boolean;
  quote: { nights: { date: string; priceMinor: number }[]; discountMinor: number; feesMinor: number; totalMinor: number; currency: string };
  violations: { rule: string; date: string; msg: string }[];
}

/** The first day from `offset` days ahead that falls on `weekday`. */
function nextWeekday(offset: number, weekday: string): string {
  let day = daysFromNow(offset);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

describe('the stay check', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let unitId: string;
  const api = (path: string) => `${servers.apiUrl}${path}`;
  const check = async (arrivalDate: string, departureDate: string, adults = 1) =>
    (
      await http<StayCheck>(api(`/availability/check?unitId=${unitId}&arrivalDate=${arrivalDate}&departureDate=${departureDate}&adults=${adults}`), {
        key: ws.readKey,
      })
    ).body;
  const rules = (answer: StayCheck) => answer.violations.map((violation) => violation.rule);

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '100000', API_WRITE_LIMIT: '100000' });
    ws = await createWorkspaceFixture(servers.operator);
    unitId = ws.unitIds[0];
  });
  afterAll(() => servers.close());

  it('quotes a bookable stay: nightly prices, weekend price, weekly discount, cleaning and extra-guest fees', async () => {
    const settings = await http(api(`/units/${unitId}/listing-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { weekendPriceMinor: 15000, cleaningFeeMinor: 5000, weeklyDiscountPercent: 10, extraGuestFeeMinor: 1000, extraGuestFromGuests: 3 },
    });
    assert.equal(settings.status, 200, JSON.stringify(settings.body));
    const arrival = nextWeekday(10, 'MON');
    const answer = await check(arrival, addDays(arrival, 7), 3);
    assert.equal(answer.bookable, true, JSON.stringify(answer.violations));
    assert.deepEqual(
      answer.quote.nights.map((night) => night.priceMinor),
      [10000, 10000, 10000, 10000, 15000, 15000, 10000],
    );
    assert.equal(answer.quote.discountMinor, 8000);
    assert.equal(answer.quote.feesMinor, 5000 + 1 * 1000 * 7);
    assert.equal(answer.quote.totalMinor, 80000 - 8000 + 12000);
    assert.equal(answer.quote.currency, 'EUR');
  });

  it('names every broken rule by night, and a DIRECT create refuses with the first of them', async () => {
    const arrival = nextWeekday(14, 'WED');
    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: arrival, to: arrival, minNights: 4, closedToArrival: true } });
    await http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId, from: addDays(arrival, 1), to: addDays(arrival, 1), stopSell: true } });
    await http(api('/restrictions'), {
      method: 'PUT',
      key: ws.writeKey,
      body: { unitId, from: addDays(arrival, 2), to: addDays(arrival, 2), closedToDeparture: true },
    });
    await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { checkInWeekdays: ['SAT'], checkOutWeekdays: ['SAT'] } });
    const answer = await check(arrival, addDays(arrival, 2));
    assert.equal(answer.bookable, false);
    assert.deepEqual(rules(answer), ['CLOSED_TO_ARRIVAL', 'MIN_NIGHTS', 'STOP_SELL', 'CLOSED_TO_DEPARTURE', 'CHECK_IN_DAY', 'CHECK_OUT_DAY']);
    assert.equal(answer.violations.find((violation) => violation.rule === 'STOP_SELL')?.date, addDays(arrival, 1));
    const refused = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId, arrivalDate: arrival, departureDate: addDays(arrival, 2), source: 'DIRECT', guest: { firstName: 'Ru', lastName: 'Les' } },
    });
    assert.equal(refused.status, 409);
    assert.deepEqual([refused.body.code, refused.body.rule, refused.body.night], ['RESTRICTION_VIOLATED', 'CLOSED_TO_ARRIVAL', arrival]);
    await http(api(`/units/${unitId}/listing-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { checkInWeekdays: [], checkOutWeekdays: [], advanceBookingDays: 30 },
    });
    const far = await check(daysFromNow(40), daysFromNow(42));
    assert.deepEqual(rules(far), ['ADVANCE_BOOKING']);
    await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { advanceBookingDays: null } });
  });

  it('answers NO_AVAILABILITY for each full night', async () => {
    const arrival = daysFromNow(25);
    const booked = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId, arrivalDate: addDays(arrival, 1), departureDate: addDays(arrival, 3), source: 'MANUAL', guest: { firstName: 'Fu', lastName: 'Ll' } },
    });
    assert.equal(booked.status, 201);
    const answer = await check(arrival, addDays(arrival, 4));
    assert.deepEqual(
      answer.violations.map((violation) => [violation.rule, violation.date]),
      [
        ['NO_AVAILABILITY', addDays(arrival, 1)],
        ['NO_AVAILABILITY', addDays(arrival, 2)],
      ],
    );
  });

  it('answers the same on MCP and in the CLI, and refuses malformed input with 400', async () => {
    const arrival = daysFromNow(50);
    const rest = await check(arrival, addDays(arrival, 2));
    const mcp = await connectMcpClient(servers.mcpUrl, ws.readKey);
    try {
      assert.deepEqual(
        toolText(await mcp.callTool({ name: 'stay_check', arguments: { unitId, arrivalDate: arrival, departureDate: addDays(arrival, 2) } })),
        rest,
      );
    } finally {
      await mcp.close();
    }
    const home = await makeConfigHome();
    try {
      const env = { INNKEEP_API_KEY: ws.readKey, INNKEEP_API_URL: servers.apiUrl };
      const json = await runCli(['check', unitId, `${arrival}:${addDays(arrival, 2)}`, '--json'], { configHome: home.path, env });
      assert.equal(json.code, 0, json.stderr);
      assert.deepEqual(parseJsonOutput(json), rest);
      const text = await runCli(['check', unitId, `${arrival}:${addDays(arrival, 2)}`], { configHome: home.path, env: { ...env, NO_COLOR: '1' } });
      assert.match(text.stdout, /^Bookable\.$/m);
      // Two nights (at the weekend price when one is a Friday or Saturday) and the cleaning fee the first test set, as its own line.
      assert.match(text.stdout, /^Cleaning +50\.00 EUR$/m);
      assert.match(text.stdout, new RegExp(`^Total +${(rest.quote.totalMinor / 100).toFixed(2).replace('.', '\\.')} EUR$`, 'm'));
      const usage = await runCli(['check', unitId, `${arrival}:${arrival}`], { configHome: home.path, env });
      assert.equal(usage.code, 2);
    } finally {
      await home.remove();
    }
    for (const query of [
      `unitId=${unitId}&arrivalDate=${arrival}`,
      `unitId=${unitId}&arrivalDate=${arrival}&departureDate=${arrival}`,
      `unitId=${unitId}&arrivalDate=x&departureDate=y`,
      `unitId=${unitId}&arrivalDate=${arrival}&departureDate=${addDays(arrival, 1)}&adults=0`,
    ]) {
      const bad = await http(api(`/availability/check?${query}`), { key: ws.readKey });
      assert.equal(bad.status, 400, query);
    }
  });

  it('never disagrees with a DIRECT create, for random stays (property-based)', async () => {
    const other = ws.unitIds[1];
    const restrict = (from: number, to: number, body: object) =>
      http(api('/restrictions'), { method: 'PUT', key: ws.writeKey, body: { unitId: other, from: daysFromNow(from), to: daysFromNow(to), ...body } });
    await restrict(10, 20, { minNights: 3 });
    await restrict(5, 7, { closedToArrival: true });
    await restrict(30, 30, { stopSell: true });
    await restrict(33, 36, { closedToDeparture: true, maxNights: 4 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 45 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 4 }), async (offset, nights, adults) => {
        const arrivalDate = daysFromNow(offset);
        const departureDate = addDays(arrivalDate, nights);
        const answer = (
          await http<StayCheck>(api(`/availability/check?unitId=${other}&arrivalDate=${arrivalDate}&departureDate=${departureDate}&adults=${adults}`), {
            key: ws.readKey,
          })
        ).body;
        const created = await http(api('/reservations'), {
          method: 'POST',
          key: ws.writeKey,
          body: { unitId: other, arrivalDate, departureDate, adults, source: 'DIRECT', guest: { firstName: 'Pro', lastName: 'Perty' } },
        });
        assert.equal(
          created.status === 201,
          answer.bookable,
          `${arrivalDate}→${departureDate}: check ${JSON.stringify(answer.violations)}, create ${created.status} ${JSON.stringify(created.body)}`,
        );
        if (created.status !== 201) {
          const rule = created.body.code === 'NO_AVAILABILITY' ? 'NO_AVAILABILITY' : created.body.rule;
          assert.ok(rules(answer).includes(rule), `create refused with ${rule}; the check named ${rules(answer).join(', ')}`);
        }
      }),
      { numRuns: 60, seed: 20261124 },
    );
  });
});
