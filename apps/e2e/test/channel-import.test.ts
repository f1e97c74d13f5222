import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { addDays } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

const run = promisify(execFile);

describe('channel reservations (recorded by the operator tool until synchronisation exists)', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  const start = daysFromNow(200);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const importFromAirbnb = (reference: string, arrival: number, departure: number) =>
    servers.operator.importReservation({
      unitId: ws.unitIds[0],
      source: 'AIRBNB',
      channelReference: reference,
      arrivalDate: night(arrival),
      departureDate: night(departure),
      guest: { firstName: 'Chan', lastName: 'Nel' },
      totalAmountMinor: 25000,
    });

  it('stores a channel reservation on free nights as an ordinary one', async () => {
    const result = await importFromAirbnb('HM-1', 0, 2);
    assert.equal(result.isOverbooking, false);
    const read = await http(api(`/reservations/${result.id}`), { key: ws.readKey });
    assert.equal(read.body.source, 'AIRBNB');
    assert.equal(read.body.channelReference, 'HM-1');
    assert.equal(read.body.totalAmountMinor, 25000);
  });

  it('stores one that overbooks, flagged, while direct creates stay refused', async () => {
    const result = await importFromAirbnb('HM-2', 1, 3);
    assert.equal(result.isOverbooking, true);
    const flagged = await http(api('/reservations?isOverbooking=true'), { key: ws.readKey });
    assert.deepEqual(
      flagged.body.reservations.map((r: { id: string }) => r.id),
      [result.id],
    );
    const calendar = await http(api(`/calendar?from=${night(1)}&to=${night(1)}&unitId=${ws.unitIds[0]}`), { key: ws.readKey });
    assert.deepEqual((({ physical, reserved, sellable }) => ({ physical, reserved, sellable }))(calendar.body.units[0].nights[0]), {
      physical: 1,
      reserved: 2,
      sellable: 0,
    });
    const direct = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[0], arrivalDate: night(2), departureDate: night(3), source: 'DIRECT', guest: { firstName: 'D', lastName: 'Irect' } },
    });
    assert.equal(direct.status, 409);
  });

  it('records the same channel reference once', async () => {
    const again = await importFromAirbnb('HM-2', 1, 3);
    assert.equal(again.created, false);
    const count = await servers.dataSource.query(`SELECT count(*)::int AS n FROM reservations WHERE channel_reference = 'HM-2'`);
    assert.equal(count[0].n, 1);
  });

  it('returns the room to normal when the overbooking is cancelled', async () => {
    const [overbooked] = (await http(api('/reservations?isOverbooking=true'), { key: ws.readKey })).body.reservations;
    assert.equal((await http(api(`/reservations/${overbooked.id}/cancel`), { method: 'POST', key: ws.writeKey })).status, 200);
    const rows = await servers.dataSource.query(`SELECT reserved, overbooked FROM calendar_nights WHERE unit_id = $1 AND night = $2`, [
      ws.unitIds[0],
      night(1),
    ]);
    assert.deepEqual(rows, [{ reserved: 1, overbooked: 0 }]);
    const direct = await http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[0], arrivalDate: night(2), departureDate: night(3), source: 'DIRECT', guest: { firstName: 'D', lastName: 'Irect' } },
    });
    assert.equal(direct.status, 201);
  });

  it('is reachable as npm run admin -- reservation import', async () => {
    const admin = join(__dirname, '../../../tools/dist/src/admin/admin.js');
    const { stdout } = await run(
      process.execPath,
      [
        admin,
        'reservation',
        'import',
        '--unit',
        ws.unitIds[1],
        '--source',
        'booking_com',
        '--reference',
        'BK-7',
        '--arrival',
        night(10),
        '--departure',
        night(12),
        '--first-name',
        'Bo',
        '--last-name',
        'King',
        '--total',
        '31000',
        '--json',
      ],
      { env: { ...process.env, DATABASE_URL: servers.databaseUrl } },
    );
    const result = JSON.parse(stdout);
    assert.equal(result.created, true);
    const read = await http(api(`/reservations/${result.id}`), { key: ws.readKey });
    assert.equal(read.body.source, 'BOOKING_COM');
    await assert.rejects(
      run(
        process.execPath,
        [
          admin,
          'reservation',
          'import',
          '--unit',
          ws.unitIds[1],
          '--source',
          'DIRECT',
          '--reference',
          'X',
          '--arrival',
          night(10),
          '--departure',
          night(12),
          '--first-name',
          'A',
          '--last-name',
          'B',
          '--total',
          '1',
          '--json',
        ],
        {
          env: { ...process.env, DATABASE_URL: servers.databaseUrl },
        },
      ),
      (error: { code?: number }) => error.code === 1,
    );
  });
});
