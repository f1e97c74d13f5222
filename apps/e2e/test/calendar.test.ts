import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('calendar arithmetic', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  const start = daysFromNow(40);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const book = (unitId: string, arrival: number, departure: number, extra: Record<string, unknown> = {}) =>
    http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: {
        unitId,
        arrivalDate: night(arrival),
        departureDate: night(departure),
        source: 'DIRECT',
        guest: { firstName: 'Ana', lastName: 'Sousa' },
        ...extra,
      },
    });
  const calendar = async (query: string) => (await http(api(`/calendar?${query}`), { key: ws.readKey })).body;
  const nightsOf = (body: any, unitId: string) =>
    Object.fromEntries(body.units.find((unit: { id: string }) => unit.id === unitId).nights.map((n: any) => [n.date, n]));

  it('counts a stay on its nights but not on the departure night', async () => {
    const [single] = ws.unitIds;
    assert.equal((await book(single, 1, 3)).status, 201);
    const body = await calendar(`from=${night(0)}&to=${night(4)}&unitId=${single}`);
    assert.equal(body.from, night(0));
    assert.equal(body.to, night(4));
    const nights = nightsOf(body, single);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((offset) => [nights[night(offset)].reserved, nights[night(offset)].sellable]),
      [
        [0, 1],
        [1, 0],
        [1, 0],
        [0, 1],
        [0, 1],
      ],
    );
    assert.equal(body.reservations.length, 1);
    assert.equal(body.reservations[0].guest.lastName, 'Sousa');
  });

  it('lets a new stay arrive on the departure day of the last one', async () => {
    const [single] = ws.unitIds;
    assert.equal((await book(single, 3, 5)).status, 201);
  });

  it('subtracts reservations and both kinds of blocks from the physical rooms, never below zero', async () => {
    const double = ws.unitIds[1];
    assert.equal((await book(double, 10, 12)).status, 201);
    const block = await http(api('/blocks'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: double, from: night(11), to: night(13), type: 'MAINTENANCE', rooms: 1 },
    });
    assert.equal(block.status, 201);
    const owner = await http(api('/blocks'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: double, from: night(13), to: night(13), type: 'OWNER', rooms: 1 },
    });
    assert.equal(owner.status, 201);
    const nights = nightsOf(await calendar(`from=${night(10)}&to=${night(14)}&unitId=${double}`), double);
    const row = (offset: number) => {
      const n = nights[night(offset)];
      return [n.physical, n.reserved, n.ownerBlocked, n.maintenanceBlocked, n.sellable];
    };
    assert.deepEqual(row(10), [2, 1, 0, 0, 1]);
    assert.deepEqual(row(11), [2, 1, 0, 1, 0]);
    assert.deepEqual(row(12), [2, 0, 0, 1, 1]);
    assert.deepEqual(row(13), [2, 0, 1, 1, 0]);
    assert.deepEqual(row(14), [2, 0, 0, 0, 2]);
    const third = await book(double, 11, 12);
    assert.equal(third.status, 409);
    assert.equal(third.body.code, 'NO_AVAILABILITY');
    assert.equal(third.body.night, night(11));
  });

  it('lists blocks and reservations overlapping the range, filtered by property', async () => {
    const body = await calendar(`from=${night(12)}&to=${night(12)}&propertyId=${ws.propertyId}`);
    assert.equal(body.units.length, 2);
    assert.equal(body.units[0].nights.length, 1);
    assert.deepEqual(
      body.blocks.map((block: { type: string }) => block.type),
      ['MAINTENANCE'],
    );
    assert.equal(body.reservations.length, 0);
  });

  it('refuses a range over 366 nights with RANGE_TOO_LONG and accepts exactly 366', async () => {
    const tooLong = await http(api(`/calendar?from=${night(0)}&to=${night(366)}`), { key: ws.readKey });
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.code, 'RANGE_TOO_LONG');
    const longest = await http(api(`/calendar?from=${night(0)}&to=${night(365)}&unitId=${ws.unitIds[0]}`), { key: ws.readKey });
    assert.equal(longest.status, 200);
    assert.equal(longest.body.units[0].nights.length, 366);
    const backwards = await http(api(`/calendar?from=${night(5)}&to=${night(1)}`), { key: ws.readKey });
    assert.equal(backwards.status, 400);
    const notADate = await http(api(`/calendar?from=2026-02-30&to=${night(1)}`), { key: ws.readKey });
    assert.equal(notADate.status, 400);
  });

  it('answers 404 for a unit or property of another workspace', async () => {
    const other = await createWorkspaceFixture(servers.operator);
    for (const query of [`unitId=${other.unitIds[0]}`, `propertyId=${other.propertyId}`, 'unitId=unit_missing']) {
      const answer = await http(api(`/calendar?from=${night(0)}&to=${night(1)}&${query}`), { key: ws.readKey });
      assert.equal(answer.status, 404, query);
      assert.equal(answer.body.code, 'NOT_FOUND');
    }
  });
});
