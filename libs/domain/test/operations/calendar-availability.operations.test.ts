import assert from 'node:assert/strict';

import { JsonText } from '../../src';
import { getAvailability } from '../../src/operations/availability/get-availability.operation';
import { getCalendar } from '../../src/operations/calendar/get-calendar.operation';
import { OperationTestbed } from '../../testing';

describe('calendar.get', () => {
  it('answers the calendar the repository builds for the caller’s workspace and the range', async () => {
    const bed = new OperationTestbed();
    const { principal, unit } = bed.seedWorkspace();
    const calendar = new JsonText('{"from":"2026-07-01","to":"2026-07-31","units":[],"reservations":[],"blocks":[]}');
    bed.repos.inventory.answers.calendar = calendar;
    assert.equal(await bed.run(getCalendar, principal, { from: '2026-07-01', to: '2026-07-31', unitId: unit.id }), calendar);
    const [[workspaceId, range]] = bed.repos.calls.argumentsOf('inventory.calendar');
    assert.deepEqual(
      [workspaceId, range.from, range.to, range.unitId, range.propertyId],
      [principal.workspaceId, '2026-07-01', '2026-07-31', unit.id, undefined],
    );
  });

  it('answers NOT_FOUND naming the unit or the property the filter names outside the workspace', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.inventory.answers.calendar = null;
    await assert.rejects(bed.run(getCalendar, principal, { from: '2026-07-01', to: '2026-07-31', unitId: 'unit_x' }), {
      code: 'NOT_FOUND',
      message: 'Unit not found in this workspace.',
    });
    await assert.rejects(bed.run(getCalendar, principal, { from: '2026-07-01', to: '2026-07-31', propertyId: 'prop_x' }), {
      code: 'NOT_FOUND',
      message: 'Property not found in this workspace.',
    });
  });

  it('reads 366 nights at most, and refuses a range that ends before it starts, without asking the repository', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(bed.run(getCalendar, principal, { from: '2026-01-01', to: '2027-01-02' }), {
      code: 'RANGE_TOO_LONG',
      message: 'The range covers 367 nights; at most 366 are allowed.',
    });
    await assert.rejects(bed.run(getCalendar, principal, { from: '2026-07-02', to: '2026-07-01' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(getCalendar, principal, { from: '2026-07-01' }), {
      code: 'VALIDATION_FAILED',
      message: /^to must be a date YYYY-MM-DD from 2000-01-01 to \d{4}-\d{2}-\d{2}$/,
    });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });
});

describe('availability.get', () => {
  it('searches one night long periods on every weekday by default', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const availability = new JsonText('{"units":[]}');
    bed.repos.availability.answers.search = availability;
    assert.equal(await bed.run(getAvailability, principal, { from: '2026-07-01', to: '2026-07-31' }), availability);
    assert.deepEqual(bed.repos.calls.argumentsOf('availability.search'), [
      [principal.workspaceId, { from: '2026-07-01', to: '2026-07-31', propertyId: undefined, unitId: undefined, minNights: 1, isoWeekdays: undefined }],
    ]);
  });

  it('turns weekdays into ISO numbers, Monday 1 to Sunday 7, from a list or a query string', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    bed.repos.availability.answers.search = new JsonText('{"units":[]}');
    await bed.run(getAvailability, principal, { from: '2026-07-01', to: '2026-07-31', weekdays: 'FRI,SAT,SUN', minNights: '2', propertyId: property.id });
    await bed.run(getAvailability, principal, { from: '2026-07-01', to: '2026-07-31', weekdays: ['MON'] });
    const queries = bed.repos.calls.argumentsOf('availability.search').map(([, query]) => query);
    assert.deepEqual(
      queries.map((query) => [query.isoWeekdays, query.minNights]),
      [
        [[5, 6, 7], 2],
        [[1], 1],
      ],
    );
    assert.equal(queries[0].propertyId, property.id);
  });

  it('answers NOT_FOUND when the filter names a unit or property outside the workspace', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    bed.repos.availability.answers.search = null;
    await assert.rejects(bed.run(getAvailability, principal, { from: '2026-07-01', to: '2026-07-31', unitId: 'unit_x' }), {
      message: 'Unit not found in this workspace.',
    });
    await assert.rejects(bed.run(getAvailability, principal, { from: '2026-07-01', to: '2026-07-31', propertyId: 'prop_x' }), {
      message: 'Property not found in this workspace.',
    });
  });

  it('refuses ranges over 366 nights, periods out of 1 to 366 nights and unknown weekdays', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(bed.run(getAvailability, principal, { from: '2026-01-01', to: '2027-01-02' }), { code: 'RANGE_TOO_LONG' });
    for (const fields of [{ minNights: 0 }, { minNights: 367 }, { weekdays: 'FRI,FRIDAY' }, { weekdays: 'MON,MON' }]) {
      await assert.rejects(
        bed.run(getAvailability, principal, { from: '2026-07-01', to: '2026-07-31', ...fields }),
        { code: 'VALIDATION_FAILED' },
        JSON.stringify(fields),
      );
    }
    assert.deepEqual(bed.repos.calls.methods(), []);
  });
});
