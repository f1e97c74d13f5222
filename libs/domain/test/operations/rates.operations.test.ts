import assert from 'node:assert/strict';

import { JsonText } from '../../src';
import { adjustRates, MAX_ADJUSTMENT_SHARE } from '../../src/operations/rates/adjust-rates.operation';
import { getRates } from '../../src/operations/rates/get-rates.operation';
import { setRates } from '../../src/operations/rates/set-rates.operation';
import { setRestrictions } from '../../src/operations/rates/set-restrictions.operation';
import { OperationTestbed } from '../../testing';

function bedWithPlans() {
  const bed = new OperationTestbed();
  const seeded = bed.seedWorkspace();
  const weekly = bed.db.addRatePlan(seeded.unit, { title: 'Weekly', isDefault: false });
  const loft = bed.db.addUnit(seeded.property, { name: 'Loft' });
  return { bed, ...seeded, weekly, loft };
}

const JULY = { from: '2026-07-01', to: '2026-07-31' };

describe('rates.get', () => {
  it('reads all plans of a unit, or every plan of a property, or the one plan named', async () => {
    const { bed, principal, property, unit, weekly, loft } = bedWithPlans();
    bed.repos.rates.answers.list = new JsonText('{"rates":[]}');
    await bed.run(getRates, principal, { ...JULY, unitId: unit.id });
    await bed.run(getRates, principal, { ...JULY, propertyId: property.id });
    await bed.run(getRates, principal, { ...JULY, ratePlanId: weekly.id });
    assert.deepEqual(
      bed.repos.calls.argumentsOf('rates.list').map(([, plans]) => [...plans].sort()),
      [[unit.defaultRatePlanId!, weekly.id].sort(), [unit.defaultRatePlanId!, weekly.id, loft.defaultRatePlanId!].sort(), [weekly.id]],
    );
  });

  it('answers what the repository lists for the nights selected', async () => {
    const { bed, principal, unit } = bedWithPlans();
    const rates = new JsonText('{"rates":[{"date":"2026-07-04"}]}');
    bed.repos.rates.answers.list = rates;
    assert.equal(await bed.run(getRates, principal, { ...JULY, unitId: unit.id, weekdays: 'SAT' }), rates);
    const [[, , nights]] = bed.repos.calls.argumentsOf('rates.list');
    assert.deepEqual(nights, { ...JULY, isoWeekdays: [6] });
  });

  it('refuses naming no target or more than one', async () => {
    const { bed, principal, unit, property } = bedWithPlans();
    for (const target of [{}, { unitId: unit.id, propertyId: property.id }]) {
      await assert.rejects(bed.run(getRates, principal, { ...JULY, ...target }), {
        code: 'VALIDATION_FAILED',
        message: 'Name exactly one of ratePlanId, unitId or propertyId.',
      });
    }
  });

  it('answers NOT_FOUND naming what the target names in another workspace', async () => {
    const { bed, principal } = bedWithPlans();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(getRates, principal, { ...JULY, ratePlanId: theirs.unit.defaultRatePlanId }), {
      message: 'Rate plan not found in this workspace.',
    });
    await assert.rejects(bed.run(getRates, principal, { ...JULY, unitId: theirs.unit.id }), { message: 'Unit not found in this workspace.' });
    await assert.rejects(bed.run(getRates, principal, { ...JULY, propertyId: theirs.property.id }), { message: 'Property not found in this workspace.' });
    assert.deepEqual(bed.repos.calls.argumentsOf('rates.list'), []);
  });

  it('reads up to 731 nights, two years, and no more', async () => {
    const { bed, principal, unit } = bedWithPlans();
    bed.repos.rates.answers.list = new JsonText('{"rates":[]}');
    await bed.run(getRates, principal, { unitId: unit.id, from: '2026-01-01', to: '2028-01-01' });
    await assert.rejects(bed.run(getRates, principal, { unitId: unit.id, from: '2026-01-01', to: '2028-01-02' }), {
      code: 'RANGE_TOO_LONG',
      details: { maxNights: 731 },
    });
  });
});

describe('rates.set', () => {
  it('writes the fields sent to the unit’s default plan only, in one upsert', async () => {
    const { bed, principal, unit } = bedWithPlans();
    bed.repos.rates.answers.upsert = { updated: 31 };
    assert.deepEqual(await bed.run(setRates, principal, { ...JULY, unitId: unit.id, priceMinor: '12000', stopSell: 'false' }), { updated: 31 });
    assert.deepEqual(bed.repos.calls.argumentsOf('rates.upsert'), [
      [principal.workspaceId, [unit.defaultRatePlanId], { ...JULY, isoWeekdays: undefined }, { priceMinor: 12000, stopSell: false }],
    ]);
  });

  it('passes null to clear a price or a restriction, and leaves out what was not sent', async () => {
    const { bed, principal, weekly } = bedWithPlans();
    bed.repos.rates.answers.upsert = { updated: 31 };
    await bed.run(setRates, principal, { ...JULY, ratePlanId: weekly.id, priceMinor: null, maxNights: null });
    const [[, , , patch]] = bed.repos.calls.argumentsOf('rates.upsert');
    assert.deepEqual(patch, { priceMinor: null, maxNights: null });
  });

  it('refuses a write that sets nothing', async () => {
    const { bed, principal, unit } = bedWithPlans();
    await assert.rejects(bed.run(setRates, principal, { ...JULY, unitId: unit.id }), {
      code: 'VALIDATION_FAILED',
      message: 'Name at least one of priceMinor, minNights, maxNights, closedToArrival, closedToDeparture, stopSell.',
    });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('answers VALIDATION_FAILED naming the night where minNights would exceed maxNights', async () => {
    const { bed, principal, unit } = bedWithPlans();
    bed.repos.rates.answers.upsert = { conflict: { ratePlanId: unit.defaultRatePlanId!, date: '2026-07-04', minNights: 5, maxNights: 3 } };
    await assert.rejects(bed.run(setRates, principal, { ...JULY, unitId: unit.id, minNights: 5 }), {
      code: 'VALIDATION_FAILED',
      message: 'On 2026-07-04 minNights (5) would be above maxNights (3); nothing was changed.',
      details: { ratePlanId: unit.defaultRatePlanId, night: '2026-07-04' },
    });
  });

  it('refuses out-of-range prices and restrictions, and flags sent as null', async () => {
    const { bed, principal, unit } = bedWithPlans();
    for (const fields of [
      { priceMinor: -1 },
      { priceMinor: 100_000_001 },
      { minNights: 0 },
      { maxNights: 366 },
      { stopSell: null },
      { closedToArrival: 'yes' },
      { weekdays: 'WEEKEND' },
    ]) {
      await assert.rejects(bed.run(setRates, principal, { ...JULY, unitId: unit.id, ...fields }), { code: 'VALIDATION_FAILED' }, JSON.stringify(fields));
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('answers NOT_FOUND for a target in another workspace, writing nothing', async () => {
    const { bed, principal } = bedWithPlans();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(setRates, principal, { ...JULY, unitId: theirs.unit.id, priceMinor: 1 }), { code: 'NOT_FOUND' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});

describe('restrictions.set', () => {
  it('writes restrictions on the weekdays selected, and has no price field', async () => {
    const { bed, principal, property } = bedWithPlans();
    bed.repos.rates.answers.upsert = { updated: 8 };
    await bed.run(setRestrictions, principal, { ...JULY, propertyId: property.id, weekdays: ['FRI', 'SAT'], minNights: 2, closedToArrival: true });
    const [[, plans, nights, patch]] = bed.repos.calls.argumentsOf('rates.upsert');
    assert.equal(plans.length, 3);
    assert.deepEqual([nights.isoWeekdays, patch], [[5, 6], { minNights: 2, closedToArrival: true }]);
    await assert.rejects(bed.run(setRestrictions, principal, { ...JULY, propertyId: property.id, priceMinor: 1 }), {
      code: 'VALIDATION_FAILED',
      message: 'property priceMinor should not exist',
    });
  });
});

describe('rates.adjust', () => {
  it('moves prices by a percentage or an amount, never more than half of a night’s price', async () => {
    const { bed, principal, unit } = bedWithPlans();
    bed.repos.rates.answers.adjust = { updated: 31 };
    assert.deepEqual(await bed.run(adjustRates, principal, { ...JULY, unitId: unit.id, percent: 12.5 }), { updated: 31 });
    await bed.run(adjustRates, principal, { ...JULY, unitId: unit.id, amountMinor: '-500' });
    assert.deepEqual(
      bed.repos.calls.argumentsOf('rates.adjust').map(([, plans, , change, maxShare]) => [plans, change, maxShare]),
      [
        [[unit.defaultRatePlanId], { percent: 12.5 }, MAX_ADJUSTMENT_SHARE],
        [[unit.defaultRatePlanId], { amountMinor: -500 }, MAX_ADJUSTMENT_SHARE],
      ],
    );
    assert.equal(MAX_ADJUSTMENT_SHARE, 0.5);
  });

  it('answers ADJUSTMENT_TOO_LARGE naming the night and both prices in major units', async () => {
    const { bed, principal, unit } = bedWithPlans();
    const refused = { ratePlanId: unit.defaultRatePlanId!, date: '2026-07-03', priceMinor: 10_000, newPriceMinor: 16_000, currency: 'EUR' };
    bed.repos.rates.answers.adjust = { refused };
    await assert.rejects(bed.run(adjustRates, principal, { ...JULY, unitId: unit.id, percent: 60 }), {
      code: 'ADJUSTMENT_TOO_LARGE',
      message: 'On 2026-07-03 the price would move from 100.00 EUR to 160.00 EUR, more than ±50 %; nothing was changed.',
      details: { ratePlanId: unit.defaultRatePlanId, night: '2026-07-03', priceMinor: 10_000, newPriceMinor: 16_000, currency: 'EUR' },
    });
  });

  it('refuses both or neither of percent and amount, null, and more than two decimals', async () => {
    const { bed, principal, unit } = bedWithPlans();
    for (const fields of [{}, { percent: 5, amountMinor: 100 }]) {
      await assert.rejects(bed.run(adjustRates, principal, { ...JULY, unitId: unit.id, ...fields }), {
        code: 'VALIDATION_FAILED',
        message: 'Send exactly one of percent or amountMinor.',
      });
    }
    for (const fields of [{ percent: null }, { amountMinor: null }, { percent: 1.005 }, { percent: -101 }, { percent: 1001 }, { amountMinor: 1.5 }]) {
      await assert.rejects(bed.run(adjustRates, principal, { ...JULY, unitId: unit.id, ...fields }), { code: 'VALIDATION_FAILED' }, JSON.stringify(fields));
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('answers NOT_FOUND for a target in another workspace and RANGE_TOO_LONG past 731 nights', async () => {
    const { bed, principal, unit } = bedWithPlans();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(adjustRates, principal, { ...JULY, propertyId: theirs.property.id, percent: 5 }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(adjustRates, principal, { unitId: unit.id, from: '2026-01-01', to: '2028-01-02', percent: 5 }), { code: 'RANGE_TOO_LONG' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});
