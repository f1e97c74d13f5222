import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';

import { createMemberKey, createWorkspaceFixture, daysFromNow, http, PROBE_ID, startTestServers, TestServers, WorkspaceFixture } from '../src';

/** Setting up a workspace over REST: properties, units and rate plans (docs/contract.md#setting-up-a-workspace). */
describe('REST setup of properties, units and rate plans', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  let viewerKey: string;
  const start = daysFromNow(200);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '1000', API_WRITE_LIMIT: '1000' });
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
    viewerKey = (await createMemberKey(servers.operator, ws.workspaceId, 'VIEWER')).key;
  });
  afterAll(() => servers?.close());

  const api = <T = any>(path: string, options: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {}) =>
    http<T>(`${servers.apiUrl}${path}`, { key: ws.writeKey, ...options });
  const ok = <T = any>(answer: { status: number; body: T }, status = 200): T => {
    assert.equal(answer.status, status, JSON.stringify(answer.body));
    return answer.body;
  };
  const book = (unitId: string, from: number, until: number) =>
    api('/reservations', {
      method: 'POST',
      body: { unitId, arrivalDate: night(from), departureDate: night(until), source: 'MANUAL', guest: { firstName: 'Ana', lastName: 'Lima' } },
    });
  const newProperty = async (name = 'Casa Nova') =>
    ok(await api('/properties', { method: 'POST', body: { name, currency: 'EUR', timezone: 'Europe/Lisbon' } }), 201);
  const newUnit = async (propertyId: string, body: Record<string, unknown> = {}) =>
    ok(await api('/units', { method: 'POST', body: { propertyId, name: 'Loft', basePriceMinor: 12000, ...body } }), 201);
  const physicalRooms = async (unitId: string, from: number, to: number): Promise<number[]> =>
    ok(await api(`/calendar?unitId=${unitId}&from=${night(from)}&to=${night(to)}`)).units[0].nights.map((row: { physical: number }) => row.physical);

  describe('properties', () => {
    it('POST /properties creates a property (201) that the lists then show', async () => {
      const created = ok(
        await api('/properties', {
          method: 'POST',
          body: {
            name: 'Casa das Flores',
            currency: 'eur',
            timezone: 'Europe/Lisbon',
            address: { line1: 'Rua das Flores 12', postalCode: '1200-195', city: 'Lisbon', country: 'PT' },
            checkInTime: '16:00',
          },
        }),
        201,
      );
      assert.match(created.id, /^prop_/);
      assert.deepEqual(
        [created.name, created.status, created.currency, created.city, created.checkInTime, created.checkOutTime, created.units],
        ['Casa das Flores', 'ACTIVE', 'EUR', 'Lisbon', '16:00', '11:00', []],
      );
      assert.deepEqual(ok(await api(`/properties/${created.id}`, { key: ws.readKey })), created);
      const names = ok(await api('/properties', { key: ws.readKey })).properties.map((row: { name: string }) => row.name);
      assert.ok(names.includes('Casa das Flores'));
    });

    it('PATCH /properties/:id changes the fields sent and keeps the others', async () => {
      const property = await newProperty();
      const changed = ok(await api(`/properties/${property.id}`, { method: 'PATCH', body: { name: 'Casa Renovada', checkOutTime: '12:00', country: 'PT' } }));
      assert.deepEqual(
        [changed.name, changed.checkOutTime, changed.checkInTime, changed.timezone, changed.address.country],
        ['Casa Renovada', '12:00', '15:00', 'Europe/Lisbon', 'PT'],
      );
      assert.deepEqual(ok(await api(`/properties/${property.id}`)), changed);
    });

    it('POST /properties/:id/archive hides it from lists, refuses new reservations with 409 ARCHIVED, and keeps its history', async () => {
      const property = await newProperty('Quinta Velha');
      const unit = await newUnit(property.id);
      const booked = ok(await book(unit.id, 0, 2), 201);
      const archived = ok(await api(`/properties/${property.id}/archive`, { method: 'POST' }));
      assert.equal(archived.status, 'ARCHIVED');
      const listed = async (query: string) => ok(await api(`/properties${query}`)).properties.map((row: { id: string }) => row.id);
      assert.ok(!(await listed('')).includes(property.id));
      assert.ok((await listed('?includeArchived=true')).includes(property.id));
      const units = async (query: string) => ok(await api(`/units${query}`)).units.map((row: { id: string }) => row.id);
      assert.ok(!(await units('')).includes(unit.id));
      assert.ok((await units('?includeArchived=true')).includes(unit.id));

      const refused = await book(unit.id, 5, 6);
      assert.equal(refused.status, 409);
      assert.deepEqual([refused.body.code, refused.body.propertyId], ['ARCHIVED', property.id]);
      assert.equal(ok(await api(`/reservations/${booked.id}`)).status, 'CONFIRMED', 'its reservations stay');
      assert.equal(ok(await api(`/properties/${property.id}/archive`, { method: 'POST' })).status, 'ARCHIVED', 'archiving again changes nothing');

      assert.equal(ok(await api(`/properties/${property.id}`, { method: 'PATCH', body: { status: 'ACTIVE' } })).status, 'ACTIVE');
      ok(await book(unit.id, 5, 6), 201);
    });

    it('answers 400 to what the input forbids, and stores nothing', async () => {
      const before = ok(await api('/properties?includeArchived=true')).properties.length;
      for (const body of [
        {},
        { name: 'X', currency: 'EURO', timezone: 'UTC' },
        { name: 'X', currency: 'EUR', timezone: 'Atlantis/Capital' },
        { name: 'X', currency: 'EUR', timezone: 'UTC', checkInTime: '3pm' },
        { name: 'X', currency: 'EUR', timezone: 'UTC', status: 'ARCHIVED' },
        { name: 'X', currency: 'EUR', timezone: 'UTC', address: { line1: 'Rua 1' } },
        { name: 'X', currency: 'EUR', timezone: 'UTC', id: 'prop_mine' },
        { name: 'X', currency: 'EUR', timezone: 'UTC', city: 'Porto', address: { line1: 'Rua 1', postalCode: '1', city: 'Lisbon', country: 'PT' } },
      ]) {
        const answer = await api('/properties', { method: 'POST', body });
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.equal(answer.body.code, 'VALIDATION_FAILED');
      }
      const empty = await api(`/properties/${ws.propertyId}`, { method: 'PATCH', body: {} });
      assert.deepEqual([empty.status, empty.body.msg], [400, 'Name at least one field to change.']);
      assert.equal(ok(await api('/properties?includeArchived=true')).properties.length, before);
    });

    it('a retry with the same Idempotency-Key answers the first property and creates one', async () => {
      const key = `setup-${Date.now()}`;
      const body = { name: 'Casa Única', currency: 'EUR', timezone: 'UTC' };
      const first = await api('/properties', { method: 'POST', body, headers: { 'idempotency-key': key } });
      const again = await api('/properties', { method: 'POST', body, headers: { 'idempotency-key': key } });
      assert.deepEqual([first.status, again.status, again.headers.get('idempotent-replayed')], [201, 201, 'true']);
      assert.equal(again.body.id, first.body.id);
      const named = ok(await api('/properties')).properties.filter((row: { name: string }) => row.name === 'Casa Única');
      assert.equal(named.length, 1);
    });
  });

  describe('units', () => {
    it('POST /units creates a unit (201) with its default rate plan "Standard", sellable at once', async () => {
      const unit = await newUnit(ws.propertyId, { name: 'Suite Tejo', countOfRooms: 2, maxOccupancy: 3, basePriceMinor: 14500 });
      assert.match(unit.id, /^unit_/);
      assert.deepEqual([unit.name, unit.countOfRooms, unit.maxOccupancy, unit.archivedAt, unit.propertyName], ['Suite Tejo', 2, 3, null, 'Casa Teste']);
      assert.deepEqual(
        unit.ratePlans.map((plan: { title: string; isDefault: boolean; basePriceMinor: number; currency: string }) => [
          plan.title,
          plan.isDefault,
          plan.basePriceMinor,
          plan.currency,
        ]),
        [['Standard', true, 14500, 'EUR']],
      );
      const availability = ok(await api(`/availability?unitId=${unit.id}&from=${night(0)}&to=${night(1)}`));
      assert.deepEqual(availability.units[0].freeNights, [night(0), night(1)]);
      const rates = ok(await api(`/rates?unitId=${unit.id}&from=${night(0)}&to=${night(0)}`)).rates;
      assert.equal(rates[0].priceMinor, 14500);
    });

    it('PATCH /units/:id changes the name and occupancy, and a new room count applies to every future night', async () => {
      const unit = await newUnit(ws.propertyId, { countOfRooms: 1 });
      ok(await book(unit.id, 3, 4), 201);
      const changed = ok(await api(`/units/${unit.id}`, { method: 'PATCH', body: { name: 'Loft Grande', countOfRooms: 3, maxOccupancy: 6 } }));
      assert.deepEqual([changed.name, changed.countOfRooms, changed.maxOccupancy], ['Loft Grande', 3, 6]);
      assert.deepEqual(await physicalRooms(unit.id, 2, 5), [3, 3, 3, 3], 'nights with a row and nights without one alike');
      ok(await book(unit.id, 3, 4), 201);
      ok(await book(unit.id, 3, 4), 201);
      const full = await book(unit.id, 3, 4);
      assert.equal(full.body.code, 'NO_AVAILABILITY');
    });

    it('a room count below the rooms held answers 409 ROOMS_IN_USE naming the nights, and changes nothing', async () => {
      const unit = await newUnit(ws.propertyId, { countOfRooms: 2, name: 'Twin' });
      ok(await book(unit.id, 10, 12), 201);
      ok(await book(unit.id, 11, 13), 201);
      const refused = await api(`/units/${unit.id}`, { method: 'PATCH', body: { countOfRooms: 1, name: 'Single' } });
      assert.equal(refused.status, 409);
      assert.equal(refused.body.code, 'ROOMS_IN_USE');
      assert.deepEqual(refused.body.nights, [{ date: night(11), roomsHeld: 2 }]);
      assert.match(refused.body.msg, new RegExp(`${night(11)} \\(2\\).*Nothing was changed\\.`));
      const after = ok(await api(`/units?propertyId=${ws.propertyId}`)).units.find((row: { id: string }) => row.id === unit.id);
      assert.deepEqual([after.countOfRooms, after.name], [2, 'Twin']);
      assert.deepEqual(await physicalRooms(unit.id, 10, 12), [2, 2, 2]);
    });

    it('POST /units/:id/archive hides the unit, refuses new reservations (409 ARCHIVED) and leaves availability', async () => {
      const unit = await newUnit(ws.propertyId, { name: 'Old Room' });
      const archived = ok(await api(`/units/${unit.id}/archive`, { method: 'POST' }));
      assert.match(archived.archivedAt, /^\d{4}-\d{2}-\d{2}T/);
      const listed = ok(await api('/units')).units.map((row: { id: string }) => row.id);
      assert.ok(!listed.includes(unit.id));
      const refused = await book(unit.id, 0, 1);
      assert.deepEqual([refused.status, refused.body.code, refused.body.unitId], [409, 'ARCHIVED', unit.id]);
      const availability = ok(await api(`/availability?propertyId=${ws.propertyId}&from=${night(0)}&to=${night(1)}`));
      assert.ok(!availability.units.some((row: { id: string }) => row.id === unit.id));
      assert.deepEqual(ok(await api(`/units/${unit.id}/archive`, { method: 'POST' })), archived, 'archiving again changes nothing');
    });

    it('answers 400 to what the input forbids, and 409 ARCHIVED for a unit of an archived property', async () => {
      for (const body of [
        { propertyId: ws.propertyId, name: 'X' },
        { propertyId: ws.propertyId, name: 'X', basePriceMinor: 99.5 },
        { propertyId: ws.propertyId, name: 'X', basePriceMinor: 100, countOfRooms: 0 },
        { propertyId: ws.propertyId, name: '', basePriceMinor: 100 },
      ]) {
        const answer = await api('/units', { method: 'POST', body });
        assert.deepEqual([answer.status, answer.body.code], [400, 'VALIDATION_FAILED'], JSON.stringify(body));
      }
      for (const body of [{}, { countOfRooms: -1 }, { basePriceMinor: 100 }]) {
        const answer = await api(`/units/${ws.unitIds[0]}`, { method: 'PATCH', body });
        assert.deepEqual([answer.status, answer.body.code], [400, 'VALIDATION_FAILED'], JSON.stringify(body));
      }
      const property = await newProperty('Closed Inn');
      ok(await api(`/properties/${property.id}/archive`, { method: 'POST' }));
      const refused = await api('/units', { method: 'POST', body: { propertyId: property.id, name: 'Late', basePriceMinor: 100 } });
      assert.deepEqual([refused.status, refused.body.code], [409, 'ARCHIVED']);
    });
  });

  describe('rate plans', () => {
    it('POST /rate-plans adds a plan (201); making one the default clears the other', async () => {
      const unit = await newUnit(ws.propertyId, { name: 'Plans Loft' });
      const [standard] = unit.ratePlans;
      const weekly = ok(await api('/rate-plans', { method: 'POST', body: { unitId: unit.id, title: 'Weekly', basePriceMinor: 10000 } }), 201);
      assert.deepEqual([weekly.title, weekly.isDefault, weekly.basePriceMinor, weekly.currency, weekly.unitId], ['Weekly', false, 10000, 'EUR', unit.id]);
      const promoted = ok(await api(`/rate-plans/${weekly.id}`, { method: 'PATCH', body: { isDefault: true, basePriceMinor: 9500 } }));
      assert.deepEqual([promoted.isDefault, promoted.basePriceMinor], [true, 9500]);
      const plans = ok(await api(`/units?propertyId=${ws.propertyId}`)).units.find((row: { id: string }) => row.id === unit.id).ratePlans;
      assert.deepEqual(
        plans.map((plan: { id: string; isDefault: boolean }) => [plan.id, plan.isDefault]),
        [
          [weekly.id, true],
          [standard.id, false],
        ],
      );
      const summer = ok(await api('/rate-plans', { method: 'POST', body: { unitId: unit.id, title: 'Summer', basePriceMinor: 16000, isDefault: true } }), 201);
      assert.equal(summer.isDefault, true);
      const rates = ok(await api(`/rates?unitId=${unit.id}&from=${night(0)}&to=${night(0)}`)).rates;
      assert.ok(rates.some((row: { ratePlanId: string; priceMinor: number }) => row.ratePlanId === summer.id && row.priceMinor === 16000));
    });

    it('refuses to leave a unit without a default (409 DEFAULT_RATE_PLAN_REQUIRED), and what the input forbids (400)', async () => {
      const unit = await newUnit(ws.propertyId, { name: 'Default Loft' });
      const refused = await api(`/rate-plans/${unit.ratePlans[0].id}`, { method: 'PATCH', body: { isDefault: false } });
      assert.deepEqual([refused.status, refused.body.code], [409, 'DEFAULT_RATE_PLAN_REQUIRED']);
      for (const [method, path, body] of [
        ['POST', '/rate-plans', { unitId: unit.id, title: 'X' }],
        ['POST', '/rate-plans', { unitId: unit.id, title: 'X', basePriceMinor: -1 }],
        ['PATCH', `/rate-plans/${unit.ratePlans[0].id}`, {}],
        ['PATCH', `/rate-plans/${unit.ratePlans[0].id}`, { currency: 'USD' }],
      ] as const) {
        const answer = await api(path, { method, body });
        assert.deepEqual([answer.status, answer.body.code], [400, 'VALIDATION_FAILED'], `${method} ${path} ${JSON.stringify(body)}`);
      }
    });
  });

  describe('who may set up', () => {
    const writes = () =>
      [
        ['POST', '/properties', { name: 'X', currency: 'EUR', timezone: 'UTC' }],
        ['PATCH', `/properties/${ws.propertyId}`, { name: 'X' }],
        ['POST', `/properties/${ws.propertyId}/archive`, undefined],
        ['POST', '/units', { propertyId: ws.propertyId, name: 'X', basePriceMinor: 1 }],
        ['PATCH', `/units/${ws.unitIds[0]}`, { name: 'X' }],
        ['POST', `/units/${ws.unitIds[0]}/archive`, undefined],
        ['POST', '/rate-plans', { unitId: ws.unitIds[0], title: 'X', basePriceMinor: 1 }],
        ['PATCH', `/rate-plans/rp_any`, { title: 'X' }],
      ] as const;

    it('a VIEWER’s key and a read-only key are refused with 403 SCOPE_REQUIRED, changing nothing', async () => {
      for (const [method, path, body] of writes()) {
        const viewer = await api(path, { method, body, key: viewerKey });
        assert.deepEqual(
          [viewer.status, viewer.body.code, viewer.body.scope, viewer.body.role],
          [403, 'SCOPE_REQUIRED', 'pms:write', 'VIEWER'],
          `${method} ${path}`,
        );
        const reader = await api(path, { method, body, key: ws.readKey });
        assert.deepEqual([reader.status, reader.body.code], [403, 'SCOPE_REQUIRED'], `${method} ${path}`);
      }
      const property = ok(await api(`/properties/${ws.propertyId}`));
      const first = property.units.find((unit: { id: string }) => unit.id === ws.unitIds[0]);
      assert.deepEqual([property.name, property.status, first.name, first.archivedAt], ['Casa Teste', 'ACTIVE', 'Room 1', null]);
      assert.ok(!property.units.some((unit: { name: string }) => unit.name === 'X'));
    });

    it('another workspace’s ids answer 404 exactly like missing ones, and nothing there changes', async () => {
      const foreignPlan = ok(await http(`${servers.apiUrl}/units`, { key: other.readKey })).units[0].ratePlans[0].id;
      const routes = [
        ['PATCH', (id: string) => `/properties/${id}`, { name: 'Mine' }, other.propertyId],
        ['POST', (id: string) => `/properties/${id}/archive`, undefined, other.propertyId],
        ['PATCH', (id: string) => `/units/${id}`, { countOfRooms: 1 }, other.unitIds[1]],
        ['POST', (id: string) => `/units/${id}/archive`, undefined, other.unitIds[0]],
        ['PATCH', (id: string) => `/rate-plans/${id}`, { title: 'Mine' }, foreignPlan],
      ] as const;
      for (const [method, path, body, foreignId] of routes) {
        const foreign = await api(path(foreignId), { method, body, headers: PROBE_ID });
        const missing = await api(path('id_doesnotexist'), { method, body, headers: PROBE_ID });
        assert.equal(foreign.status, 404, `${method} ${path('…')}`);
        assert.deepEqual(foreign.body, missing.body);
      }
      const unitInForeignProperty = await api('/units', { method: 'POST', body: { propertyId: other.propertyId, name: 'Mine', basePriceMinor: 1 } });
      const planOnForeignUnit = await api('/rate-plans', { method: 'POST', body: { unitId: other.unitIds[0], title: 'Mine', basePriceMinor: 1 } });
      assert.deepEqual([unitInForeignProperty.status, planOnForeignUnit.status], [404, 404]);
      const theirs = ok(await http(`${servers.apiUrl}/properties/${other.propertyId}`, { key: other.readKey }));
      assert.deepEqual(
        [theirs.name, theirs.status, theirs.units.length, theirs.units[1].countOfRooms, theirs.ratePlans.length],
        ['Casa Teste', 'ACTIVE', 2, 2, 2],
      );
    });
  });
});
