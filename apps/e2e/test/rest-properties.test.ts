import assert from 'node:assert/strict';

import { createWorkspaceFixture, http, PROBE_ID, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('REST properties, units and settings', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
    await servers.operator.connectChannel({ propertyId: ws.propertyId, channel: 'AIRBNB', method: 'API' });
    await servers.operator.connectChannel({ propertyId: ws.propertyId, channel: 'BOOKING_COM' });
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;

  it('lists the workspace’s properties with unit counts, and only them', async () => {
    const answer = await http(api('/properties'), { key: ws.readKey });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.properties, [
      { id: ws.propertyId, name: 'Casa Teste', status: 'ACTIVE', city: 'Lisbon', currency: 'EUR', timezone: 'UTC', unitCount: 2 },
    ]);
  });

  it('hides archived properties unless asked, and filters by status', async () => {
    const archived = await servers.operator.createProperty({ workspaceId: ws.workspaceId, name: 'Old Barn' });
    await servers.dataSource.query(`UPDATE properties SET status = 'ARCHIVED' WHERE id = $1`, [archived.id]);
    const names = async (query: string) => (await http(api(`/properties${query}`), { key: ws.readKey })).body.properties.map((p: { name: string }) => p.name);
    assert.deepEqual(await names(''), ['Casa Teste']);
    assert.deepEqual(await names('?includeArchived=true'), ['Casa Teste', 'Old Barn']);
    assert.deepEqual(await names('?status=ARCHIVED'), ['Old Barn']);
    assert.deepEqual(await names('?unknownParameter=1'), ['Casa Teste']);
    const bad = await http(api('/properties?status=GONE'), { key: ws.readKey });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.error, 'Bad Request');
    assert.ok(Array.isArray(bad.body.message));
  });

  it('answers one property with address, check-in/out, units and rate plans', async () => {
    const answer = await http(api(`/properties/${ws.propertyId}`), { key: ws.readKey });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.id, ws.propertyId);
    assert.equal(answer.body.checkInTime, '15:00');
    assert.equal(answer.body.checkOutTime, '11:00');
    assert.equal(answer.body.address.city, 'Lisbon');
    assert.deepEqual(
      answer.body.units.map((u: { name: string }) => u.name),
      ['Room 1', 'Room 2'],
    );
    assert.equal(answer.body.ratePlans.length, 2);
    assert.ok(answer.body.ratePlans.every((plan: { isDefault: boolean }) => plan.isDefault));
  });

  it('answers another workspace’s id exactly like a missing id, on every route', async () => {
    const routes = [
      ['GET', (id: string) => `/properties/${id}`, undefined],
      ['GET', (id: string) => `/properties/${id}/units`, undefined],
      ['GET', (id: string) => `/units?propertyId=${id}`, undefined],
      ['PUT', (id: string) => `/properties/${id}/cancellation-policy`, { policy: 'FIRM' }],
      ['PUT', (id: string) => `/properties/${id}/booking-settings`, { instantBooking: true }],
    ] as const;
    for (const [method, path, body] of routes) {
      const foreign = await http(api(path(other.propertyId)), { method, key: ws.writeKey, body, headers: PROBE_ID });
      const missing = await http(api(path('prop_doesnotexist')), { method, key: ws.writeKey, body, headers: PROBE_ID });
      assert.equal(foreign.status, 404, `${method} ${path('…')}`);
      assert.deepEqual(foreign.body, missing.body);
    }
    const foreignUnit = await http(api(`/units/${other.unitIds[0]}/listing-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { turnoverDays: 1 },
      headers: PROBE_ID,
    });
    const missingUnit = await http(api('/units/unit_nope/listing-settings'), { method: 'PUT', key: ws.writeKey, body: { turnoverDays: 1 }, headers: PROBE_ID });
    assert.equal(foreignUnit.status, 404);
    assert.deepEqual(foreignUnit.body, missingUnit.body);
    const untouched = await http(api(`/properties/${other.propertyId}`), { key: other.readKey });
    assert.equal(untouched.body.cancellationPolicy, 'MODERATE');
  });

  it('lists units on both routes, with property, rooms and rate plans', async () => {
    const all = await http(api('/units'), { key: ws.readKey });
    const ofProperty = await http(api(`/properties/${ws.propertyId}/units`), { key: ws.readKey });
    assert.equal(all.status, 200);
    assert.deepEqual(all.body, ofProperty.body);
    const [room1, room2] = all.body.units;
    assert.equal(room1.propertyId, ws.propertyId);
    assert.equal(room1.propertyName, 'Casa Teste');
    assert.equal(room2.countOfRooms, 2);
    assert.equal(room1.ratePlans[0].basePriceMinor, 10000);
    assert.equal(room1.ratePlans[0].isDefault, true);
  });

  it('sets the cancellation policy and queues it for channels that take it', async () => {
    const answer = await http(api(`/properties/${ws.propertyId}/cancellation-policy`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { policy: 'STRICT' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.property.cancellationPolicy, 'STRICT');
    assert.deepEqual(answer.body.propagation, [
      { channel: 'AIRBNB', state: 'QUEUED' },
      { channel: 'BOOKING_COM', state: 'MANUAL_REQUIRED' },
    ]);
    const outbox = await servers.dataSource.query(
      `SELECT channel, setting, payload FROM channel_outbox WHERE property_id = $1 AND setting = 'cancellationPolicy'`,
      [ws.propertyId],
    );
    assert.deepEqual(outbox, [{ channel: 'AIRBNB', setting: 'cancellationPolicy', payload: { cancellationPolicy: 'STRICT' } }]);
    const read = await http(api(`/properties/${ws.propertyId}`), { key: ws.readKey });
    assert.equal(read.body.cancellationPolicy, 'STRICT');
  });

  it('refuses an unknown policy or an unknown field with 400 and changes nothing', async () => {
    for (const body of [{ policy: 'LENIENT' }, { policy: 'FIRM', extra: true }, {}]) {
      const answer = await http(api(`/properties/${ws.propertyId}/cancellation-policy`), { method: 'PUT', key: ws.writeKey, body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.statusCode, 400);
      assert.ok(answer.body.message.length > 0);
    }
    const read = await http(api(`/properties/${ws.propertyId}`), { key: ws.readKey });
    assert.equal(read.body.cancellationPolicy, 'STRICT');
  });

  it('updates booking settings field by field and checks the arrival window', async () => {
    const first = await http(api(`/properties/${ws.propertyId}/booking-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { arrivalTimeFrom: '14:00', arrivalTimeTo: '22:00' },
    });
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.property.bookingSettings, { instantBooking: false, arrivalTimeFrom: '14:00', arrivalTimeTo: '22:00' });
    assert.deepEqual(first.body.propagation, [
      { channel: 'AIRBNB', state: 'QUEUED' },
      { channel: 'BOOKING_COM', state: 'MANUAL_REQUIRED' },
    ]);
    const second = await http(api(`/properties/${ws.propertyId}/booking-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { instantBooking: true },
    });
    assert.deepEqual(second.body.property.bookingSettings, { instantBooking: true, arrivalTimeFrom: '14:00', arrivalTimeTo: '22:00' });
    const backwards = await http(api(`/properties/${ws.propertyId}/booking-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { arrivalTimeFrom: '23:00' },
    });
    assert.equal(backwards.status, 400);
    assert.equal(backwards.body.code, 'VALIDATION_FAILED');
    const badTime = await http(api(`/properties/${ws.propertyId}/booking-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { arrivalTimeTo: '25:00' },
    });
    assert.equal(badTime.status, 400);
  });

  it('updates listing settings, clears one with null, and validates ranges', async () => {
    const unitId = ws.unitIds[0];
    const set = await http(api(`/units/${unitId}/listing-settings`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { weekendPriceMinor: 14500, cleaningFeeMinor: 3000, checkInWeekdays: ['FRI', 'SAT'], turnoverDays: 1 },
    });
    assert.equal(set.status, 200);
    assert.equal(set.body.unit.listingSettings.weekendPriceMinor, 14500);
    assert.deepEqual(set.body.unit.listingSettings.checkInWeekdays, ['FRI', 'SAT']);
    assert.equal(set.body.propagation.length, 2);
    const cleared = await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body: { weekendPriceMinor: null } });
    assert.equal(cleared.body.unit.listingSettings.weekendPriceMinor, null);
    assert.equal(cleared.body.unit.listingSettings.cleaningFeeMinor, 3000);
    for (const body of [{ weeklyDiscountPercent: 150 }, { checkInWeekdays: ['FUNDAY'] }, { cleaningFeeMinor: -1 }, {}]) {
      const refused = await http(api(`/units/${unitId}/listing-settings`), { method: 'PUT', key: ws.writeKey, body });
      assert.equal(refused.status, 400, JSON.stringify(body));
    }
  });
});
