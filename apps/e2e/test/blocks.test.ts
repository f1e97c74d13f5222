import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('blocks over REST', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  const start = daysFromNow(20);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const block = (body: Record<string, unknown>) => http(api('/blocks'), { method: 'POST', key: ws.writeKey, body: { unitId: ws.unitIds[1], ...body } });
  const lift = (query: string) => http(api(`/blocks?unitId=${ws.unitIds[1]}&${query}`), { method: 'DELETE', key: ws.writeKey });
  const blocked = async (from: number, to: number) => {
    const body = (await http(api(`/calendar?from=${night(from)}&to=${night(to)}&unitId=${ws.unitIds[1]}`), { key: ws.readKey })).body;
    return body.units[0].nights.map((n: any) => n.ownerBlocked + n.maintenanceBlocked);
  };

  it('blocks all rooms by default, with to inclusive, and answers the block', async () => {
    const answer = await block({ from: night(0), to: night(2), type: 'OWNER', note: 'Family visit' });
    assert.equal(answer.status, 201);
    assert.match(answer.body.id, /^blk_/);
    assert.deepEqual(
      { from: answer.body.from, to: answer.body.to, rooms: answer.body.rooms, type: answer.body.type, note: answer.body.note },
      { from: night(0), to: night(2), rooms: 2, type: 'OWNER', note: 'Family visit' },
    );
    assert.deepEqual(await blocked(0, 3), [2, 2, 2, 0]);
  });

  it('refuses a block on nights without enough free rooms, changing nothing', async () => {
    const answer = await block({ from: night(2), to: night(4), type: 'MAINTENANCE', rooms: 1 });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.code, 'NO_AVAILABILITY');
    assert.equal(answer.body.night, night(2));
    assert.deepEqual(await blocked(2, 4), [2, 0, 0]);
    assert.equal((await block({ from: night(3), to: night(3), type: 'MAINTENANCE', rooms: 3 })).status, 400);
  });

  it('lifts part of a block by splitting it, and answers the nights lifted', async () => {
    const long = await block({ from: night(10), to: night(19), type: 'MAINTENANCE', rooms: 1 });
    assert.equal(long.status, 201);
    const answer = await lift(`from=${night(13)}&to=${night(15)}`);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { lifted: 3 });
    assert.deepEqual(await blocked(9, 20), [0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0]);
    const calendar = (await http(api(`/calendar?from=${night(10)}&to=${night(19)}&unitId=${ws.unitIds[1]}`), { key: ws.readKey })).body;
    assert.deepEqual(
      calendar.blocks.map((b: { from: string; to: string }) => [b.from, b.to]),
      [
        [night(10), night(12)],
        [night(16), night(19)],
      ],
    );
    assert.deepEqual((await lift(`from=${night(10)}&to=${night(10)}`)).body, { lifted: 1 });
    assert.deepEqual((await lift(`from=${night(19)}&to=${night(30)}`)).body, { lifted: 1 });
    assert.deepEqual(await blocked(9, 20), [0, 0, 1, 1, 0, 0, 0, 1, 1, 1, 0, 0]);
  });

  it('lifts only the type asked for, and nothing when nothing is blocked', async () => {
    assert.deepEqual((await lift(`from=${night(0)}&to=${night(2)}&type=MAINTENANCE`)).body, { lifted: 0 });
    assert.deepEqual((await lift(`from=${night(0)}&to=${night(2)}&type=OWNER`)).body, { lifted: 3 });
    assert.deepEqual(await blocked(0, 2), [0, 0, 0]);
    assert.deepEqual((await lift(`from=${night(40)}&to=${night(41)}`)).body, { lifted: 0 });
  });

  it('validates the range and the unit', async () => {
    assert.equal((await block({ from: night(5), to: night(4), type: 'OWNER' })).status, 400);
    assert.equal((await block({ from: night(0), to: night(400), type: 'OWNER' })).body.code, 'RANGE_TOO_LONG');
    assert.equal((await block({ from: night(5), to: night(6), type: 'HOLIDAY' })).status, 400);
    assert.equal((await lift(`from=${night(5)}`)).status, 400);
  });
});
