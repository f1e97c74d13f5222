import assert from 'node:assert/strict';

import type { CalendarNight, CompactCalendar, Repositories } from '@innkeep/domain';
import { addDays } from '@innkeep/domain';

import { createRepositories, Operator } from '../../src';
import * as InventorySql from '../../src/repositories/inventory.sql';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

interface FullCalendar {
  from: string;
  to: string;
  units: Array<{ id: string; name: string; nights: CalendarNight[] }>;
}

/** A small seeded generator (mulberry32), so that a failure names a seed that repeats it. */
function randomSource(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const COUNTERS = ['physical', 'reserved', 'ownerBlocked', 'maintenanceBlocked', 'channelBlocked', 'sellable'] as const;
const TASK_TYPES = ['CLEANING', 'MAINTENANCE', 'INSPECTION'] as const;
const TASK_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('the compact calendar on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let operator: Operator;
  let home: WorkspaceFixture;
  let unitIds: string[];
  /** `unitId night` of every night a CLEANING task due then is OPEN or IN_PROGRESS. */
  const cleaningPending = new Set<string>();
  const first = '2031-01-01';

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    operator = new Operator(database.dataSource);
    home = await createWorkspaceFixture(operator);
    const more = [];
    for (const [name, rooms] of [
      ['Suite', 3],
      ['Annex', 5],
      ['Loft', 1],
    ] as const) {
      more.push((await operator.createUnit({ propertyId: home.propertyId, name, countOfRooms: rooms, basePriceMinor: 9000 })).id);
    }
    unitIds = [...home.unitIds, ...more];
    // Random counters on random nights (others have no row, so they read the unit's rooms): rooms
    // that differ from the unit's, every kind of block, and overbooked nights that sell nothing.
    const random = randomSource(20_310_101);
    const rows: unknown[][] = [];
    for (const unitId of unitIds) {
      for (let offset = 0; offset < 120; offset += 1) {
        if (random(3) === 0) continue;
        const rooms = 1 + random(4);
        const overbooked = random(6) === 0 ? 1 + random(2) : 0;
        let left = rooms + overbooked;
        const take = () => {
          const taken = random(left + 1);
          left -= taken;
          return taken;
        };
        rows.push([home.workspaceId, unitId, addDays(first, offset), rooms, take(), take(), take(), take(), overbooked]);
      }
    }
    for (const row of rows) {
      await database.dataSource.query(
        `INSERT INTO calendar_nights (workspace_id, unit_id, night, rooms, reserved, owner_blocked, maintenance_blocked, channel_blocked, overbooked)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        row,
      );
    }
    // Random tasks, some nights two: only a CLEANING task not yet DONE (nor CANCELLED) marks its night.
    let taskNumber = 0;
    for (const unitId of unitIds) {
      for (let offset = 0; offset < 120; offset += 1 + random(4)) {
        for (let count = 1 + random(2); count > 0; count -= 1) {
          const [type, status] = [TASK_TYPES[random(3)], TASK_STATUSES[random(4)]];
          const night = addDays(first, offset);
          if (type === 'CLEANING' && (status === 'OPEN' || status === 'IN_PROGRESS')) cleaningPending.add(`${unitId} ${night}`);
          taskNumber += 1;
          await database.dataSource.query(
            `INSERT INTO tasks (workspace_id, id, type, status, property_id, unit_id, due_date, title) VALUES ($1, $2, $3, $4, $5, $6, $7, 'Task')`,
            [home.workspaceId, `task_medium_${taskNumber}`, type, status, home.propertyId, unitId, night],
          );
        }
      }
    }
  });

  afterAll(() => database?.drop());

  async function bothForms(range: { from: string; to: string; propertyId?: string; unitId?: string }): Promise<[FullCalendar | null, CompactCalendar | null]> {
    const [full, compact] = await Promise.all([
      repos.inventory.calendar(home.workspaceId, range),
      repos.inventory.calendar(home.workspaceId, { ...range, format: 'compact' }),
    ]);
    return [full && (JSON.parse(full.text) as FullCalendar), compact && (JSON.parse(compact.text) as CompactCalendar)];
  }

  it.each(SEEDS)('carries the same numbers as the full form for every unit and night, over random ranges and filters (seed %i)', async (seed) => {
    const random = randomSource(seed);
    const from = addDays(first, random(100) - 10);
    const to = addDays(from, random(40));
    const filter = [{}, { propertyId: home.propertyId }, { unitId: unitIds[random(unitIds.length)] }][random(3)];
    const [full, compact] = await bothForms({ from, to, ...filter });
    assert.ok(full && compact);
    assert.deepEqual([compact.format, compact.from, compact.to], ['compact', full.from, full.to]);
    assert.deepEqual(
      compact.dates,
      full.units[0].nights.map((night) => night.date),
    );
    assert.deepEqual(
      compact.units.map((unit) => [unit.id, unit.name]),
      full.units.map((unit) => [unit.id, unit.name]),
      'the same units in the same order',
    );
    full.units.forEach((unit, index) => {
      for (const counter of COUNTERS) {
        assert.deepEqual(
          compact.units[index][counter],
          unit.nights.map((night) => night[counter]),
          `${unit.name} ${counter}`,
        );
      }
      assert.deepEqual(
        compact.units[index].cleaningPending,
        unit.nights.map((night) => (night.cleaningPending ? 1 : 0)),
        `${unit.name} cleaningPending`,
      );
      assert.deepEqual(
        compact.units[index].blocked,
        unit.nights.map((night) => night.ownerBlocked + night.maintenanceBlocked + night.channelBlocked),
        `${unit.name} blocked`,
      );
    });
  });

  it('marks cleaningPending exactly on the nights a CLEANING task due then is not done, and sells the same', async () => {
    const [full] = await bothForms({ from: first, to: addDays(first, 119) });
    const marked = full!.units.flatMap((unit) => unit.nights.filter((night) => night.cleaningPending).map((night) => `${unit.id} ${night.date}`));
    assert.deepEqual(marked.sort(), [...cleaningPending].sort());
    assert.ok(marked.length > 20 && marked.length < full!.units.length * 120 - 20, `${marked.length} marked nights`);
  });

  it('answers null where the full form does: a property or unit outside the workspace', async () => {
    const away = await createWorkspaceFixture(operator);
    const range = { from: first, to: addDays(first, 3) };
    assert.deepEqual(await bothForms({ ...range, propertyId: away.propertyId }), [null, null]);
    assert.deepEqual(await bothForms({ ...range, unitId: away.unitIds[0] }), [null, null]);
  });

  // With five units the dates weigh more than they do over 100 or 1,000 units; the bench measures those (8× and more).
  it('is at least six times smaller than the full form for a month of five units', async () => {
    const range = { from: first, to: addDays(first, 30) };
    const full = await repos.inventory.calendar(home.workspaceId, range);
    const compact = await repos.inventory.calendar(home.workspaceId, { ...range, format: 'compact' });
    assert.ok(compact!.text.length * 6 <= full!.text.length, `${compact!.text.length} B vs ${full!.text.length} B`);
  });

  it('answers an empty unit list as JSON when no unit is shown', async () => {
    const empty = await createWorkspaceFixture(operator);
    await database.dataSource.query(`UPDATE units SET archived_at = now() WHERE workspace_id = $1`, [empty.workspaceId]);
    const compact = await repos.inventory.calendar(empty.workspaceId, { from: first, to: first, format: 'compact' });
    assert.deepEqual((JSON.parse(compact!.text) as CompactCalendar).units, []);
  });

  it('answers the compact units, a row per unit, byte for byte the text one aggregate over all units wrote', async () => {
    const range = { from: first, to: addDays(first, 119) };
    const params = [home.workspaceId, range.from, range.to, null, null];
    const [{ list: compactUnits }] = await database.dataSource.query(
      `SELECT '[' || COALESCE(string_agg(r.json, ','), '') || ']' AS list FROM (${InventorySql.CALENDAR_COMPACT_UNITS_SQL}) AS r`,
      params,
    );
    const compact = await repos.inventory.calendar(home.workspaceId, { ...range, format: 'compact' });
    assert.ok(compact!.parts.length > unitIds.length, 'a part per unit at least');
    assert.match(compact!.text, /^\{"format":"compact","from":"[^"]+","to":"[^"]+","dates":\[[^\]]*\],"units":/);
    assert.ok(compact!.text.endsWith(`"units":${compactUnits as string}}`));
  });
});
