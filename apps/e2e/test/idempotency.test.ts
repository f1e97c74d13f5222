import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import { addDays } from '@innkeep/domain';

import { createWorkspaceFixture, daysFromNow, http, startTestServers, TestServers, waitForLockWaiters, WorkspaceFixture } from '../src';

describe('Idempotency-Key', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  const start = daysFromNow(120);
  const night = (offset: number) => addDays(start, offset);

  beforeAll(async () => {
    // Quotas are not under test here: every retry of a burst must reach the idempotency records.
    servers = await startTestServers({ API_WRITE_LIMIT: '100000' });
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const body = (arrival: number, lastName = 'Idem') => ({
    unitId: ws.unitIds[1],
    arrivalDate: night(arrival),
    departureDate: night(arrival + 1),
    source: 'DIRECT',
    guest: { firstName: 'Ida', lastName },
  });
  const create = (key: string, payload: unknown, credential = ws.writeKey) =>
    http(api('/reservations'), { method: 'POST', key: credential, body: payload, headers: { 'idempotency-key': key } });
  const count = async () => Number((await servers.dataSource.query(`SELECT count(*) AS n FROM reservations WHERE workspace_id = $1`, [ws.workspaceId]))[0].n);

  it('replays the first answer for the same key and body, with Idempotent-Replayed', async () => {
    const key = randomUUID();
    const first = await create(key, body(0));
    assert.equal(first.status, 201);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const again = await create(key, { ...body(0), guest: { lastName: 'Idem', firstName: 'Ida' } });
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body, first.body);
    assert.equal(await count(), 1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    const key = randomUUID();
    assert.equal((await create(key, body(2))).status, 201);
    const reused = await create(key, body(3));
    assert.equal(reused.status, 422);
    assert.equal(reused.body.code, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(await count(), 2);
  });

  it('keeps keys per credential', async () => {
    const key = randomUUID();
    assert.equal((await create(key, body(5))).status, 201);
    const other = await servers.operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes: ['pms:read', 'pms:write'] });
    const second = await create(key, body(5), other.key);
    assert.equal(second.headers.get('idempotent-replayed'), null);
    assert.equal(second.status, 201);
  });

  it('turns a burst of the same key into one reservation', async () => {
    const key = randomUUID();
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(key, body(10, 'Burst'))));
    const created = answers.filter((answer) => answer.status === 201);
    assert.ok(created.length >= 1);
    assert.ok(
      answers.every((answer) => answer.status === 201 || (answer.status === 409 && answer.body.code === 'IDEMPOTENCY_KEY_IN_USE')),
      JSON.stringify(answers.map((answer) => answer.status)),
    );
    assert.equal(new Set(created.map((answer) => answer.body.id)).size, 1);
    assert.equal(await count(), before + 1);
  });

  it('replays a finished request to every one of 200 retries arriving at once', async () => {
    const key = randomUUID();
    const first = await create(key, body(12, 'Finished'));
    assert.equal(first.status, 201);
    const before = await count();
    const retries = await Promise.all(Array.from({ length: 200 }, () => create(key, body(12, 'Finished'))));
    const answers = retries.map((retry) => [retry.status, retry.headers.get('idempotent-replayed'), retry.body.code]);
    assert.deepEqual(new Set(answers.map((answer) => JSON.stringify(answer))), new Set([JSON.stringify([201, 'true', undefined])]));
    for (const retry of retries) assert.deepEqual(retry.body, first.body);
    assert.equal(await count(), before);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE only while the first request runs, then replays it', async () => {
    // The test holds the night counter the first request needs, so that it runs until released.
    const settled = await create(randomUUID(), body(14, 'Neighbour'));
    assert.equal(settled.status, 201);
    const holder = servers.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT 1 FROM calendar_nights WHERE workspace_id = $1 AND unit_id = $2 AND night = $3 FOR UPDATE', [
        ws.workspaceId,
        ws.unitIds[1],
        night(14),
      ]);
      const key = randomUUID();
      const before = await count();
      const first = create(key, body(14, 'Held'));
      await waitForLockWaiters(servers.dataSource);
      const overlapping = await Promise.all(Array.from({ length: 20 }, () => create(key, body(14, 'Held'))));
      assert.deepEqual([...new Set(overlapping.map((answer) => `${answer.status} ${answer.body.code}`))], ['409 IDEMPOTENCY_KEY_IN_USE']);
      await holder.rollbackTransaction();
      const answered = await first;
      assert.equal(answered.status, 201);
      const after = await Promise.all(Array.from({ length: 20 }, () => create(key, body(14, 'Held'))));
      assert.ok(after.every((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') === 'true' && answer.body.id === answered.body.id));
      assert.equal(await count(), before + 1);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
  });

  it('replays a refusal too: the same key answers the same 409', async () => {
    const key = randomUUID();
    const full = await create(randomUUID(), body(20, 'First'));
    assert.equal(full.status, 201);
    assert.equal((await create(randomUUID(), body(20, 'Second'))).status, 201);
    const refused = await create(key, body(20, 'Third'));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'NO_AVAILABILITY');
    await http(api(`/reservations/${full.body.id}/cancel`), { method: 'POST', key: ws.writeKey });
    const replay = await create(key, body(20, 'Third'));
    assert.equal(replay.status, 409);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
  });

  it('works on every write, and rejects a malformed key', async () => {
    const key = randomUUID();
    const settings = () =>
      http(api(`/properties/${ws.propertyId}/cancellation-policy`), {
        method: 'PUT',
        key: ws.writeKey,
        body: { policy: 'FIRM' },
        headers: { 'idempotency-key': key },
      });
    assert.equal((await settings()).headers.get('idempotent-replayed'), null);
    assert.equal((await settings()).headers.get('idempotent-replayed'), 'true');
    const bad = await create('has spaces in it', body(30));
    assert.equal(bad.status, 400);
    assert.equal(await count(), Number((await servers.dataSource.query(`SELECT count(*) AS n FROM reservations`))[0].n));
  });
});
