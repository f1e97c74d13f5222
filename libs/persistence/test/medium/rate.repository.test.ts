import assert from 'node:assert/strict';

import type { NightsSelection, Repositories } from '@innkeep/domain';

import { createRepositories, newId, Operator, RatePlanEntity } from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

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

describe('rate repository on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let operator: Operator;
  let workspaceId: string;
  let otherWorkspaceId: string;
  let propertyId: string;
  let unitId: string;
  /** The unit's default plan at 100.00 and a second plan at 80.00. */
  let standard: string;
  let weekly: string;
  /** A second unit's default plan at 150.00. */
  let loftPlan: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    operator = new Operator(database.dataSource);
    const seed = async () => {
      const email = `owner-${newId('x')}@example.test`;
      await operator.createUser({ email });
      const workspace = await operator.createWorkspace({ name: 'Rates', ownerEmail: email, plan: 'PRO' });
      const property = await operator.createProperty({ workspaceId: workspace.id, name: 'Casa', currency: 'EUR' });
      return { workspaceId: workspace.id, propertyId: property.id };
    };
    ({ workspaceId, propertyId } = await seed());
    otherWorkspaceId = (await seed()).workspaceId;
    const unit = await operator.createUnit({ propertyId, name: 'Room', basePriceMinor: 10_000 });
    unitId = unit.id;
    standard = unit.ratePlans[0].id;
    weekly = newId('rp');
    await database.dataSource
      .getRepository(RatePlanEntity)
      .insert({ workspaceId, id: weekly, unitId, title: 'Weekly', basePriceMinor: 8_000, isDefault: false });
    loftPlan = (await operator.createUnit({ propertyId, name: 'Loft', basePriceMinor: 15_000 })).ratePlans[0].id;
  });

  afterAll(() => database?.drop());

  /** Every test writes nights of its own, a month apart. */
  let month = 0;
  let nights: (from: number, to: number, isoWeekdays?: number[]) => NightsSelection;
  beforeEach(() => {
    month += 1;
    const base = new Date(Date.UTC(2032, month, 1)).toISOString().slice(0, 7);
    nights = (from, to, isoWeekdays) => ({ from: `${base}-${String(from).padStart(2, '0')}`, to: `${base}-${String(to).padStart(2, '0')}`, isoWeekdays });
  });

  async function rates(plans: string[], selection: NightsSelection): Promise<RateRow[]> {
    return (JSON.parse((await repos.rates.list(workspaceId, plans, selection)).text) as { rates: RateRow[] }).rates;
  }
  const prices = async (plan: string, selection: NightsSelection) => (await rates([plan], selection)).map((row) => row.priceMinor);

  describe('resolving targets', () => {
    it('names one plan, a unit’s plans (only its default one to write), or every plan of a property', async () => {
      assert.deepEqual(await repos.rates.resolvePlans(workspaceId, { ratePlanId: weekly }, true), [weekly]);
      assert.deepEqual(await repos.rates.resolvePlans(workspaceId, { unitId }, false), [standard, weekly]);
      assert.deepEqual(await repos.rates.resolvePlans(workspaceId, { unitId }, true), [standard]);
      assert.deepEqual((await repos.rates.resolvePlans(workspaceId, { propertyId }, true))?.sort(), [standard, weekly, loftPlan].sort());
    });

    it('answers null for a plan, unit or property of another workspace, and no plans for a property without units', async () => {
      assert.equal(await repos.rates.resolvePlans(otherWorkspaceId, { ratePlanId: standard }, false), null);
      assert.equal(await repos.rates.resolvePlans(otherWorkspaceId, { unitId }, false), null);
      assert.equal(await repos.rates.resolvePlans(otherWorkspaceId, { propertyId }, false), null);
      const empty = await operator.createProperty({ workspaceId, name: 'Empty' });
      assert.deepEqual(await repos.rates.resolvePlans(workspaceId, { propertyId: empty.id }, false), []);
    });
  });

  describe('listing', () => {
    it('shows each plan’s base price and open restrictions on nights never written', async () => {
      const rows = await rates([standard, weekly], nights(1, 2));
      assert.deepEqual(
        rows.map((row) => [row.ratePlanId, row.date.slice(-2), row.priceMinor, row.currency, row.minNights, row.stopSell]),
        [
          [standard, '01', 10_000, 'EUR', null, false],
          [standard, '02', 10_000, 'EUR', null, false],
          [weekly, '01', 8_000, 'EUR', null, false],
          [weekly, '02', 8_000, 'EUR', null, false],
        ],
      );
    });

    it('lists nothing of another workspace’s plans', async () => {
      assert.deepEqual(JSON.parse((await repos.rates.list(otherWorkspaceId, [standard], nights(1, 3))).text), { rates: [] });
    });
  });

  describe('setting nights', () => {
    it('writes every night of every plan in one statement and answers how many', async () => {
      assert.deepEqual(await repos.rates.upsert(workspaceId, [standard, weekly], nights(1, 10), { priceMinor: 12_000 }), { updated: 20 });
      assert.deepEqual(await prices(weekly, nights(1, 10)), Array(10).fill(12_000));
    });

    it('writes only the weekdays selected', async () => {
      // ISO 6 and 7: Saturdays and Sundays.
      const selection = nights(1, 28, [6, 7]);
      const { updated } = (await repos.rates.upsert(workspaceId, [standard], selection, { stopSell: true })) as { updated: number };
      const rows = await rates([standard], nights(1, 28));
      const weekend = rows.filter((row) => [0, 6].includes(new Date(`${row.date}T00:00:00Z`).getUTCDay()));
      assert.equal(updated, weekend.length);
      assert.ok(rows.every((row) => row.stopSell === weekend.includes(row)));
    });

    it('keeps the fields a write leaves out, and clears those it sends as null', async () => {
      await repos.rates.upsert(workspaceId, [standard], nights(1, 3), { priceMinor: 9_000, minNights: 2 });
      await repos.rates.upsert(workspaceId, [standard], nights(2, 3), { closedToArrival: true, minNights: null });
      const rows = await rates([standard], nights(1, 3));
      assert.deepEqual(
        rows.map((row) => [row.priceMinor, row.minNights, row.closedToArrival]),
        [
          [9_000, 2, false],
          [9_000, null, true],
          [9_000, null, true],
        ],
      );
      await repos.rates.upsert(workspaceId, [standard], nights(1, 3), { priceMinor: null });
      assert.deepEqual(await prices(standard, nights(1, 3)), [10_000, 10_000, 10_000]);
    });

    it('writes nothing when any night would end with minNights above maxNights, and names the first one', async () => {
      await repos.rates.upsert(workspaceId, [standard], nights(5, 5), { maxNights: 3 });
      const result = await repos.rates.upsert(workspaceId, [standard, weekly], nights(1, 9), { minNights: 4, priceMinor: 1 });
      assert.deepEqual(result, { conflict: { ratePlanId: standard, date: nights(5, 5).from, minNights: 4, maxNights: 3 } });
      assert.deepEqual(await prices(standard, nights(1, 9)), Array(9).fill(10_000));
      assert.deepEqual(await prices(weekly, nights(1, 9)), Array(9).fill(8_000));
    });
  });

  describe('adjusting prices', () => {
    it('moves every night by a percentage, rounded, from the price it has', async () => {
      await repos.rates.upsert(workspaceId, [standard], nights(2, 2), { priceMinor: 10_001 });
      assert.deepEqual(await repos.rates.adjust(workspaceId, [standard], nights(1, 3), { percent: 12.5 }, 0.5), { updated: 3 });
      assert.deepEqual(await prices(standard, nights(1, 3)), [11_250, 11_251, 11_250]);
    });

    it('adds a fixed amount, keeping the restrictions', async () => {
      await repos.rates.upsert(workspaceId, [weekly], nights(1, 2), { minNights: 3 });
      await repos.rates.adjust(workspaceId, [weekly], nights(1, 2), { amountMinor: -500 }, 0.5);
      assert.deepEqual(
        (await rates([weekly], nights(1, 2))).map((row) => [row.priceMinor, row.minNights]),
        [
          [7_500, 3],
          [7_500, 3],
        ],
      );
    });

    it('changes nothing when one night would move by more than the share allowed, and names it with both prices', async () => {
      await repos.rates.upsert(workspaceId, [standard], nights(3, 3), { priceMinor: 4_000 });
      const result = await repos.rates.adjust(workspaceId, [standard, loftPlan], nights(1, 5), { amountMinor: 2_500 }, 0.5);
      assert.deepEqual(result, { refused: { ratePlanId: standard, date: nights(3, 3).from, priceMinor: 4_000, newPriceMinor: 6_500, currency: 'EUR' } });
      assert.deepEqual(await prices(standard, nights(1, 5)), [10_000, 10_000, 4_000, 10_000, 10_000]);
      assert.deepEqual(await prices(loftPlan, nights(1, 2)), [15_000, 15_000]);
    });

    it('refuses to take a price below zero', async () => {
      await repos.rates.upsert(workspaceId, [weekly], nights(1, 1), { priceMinor: 0 });
      const result = await repos.rates.adjust(workspaceId, [weekly], nights(1, 1), { amountMinor: -1 }, 1);
      assert.ok('refused' in result);
    });
  });

  it('reads a stay in one go: free rooms and prices of its nights, restrictions from arrival to departure day, the listing settings', async () => {
    await repos.rates.upsert(workspaceId, [standard], nights(1, 10), { minNights: 2 });
    await repos.rates.upsert(workspaceId, [standard], nights(4, 4), { closedToDeparture: true });
    await repos.rates.upsert(workspaceId, [standard], nights(3, 3), { priceMinor: 12_345 });
    const stay = await repos.stays.facts(workspaceId, unitId, standard, nights(2, 2).from, nights(4, 4).from);
    assert.ok(stay);
    assert.deepEqual(
      stay.restrictions.map((night) => [night.date, night.minNights, night.closedToDeparture]),
      [
        [nights(2, 2).from, 2, false],
        [nights(3, 3).from, 2, false],
        [nights(4, 4).from, 2, true],
      ],
    );
    assert.deepEqual(stay.prices, [
      { date: nights(2, 2).from, priceMinor: 10_000 },
      { date: nights(3, 3).from, priceMinor: 12_345 },
    ]);
    assert.deepEqual(stay.free, [
      { date: nights(2, 2).from, free: 1 },
      { date: nights(3, 3).from, free: 1 },
    ]);
    assert.equal(stay.listingSettings.cleaningFeeMinor, null);
    const withoutPlan = await repos.stays.facts(workspaceId, unitId, null, nights(2, 2).from, nights(4, 4).from);
    assert.deepEqual([withoutPlan?.restrictions, withoutPlan?.prices, withoutPlan?.free.length], [[], [], 2]);
    assert.equal(await repos.stays.facts(otherWorkspaceId, unitId, standard, nights(2, 2).from, nights(4, 4).from), null);
  });

  it('reads a unit with its stay in one go, on the default plan unless told another, as the unit and the facts read apart', async () => {
    const from = nights(1, 1).from;
    const until = nights(4, 4).from;
    await repos.rates.upsert(workspaceId, [weekly], nights(2, 2), { priceMinor: 7_000, stopSell: true });
    const onDefault = await repos.stays.bookable(workspaceId, unitId, null, from, until);
    assert.ok(onDefault);
    assert.deepEqual(onDefault.unit, await repos.inventory.findBookableUnit(workspaceId, unitId));
    assert.equal(onDefault.unit.defaultRatePlanId, standard);
    assert.deepEqual(onDefault.facts, await repos.stays.facts(workspaceId, unitId, standard, from, until));
    const onWeekly = await repos.stays.bookable(workspaceId, unitId, weekly, from, until);
    assert.deepEqual(onWeekly?.facts, await repos.stays.facts(workspaceId, unitId, weekly, from, until));
    assert.deepEqual(
      onWeekly?.facts.prices.map((night) => night.priceMinor),
      [8_000, 7_000, 8_000],
    );
    assert.equal(await repos.stays.bookable(otherWorkspaceId, unitId, null, from, until), null, 'another workspace’s unit is not found');
  });
});
