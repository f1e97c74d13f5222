import assert from 'node:assert/strict';

import { getProperty } from '../../src/operations/properties/get-property.operation';
import { listProperties } from '../../src/operations/properties/list-properties.operation';
import { setBookingSettings } from '../../src/operations/properties/set-booking-settings.operation';
import { setCancellationPolicy } from '../../src/operations/properties/set-cancellation-policy.operation';
import { OperationTestbed } from '../../testing';

describe('properties.list', () => {
  it('lists the workspace’s properties without the archived ones unless asked', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({ property: { name: 'A Casa' } });
    const archived = bed.db.addProperty({ workspaceId: principal.workspaceId, name: 'B Old', status: 'ARCHIVED' });
    const listed = await bed.run(listProperties, principal);
    assert.deepEqual(
      listed.properties.map((row) => row.id),
      [property.id],
    );
    const all = await bed.run(listProperties, principal, { includeArchived: 'true' });
    assert.deepEqual(
      all.properties.map((row) => row.id),
      [property.id, archived.id],
    );
    assert.deepEqual(bed.repos.calls.argumentsOf('properties.list'), [
      [principal.workspaceId, { includeArchived: false, status: undefined }],
      [principal.workspaceId, { includeArchived: true, status: undefined }],
    ]);
  });

  it('filters by status', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    const inactive = bed.db.addProperty({ workspaceId: principal.workspaceId, status: 'INACTIVE' });
    const listed = await bed.run(listProperties, principal, { status: 'INACTIVE' });
    assert.deepEqual(
      listed.properties.map((row) => row.id),
      [inactive.id],
    );
  });

  it('never lists the properties of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    bed.seedWorkspace();
    const listed = await bed.run(listProperties, mine.principal);
    assert.deepEqual(
      listed.properties.map((row) => row.id),
      [mine.property.id],
    );
  });

  it('refuses a status that does not exist and a flag that is not a boolean', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(bed.run(listProperties, principal, { status: 'DELETED' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(listProperties, principal, { includeArchived: 'yes' }), { code: 'VALIDATION_FAILED' });
  });
});

describe('properties.get', () => {
  it('answers the property with its units and rate plans', async () => {
    const bed = new OperationTestbed();
    const { principal, property, unit } = bed.seedWorkspace();
    const detail = await bed.run(getProperty, principal, { propertyId: property.id });
    assert.equal(detail.id, property.id);
    assert.deepEqual(
      detail.units.map((row) => row.id),
      [unit.id],
    );
    assert.deepEqual(
      detail.ratePlans.map((plan) => plan.id),
      [unit.defaultRatePlanId],
    );
  });

  it('answers NOT_FOUND for a property of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(getProperty, mine.principal, { propertyId: theirs.property.id }), {
      code: 'NOT_FOUND',
      message: 'Property not found in this workspace.',
    });
  });

  it('refuses an empty or overlong id', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(bed.run(getProperty, principal, { propertyId: '' }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(getProperty, principal, { propertyId: 'p'.repeat(65) }), { code: 'VALIDATION_FAILED' });
    await assert.rejects(bed.run(getProperty, principal, {}), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });
});

describe('properties.setCancellationPolicy', () => {
  it('sets the policy and says, per connected channel, whether it was queued or must be changed by hand', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({ property: { channels: ['BOOKING_COM', 'AIRBNB', 'VRBO'] } });
    const result = await bed.run(setCancellationPolicy, principal, { propertyId: property.id, policy: 'STRICT' });
    assert.equal(result.property.cancellationPolicy, 'STRICT');
    assert.deepEqual(result.propagation, [
      { channel: 'AIRBNB', state: 'QUEUED' },
      { channel: 'BOOKING_COM', state: 'MANUAL_REQUIRED' },
      { channel: 'VRBO', state: 'QUEUED' },
    ]);
    const [[, , change]] = bed.repos.calls.argumentsOf('properties.updateSettings');
    assert.deepEqual([change.setting, change.patch], ['cancellationPolicy', { cancellationPolicy: 'STRICT' }]);
  });

  it('refuses a policy that does not exist', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    await assert.rejects(bed.run(setCancellationPolicy, principal, { propertyId: property.id, policy: 'LENIENT' }), { code: 'VALIDATION_FAILED' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('answers NOT_FOUND for a property of another workspace and changes nothing there', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace({ property: { cancellationPolicy: 'FLEXIBLE' } });
    await assert.rejects(bed.run(setCancellationPolicy, mine.principal, { propertyId: theirs.property.id, policy: 'STRICT' }), { code: 'NOT_FOUND' });
    assert.equal(bed.db.tables.properties.get(theirs.property.id)?.cancellationPolicy, 'FLEXIBLE');
  });
});

describe('properties.setBookingSettings', () => {
  it('changes only the fields sent and keeps the others', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({
      property: { bookingSettings: { instantBooking: false, arrivalTimeFrom: '14:00', arrivalTimeTo: '20:00' } },
    });
    const result = await bed.run(setBookingSettings, principal, { propertyId: property.id, instantBooking: true });
    assert.deepEqual(result.property.bookingSettings, { instantBooking: true, arrivalTimeFrom: '14:00', arrivalTimeTo: '20:00' });
    const [[, , change]] = bed.repos.calls.argumentsOf('properties.updateSettings');
    assert.deepEqual(change.patch, { instantBooking: true });
  });

  it('clears an arrival time sent as null', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({
      property: { bookingSettings: { instantBooking: false, arrivalTimeFrom: '14:00', arrivalTimeTo: '20:00' } },
    });
    const result = await bed.run(setBookingSettings, principal, { propertyId: property.id, arrivalTimeTo: null });
    assert.deepEqual(result.property.bookingSettings, { instantBooking: false, arrivalTimeFrom: '14:00', arrivalTimeTo: null });
  });

  it('refuses a window whose start is after its end, counting the stored value of the field not sent', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({
      property: { bookingSettings: { instantBooking: false, arrivalTimeFrom: '14:00', arrivalTimeTo: '20:00' } },
    });
    await assert.rejects(bed.run(setBookingSettings, principal, { propertyId: property.id, arrivalTimeFrom: '21:00' }), {
      code: 'VALIDATION_FAILED',
      message: 'arrivalTimeFrom 21:00 is after arrivalTimeTo 20:00.',
    });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('refuses a request that names no setting', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    await assert.rejects(bed.run(setBookingSettings, principal, { propertyId: property.id }), {
      code: 'VALIDATION_FAILED',
      message: 'Name at least one of instantBooking, arrivalTimeFrom, arrivalTimeTo.',
    });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('refuses times that are not HH:MM on a 24-hour clock', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace();
    for (const time of ['24:00', '9:30', '12:60', '12h30']) {
      await assert.rejects(bed.run(setBookingSettings, principal, { propertyId: property.id, arrivalTimeFrom: time }), {
        code: 'VALIDATION_FAILED',
        message: 'arrivalTimeFrom must be a time HH:MM',
      });
    }
  });

  it('answers NOT_FOUND for a property of another workspace', async () => {
    const bed = new OperationTestbed();
    const mine = bed.seedWorkspace();
    const theirs = bed.seedWorkspace();
    await assert.rejects(bed.run(setBookingSettings, mine.principal, { propertyId: theirs.property.id, instantBooking: true }), { code: 'NOT_FOUND' });
    assert.deepEqual(bed.repos.calls.writes(), []);
  });

  it('propagates to the channels that take booking settings through their API', async () => {
    const bed = new OperationTestbed();
    const { principal, property } = bed.seedWorkspace({ property: { channels: ['VRBO', 'AIRBNB'] } });
    const result = await bed.run(setBookingSettings, principal, { propertyId: property.id, instantBooking: true });
    assert.deepEqual(result.propagation, [
      { channel: 'AIRBNB', state: 'QUEUED' },
      { channel: 'VRBO', state: 'MANUAL_REQUIRED' },
    ]);
  });
});
