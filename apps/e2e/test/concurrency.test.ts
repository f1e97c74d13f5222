import assert from 'node:assert/strict';

import { addDays } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, waitForLockWaiters, WorkspaceFixture } from '../src';

/**
 * The overbooking proof: dozens of simultaneous creates, moves and blocks race for the last
 * rooms on real PostgreSQL, then SQL checks that no night holds more than its rooms.
 */
describe('no overbooking under concurrency', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  const start = daysFromNow(90);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    // Quotas are not under test here: every racing request must reach the inventory.
    servers = await startTestServers({ API_WRITE_LIMIT: '100000' });
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const create = (unitId: string, arrival: number, departure: number, i: number) =>
    http(api('/reservations'), {
      method: 'POST',
      key: ws.writeKey,
      body: { unitId, arrivalDate: night(arrival), departureDate: night(departure), source: 'DIRECT', guest: { firstName: `Guest${i}`, lastName: 'Race' } },
    });

  async function overCapacityNights(): Promise<unknown[]> {
    return servers.dataSource.query(
      `SELECT unit_id, night, rooms, reserved, owner_blocked, maintenance_blocked FROM calendar_nights
        WHERE workspace_id = $1 AND reserved + owner_blocked + maintenance_blocked > rooms`,
      [ws.workspaceId],
    );
  }

  async function countersMatchRows(): Promise<unknown[]> {
    // Every counter equals what the reservations and blocks on that night add up to.
    return servers.dataSource
      .query(
        `SELECT n.unit_id, n.night, n.reserved, n.owner_blocked, n.maintenance_blocked,
              (SELECT count(*) FROM reservations r WHERE r.workspace_id = n.workspace_id AND r.unit_id = n.unit_id
                  AND r.status IN ('PROVISIONAL', 'CONFIRMED', 'CHECKED_IN') AND n.night >= r.arrival_date AND n.night < r.departure_date) AS held,
              (SELECT COALESCE(sum(rooms), 0) FROM blocks b WHERE b.workspace_id = n.workspace_id AND b.unit_id = n.unit_id
                  AND b.type = 'OWNER' AND n.night BETWEEN b.from_date AND b.to_date) AS owner,
              (SELECT COALESCE(sum(rooms), 0) FROM blocks b WHERE b.workspace_id = n.workspace_id AND b.unit_id = n.unit_id
                  AND b.type = 'MAINTENANCE' AND n.night BETWEEN b.from_date AND b.to_date) AS maintenance
         FROM calendar_nights n WHERE n.workspace_id = $1`,
        [ws.workspaceId],
      )
      .then((rows: any[]) =>
        rows.filter(
          (row) => Number(row.held) !== row.reserved || Number(row.owner) !== row.owner_blocked || Number(row.maintenance) !== row.maintenance_blocked,
        ),
      );
  }

  it('lets exactly as many creates through as there are rooms', async () => {
    const double = ws.unitIds[1];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => create(double, 0, 3, i)));
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 201).length, 2, JSON.stringify(statuses));
    assert.equal(statuses.filter((status) => status === 409).length, 38);
    assert.ok(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'NO_AVAILABILITY'));
    assert.deepEqual(await overCapacityNights(), []);
  });

  it('keeps the last room single through racing overlapping stays, moves and blocks', async () => {
    const single = ws.unitIds[0];
    // A few holders to move around; then everything at once on the same nights.
    const holders = [];
    for (let i = 0; i < 4; i += 1) holders.push((await create(single, 20 + i * 2, 21 + i * 2, 100 + i)).body);
    const racing = [
      ...Array.from({ length: 24 }, (_, i) => create(single, 10 + (i % 5), 12 + (i % 5), i)),
      ...holders.map((holder, i) =>
        http(api(`/reservations/${holder.id}/dates`), {
          method: 'PUT',
          key: ws.writeKey,
          body: { arrivalDate: night(11 + i), departureDate: night(13 + i) },
        }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        http(api('/blocks'), {
          method: 'POST',
          key: ws.writeKey,
          body: { unitId: single, from: night(10 + i), to: night(11 + i), type: i % 2 ? 'OWNER' : 'MAINTENANCE' },
        }),
      ),
    ];
    const answers = await Promise.all(racing);
    assert.ok(
      answers.every((answer) => [200, 201, 409].includes(answer.status)),
      JSON.stringify(answers.map((a) => [a.status, a.body.code])),
    );
    assert.ok(answers.some((answer) => answer.status === 409));
    assert.deepEqual(await overCapacityNights(), []);
    assert.deepEqual(await countersMatchRows(), []);
  });

  it('answers a change queued behind a move to another unit with the moved reservation, never 404', async () => {
    const [from, to] = ws.unitIds;
    const booked = await create(from, 60, 62, 900);
    assert.equal(booked.status, 201);
    // The test holds the reservation's row, so that the move and then the cancellation queue behind
    // it in this order: the cancellation waits for the move, which commits the new unit.
    const holder = servers.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT 1 FROM reservations WHERE id = $1 FOR UPDATE', [booked.body.id]);
      const move = http(api(`/reservations/${booked.body.id}/dates`), {
        method: 'PUT',
        key: ws.writeKey,
        body: { arrivalDate: night(60), departureDate: night(62), unitId: to },
      });
      await waitForLockWaiters(servers.dataSource, 1);
      const cancel = http(api(`/reservations/${booked.body.id}/cancel`), { method: 'POST', key: ws.writeKey });
      await waitForLockWaiters(servers.dataSource, 2);
      await holder.rollbackTransaction();
      const [moved, cancelled] = await Promise.all([move, cancel]);
      assert.deepEqual([moved.status, moved.body.unit?.id], [200, to], JSON.stringify(moved.body));
      assert.deepEqual([cancelled.status, cancelled.body.status, cancelled.body.unit?.id], [200, 'CANCELLED', to], JSON.stringify(cancelled.body));
      assert.deepEqual(await countersMatchRows(), []);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  });

  it('answers the losers with 409 NO_AVAILABILITY, never a 500, when the pool is saturated', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => create(ws.unitIds[0], 40, 41, i)));
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 201).length, 1);
    assert.ok(
      statuses.every((status) => status === 201 || status === 409),
      JSON.stringify(statuses),
    );
    assert.deepEqual(await countersMatchRows(), []);
  });
});
