import assert from 'node:assert/strict';

import { addDays, weekdayOf } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, PROBE_ID, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('reservations over REST', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;
  const start = daysFromNow(60);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const create = (body: Record<string, unknown>, key = ws.writeKey) =>
    http(api('/reservations'), {
      method: 'POST',
      key,
      body: { unitId: ws.unitIds[0], source: 'MANUAL', guest: { firstName: 'Rui', lastName: 'Costa', email: 'Rui@Example.test' }, ...body },
    });
  const post = (path: string, body?: unknown) => http(api(path), { method: 'POST', key: ws.writeKey, body });

  it('creates a CONFIRMED reservation priced at the sum of its nightly prices', async () => {
    const answer = await create({ arrivalDate: night(0), departureDate: night(3), adults: 2 });
    assert.equal(answer.status, 201);
    const reservation = answer.body;
    assert.match(reservation.id, /^res_/);
    assert.equal(reservation.status, 'CONFIRMED');
    assert.equal(reservation.nights, 3);
    assert.equal(reservation.totalAmountMinor, 30000);
    assert.equal(reservation.currency, 'EUR');
    assert.equal(reservation.paymentStatus, 'UNPAID');
    assert.equal(reservation.balanceMinor, 30000);
    assert.deepEqual(reservation.guest, { id: reservation.guest.id, firstName: 'Rui', lastName: 'Costa', email: 'rui@example.test', phone: null });
    assert.deepEqual(reservation.unit, { id: ws.unitIds[0], name: 'Room 1' });
    assert.equal(reservation.property.id, ws.propertyId);
    assert.equal(reservation.adults, 2);
    const read = await http(api(`/reservations/${reservation.id}`), { key: ws.readKey });
    assert.deepEqual(read.body, reservation);
  });

  it('prices a stay at its nightly rates, the base price where none is set', async () => {
    const weekend = await http(api('/rates'), {
      method: 'PUT',
      key: ws.writeKey,
      body: { unitId: ws.unitIds[1], from: night(0), to: night(6), weekdays: ['FRI', 'SAT'], priceMinor: 20000 },
    });
    assert.equal(weekend.status, 200);
    const week = [0, 1, 2, 3, 4, 5, 6].map(night);
    const answer = await create({ unitId: ws.unitIds[1], arrivalDate: week[0], departureDate: night(7) });
    const weekendNights = week.filter((date) => ['FRI', 'SAT'].includes(weekdayOf(date))).length;
    assert.equal(weekend.body.updated, weekendNights);
    assert.equal(answer.body.totalAmountMinor, weekendNights * 20000 + (7 - weekendNights) * 15000);
    const given = await create({ unitId: ws.unitIds[1], arrivalDate: night(20), departureDate: night(21), totalAmountMinor: 9999 });
    assert.equal(given.body.totalAmountMinor, 9999);
  });

  it('accepts only MANUAL and DIRECT sources', async () => {
    const answer = await create({ arrivalDate: night(30), departureDate: night(31), source: 'AIRBNB' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'SOURCE_NOT_ALLOWED');
    const unknown = await create({ arrivalDate: night(30), departureDate: night(31), source: 'CARRIER_PIGEON' });
    assert.equal(unknown.status, 400);
  });

  it('refuses bad stays with a 4xx and stores nothing', async () => {
    const before = (await http(api('/reservations?take=200'), { key: ws.readKey })).body.reservations.length;
    const cases: Record<string, unknown>[] = [
      { arrivalDate: night(5), departureDate: night(5) },
      { arrivalDate: night(6), departureDate: night(5) },
      { arrivalDate: '2027-13-01', departureDate: night(5) },
      { arrivalDate: night(5), departureDate: night(6), guest: { firstName: '' } },
      { arrivalDate: night(5), departureDate: night(6), status: 'CHECKED_IN' },
      { arrivalDate: night(5), departureDate: night(6), adults: 0 },
      { arrivalDate: night(5), departureDate: night(6), ratePlanId: 'rp_unknown' },
    ];
    for (const body of cases) {
      const answer = await create(body);
      assert.ok(answer.status >= 400 && answer.status < 500, `${JSON.stringify(body)} → ${answer.status}`);
    }
    const after = (await http(api('/reservations?take=200'), { key: ws.readKey })).body.reservations.length;
    assert.equal(after, before);
  });

  it('cancels: the nights return to sale, and a second cancel is an invalid transition', async () => {
    const created = (await create({ arrivalDate: night(40), departureDate: night(42) })).body;
    const blocked = await create({ arrivalDate: night(41), departureDate: night(42) });
    assert.equal(blocked.status, 409);
    const cancelled = await post(`/reservations/${created.id}/cancel`);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'CANCELLED');
    assert.ok(cancelled.body.cancelledAt);
    assert.equal((await create({ arrivalDate: night(41), departureDate: night(42) })).status, 201);
    const again = await post(`/reservations/${created.id}/cancel`);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'INVALID_TRANSITION');
  });

  it('moves dates and unit, keeping the status, and never onto a full night', async () => {
    const moving = (await create({ arrivalDate: night(50), departureDate: night(52), status: 'PROVISIONAL' })).body;
    const occupant = (await create({ arrivalDate: night(55), departureDate: night(57) })).body;
    const clash = await http(api(`/reservations/${moving.id}/dates`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { arrivalDate: night(54), departureDate: night(56) },
    });
    assert.equal(clash.status, 409);
    assert.equal(clash.body.code, 'NO_AVAILABILITY');
    // Overlapping its own nights is fine: they are freed before the new ones are taken.
    const shifted = await http(api(`/reservations/${moving.id}/dates`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { arrivalDate: night(51), departureDate: night(54) },
    });
    assert.equal(shifted.status, 200);
    assert.equal(shifted.body.status, 'PROVISIONAL');
    assert.equal(shifted.body.arrivalDate, night(51));
    assert.equal(shifted.body.totalAmountMinor, 30000);
    assert.equal((await create({ arrivalDate: night(50), departureDate: night(51) })).status, 201);
    const toOtherUnit = await http(api(`/reservations/${moving.id}/dates`), {
      method: 'PUT',
      key: ws.writeKey,
      body: { arrivalDate: night(55), departureDate: night(57), unitId: ws.unitIds[1] },
    });
    assert.equal(toOtherUnit.status, 200);
    assert.equal(toOtherUnit.body.unitId, ws.unitIds[1]);
    assert.equal(toOtherUnit.body.totalAmountMinor, 30000);
    assert.notEqual(occupant.id, moving.id);
  });

  it('follows the status transitions and refuses the others with 409 INVALID_TRANSITION', async () => {
    const inquiry = (await create({ arrivalDate: night(70), departureDate: night(71), status: 'INQUIRY' })).body;
    const holder = (await create({ arrivalDate: night(70), departureDate: night(71) })).body;
    // An inquiry holds no room, and cannot become provisional while the night is full.
    const full = await post(`/reservations/${inquiry.id}/provisional`);
    assert.equal(full.status, 409);
    assert.equal(full.body.code, 'NO_AVAILABILITY');
    assert.equal((await post(`/reservations/${holder.id}/cancel`)).status, 200);
    assert.equal((await post(`/reservations/${inquiry.id}/provisional`)).body.status, 'PROVISIONAL');
    const skip = await post(`/reservations/${inquiry.id}/check-in`);
    assert.equal(skip.status, 409);
    assert.equal(skip.body.code, 'INVALID_TRANSITION');
    assert.deepEqual(skip.body.allowed, ['CONFIRMED', 'CANCELLED']);
    assert.equal((await post(`/reservations/${inquiry.id}/confirm`)).body.status, 'CONFIRMED');
    const early = await post(`/reservations/${inquiry.id}/check-in`);
    assert.equal(early.status, 409, 'check-in before the arrival day');
    const noShow = await post(`/reservations/${inquiry.id}/no-show`);
    assert.equal(noShow.body.status, 'NO_SHOW');
    assert.equal((await create({ arrivalDate: night(70), departureDate: night(71) })).status, 201, 'a no-show frees its nights');
    assert.equal((await post(`/reservations/${inquiry.id}/confirm`)).status, 409);
    const sneaky = await post(`/reservations/${inquiry.id}/confirm`, { status: 'CHECKED_OUT' });
    assert.equal(sneaky.status, 400);
  });

  it('checks in on the arrival day and checks out', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stay = (await create({ unitId: ws.unitIds[1], arrivalDate: today, departureDate: addDays(today, 2) })).body;
    assert.equal((await post(`/reservations/${stay.id}/check-in`)).body.status, 'CHECKED_IN');
    const out = await post(`/reservations/${stay.id}/check-out`);
    assert.equal(out.body.status, 'CHECKED_OUT');
  });

  it('pages through every reservation exactly once in (arrivalDate, id) order', async () => {
    const all: { id: string; arrivalDate: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?take=3&cursor=${cursor}` : '?take=3';
      const page: any = await http(api(`/reservations${query}`), { key: ws.readKey });
      assert.equal(page.status, 200);
      assert.ok(page.body.reservations.length <= 3);
      all.push(...page.body.reservations);
      cursor = page.body.nextCursor;
    } while (cursor);
    const total = (await http(api('/reservations?take=200'), { key: ws.readKey })).body;
    assert.equal(total.nextCursor, null);
    assert.deepEqual(
      all.map((r) => r.id),
      total.reservations.map((r: { id: string }) => r.id),
    );
    assert.equal(new Set(all.map((r) => r.id)).size, all.length);
    const sorted = [...all].sort((a, b) => (a.arrivalDate === b.arrivalDate ? (a.id < b.id ? -1 : 1) : a.arrivalDate < b.arrivalDate ? -1 : 1));
    assert.deepEqual(all, sorted);
    for (const take of ['0', '201', 'x']) {
      assert.equal((await http(api(`/reservations?take=${take}`), { key: ws.readKey })).status, 400, take);
    }
    assert.equal((await http(api('/reservations?cursor=garbage'), { key: ws.readKey })).status, 400);
  });

  it('filters by overlap, status, unit, source and guest name', async () => {
    const ids = async (query: string) =>
      (await http(api(`/reservations?take=200&${query}`), { key: ws.readKey })).body.reservations.map((r: { id: string }) => r.id);
    const longStay = (
      await create({ unitId: ws.unitIds[1], arrivalDate: night(100), departureDate: night(110), guest: { firstName: 'Zé', lastName: 'Overlap' } })
    ).body;
    // The stay started before the period but overlaps it.
    assert.deepEqual(await ids(`from=${night(105)}&to=${night(106)}`), [longStay.id]);
    assert.deepEqual(await ids(`from=${night(110)}&to=${night(111)}`), [], 'the departure night is not part of the stay');
    assert.deepEqual(await ids('search=overlap'), [longStay.id]);
    assert.deepEqual(await ids('search=ZÉ%20OVER'), [longStay.id]);
    assert.ok((await ids('status=CANCELLED')).length >= 1);
    assert.ok((await ids(`unitId=${ws.unitIds[1]}`)).includes(longStay.id));
    assert.deepEqual(await ids('source=AIRBNB'), []);
    assert.deepEqual(await ids('isOverbooking=true'), []);
    assert.equal((await http(api('/reservations?status=LOST'), { key: ws.readKey })).status, 400);
  });

  it('answers another workspace’s reservation and unit exactly like missing ones, on every route', async () => {
    const foreign = (
      await http(api('/reservations'), {
        method: 'POST',
        key: other.writeKey,
        body: { unitId: other.unitIds[0], arrivalDate: night(5), departureDate: night(6), source: 'DIRECT', guest: { firstName: 'A', lastName: 'B' } },
      })
    ).body;
    const routes: [string, (id: string) => string, unknown][] = [
      ['GET', (id) => `/reservations/${id}`, undefined],
      ['POST', (id) => `/reservations/${id}/cancel`, undefined],
      ['POST', (id) => `/reservations/${id}/confirm`, undefined],
      ['PUT', (id) => `/reservations/${id}/dates`, { arrivalDate: night(7), departureDate: night(8) }],
    ];
    for (const [method, path, body] of routes) {
      const theirs = await http(api(path(foreign.id)), { method, key: ws.writeKey, body, headers: PROBE_ID });
      const missing = await http(api(path('res_missing')), { method, key: ws.writeKey, body, headers: PROBE_ID });
      assert.equal(theirs.status, 404, `${method} ${path('…')}`);
      assert.deepEqual(theirs.body, missing.body);
    }
    const onTheirUnit = await create({ unitId: other.unitIds[0], arrivalDate: night(9), departureDate: night(10) });
    assert.equal(onTheirUnit.status, 404);
    const blockTheirs = await http(api('/blocks'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId: other.unitIds[0], from: night(1), to: night(1), type: 'OWNER' },
    });
    assert.equal(blockTheirs.status, 404);
    const liftTheirs = await http(api(`/blocks?unitId=${other.unitIds[0]}&from=${night(1)}&to=${night(1)}`), { method: 'DELETE', key: ws.writeKey });
    assert.equal(liftTheirs.status, 404);
    const listTheirs = await http(api(`/reservations?unitId=${other.unitIds[0]}`), { key: ws.readKey });
    assert.deepEqual(listTheirs.body.reservations, []);
    const stillThere = await http(api(`/reservations/${foreign.id}`), { key: other.readKey });
    assert.equal(stillThere.body.status, 'CONFIRMED');
  });
});
