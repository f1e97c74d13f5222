import assert from 'node:assert/strict';

import type { NightInUse } from '@innkeep/domain';
import { addDays } from '@innkeep/domain';

import { Operator, TypeormUnitOfWork } from '../../src';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

interface NightRow {
  night: string;
  rooms: number;
  held: number;
  overbooked: number;
}

/** A promise and the function that settles it: holds a transaction open until a test lets it go. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Whether a promise is still pending after a while (it waits on a lock). */
async function stillWaiting(promise: Promise<unknown>, ms = 400): Promise<boolean> {
  const waited = Symbol('waited');
  return (
    (await Promise.race([
      promise.then(
        () => null,
        () => null,
      ),
      new Promise((resolve) => setTimeout(() => resolve(waited), ms)),
    ])) === waited
  );
}

describe('a unit’s room count on PostgreSQL', () => {
  let database: TestDatabase;
  let unitOfWork: TypeormUnitOfWork;
  let operator: Operator;
  let home: WorkspaceFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    unitOfWork = new TypeormUnitOfWork(database.dataSource);
    operator = new Operator(database.dataSource);
    home = await createWorkspaceFixture(operator);
  });

  afterAll(() => database?.drop());

  /** A fresh unit of the home property, and nights a month apart per test. */
  let month = 0;
  let base: string;
  let unitId: string;
  async function freshUnit(countOfRooms: number): Promise<string> {
    month += 1;
    base = new Date(Date.UTC(2031, month, 1)).toISOString().slice(0, 10);
    unitId = (await operator.createUnit({ propertyId: home.propertyId, name: `Unit ${month}`, countOfRooms })).id;
    return unitId;
  }
  const night = (offset: number) => addDays(base, offset);

  async function nights(): Promise<NightRow[]> {
    return database.dataSource.query(
      `SELECT to_char(night, 'YYYY-MM-DD') AS night, rooms, reserved + owner_blocked + maintenance_blocked AS held, overbooked
         FROM calendar_nights WHERE workspace_id = $1 AND unit_id = $2 ORDER BY night`,
      [home.workspaceId, unitId],
    );
  }
  async function unitRooms(): Promise<number> {
    const [row] = await database.dataSource.query('SELECT count_of_rooms FROM units WHERE id = $1', [unitId]);
    return row.count_of_rooms;
  }
  const hold = (from: number, until: number, rooms = 1, kind: 'reserved' | 'ownerBlocked' = 'reserved') =>
    unitOfWork.run((scope) => scope.repos.inventory.hold(home.workspaceId, unitId, night(from), night(until), kind, rooms));
  const setRoomCount = (count: number, from = 0) => unitOfWork.run((scope) => scope.repos.units.setRoomCount(home.workspaceId, unitId, count, night(from)));

  it('sets the count of the unit and of every night from the given night on, and keeps earlier nights', async () => {
    await freshUnit(2);
    await hold(-2, 3);
    assert.deepEqual(await setRoomCount(4), { inUse: [] });
    assert.equal(await unitRooms(), 4);
    assert.deepEqual(
      (await nights()).map((row) => [row.night, row.rooms]),
      [
        [night(-2), 2],
        [night(-1), 2],
        [night(0), 4],
        [night(1), 4],
        [night(2), 4],
      ],
    );
    // A night first touched later starts from the new count.
    assert.equal(await hold(10, 11, 4), null);
    assert.deepEqual((await nights()).at(-1), { night: night(10), rooms: 4, held: 4, overbooked: 0 });
  });

  it('lowers the count down to the rooms held, reservations and blocks together', async () => {
    await freshUnit(3);
    await hold(0, 2);
    await hold(1, 2, 1, 'ownerBlocked');
    assert.deepEqual(await setRoomCount(2), { inUse: [] });
    assert.deepEqual(
      (await nights()).map((row) => [row.rooms, row.held]),
      [
        [2, 1],
        [2, 2],
      ],
    );
  });

  it('refuses a count below the rooms held on some night, naming those nights in order, and changes nothing', async () => {
    await freshUnit(3);
    await hold(0, 3);
    await hold(1, 3);
    await hold(2, 3, 1, 'ownerBlocked');
    await hold(-5, -4, 3);
    const before = await nights();
    const refused = await setRoomCount(1);
    assert.deepEqual(refused, {
      inUse: [
        { date: night(1), roomsHeld: 2 },
        { date: night(2), roomsHeld: 3 },
      ] satisfies NightInUse[],
    });
    assert.deepEqual(await nights(), before);
    assert.equal(await unitRooms(), 3);
  });

  it('names at most 100 nights', async () => {
    await freshUnit(2);
    await hold(0, 150, 2);
    const refused = await setRoomCount(1);
    assert.equal(refused?.inUse.length, 100);
    assert.deepEqual(
      [refused?.inUse[0], refused?.inUse[99]],
      [
        { date: night(0), roomsHeld: 2 },
        { date: night(99), roomsHeld: 2 },
      ],
    );
  });

  it('raising the count of an overbooked night shrinks its overbooked allowance with the excess', async () => {
    await freshUnit(1);
    await unitOfWork.run(async (scope) => {
      await scope.repos.inventory.holdOverbooking(home.workspaceId, unitId, night(0), night(1));
      await scope.repos.inventory.holdOverbooking(home.workspaceId, unitId, night(0), night(1));
      await scope.repos.inventory.holdOverbooking(home.workspaceId, unitId, night(0), night(1));
    });
    assert.deepEqual(await nights(), [{ night: night(0), rooms: 1, held: 3, overbooked: 2 }]);
    assert.deepEqual(await setRoomCount(2), { inUse: [] });
    assert.deepEqual(await nights(), [{ night: night(0), rooms: 2, held: 3, overbooked: 1 }]);
    assert.deepEqual(await setRoomCount(1), { inUse: [{ date: night(0), roomsHeld: 3 }] });
  });

  it('answers null for a unit of another workspace, and changes nothing there', async () => {
    await freshUnit(2);
    const away = await createWorkspaceFixture(operator);
    assert.equal(await unitOfWork.run((scope) => scope.repos.units.setRoomCount(away.workspaceId, unitId, 1, night(0))), null);
    assert.equal(await unitRooms(), 2);
  });

  describe('beside concurrent holds', () => {
    it('a reduction waits for a running hold on a new night, then sees it and refuses', async () => {
      await freshUnit(2);
      const holding = gate();
      const held = gate();
      const reservation = unitOfWork.run(async (scope) => {
        const full = await scope.repos.inventory.hold(home.workspaceId, unitId, night(0), night(2), 'reserved', 2);
        held.open();
        await holding.opened;
        return full;
      });
      await held.opened;
      const reduction = setRoomCount(1);
      assert.equal(await stillWaiting(reduction), true, 'the reduction waits for the hold’s transaction');
      holding.open();
      assert.equal(await reservation, null);
      assert.deepEqual(await reduction, {
        inUse: [
          { date: night(0), roomsHeld: 2 },
          { date: night(1), roomsHeld: 2 },
        ],
      });
      assert.equal(await unitRooms(), 2);
      assert.deepEqual(
        (await nights()).map((row) => [row.rooms, row.held]),
        [
          [2, 2],
          [2, 2],
        ],
      );
    });

    it('a hold waits for a running reduction, then starts its new nights from the new count', async () => {
      await freshUnit(2);
      const reducing = gate();
      const reduced = gate();
      const reduction = unitOfWork.run(async (scope) => {
        const result = await scope.repos.units.setRoomCount(home.workspaceId, unitId, 1, night(0));
        reduced.open();
        await reducing.opened;
        return result;
      });
      await reduced.opened;
      const reservation = hold(0, 2, 2);
      assert.equal(await stillWaiting(reservation), true, 'the hold waits for the reduction’s transaction');
      reducing.open();
      assert.deepEqual(await reduction, { inUse: [] });
      assert.equal(await reservation, night(0), 'two rooms no longer fit on a unit of one');
      assert.equal(await hold(0, 2, 1), null);
      assert.deepEqual(
        (await nights()).map((row) => [row.rooms, row.held]),
        [
          [1, 1],
          [1, 1],
        ],
      );
    });

    it('many holds and reductions at once never leave a night holding more than its rooms', async () => {
      await freshUnit(3);
      const outcomes = await Promise.allSettled([
        ...Array.from({ length: 6 }, (_, index) => hold(index % 3, (index % 3) + 3)),
        setRoomCount(1),
        setRoomCount(2),
        setRoomCount(1),
      ]);
      assert.deepEqual(
        outcomes.filter((outcome) => outcome.status === 'rejected'),
        [],
      );
      const rooms = await unitRooms();
      for (const row of await nights()) {
        assert.equal(row.rooms, rooms, `${row.night} has the unit's count`);
        assert.ok(row.held <= row.rooms, `${row.night} holds ${row.held} of ${row.rooms}`);
      }
    });
  });
});
