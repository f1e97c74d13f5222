import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';
import { createTestDatabase, TestDatabase } from '@innkeep/persistence/testing';
import { DataSource } from 'typeorm';

import { GeneratedWorkspace, generateWorkspace, QUICK_WORKSPACE } from '../../src/generate-workspace';
import { planBookings } from '../../src/plan-bookings';
import { Prng } from '../../src/prng';
import { checkInventory } from '../../src/verify-inventory';

// The benchmark's data generator in its --quick size, checked in SQL. No timing is asserted here.

describe('benchmark data (--quick size)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let workspace: GeneratedWorkspace;

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 });
    dataSource = database.dataSource;
    workspace = await generateWorkspace(dataSource, { size: QUICK_WORKSPACE, firstNight: '2031-03-01' });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('creates the rows of its size, all in the one workspace', async () => {
    const [counts] = await dataSource.query(
      `SELECT (SELECT count(*) FROM properties WHERE workspace_id = $1)::int AS properties,
              (SELECT count(*) FROM units WHERE workspace_id = $1)::int AS units,
              (SELECT count(*) FROM rate_plans WHERE workspace_id = $1 AND is_default)::int AS default_rate_plans,
              (SELECT count(*) FROM reservations WHERE workspace_id = $1)::int AS reservations,
              (SELECT count(*) FROM guests WHERE workspace_id = $1)::int AS guests,
              (SELECT count(*) FROM blocks WHERE workspace_id = $1)::int AS blocks,
              (SELECT count(*) FROM calendar_nights WHERE workspace_id = $1)::int AS nights,
              (SELECT count(DISTINCT source) FROM reservations WHERE workspace_id = $1)::int AS sources,
              (SELECT count(*) FROM units WHERE workspace_id = $1 AND property_id = $2)::int AS flagship_units`,
      [workspace.workspaceId, workspace.flagshipPropertyId],
    );
    assert.deepEqual(counts, {
      properties: QUICK_WORKSPACE.properties,
      units: QUICK_WORKSPACE.units,
      default_rate_plans: QUICK_WORKSPACE.units,
      reservations: QUICK_WORKSPACE.reservations,
      guests: QUICK_WORKSPACE.reservations,
      blocks: QUICK_WORKSPACE.blocks,
      nights: QUICK_WORKSPACE.units * QUICK_WORKSPACE.nights,
      sources: 4,
      flagship_units: QUICK_WORKSPACE.flagshipUnits,
    });
    const [stray] = await dataSource.query(
      `SELECT (SELECT count(*) FROM reservations r WHERE NOT EXISTS (SELECT 1 FROM guests g WHERE g.workspace_id = r.workspace_id AND g.id = r.guest_id))::int AS orphans,
              (SELECT count(*) FROM reservations WHERE workspace_id <> $1)::int AS other_reservations,
              (SELECT count(*) FROM calendar_nights WHERE workspace_id <> $1)::int AS other_nights`,
      [workspace.workspaceId],
    );
    assert.deepEqual(stray, { orphans: 0, other_reservations: 0, other_nights: 0 });
  });

  it('writes a year of counters from the first night', async () => {
    const [range] = await dataSource.query(
      `SELECT to_char(min(night), 'YYYY-MM-DD') AS first, to_char(max(night), 'YYYY-MM-DD') AS last FROM calendar_nights WHERE workspace_id = $1`,
      [workspace.workspaceId],
    );
    assert.deepEqual(range, { first: '2031-03-01', last: addDays('2031-03-01', QUICK_WORKSPACE.nights - 1) });
  });

  it('keeps every counter equal to the reservations and blocks covering its night', async () => {
    const check = await checkInventory(dataSource, workspace.workspaceId);
    assert.equal(check.nights, QUICK_WORKSPACE.units * QUICK_WORKSPACE.nights);
    assert.equal(check.mismatched, 0, `counters differ from the rows, e.g. ${JSON.stringify(check.samples)}`);
  });

  it('checks the counters independently, night by night', async () => {
    // The same property as above, written the slow obvious way, so the check above cannot share a mistake.
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS wrong FROM calendar_nights n
        WHERE n.workspace_id = $1 AND (
          n.reserved <> (SELECT count(*) FROM reservations r WHERE r.workspace_id = n.workspace_id AND r.unit_id = n.unit_id
                            AND r.arrival_date <= n.night AND r.departure_date > n.night AND r.status IN ('PROVISIONAL', 'CONFIRMED', 'CHECKED_IN'))
          OR n.owner_blocked <> (SELECT COALESCE(sum(rooms), 0) FROM blocks b WHERE b.workspace_id = n.workspace_id AND b.unit_id = n.unit_id
                                    AND b.type = 'OWNER' AND b.from_date <= n.night AND b.to_date >= n.night)
          OR n.maintenance_blocked <> (SELECT COALESCE(sum(rooms), 0) FROM blocks b WHERE b.workspace_id = n.workspace_id AND b.unit_id = n.unit_id
                                          AND b.type = 'MAINTENANCE' AND b.from_date <= n.night AND b.to_date >= n.night)
          OR n.rooms <> (SELECT count_of_rooms FROM units u WHERE u.workspace_id = n.workspace_id AND u.id = n.unit_id))`,
      [workspace.workspaceId],
    );
    assert.equal(row.wrong, 0);
    const [busy] = await dataSource.query(
      `SELECT sum(reserved)::int AS reserved, sum(owner_blocked + maintenance_blocked)::int AS blocked FROM calendar_nights WHERE workspace_id = $1`,
      [workspace.workspaceId],
    );
    assert.ok(busy.reserved > 0 && busy.blocked > 0, 'the counters hold reservations and blocks');
  });

  it('never puts a night over capacity, and overbooks nothing', async () => {
    const check = await checkInventory(dataSource, workspace.workspaceId);
    assert.deepEqual(
      { overCapacity: check.overCapacity, oversold: check.oversold, overbooked: check.overbooked },
      { overCapacity: 0, oversold: 0, overbooked: 0 },
    );
  });

  it('notices a counter that is off by one', async () => {
    const [night] = await dataSource
      .query(
        `UPDATE calendar_nights SET reserved = reserved + 1
        WHERE (workspace_id, unit_id, night) = (SELECT workspace_id, unit_id, night FROM calendar_nights
                                                 WHERE workspace_id = $1 AND reserved + owner_blocked + maintenance_blocked < rooms
                                                 ORDER BY unit_id, night LIMIT 1)
        RETURNING unit_id, to_char(night, 'YYYY-MM-DD') AS night`,
        [workspace.workspaceId],
      )
      .then(([rows]: [{ unit_id: string; night: string }[]]) => rows);
    try {
      const check = await checkInventory(dataSource, workspace.workspaceId);
      assert.equal(check.mismatched, 1);
      assert.deepEqual(
        check.samples.map((sample) => [sample.unitId, sample.night]),
        [[night.unit_id, night.night]],
      );
    } finally {
      await dataSource.query(`UPDATE calendar_nights SET reserved = reserved - 1 WHERE workspace_id = $1 AND unit_id = $2 AND night = $3`, [
        workspace.workspaceId,
        night.unit_id,
        night.night,
      ]);
    }
    assert.equal((await checkInventory(dataSource, workspace.workspaceId)).mismatched, 0);
  });

  it('holds rooms only for holding statuses, and spreads reservations over the four channels', async () => {
    const rows: { source: string; status: string }[] = await dataSource.query(
      `SELECT DISTINCT source, status FROM reservations WHERE workspace_id = $1 ORDER BY source, status`,
      [workspace.workspaceId],
    );
    assert.deepEqual([...new Set(rows.map((row) => row.source))], ['AIRBNB', 'BOOKING_COM', 'DIRECT', 'VRBO']);
    assert.ok(
      rows.some((row) => row.status === 'CANCELLED'),
      'some reservations are cancelled (and hold nothing)',
    );
    const [share] = await dataSource.query(`SELECT avg((status = 'CONFIRMED')::int)::float AS confirmed FROM reservations WHERE workspace_id = $1`, [
      workspace.workspaceId,
    ]);
    assert.ok(share.confirmed > 0.8, 'most reservations are confirmed');
  });
});

describe('booking plan', () => {
  it('is the same for the same seed', () => {
    const rooms = [1, 2, 1, 4, 1];
    assert.deepEqual(planBookings(rooms, 60, 40, 10, new Prng(7)), planBookings(rooms, 60, 40, 10, new Prng(7)));
  });

  it('refuses a plan that cannot fit rather than overbooking', () => {
    assert.throws(() => planBookings([1], 10, 50, 0, new Prng(1)), /too full/);
  });
});
