import assert from 'node:assert/strict';

import type { IdempotencyKeyRef } from '@innkeep/domain';

import { newId, TypeormUnitOfWork } from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

describe('idempotency store on PostgreSQL', () => {
  let database: TestDatabase;
  let unitOfWork: TypeormUnitOfWork;
  let workspaceId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    unitOfWork = new TypeormUnitOfWork(database.dataSource);
    // Records belong to a workspace; the credential is kept as an opaque id.
    workspaceId = newId('ws');
    await database.dataSource.query(`INSERT INTO workspaces (id, name, timezone) VALUES ($1, 'Idempotency', 'UTC')`, [workspaceId]);
  });

  afterAll(() => database?.drop());

  const ref = (overrides: Partial<IdempotencyKeyRef> = {}): IdempotencyKeyRef => ({ workspaceId, credentialId: 'key_a', key: newId('idem'), ...overrides });
  const record = (body: unknown = { id: 'res_1', guest: { name: 'Zoë' } }) => ({ requestHash: 'a'.repeat(64), responseStatus: 201, responseBody: body });

  it('finds the answer a committed transaction saved, JSON and all', async () => {
    const key = ref();
    const body = { id: 'res_1', nested: { list: [1, 'two', null], text: 'Zoë 🏠' } };
    await unitOfWork.run(async ({ idempotency }) => {
      assert.equal(await idempotency.claim(key), true);
      assert.equal(await idempotency.find(key), null);
      await idempotency.save(key, 'reservations.create', record(body));
    });
    assert.deepEqual(await unitOfWork.run(({ idempotency }) => idempotency.find(key)), record(body));
  });

  it('keeps records apart per workspace and per credential', async () => {
    const key = ref();
    await unitOfWork.run(({ idempotency }) => idempotency.save(key, 'reservations.create', record()));
    await unitOfWork.run(async ({ idempotency }) => {
      assert.equal(await idempotency.find({ ...key, credentialId: 'key_b' }), null);
      assert.equal(await idempotency.find({ ...key, workspaceId: newId('ws') }), null);
    });
  });

  it('forgets what a transaction saved when it rolls back', async () => {
    const key = ref();
    await assert.rejects(
      unitOfWork.run(async ({ idempotency }) => {
        await idempotency.save(key, 'reservations.create', record());
        throw new Error('the write failed');
      }),
      /the write failed/,
    );
    assert.equal(await unitOfWork.run(({ idempotency }) => idempotency.find(key)), null);
  });

  it('lets one transaction at a time claim a key, and frees it when that transaction ends', async () => {
    const key = ref();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const claimedOnce = new Promise<void>((resolve) => (claimed = resolve));
    const first = unitOfWork.run(async ({ idempotency }) => {
      assert.equal(await idempotency.claim(key), true);
      claimed();
      await held;
    });
    await claimedOnce;
    assert.equal(await unitOfWork.run(({ idempotency }) => idempotency.claim(key)), false);
    assert.equal(await unitOfWork.run(({ idempotency }) => idempotency.claim({ ...key, credentialId: 'key_b' })), true);
    release();
    await first;
    assert.equal(await unitOfWork.run(({ idempotency }) => idempotency.claim(key)), true);
  });

  it('no longer finds a record past its expiry, and saving the key again replaces it', async () => {
    const key = ref();
    await unitOfWork.run(({ idempotency }) => idempotency.save(key, 'reservations.create', record({ first: true })));
    await database.dataSource.query(`UPDATE idempotency_records SET expires_at = now() - interval '1 second' WHERE idempotency_key = $1`, [key.key]);
    assert.equal(await unitOfWork.run(({ idempotency }) => idempotency.find(key)), null);
    await unitOfWork.run(({ idempotency }) => idempotency.save(key, 'reservations.move', record({ second: true })));
    assert.deepEqual((await unitOfWork.run(({ idempotency }) => idempotency.find(key)))?.responseBody, { second: true });
  });
});
