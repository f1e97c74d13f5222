import assert from 'node:assert/strict';

import type { NewReservation, Repositories } from '@innkeep/domain';
import { addDays } from '@innkeep/domain';

import { createRepositories, Operator, SiteHoldStore } from '../../src';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

describe('website holds on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let home: WorkspaceFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    home = await createWorkspaceFixture(new Operator(database.dataSource));
  });

  afterAll(() => database?.drop());

  const now = new Date();
  const later = new Date(now.getTime() + 3_600_000);
  const stay = (arrivalDate: string, visitorKey: string | null, status: 'PROVISIONAL' | 'CONFIRMED', expiresAt: Date | null): NewReservation => ({
    unitId: home.unitIds[0],
    propertyId: home.propertyId,
    ratePlanId: null,
    status,
    source: 'DIRECT',
    arrivalDate,
    departureDate: addDays(arrivalDate, 1),
    adults: 1,
    children: 0,
    totalAmountMinor: 100,
    currency: 'EUR',
    notes: null,
    isOverbooking: false,
    ...(visitorKey ? { siteHold: { visitorKey, expiresAt } } : {}),
  });
  const add = (reservation: NewReservation) => repos.reservations.create(home.workspaceId, reservation, { firstName: 'A', lastName: 'B' });

  it('counts the unpaid website holds still holding a room, per visitor and per property, and finds the lapsed ones to cancel', async () => {
    const today = '2031-06-01';
    await add(stay('2031-06-10', 'mallory', 'PROVISIONAL', later));
    await add(stay('2031-06-11', 'mallory', 'CONFIRMED', null));
    await add(stay('2031-06-12', 'trent', 'PROVISIONAL', later));
    const lapsed = await add(stay('2031-06-13', 'mallory', 'PROVISIONAL', new Date(now.getTime() - 1000)));
    const paid = await add(stay('2031-06-14', 'mallory', 'PROVISIONAL', new Date(now.getTime() - 1000)));
    await database.dataSource.query(`UPDATE reservations SET paid_amount_minor = 100 WHERE id = $1`, [paid.id]);
    await add(stay('2031-05-20', 'mallory', 'CONFIRMED', null)); // over before today
    await add(stay('2031-06-15', null, 'PROVISIONAL', null)); // staff's, not the website's
    const cancelled = await add(stay('2031-06-16', 'mallory', 'PROVISIONAL', later));
    await repos.reservations.update(home.workspaceId, cancelled.id, { status: 'CANCELLED', cancelledAt: now });

    const count = await database.dataSource.transaction((manager) =>
      createRepositories(manager).reservations.countSiteHolds(home.workspaceId, home.propertyId, 'mallory', today, now),
    );
    assert.deepEqual(count, { visitor: 2, property: 3 });
    const elsewhere = await database.dataSource.transaction((manager) =>
      createRepositories(manager).reservations.countSiteHolds(home.workspaceId, 'prop_other', 'mallory', today, now),
    );
    assert.deepEqual(elsewhere, { visitor: 0, property: 0 });
    assert.deepEqual(await new SiteHoldStore(database.dataSource).lapsed(), [{ workspaceId: home.workspaceId, reservationId: lapsed.id }]);
  });
});
