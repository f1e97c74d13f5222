import assert from 'node:assert/strict';

import { createRatePlan } from '../../src/operations/rate-plans/create-rate-plan.operation';
import { updateRatePlan } from '../../src/operations/rate-plans/update-rate-plan.operation';
import { OperationTestbed } from '../../testing';

/** The default flag of each plan of a unit, by title. */
function defaults(bed: OperationTestbed, unitId: string): Record<string, boolean> {
  return Object.fromEntries(bed.db.ratePlansOf(unitId).map((plan) => [plan.title, plan.isDefault]));
}

describe('ratePlans.create', () => {
  it('adds a plan beside the default one, priced in the property’s currency', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const plan = await bed.run(createRatePlan, principal, { unitId: unit.id, title: 'Non-refundable', basePriceMinor: 9_000 });
    assert.deepEqual([plan.title, plan.isDefault, plan.basePriceMinor, plan.currency, plan.unitId], ['Non-refundable', false, 9_000, 'EUR', unit.id]);
    assert.deepEqual(defaults(bed, unit.id), { Standard: true, 'Non-refundable': false });
  });

  it('makes a new default plan the unit’s only default', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const plan = await bed.run(createRatePlan, principal, { unitId: unit.id, title: 'Summer', basePriceMinor: 14_000, isDefault: true });
    assert.equal(plan.isDefault, true);
    assert.deepEqual(defaults(bed, unit.id), { Standard: false, Summer: true });
  });

  it('makes the first plan of a unit its default', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const unit = bed.db.addUnit(property, { basePriceMinor: null });
    const plan = await bed.run(createRatePlan, principal, { unitId: unit.id, title: 'Standard', basePriceMinor: 8_000, isDefault: false });
    assert.equal(plan.isDefault, true);
  });

  it('refuses what its input forbids, a unit of another workspace and an archived unit, writing nothing', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    for (const input of [
      { unitId: mine.unit.id, title: '', basePriceMinor: 1 },
      { unitId: mine.unit.id, title: 'Weekly', basePriceMinor: -5 },
      { unitId: mine.unit.id, title: 'Weekly' },
      { unitId: mine.unit.id, title: 'Weekly', basePriceMinor: 1, isDefault: 'maybe' },
      { unitId: mine.unit.id, title: 'Weekly', basePriceMinor: 1, currency: 'EUR' },
    ]) {
      await assert.rejects(bed.run(createRatePlan, mine.principal, input), { code: 'VALIDATION_FAILED' }, JSON.stringify(input));
    }
    await assert.rejects(bed.run(createRatePlan, mine.principal, { unitId: theirs.unit.id, title: 'Mine', basePriceMinor: 1 }), {
      code: 'NOT_FOUND',
      message: 'Unit not found in this workspace.',
    });
    bed.db.tables.units.get(mine.unit.id)!.archivedAt = bed.now();
    await assert.rejects(bed.run(createRatePlan, mine.principal, { unitId: mine.unit.id, title: 'Late', basePriceMinor: 1 }), {
      code: 'ARCHIVED',
      message: 'Room 1 is archived: it takes no new rate plans.',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});

describe('ratePlans.update', () => {
  it('changes the title and base price sent', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const plan = await bed.run(updateRatePlan, principal, { ratePlanId: unit.defaultRatePlanId, title: 'Flexible', basePriceMinor: '11000' });
    assert.deepEqual([plan.title, plan.basePriceMinor, plan.isDefault], ['Flexible', 11_000, true]);
  });

  it('making a plan the default clears the default of the unit’s other plans', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const other = bed.db.addRatePlan(unit, { title: 'Weekly', isDefault: false });
    const plan = await bed.run(updateRatePlan, principal, { ratePlanId: other.id, isDefault: true });
    assert.equal(plan.isDefault, true);
    assert.deepEqual(defaults(bed, unit.id), { Standard: false, Weekly: true });
  });

  it('refuses to leave a unit without a default with DEFAULT_RATE_PLAN_REQUIRED, and changes nothing', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    await assert.rejects(bed.run(updateRatePlan, principal, { ratePlanId: unit.defaultRatePlanId, isDefault: false, title: 'Old' }), {
      code: 'DEFAULT_RATE_PLAN_REQUIRED',
      message: 'Standard is the unit’s default rate plan, and a unit keeps one: make another plan the default instead.',
    });
    assert.deepEqual(defaults(bed, unit.id), { Standard: true });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('takes isDefault false on a plan that is not the default as nothing to change', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const other = bed.db.addRatePlan(unit, { title: 'Weekly', isDefault: false });
    const plan = await bed.run(updateRatePlan, principal, { ratePlanId: other.id, isDefault: false });
    assert.equal(plan.isDefault, false);
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('refuses a request that names nothing, and answers NOT_FOUND for a plan of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(updateRatePlan, mine.principal, { ratePlanId: mine.unit.defaultRatePlanId }), {
      code: 'VALIDATION_FAILED',
      message: 'Name at least one of title, basePriceMinor, isDefault.',
    });
    await assert.rejects(bed.run(updateRatePlan, mine.principal, { ratePlanId: theirs.unit.defaultRatePlanId, title: 'Mine' }), {
      code: 'NOT_FOUND',
      message: 'Rate plan not found in this workspace.',
    });
    assert.equal(bed.db.tables.ratePlans.get(theirs.unit.defaultRatePlanId!)?.title, 'Standard');
  });
});
