import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { Operator, SecretBox, WebhookDispatchStore } from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

/** What the worker's hourly housekeeping deletes: only what is past its keeping time. */
describe('retention', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('deletes the payment processor’s event ids past 30 days, and keeps the younger ones and the year’s audit entries', async () => {
    const operator = new Operator(database.dataSource);
    const email = `owner-${randomBytes(4).toString('hex')}@example.test`;
    await operator.createUser({ email });
    const workspaceId = (await operator.createWorkspace({ name: 'Kept', ownerEmail: email, plan: 'PRO', timezone: 'UTC' })).id;
    const query = (sql: string, params: unknown[] = []) => database.dataSource.query(sql, params);
    await query(
      `INSERT INTO billing_events (event_id, type, workspace_id, applied_at) VALUES ('evt_old', 'invoice.paid', $1, now() - interval '31 days'), ('evt_new', 'invoice.paid', $1, now() - interval '29 days')`,
      [workspaceId],
    );
    const auditBefore = Number((await query(`SELECT count(*) FROM audit_log`))[0].count);

    const deleted = await new WebhookDispatchStore(database.dataSource, new SecretBox(async () => randomBytes(32))).expire(30, 365);

    assert.equal(deleted.billingEvents, 1);
    assert.deepEqual(
      (await query(`SELECT event_id FROM billing_events ORDER BY event_id`)).map((row: { event_id: string }) => row.event_id),
      ['evt_new'],
    );
    assert.equal(deleted.audit, 0);
    assert.equal(Number((await query(`SELECT count(*) FROM audit_log`))[0].count), auditBefore);
  });
});
