import assert from 'node:assert/strict';

import type { NewReservation, Principal, Repositories, ReservationView } from '@innkeep/domain';
import { addDays, operationNamed } from '@innkeep/domain';
import { factory, OperationRunner, runOperation } from '@innkeep/domain/testing';

import { createRepositories, Operator } from '../../src';
import { createTestDatabase, createWorkspaceFixture, databaseRunner, TestDatabase, waitForLockWaiters, WorkspaceFixture } from '../../testing';

describe('reservation repository on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let runner: OperationRunner;
  let home: WorkspaceFixture;
  let away: WorkspaceFixture;
  let principal: Principal;
  let unitId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    runner = databaseRunner(database.dataSource);
    const operator = new Operator(database.dataSource);
    home = await createWorkspaceFixture(operator);
    away = await createWorkspaceFixture(operator);
    principal = factory.principal({ workspaceId: home.workspaceId });
    unitId = home.unitIds[0];
  });

  afterAll(() => database?.drop());

  function stay(overrides: Partial<NewReservation> = {}): NewReservation {
    return {
      unitId,
      propertyId: home.propertyId,
      ratePlanId: null,
      status: 'INQUIRY',
      source: 'MANUAL',
      arrivalDate: '2031-01-10',
      departureDate: '2031-01-12',
      adults: 2,
      children: 0,
      totalAmountMinor: 20_000,
      currency: 'EUR',
      notes: null,
      isOverbooking: false,
      ...overrides,
    };
  }

  describe('create and find', () => {
    it('stores the reservation with its guest and answers it whole', async () => {
      const created = await repos.reservations.create(home.workspaceId, stay({ notes: 'Cot needed' }), {
        firstName: '  Inês ',
        lastName: 'Costa ',
        email: ' Ines.Costa@Example.TEST ',
        phone: null,
      });
      assert.match(created.id, /^res_/);
      assert.deepEqual(
        [created.nights, created.balanceMinor, created.paidAmountMinor, created.paymentStatus, created.notes, created.cancelledAt],
        [2, 20_000, 0, 'UNPAID', 'Cot needed', null],
      );
      assert.deepEqual([created.guest.firstName, created.guest.lastName, created.guest.email], ['Inês', 'Costa', 'ines.costa@example.test']);
      assert.deepEqual([created.unit.name, created.property.name], ['Room 1', 'Casa Teste']);
      assert.deepEqual(await repos.reservations.find(home.workspaceId, created.id), created);
    });

    it('finds a channel’s reservation by its reference, in its workspace only', async () => {
      const created = await repos.reservations.create(home.workspaceId, stay({ source: 'AIRBNB', channelReference: 'HM123' }), {
        firstName: 'A',
        lastName: 'B',
      });
      assert.equal((await repos.reservations.findByChannelReference(home.workspaceId, 'AIRBNB', 'HM123'))?.id, created.id);
      assert.equal(await repos.reservations.findByChannelReference(home.workspaceId, 'VRBO', 'HM123'), null);
      assert.equal(await repos.reservations.findByChannelReference(away.workspaceId, 'AIRBNB', 'HM123'), null);
    });

    it('never answers a reservation of another workspace', async () => {
      const theirs = await repos.reservations.create(away.workspaceId, stay({ unitId: away.unitIds[0], propertyId: away.propertyId }), {
        firstName: 'A',
        lastName: 'B',
      });
      assert.equal(await repos.reservations.find(home.workspaceId, theirs.id), null);
      assert.equal(await repos.reservations.findForUpdate(home.workspaceId, theirs.id), null);
      await repos.reservations.update(home.workspaceId, theirs.id, { status: 'CANCELLED' });
      assert.equal((await repos.reservations.find(away.workspaceId, theirs.id))?.status, 'INQUIRY');
    });

    it('finds a reservation for update while a move to another unit commits, in its new unit', async () => {
      const created = await repos.reservations.create(home.workspaceId, stay(), { firstName: 'A', lastName: 'B' });
      const mover = database.dataSource.createQueryRunner();
      await mover.connect();
      await mover.startTransaction();
      try {
        await createRepositories(mover.manager).reservations.update(home.workspaceId, created.id, { unitId: home.unitIds[1] });
        const locked = database.dataSource.transaction((manager) => createRepositories(manager).reservations.findForUpdate(home.workspaceId, created.id));
        await waitForLockWaiters(database.dataSource);
        await mover.commitTransaction();
        assert.deepEqual([(await locked)?.id, (await locked)?.unit.id], [created.id, home.unitIds[1]]);
      } finally {
        if (mover.isTransactionActive) await mover.rollbackTransaction();
        await mover.release();
      }
    });

    it('updates dates, status and the cancellation instant, and derives the nights', async () => {
      const created = await repos.reservations.create(home.workspaceId, stay(), { firstName: 'A', lastName: 'B' });
      const cancelledAt = new Date('2031-01-05T12:34:56.789Z');
      await repos.reservations.update(home.workspaceId, created.id, {
        arrivalDate: '2031-01-20',
        departureDate: '2031-01-25',
        status: 'CANCELLED',
        cancelledAt,
      });
      const updated = await repos.reservations.find(home.workspaceId, created.id);
      assert.deepEqual(
        [updated?.arrivalDate, updated?.nights, updated?.status, updated?.cancelledAt],
        ['2031-01-20', 5, 'CANCELLED', cancelledAt.toISOString()],
      );
    });
  });

  describe('list', () => {
    let listed: ReservationView[];
    let workspaceId: string;
    const filterHome = (filter: Parameters<Repositories['reservations']['list']>[1]) => repos.reservations.list(workspaceId, filter);

    beforeAll(async () => {
      // A workspace of its own, so earlier tests' rows do not count.
      const workspace = await createWorkspaceFixture(new Operator(database.dataSource));
      const [first, second] = workspace.unitIds;
      const add = (overrides: Partial<NewReservation>, guest = { firstName: 'Maria', lastName: 'Silva', email: 'maria@example.test' }) =>
        repos.reservations.create(workspace.workspaceId, stay({ unitId: first, propertyId: workspace.propertyId, ...overrides }), guest);
      listed = [
        await add({ arrivalDate: '2031-03-01', departureDate: '2031-03-03', status: 'CONFIRMED' }),
        await add(
          { arrivalDate: '2031-03-03', departureDate: '2031-03-05', source: 'DIRECT' },
          { firstName: 'João', lastName: 'Pereira', email: 'jp@example.test' },
        ),
        await add(
          { arrivalDate: '2031-03-03', departureDate: '2031-03-04', unitId: second },
          { firstName: '100%', lastName: 'Real', email: 'pct@example.test' },
        ),
        await add({ arrivalDate: '2031-03-10', departureDate: '2031-03-12', source: 'BOOKING_COM', isOverbooking: true }),
      ];
      workspaceId = workspace.workspaceId;
    });

    it('orders by arrival date, and pages after a cursor exactly where the order left off', async () => {
      const all = await filterHome({ take: 10 });
      assert.deepEqual([...all.map((row) => row.id)].sort(), listed.map((row) => row.id).sort());
      assert.deepEqual(
        all.map((row) => row.arrivalDate),
        ['2031-03-01', '2031-03-03', '2031-03-03', '2031-03-10'],
      );
      for (let index = 0; index < all.length; index += 1) {
        const rest = await filterHome({ take: 10, after: { arrivalDate: all[index].arrivalDate, id: all[index].id } });
        assert.deepEqual(
          rest.map((row) => row.id),
          all.slice(index + 1).map((row) => row.id),
        );
      }
      assert.deepEqual(
        (await filterHome({ take: 2 })).map((row) => row.id),
        all.slice(0, 2).map((row) => row.id),
      );
    });

    it('matches stays overlapping the period, not only arrivals in it', async () => {
      const ids = async (from: string, to: string) => (await filterHome({ take: 10, from, to })).map((row) => row.id).sort();
      // Departing on 2031-03-03, the first stay no longer holds that night.
      assert.deepEqual(await ids('2031-03-03', '2031-03-03'), [listed[1].id, listed[2].id].sort());
      assert.deepEqual(await ids('2031-03-02', '2031-03-02'), [listed[0].id]);
      assert.deepEqual(await ids('2031-03-05', '2031-03-09'), []);
    });

    it('filters by status, source, unit and overbooking', async () => {
      const ids = async (filter: Omit<Parameters<Repositories['reservations']['list']>[1], 'take'>) =>
        (await filterHome({ take: 10, ...filter })).map((row) => row.id);
      assert.deepEqual(await ids({ status: 'CONFIRMED' }), [listed[0].id]);
      assert.deepEqual(await ids({ source: 'DIRECT' }), [listed[1].id]);
      assert.deepEqual(await ids({ unitId: listed[2].unitId }), [listed[2].id]);
      assert.deepEqual(await ids({ isOverbooking: true }), [listed[3].id]);
      assert.equal((await ids({ isOverbooking: false })).length, 3);
    });

    it('finds guests by either order of their names or by e-mail, ignoring case, and takes % and _ literally', async () => {
      const ids = async (search: string) => (await filterHome({ take: 10, search })).map((row) => row.id).sort();
      assert.deepEqual(await ids('joão pereira'), [listed[1].id]);
      assert.deepEqual(await ids('PEREIRA JOÃO'), [listed[1].id]);
      assert.deepEqual(await ids('joao pereira'), [listed[1].id], 'accents ignored too');
      assert.deepEqual(await ids('JP@EXAMPLE'), [listed[1].id]);
      assert.deepEqual(await ids('100%'), [listed[2].id]);
      assert.deepEqual(await ids('%'), [listed[2].id]);
      assert.deepEqual(await ids('_'), []);
    });

    it('never lists another workspace’s reservations', async () => {
      const theirs = await repos.reservations.list(away.workspaceId, { take: 50 });
      assert.ok(theirs.every((row) => !listed.some((mine) => mine.id === row.id)));
    });
  });

  describe('through the operations', () => {
    it('walks every reservation once through pages of reservations.list', async () => {
      const workspace = await createWorkspaceFixture(new Operator(database.dataSource));
      const caller = factory.principal({ workspaceId: workspace.workspaceId });
      const ids: string[] = [];
      for (let index = 0; index < 7; index += 1) {
        const arrivalDate = addDays('2031-05-01', Math.floor(index / 3));
        const row = await repos.reservations.create(
          workspace.workspaceId,
          stay({ unitId: workspace.unitIds[1], propertyId: workspace.propertyId, arrivalDate, departureDate: addDays(arrivalDate, 1) }),
          { firstName: 'G', lastName: `Guest ${index}` },
        );
        ids.push(row.id);
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { reservations: ReservationView[]; nextCursor: string | null } = (await runOperation(runner, operationNamed('reservations.list'), caller, {
          take: 2,
          ...(cursor ? { cursor } : {}),
        })) as never;
        seen.push(...page.reservations.map((row) => row.id));
        cursor = page.nextCursor;
      } while (cursor);
      assert.equal(seen.length, 7);
      assert.deepEqual([...seen].sort(), [...ids].sort());
      // Created three a day: the pages keep the days in order.
      assert.deepEqual(
        seen.map((id) => Math.floor(ids.indexOf(id) / 3)),
        [0, 0, 0, 1, 1, 1, 2],
      );
    });

    it('moves a confirmed reservation: its old nights return to sale and the new ones are held', async () => {
      const created = (await runOperation(
        runner,
        operationNamed('reservations.create'),
        principal,
        factory.reservationRequest({
          unitId: home.unitIds[0],
          arrivalDate: '2031-07-10',
          departureDate: '2031-07-13',
        }),
      )) as ReservationView;
      assert.equal(created.totalAmountMinor, 30_000);
      const moved = (await runOperation(runner, operationNamed('reservations.move'), principal, {
        reservationId: created.id,
        unitId: home.unitIds[1],
        arrivalDate: '2031-07-12',
        departureDate: '2031-07-14',
      })) as ReservationView;
      assert.deepEqual([moved.unitId, moved.arrivalDate, moved.nights, moved.totalAmountMinor], [home.unitIds[1], '2031-07-12', 2, 30_000]);
      const calendar = JSON.parse((await repos.inventory.calendar(home.workspaceId, { from: '2031-07-10', to: '2031-07-13' }))!.text) as {
        units: { id: string; nights: { reserved: number }[] }[];
      };
      const reserved = Object.fromEntries(calendar.units.map((unit) => [unit.id, unit.nights.map((night) => night.reserved)]));
      assert.deepEqual(reserved[home.unitIds[0]], [0, 0, 0, 0]);
      assert.deepEqual(reserved[home.unitIds[1]], [0, 0, 1, 1]);
    });
  });
});
