import assert from 'node:assert/strict';

import type { CalendarNight, InventoryKind, Repositories } from '@innkeep/domain';
import { addDays, DomainError } from '@innkeep/domain';

import { createRepositories, Operator, TypeormUnitOfWork } from '../../src';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

interface CalendarUnit {
  id: string;
  nights: CalendarNight[];
}

describe('inventory repository on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let unitOfWork: TypeormUnitOfWork;
  let operator: Operator;
  let home: WorkspaceFixture;
  let away: WorkspaceFixture;
  /** A unit of one room and one of two, in `home`. */
  let single: string;
  let twin: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    unitOfWork = new TypeormUnitOfWork(database.dataSource);
    operator = new Operator(database.dataSource);
    home = await createWorkspaceFixture(operator);
    away = await createWorkspaceFixture(operator);
    [single, twin] = home.unitIds;
  });

  afterAll(() => database?.drop());

  /** Every test works on nights of its own, a month apart, so the tests stay independent. */
  let month = 0;
  let base: string;
  beforeEach(() => {
    month += 1;
    base = new Date(Date.UTC(2030, month, 1)).toISOString().slice(0, 10);
  });
  const night = (offset: number) => addDays(base, offset);

  async function counters(unitId: string, from: number, to: number, workspaceId = home.workspaceId): Promise<CalendarNight[]> {
    const calendar = await repos.inventory.calendar(workspaceId, { from: night(from), to: night(to), unitId });
    const { units } = JSON.parse(calendar!.text) as { units: CalendarUnit[] };
    return units[0].nights;
  }
  const reservedOn = async (unitId: string, from: number, to: number) => (await counters(unitId, from, to)).map((row) => row.reserved);

  /** A hold in its own transaction, rolled back when refused, as the operations do. */
  async function holdOrRefuse(unitId: string, from: number, until: number, kind: InventoryKind = 'reserved', rooms = 1): Promise<string | null> {
    try {
      await unitOfWork.run(async (scope) => {
        const full = await scope.repos.inventory.hold(home.workspaceId, unitId, night(from), night(until), kind, rooms);
        if (full) throw new DomainError('NO_AVAILABILITY', full, { night: full });
      });
      return null;
    } catch (error) {
      if (error instanceof DomainError) return error.details.night as string;
      throw error;
    }
  }

  it('finds a bookable unit with its property, currency, time zone, rooms and default rate plan', async () => {
    const unit = await repos.inventory.findBookableUnit(home.workspaceId, twin);
    assert.deepEqual([unit?.unitId, unit?.unitName, unit?.propertyId, unit?.currency, unit?.rooms], [twin, 'Room 2', home.propertyId, 'EUR', 2]);
    assert.match(unit?.defaultRatePlanId ?? '', /^rp_/);
  });

  it('holds a room on every night of [from, until) and nothing on the departure night', async () => {
    assert.equal(await repos.inventory.hold(home.workspaceId, single, night(0), night(3), 'reserved', 1), null);
    assert.deepEqual(await reservedOn(single, 0, 3), [1, 1, 1, 0]);
    const [first] = await counters(single, 0, 0);
    assert.deepEqual(first, {
      date: night(0),
      physical: 1,
      reserved: 1,
      ownerBlocked: 0,
      maintenanceBlocked: 0,
      channelBlocked: 0,
      sellable: 0,
      cleaningPending: false,
    });
  });

  it('answers the first full night, and a refused stay rolled back leaves no night taken', async () => {
    await repos.inventory.hold(home.workspaceId, single, night(2), night(3), 'reserved', 1);
    assert.equal(await holdOrRefuse(single, 0, 5), night(2));
    assert.deepEqual(await reservedOn(single, 0, 4), [0, 0, 1, 0, 0]);
  });

  it('counts reservations and both kinds of block against the same rooms', async () => {
    assert.equal(await holdOrRefuse(twin, 0, 2, 'ownerBlocked', 1), null);
    assert.equal(await holdOrRefuse(twin, 0, 2, 'reserved', 1), null);
    assert.equal(await holdOrRefuse(twin, 1, 2, 'maintenanceBlocked', 1), night(1));
    const [row] = await counters(twin, 0, 0);
    assert.deepEqual([row.physical, row.reserved, row.ownerBlocked, row.maintenanceBlocked, row.sellable], [2, 1, 1, 0, 0]);
  });

  it('never holds more rooms than the unit has, even on a night nobody touched', async () => {
    assert.equal(await holdOrRefuse(twin, 0, 2, 'ownerBlocked', 3), night(0));
    assert.deepEqual(
      (await counters(twin, 0, 1)).map((row) => row.ownerBlocked),
      [0, 0],
    );
  });

  it('frees what it held, so the night is for sale again', async () => {
    await repos.inventory.hold(home.workspaceId, twin, night(0), night(2), 'reserved', 2);
    await repos.inventory.release(home.workspaceId, twin, night(0), night(2), 'reserved', 1);
    assert.deepEqual(
      (await counters(twin, 0, 1)).map((row) => [row.reserved, row.sellable]),
      [
        [1, 1],
        [1, 1],
      ],
    );
    assert.equal(await holdOrRefuse(twin, 0, 2), null);
  });

  it('sells no room twice when many stays race for the same nights', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => holdOrRefuse(twin, 0, 3)));
    assert.equal(outcomes.filter((outcome) => outcome === null).length, 2);
    assert.deepEqual(await reservedOn(twin, 0, 2), [2, 2, 2]);
  });

  it('keeps every night within its rooms when overlapping stays race, and counts exactly the stays that got in', async () => {
    const stays: [number, number][] = Array.from({ length: 16 }, (_, index) => [index % 7, (index % 7) + 2 + (index % 3)]);
    const outcomes = await Promise.all(stays.map(([from, until]) => holdOrRefuse(single, from, until)));
    const accepted = stays.filter((_, index) => outcomes[index] === null);
    assert.ok(accepted.length > 0);
    const expected = Array.from({ length: 12 }, (_, offset) => accepted.filter(([from, until]) => from <= offset && offset < until).length);
    assert.ok(expected.every((count) => count <= 1));
    assert.deepEqual(await reservedOn(single, 0, 11), expected);
  });

  it('stores a channel’s stay on a full night and says it is over capacity, and later holds are still refused', async () => {
    await repos.inventory.hold(home.workspaceId, single, night(0), night(1), 'reserved', 1);
    assert.equal(await repos.inventory.holdOverbooking(home.workspaceId, single, night(0), night(2)), true);
    assert.deepEqual(await reservedOn(single, 0, 1), [2, 1]);
    assert.equal(await holdOrRefuse(single, 0, 1), night(0));
    assert.equal(await repos.inventory.holdOverbooking(home.workspaceId, single, night(5), night(6)), false);
  });

  it('does nothing to a unit of another workspace, and finds no such unit', async () => {
    const theirs = away.unitIds[0];
    assert.equal(await repos.inventory.findBookableUnit(home.workspaceId, theirs), null);
    assert.equal(await repos.inventory.hold(home.workspaceId, theirs, night(0), night(2), 'reserved', 1), night(0));
    assert.equal(await repos.inventory.holdOverbooking(home.workspaceId, theirs, night(0), night(2)), false);
    await repos.inventory.hold(away.workspaceId, theirs, night(0), night(1), 'reserved', 1);
    await repos.inventory.release(home.workspaceId, theirs, night(0), night(1), 'reserved', 1);
    assert.deepEqual(
      (await counters(theirs, 0, 1, away.workspaceId)).map((row) => row.reserved),
      [1, 0],
    );
  });

  it('answers no calendar for a property or unit filter outside the workspace, and only its own units otherwise', async () => {
    const range = { from: night(0), to: night(1) };
    assert.equal(await repos.inventory.calendar(home.workspaceId, { ...range, propertyId: away.propertyId }), null);
    assert.equal(await repos.inventory.calendar(home.workspaceId, { ...range, unitId: away.unitIds[0] }), null);
    const calendar = JSON.parse((await repos.inventory.calendar(home.workspaceId, range))!.text) as { units: CalendarUnit[] };
    assert.deepEqual(calendar.units.map((unit) => unit.id).sort(), [...home.unitIds].sort());
  });
});
