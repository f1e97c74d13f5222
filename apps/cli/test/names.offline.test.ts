import assert from 'node:assert/strict';

import { BlockView, RateNight, UnitView } from '@innkeep/contract';

import { renderRates } from '../src/output/rate-views';
import { FakeApi, reportOf, runInnkeep, startFakeApi } from './cli-harness';

const UNIT: UnitView = {
  id: 'unit_Xlho7',
  name: 'Room 1',
  propertyId: 'prop_1',
  propertyName: 'Casa Azul',
  countOfRooms: 2,
  maxOccupancy: null,
  archivedAt: null,
  ratePlans: [{ id: 'rp_9fQ2', title: 'Standard', isDefault: true, unitId: 'unit_Xlho7', basePriceMinor: 10000, currency: 'EUR' }],
  listingSettings: {
    weekendPriceMinor: null,
    extraGuestFeeMinor: null,
    extraGuestFromGuests: null,
    cleaningFeeMinor: null,
    weeklyDiscountPercent: null,
    monthlyDiscountPercent: null,
    advanceBookingDays: null,
    turnoverDays: null,
    checkInWeekdays: [],
    checkOutWeekdays: [],
  },
};
const BLOCK: BlockView = {
  id: 'blk_1',
  unitId: UNIT.id,
  type: 'OWNER',
  from: '2030-08-01',
  to: '2030-08-03',
  rooms: 1,
  note: null,
  connectionId: null,
  createdAt: '2030-07-01T10:00:00Z',
};
const RATE: RateNight = {
  ratePlanId: 'rp_9fQ2',
  unitId: UNIT.id,
  date: '2030-07-01',
  priceMinor: 10000,
  currency: 'EUR',
  minNights: null,
  maxNights: null,
  closedToArrival: false,
  closedToDeparture: false,
  stopSell: false,
};

/** Sentences and tables name what they are about; ids stay in --json. */
describe('names instead of ids', () => {
  let api: FakeApi;
  const innkeep = (args: string[]) => runInnkeep(args, { env: { INNKEEP_API_URL: api.url, INNKEEP_API_KEY: 'ikp_test' } });
  const paths = () => api.seen.map((request) => `${request.method} ${request.path}`);

  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    api.seen.length = 0;
    api.answers = { '/blocks': { status: 201, body: BLOCK }, '/units': { body: { units: [UNIT] } }, '/rates': { body: { rates: [RATE] } } };
  });

  test('block without --type blocks for owner use, and says so with the unit and property names', async () => {
    const result = await innkeep(['block', UNIT.id, '2030-08-01:2030-08-03']);
    assert.equal(result.code, 0, reportOf(result));
    assert.equal(api.seen[0].body.type, 'OWNER');
    assert.equal(result.stdout, 'Blocked 1 room of Room 1 at Casa Azul for owner use on 2030-08-01 to 2030-08-03 (3 nights): block blk_1.\n');
    assert.deepEqual(paths(), ['POST /blocks', 'GET /units']);
  });

  test('--type maintenance in any case; another word is a usage error before any call', async () => {
    const maintenance = await innkeep(['block', UNIT.id, '2030-08-01', '--type', 'maintenance', '--json']);
    assert.equal(maintenance.code, 0, reportOf(maintenance));
    assert.equal(api.seen[0].body.type, 'MAINTENANCE');
    assert.deepEqual(paths(), ['POST /blocks'], 'no name is read for --json');

    api.seen.length = 0;
    const holiday = await innkeep(['block', UNIT.id, '2030-08-01', '--type', 'holiday']);
    assert.equal(holiday.code, 2, reportOf(holiday));
    assert.match(holiday.stderr, /expected OWNER or MAINTENANCE, got "holiday"/);
    assert.deepEqual(paths(), []);
  });

  test('when the names cannot be read, the sentence keeps the id and the command still succeeds', async () => {
    api.answers['/units'] = { status: 403, body: { statusCode: 403, code: 'SCOPE_REQUIRED', msg: 'Needs pms:read.' } };
    const result = await innkeep(['block', UNIT.id, '2030-08-01:2030-08-03']);
    assert.equal(result.code, 0, reportOf(result));
    assert.match(result.stdout, /^Blocked 1 room of unit_Xlho7 for owner use/);
    assert.equal(result.stderr, '');
  });

  test('unblock names the unit in its question and in its answer', async () => {
    api.answers['/blocks'] = { body: { lifted: 2 } };
    const refused = await innkeep(['unblock', UNIT.id, '2030-08-01:2030-08-02']);
    assert.equal(refused.code, 2, reportOf(refused));
    assert.match(
      refused.stderr,
      /^Error: Lift the blocks \(owner use and maintenance\) of Room 1 at Casa Azul on the nights 2030-08-01 to 2030-08-02\? Nothing was changed\./m,
    );
    const lifted = await innkeep(['unblock', UNIT.id, '2030-08-01:2030-08-02', '--yes']);
    assert.equal(lifted.code, 0, reportOf(lifted));
    assert.equal(lifted.stdout, 'Lifted 2 nights of blocks of Room 1 at Casa Azul between 2030-08-01 and 2030-08-02; they are for sale again.\n');
  });

  test('the rates table shows the rate plan by its title, read once with the units', async () => {
    const result = await innkeep(['rates', UNIT.id, '2030-07-01']);
    assert.equal(result.code, 0, reportOf(result));
    assert.match(result.stdout, /^2030-07-01 +2030-07-01 +1 +Mon +Standard +100\.00 EUR/m);
    assert.doesNotMatch(result.stdout, /rp_9fQ2/);
    assert.deepEqual(paths(), ['GET /rates', 'GET /units']);
  });

  test('with several units, the unit column shows their names', () => {
    const other = { ...RATE, unitId: 'unit_2', ratePlanId: 'rp_2' };
    const units = new Map([
      [UNIT.id, UNIT],
      ['unit_2', { ...UNIT, id: 'unit_2', name: 'Garden suite' }],
    ]);
    const text = renderRates(
      { rates: [RATE, other] },
      {
        names: {
          units,
          ratePlans: new Map([
            ['rp_9fQ2', 'Standard'],
            ['rp_2', 'Non-refundable'],
          ]),
        },
      },
    );
    assert.match(text, /^2030-07-01 +2030-07-01 +1 +Mon +Room 1 +Standard /m);
    assert.match(text, /^2030-07-01 +2030-07-01 +1 +Mon +Garden suite +Non-refundable /m);
  });
});
