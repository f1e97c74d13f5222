import assert from 'node:assert/strict';

import { listUnits } from '../../src/operations/units/list-units.operation';
import { setListingSettings } from '../../src/operations/units/set-listing-settings.operation';
import { OperationTestbed } from '../../testing';

describe('units.list', () => {
  it('lists every unit of the workspace, or those of one property', async () => {
    const bed = new OperationTestbed();
    const { principal, property, unit } = bed.seedWorkspace();
    const other = bed.db.addProperty({ workspaceId: principal.workspaceId, name: 'Other' });
    const otherUnit = bed.db.addUnit(other, { name: 'Loft' });
    const all = await bed.run(listUnits, principal);
    assert.deepEqual(all.units.map((row) => row.id).sort(), [unit.id, otherUnit.id].sort());
    const ofProperty = await bed.run(listUnits, principal, { propertyId: property.id });
    assert.deepEqual(
      ofProperty.units.map((row) => row.id),
      [unit.id],
    );
  });

  it('answers NOT_FOUND when the property filter names a property of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(listUnits, mine.principal, { propertyId: theirs.property.id }), {
      code: 'NOT_FOUND',
      message: 'Property not found in this workspace.',
    });
  });

  it('never lists the units of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    bed.seedWorkspace();
    const listed = await bed.run(listUnits, mine.principal);
    assert.deepEqual(
      listed.units.map((row) => row.id),
      [mine.unit.id],
    );
  });
});

describe('units.setListingSettings', () => {
  it('changes the fields sent, clears those sent as null, and keeps the others', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    bed.db.tables.units.get(unit.id)!.listingSettings.cleaningFeeMinor = 2500;
    bed.db.tables.units.get(unit.id)!.listingSettings.turnoverDays = 1;
    const result = await bed.run(setListingSettings, principal, {
      unitId: unit.id,
      weekendPriceMinor: '15000',
      turnoverDays: null,
      checkInWeekdays: 'FRI,SAT',
    });
    assert.deepEqual(
      [result.unit.listingSettings.weekendPriceMinor, result.unit.listingSettings.cleaningFeeMinor, result.unit.listingSettings.turnoverDays],
      [15000, 2500, null],
    );
    assert.deepEqual(result.unit.listingSettings.checkInWeekdays, ['FRI', 'SAT']);
  });

  it('propagates to every connected channel that takes listing settings', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace({ property: { channels: ['GOOGLE', 'BOOKING_COM'] } });
    const result = await bed.run(setListingSettings, principal, { unitId: unit.id, cleaningFeeMinor: 0 });
    assert.deepEqual(result.propagation, [
      { channel: 'BOOKING_COM', state: 'QUEUED' },
      { channel: 'GOOGLE', state: 'MANUAL_REQUIRED' },
    ]);
  });

  it('refuses a request that names no setting', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    await assert.rejects(bed.run(setListingSettings, principal, { unitId: unit.id }), {
      code: 'VALIDATION_FAILED',
      message: 'Name at least one listing setting to change.',
    });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('refuses values out of their ranges, fractions and unknown or repeated weekdays', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const refused = [
      { weekendPriceMinor: -1 },
      { weekendPriceMinor: 100_000_001 },
      { cleaningFeeMinor: 12.5 },
      { weeklyDiscountPercent: 100 },
      { extraGuestFromGuests: 0 },
      { advanceBookingDays: 731 },
      { turnoverDays: 8 },
      { checkInWeekdays: ['MON', 'FUNDAY'] },
      { checkOutWeekdays: ['MON', 'MON'] },
    ];
    for (const fields of refused) {
      await assert.rejects(bed.run(setListingSettings, principal, { unitId: unit.id, ...fields }), { code: 'VALIDATION_FAILED' }, JSON.stringify(fields));
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('answers NOT_FOUND for a unit of another workspace and leaves it unchanged', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(setListingSettings, mine.principal, { unitId: theirs.unit.id, cleaningFeeMinor: 1 }), {
      code: 'NOT_FOUND',
      message: 'Unit not found in this workspace.',
    });
    assert.equal(bed.db.tables.units.get(theirs.unit.id)?.listingSettings.cleaningFeeMinor, null);
  });
});
