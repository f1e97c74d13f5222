import assert from 'node:assert/strict';

import { addDays } from '../../src';
import { archiveUnit } from '../../src/operations/units/archive-unit.operation';
import { createUnit } from '../../src/operations/units/create-unit.operation';
import { listUnits } from '../../src/operations/units/list-units.operation';
import { updateUnit } from '../../src/operations/units/update-unit.operation';
import { OperationTestbed } from '../../testing';

/** The workspace's today (the fakes' clock, Europe/Lisbon). */
const TODAY = '2026-06-01';

describe('units.create', () => {
  it('creates the unit with its default rate plan "Standard" at the base price, one room by default', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const unit = await bed.run(createUnit, principal, { propertyId: property.id, name: 'Loft', basePriceMinor: 12_500 });
    assert.deepEqual([unit.name, unit.propertyId, unit.countOfRooms, unit.maxOccupancy, unit.archivedAt], ['Loft', property.id, 1, null, null]);
    assert.deepEqual(
      unit.ratePlans.map((plan) => [plan.title, plan.isDefault, plan.basePriceMinor, plan.currency]),
      [['Standard', true, 12_500, 'EUR']],
    );
    assert.deepEqual(bed.repos.calls.argumentsOf('units.create'), [
      [
        principal.workspaceId,
        { propertyId: property.id, name: 'Loft', countOfRooms: 1, maxOccupancy: null, defaultRatePlan: { title: 'Standard', basePriceMinor: 12_500 } },
      ],
    ]);
  });

  it('keeps the room count and occupancy sent', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const unit = await bed.run(createUnit, principal, { propertyId: property.id, name: 'Dorm', countOfRooms: 6, maxOccupancy: 1, basePriceMinor: 0 });
    assert.deepEqual([unit.countOfRooms, unit.maxOccupancy, unit.ratePlans[0].basePriceMinor], [6, 1, 0]);
  });

  it('refuses what its input forbids, and writes nothing', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const valid = { propertyId: property.id, name: 'Loft', basePriceMinor: 10_000 };
    for (const input of [
      { ...valid, basePriceMinor: undefined },
      { ...valid, basePriceMinor: -1 },
      { ...valid, basePriceMinor: 99.5 },
      { ...valid, basePriceMinor: 100_000_001 },
      { ...valid, countOfRooms: 0 },
      { ...valid, countOfRooms: 1001 },
      { ...valid, maxOccupancy: 0 },
      { ...valid, name: '' },
      { ...valid, ratePlans: [] },
    ]) {
      await assert.rejects(bed.run(createUnit, principal, input), { code: 'VALIDATION_FAILED' }, JSON.stringify(input));
    }
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('answers NOT_FOUND for a property of another workspace, and ARCHIVED for an archived property', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(createUnit, mine.principal, { propertyId: theirs.property.id, name: 'Loft', basePriceMinor: 1 }), {
      code: 'NOT_FOUND',
      message: 'Property not found in this workspace.',
    });
    const archived = bed.db.addProperty({ workspaceId: mine.principal.workspaceId, name: 'Old Barn', status: 'ARCHIVED' });
    await assert.rejects(bed.run(createUnit, mine.principal, { propertyId: archived.id, name: 'Loft', basePriceMinor: 1 }), {
      code: 'ARCHIVED',
      message: 'Old Barn is archived: set its status to ACTIVE before adding units.',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});

describe('units.update', () => {
  it('changes the name and occupancy sent, and keeps the room count', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const updated = await bed.run(updateUnit, principal, { unitId: unit.id, name: 'Room 1 (sea view)', maxOccupancy: 3 });
    assert.deepEqual([updated.name, updated.maxOccupancy, updated.countOfRooms], ['Room 1 (sea view)', 3, 1]);
    assert.deepEqual(bed.repos.calls.writes(), ['units.update']);
  });

  it('sets a new room count from the workspace’s today on, whatever past nights held', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const unit = bed.db.addUnit(property, { countOfRooms: 3 });
    bed.db.addReservation(unit, { arrivalDate: TODAY, departureDate: addDays(TODAY, 2) });
    bed.db.addReservation(unit, { arrivalDate: addDays(TODAY, -3), departureDate: TODAY });
    bed.db.addReservation(unit, { arrivalDate: addDays(TODAY, -2), departureDate: TODAY });
    const updated = await bed.run(updateUnit, principal, { unitId: unit.id, countOfRooms: 1 });
    assert.equal(updated.countOfRooms, 1);
    assert.deepEqual(bed.repos.calls.argumentsOf('units.setRoomCount'), [[principal.workspaceId, unit.id, 1, TODAY]]);
  });

  it('refuses a count below the rooms held on some night with ROOMS_IN_USE naming the nights, and changes nothing', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    const unit = bed.db.addUnit(property, { name: 'Twin', countOfRooms: 3 });
    bed.db.addReservation(unit, { arrivalDate: '2026-07-10', departureDate: '2026-07-12' });
    bed.db.addReservation(unit, { arrivalDate: '2026-07-11', departureDate: '2026-07-13' });
    bed.db.addReservation(unit, { arrivalDate: '2026-07-12', departureDate: '2026-07-13' });
    bed.db.addBlock(unit, { from: '2026-07-11', to: '2026-07-11', rooms: 1 });
    await assert.rejects(bed.run(updateUnit, principal, { unitId: unit.id, countOfRooms: 1, name: 'Single' }), {
      code: 'ROOMS_IN_USE',
      message:
        'Reservations and blocks hold more than 1 room on the nights 2026-07-11 (3), 2026-07-12 (2): keep at least 3 rooms, or cancel, move or unblock first. Nothing was changed.',
    });
    const refusal = await bed.run(updateUnit, principal, { unitId: unit.id, countOfRooms: 2 }).catch((error) => error);
    assert.deepEqual(refusal.details, { countOfRooms: 2, minimumRooms: 3, nights: [{ date: '2026-07-11', roomsHeld: 3 }] });
    const stored = bed.db.tables.units.get(unit.id)!;
    assert.deepEqual([stored.countOfRooms, stored.name], [3, 'Twin']);
  });

  it('refuses a request that names nothing to change', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    await assert.rejects(bed.run(updateUnit, principal, { unitId: unit.id }), {
      code: 'VALIDATION_FAILED',
      message: 'Name at least one of name, countOfRooms, maxOccupancy.',
    });
    await assert.rejects(bed.run(updateUnit, principal, { unitId: unit.id, countOfRooms: 0 }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(updateUnit, principal, { unitId: unit.id, basePriceMinor: 100 }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('answers NOT_FOUND for a unit of another workspace and changes nothing there', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(updateUnit, mine.principal, { unitId: theirs.unit.id, countOfRooms: 5 }), {
      code: 'NOT_FOUND',
      message: 'Unit not found in this workspace.',
    });
    assert.equal(bed.db.tables.units.get(theirs.unit.id)?.countOfRooms, 1);
    assert.deepEqual(bed.repos.calls.writes(), []);
  });
});

describe('units.archive', () => {
  it('sets archivedAt to now, and answers the same unit when repeated', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const archived = await bed.run(archiveUnit, principal, { unitId: unit.id });
    assert.equal(archived.archivedAt, bed.now().toISOString());
    const again = await bed.run(archiveUnit, principal, { unitId: unit.id });
    assert.deepEqual(again, archived);
    assert.deepEqual(bed.repos.calls.writes(), ['units.update']);
  });

  it('answers NOT_FOUND for a unit of another workspace and archives nothing', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(archiveUnit, mine.principal, { unitId: theirs.unit.id }), { code: 'NOT_FOUND' });
    assert.equal(bed.db.tables.units.get(theirs.unit.id)?.archivedAt, null);
  });
});

describe('units.list and archiving', () => {
  it('leaves out archived units and the units of archived properties unless asked', async () => {
    const bed = new OperationTestbed();
    const { principal, property, unit } = bed.seedWorkspace();
    const archivedUnit = bed.db.addUnit(property, { name: 'Room 2', archivedAt: bed.now() });
    const oldBarn = bed.db.addProperty({ workspaceId: principal.workspaceId, name: 'Old Barn', status: 'ARCHIVED' });
    const barnUnit = bed.db.addUnit(oldBarn, { name: 'Hayloft' });
    const listed = await bed.run(listUnits, principal);
    assert.deepEqual(
      listed.units.map((row) => row.id),
      [unit.id],
    );
    const all = await bed.run(listUnits, principal, { includeArchived: 'true' });
    assert.deepEqual(all.units.map((row) => row.id).sort(), [unit.id, archivedUnit.id, barnUnit.id].sort());
  });
});
