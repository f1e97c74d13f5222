import assert from 'node:assert/strict';

import type { NewReservation, Repositories } from '@innkeep/domain';
import { addDays } from '@innkeep/domain';

import { createRepositories, Operator } from '../../src';
import { createTestDatabase, createWorkspaceFixture, TestDatabase, WorkspaceFixture } from '../../testing';

describe('guests on PostgreSQL', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let operator: Operator;
  let home: WorkspaceFixture;
  let away: WorkspaceFixture;

  beforeAll(async () => {
    database = await createTestDatabase();
    repos = createRepositories(database.dataSource.manager);
    operator = new Operator(database.dataSource);
    home = await createWorkspaceFixture(operator);
    away = await createWorkspaceFixture(operator);
  });

  afterAll(() => database?.drop());

  const importStay = (fixture: WorkspaceFixture, reference: string, guest: { firstName: string; lastName: string; email?: string }) =>
    operator.importReservation({
      unitId: fixture.unitIds[1],
      source: 'AIRBNB',
      channelReference: reference,
      arrivalDate: '2031-03-01',
      departureDate: '2031-03-03',
      guest,
      totalAmountMinor: 1000,
    });
  const guestOf = async (reservationId: string): Promise<string> =>
    (await database.dataSource.query(`SELECT guest_id FROM reservations WHERE id = $1`, [reservationId]))[0].guest_id;

  it('the migration merges a workspace’s guests that share an e-mail (any case) into the earliest, reservations moved with them', async () => {
    const first = await importStay(home, 'MERGE-1', { firstName: 'Ana', lastName: 'Merge' });
    const second = await importStay(home, 'MERGE-2', { firstName: 'Ana', lastName: 'Merged' });
    const elsewhere = await importStay(away, 'MERGE-3', { firstName: 'Ana', lastName: 'Away' });
    const [firstGuest, secondGuest, awayGuest] = [await guestOf(first.id), await guestOf(second.id), await guestOf(elsewhere.id)];
    // Back to the schema before one-guest-per-e-mail, where duplicates could be stored: the
    // migrations after it undone first, then it.
    const lastApplied = async (): Promise<string> => (await database.dataSource.query(`SELECT name FROM schema_migrations ORDER BY id DESC LIMIT 1`))[0].name;
    while (!(await lastApplied()).startsWith('GuestsAndMessages')) await database.dataSource.undoLastMigration();
    await database.dataSource.undoLastMigration();
    await database.dataSource.query(`UPDATE guests SET email = 'Ana@Example.test ', phone = NULL WHERE id = $1`, [firstGuest]);
    await database.dataSource.query(`UPDATE guests SET email = 'ana@example.test', phone = '+351 1' WHERE id = $1`, [secondGuest]);
    await database.dataSource.query(`UPDATE guests SET email = 'ana@example.test' WHERE id = $1`, [awayGuest]);
    await database.dataSource.runMigrations();

    assert.equal(await guestOf(second.id), firstGuest);
    const merged = await repos.guests.find(home.workspaceId, firstGuest);
    assert.deepEqual([merged?.email, merged?.phone, merged?.stays], ['ana@example.test', '+351 1', 2]);
    assert.equal(await repos.guests.find(home.workspaceId, secondGuest), null);
    assert.equal(await guestOf(elsewhere.id), awayGuest, 'another workspace’s guest with the same e-mail stays its own');
    assert.equal((await repos.guests.list(home.workspaceId, { search: 'ANA MERGE', take: 10 })).length, 1, 'the search text is filled for existing guests');
  });

  it('searches names and e-mails without case or accents, within the workspace only', async () => {
    await importStay(home, 'S-1', { firstName: 'François', lastName: 'Çelik', email: 'francois@example.test' });
    await importStay(away, 'S-2', { firstName: 'François', lastName: 'Away' });
    const names = async (search: string) => (await repos.guests.list(home.workspaceId, { search, take: 10 })).map((g) => `${g.firstName} ${g.lastName}`);
    assert.deepEqual(await names('francois celik'), ['François Çelik']);
    assert.deepEqual(await names('FRANÇOIS'), ['François Çelik']);
    assert.deepEqual(await names('ois@exa'), ['François Çelik']);
    assert.deepEqual(await names('nobody'), []);
  });

  it('keeps a self-declared guest a record of its own: the known guest with its e-mail is untouched and named as knownGuestId', async () => {
    const stay = (arrivalDate: string): NewReservation => ({
      unitId: home.unitIds[0],
      propertyId: home.propertyId,
      ratePlanId: null,
      status: 'INQUIRY',
      source: 'DIRECT',
      arrivalDate,
      departureDate: addDays(arrivalDate, 1),
      adults: 1,
      children: 0,
      totalAmountMinor: 100,
      currency: 'EUR',
      notes: null,
      isOverbooking: false,
    });
    const known = await repos.reservations.create(home.workspaceId, stay('2031-05-01'), { firstName: 'Rui', lastName: 'Known', email: 'rui@example.test' });
    const declared = await repos.reservations.create(home.workspaceId, stay('2031-05-02'), {
      firstName: 'Eve',
      lastName: 'Typed',
      email: ' RUI@example.test',
      phone: '+1 5',
      selfDeclared: true,
    });
    const twice = await repos.reservations.create(home.workspaceId, stay('2031-05-03'), {
      firstName: 'Eve',
      lastName: 'Again',
      email: 'rui@example.test',
      selfDeclared: true,
    });
    const stranger = await repos.reservations.create(home.workspaceId, stay('2031-05-04'), {
      firstName: 'Sam',
      lastName: 'New',
      email: 'sam@example.test',
      selfDeclared: true,
    });
    assert.equal(new Set([known.guest.id, declared.guest.id, twice.guest.id]).size, 3);
    const guest = (id: string) => repos.guests.find(home.workspaceId, id);
    const knownNow = await guest(known.guest.id);
    assert.deepEqual([knownNow?.lastName, knownNow?.phone, knownNow?.stays, knownNow?.selfDeclared, knownNow?.knownGuestId], ['Known', null, 1, false, null]);
    const declaredNow = await guest(declared.guest.id);
    assert.deepEqual(
      [declaredNow?.lastName, declaredNow?.email, declaredNow?.phone, declaredNow?.selfDeclared, declaredNow?.knownGuestId],
      ['Typed', 'rui@example.test', '+1 5', true, known.guest.id],
    );
    assert.equal((await guest(stranger.guest.id))?.knownGuestId, null, 'no guest the workspace knows has that e-mail');
    // Staff typing the e-mail reach the known guest, even after a visitor first typed an address the workspace did not know.
    const staff = await repos.reservations.create(home.workspaceId, stay('2031-05-05'), { firstName: 'Sam', lastName: 'Staff', email: 'SAM@example.test' });
    assert.notEqual(staff.guest.id, stranger.guest.id);
    assert.equal((await guest(stranger.guest.id))?.knownGuestId, staff.guest.id);
    assert.equal(
      (await repos.reservations.create(home.workspaceId, stay('2031-05-06'), { firstName: 'R', lastName: 'K', email: 'rui@example.test' })).guest.id,
      known.guest.id,
    );
    const listed = await repos.guests.list(home.workspaceId, { search: 'rui@example', take: 10 });
    assert.deepEqual(listed.map((row) => [row.lastName, row.selfDeclared]).sort(), [
      ['Again', true],
      ['Known', false],
      ['Typed', true],
    ]);
  });

  it('keeps a trigram index that starts with the workspace for the search (the bench measures it at 100,000 guests)', async () => {
    const [index] = await database.dataSource.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'guests_workspace_search_trgm_idx'`);
    assert.match(index.indexdef, /USING gin \(workspace_id, search_text gin_trgm_ops\) WITH \(fastupdate='?off'?\)/);
  });
});
