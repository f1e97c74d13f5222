import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import { Authenticator, hashCredential, isTestApiKey } from '@innkeep/auth';
import { CreatedSandbox, DomainError } from '@innkeep/domain';

import {
  BatchedCredentialStore,
  ChannelScheduleStore,
  LiveKeyInSandboxError,
  Operator,
  PaymentAccountStore,
  SandboxExpiryStore,
  SecretBox,
  TypeormUnitOfWork,
} from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

/** What a copy of the demo holds, counted the same way for any workspace. */
const COUNTED = [
  'properties',
  'units',
  'rate_plans',
  'rate_nights',
  'reservations',
  'guests',
  'blocks',
  'channel_connections',
  'channel_listings',
  'calendar_nights',
] as const;

describe('sandboxes on PostgreSQL', () => {
  let database: TestDatabase;
  let operator: Operator;
  let units: TypeormUnitOfWork;
  let demoWorkspaceId: string;
  let userId: string;
  let liveKey: string;
  let liveWorkspaceId: string;

  const query = (sql: string, params: unknown[] = []) => database.dataSource.query(sql, params);
  const countsOf = async (workspaceId: string): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const table of COUNTED) counts[table] = (await query(`SELECT count(*)::int AS n FROM ${table} WHERE workspace_id = $1`, [workspaceId]))[0].n;
    return counts;
  };
  const create = (name = 'Tests'): Promise<CreatedSandbox> =>
    units.run((scope) => scope.repos.sandboxes.create(userId, { name, scopes: ['pms:read', 'pms:write'] }));
  const refusalOf = async (work: Promise<unknown>): Promise<DomainError> => {
    try {
      await work;
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    operator = new Operator(database.dataSource);
    units = new TypeormUnitOfWork(database.dataSource);
    demoWorkspaceId = (await operator.seedDemo()).workspaceId;
    const email = `dev-${randomBytes(4).toString('hex')}@example.test`;
    userId = (await operator.createUser({ email })).id;
    liveWorkspaceId = (await operator.createWorkspace({ name: 'Live', ownerEmail: email, plan: 'PRO', status: 'ACTIVE' })).id;
    liveKey = (await operator.createApiKey({ email, workspaceIds: [liveWorkspaceId], scopes: ['pms:read', 'pms:write'] })).key;
  });
  afterAll(() => database?.drop());

  it('copies the demo season into a new sandbox: the same properties, units, rates, reservations and blocks as the demo', async () => {
    const sandbox = await create();
    assert.equal(sandbox.isSandbox, true);
    assert.ok(isTestApiKey(sandbox.key), sandbox.key);
    const demo = await countsOf(demoWorkspaceId);
    assert.ok(demo.reservations > 50 && demo.rate_nights > 0, JSON.stringify(demo));
    assert.deepEqual(await countsOf(sandbox.id), demo);
    const [row] = await query(`SELECT is_sandbox, last_used_at IS NOT NULL AS used FROM workspaces WHERE id = $1`, [sandbox.id]);
    assert.deepEqual(row, { is_sandbox: true, used: true });
    const [subscription] = await query(`SELECT plan_code, status, trial_ends_at FROM subscriptions WHERE workspace_id = $1`, [sandbox.id]);
    assert.deepEqual(subscription, { plan_code: 'PRO', status: 'ACTIVE', trial_ends_at: null });
  });

  it('takes its test key and refuses a live one, and a live workspace refuses the test key (SANDBOX_MISMATCH)', async () => {
    const sandbox = await create('Keys');
    const authenticator = new Authenticator(new BatchedCredentialStore(database.dataSource));
    const principal = await authenticator.authenticate({ authorization: sandbox.key, showorg: undefined });
    assert.equal(principal.workspaceId, sandbox.id);
    assert.equal(principal.plan, 'PRO');

    // A live key that also held the sandbox (made behind the operator's back) is still refused on it.
    const [liveKeyRow] = await query(`SELECT id FROM api_keys WHERE key_hash = $1`, [hashCredential(liveKey)]);
    await query(`INSERT INTO api_key_workspaces (workspace_id, api_key_id, position) VALUES ($1, $2, 1)`, [sandbox.id, liveKeyRow.id]);
    assert.equal((await refusalOf(authenticator.authenticate({ authorization: liveKey, showorg: sandbox.id }))).code, 'SANDBOX_MISMATCH');
    assert.equal((await authenticator.authenticate({ authorization: liveKey, showorg: undefined })).workspaceId, liveWorkspaceId);

    const [testKeyRow] = await query(`SELECT id FROM api_keys WHERE key_hash = $1`, [hashCredential(sandbox.key)]);
    await query(`INSERT INTO api_key_workspaces (workspace_id, api_key_id, position) VALUES ($1, $2, 1)`, [liveWorkspaceId, testKeyRow.id]);
    const refused = await refusalOf(authenticator.authenticate({ authorization: sandbox.key, showorg: liveWorkspaceId }));
    assert.equal(refused.code, 'SANDBOX_MISMATCH');
    assert.equal(refused.statusCode, 403);
  });

  it('issues a test key through the operator for sandboxes alone, and refuses a key holding a sandbox and a live workspace', async () => {
    const sandbox = await create('Operator keys');
    const [{ email }] = await query(`SELECT email FROM users WHERE id = $1`, [userId]);
    const key = await operator.createApiKey({ email, workspaceIds: [sandbox.id], scopes: ['pms:read'] });
    assert.ok(isTestApiKey(key.key));
    await assert.rejects(
      operator.createApiKey({ email, workspaceIds: [sandbox.id, liveWorkspaceId], scopes: ['pms:read'] }),
      /either sandboxes .* or live workspaces/,
    );
  });

  it('restores the demo season on reset, keeping its key', async () => {
    const sandbox = await create('Reset');
    const before = await countsOf(sandbox.id);
    const [firstProperty] = await query(`SELECT id, name FROM properties WHERE workspace_id = $1 ORDER BY name LIMIT 1`, [sandbox.id]);
    await query(`UPDATE properties SET name = 'Renamed' WHERE workspace_id = $1 AND id = $2`, [sandbox.id, firstProperty.id]);
    await query(`DELETE FROM tasks WHERE workspace_id = $1`, [sandbox.id]);
    await query(`DELETE FROM payments WHERE workspace_id = $1`, [sandbox.id]);
    await query(`DELETE FROM reservations WHERE workspace_id = $1 AND id IN (SELECT id FROM reservations WHERE workspace_id = $1 LIMIT 10)`, [sandbox.id]);
    assert.notDeepEqual(await countsOf(sandbox.id), before);

    const reset = await units.run((scope) => scope.repos.sandboxes.reset(userId, sandbox.id));
    assert.equal(reset?.id, sandbox.id);
    assert.deepEqual(await countsOf(sandbox.id), before);
    assert.deepEqual(
      (await query(`SELECT name FROM properties WHERE workspace_id = $1 ORDER BY name`, [sandbox.id])).map((row: { name: string }) => row.name),
      ['Casa Alfama', 'Porto Riverside Lofts'],
    );
    const authenticator = new Authenticator(new BatchedCredentialStore(database.dataSource));
    assert.equal((await authenticator.authenticate({ authorization: sandbox.key, showorg: undefined })).workspaceId, sandbox.id);
  });

  it('lists, resets and deletes only the user’s own sandboxes', async () => {
    const sandbox = await create('Mine');
    const strangerId = (await operator.createUser({ email: `stranger-${randomBytes(4).toString('hex')}@example.test` })).id;
    assert.equal(await units.run((scope) => scope.repos.sandboxes.reset(strangerId, sandbox.id)), null);
    assert.equal(await units.run((scope) => scope.repos.sandboxes.delete(strangerId, sandbox.id)), false);
    assert.equal(await units.run((scope) => scope.repos.sandboxes.reset(userId, liveWorkspaceId)), null);
    assert.deepEqual(await units.run((scope) => scope.repos.sandboxes.list(strangerId)), []);
    assert.ok((await units.run((scope) => scope.repos.sandboxes.list(userId))).some((listed) => listed.id === sandbox.id));

    assert.equal(await units.run((scope) => scope.repos.sandboxes.delete(userId, sandbox.id)), true);
    assert.deepEqual(
      Object.values(await countsOf(sandbox.id)),
      COUNTED.map(() => 0),
    );
    assert.equal((await query(`SELECT count(*)::int AS n FROM api_keys WHERE workspace_id = $1`, [sandbox.id]))[0].n, 0);
    assert.equal((await query(`SELECT count(*)::int AS n FROM workspaces WHERE id = $1`, [sandbox.id]))[0].n, 0);
  });

  it('never offers a sandbox’s channel connections to the scheduler, while the demo’s are pulled', async () => {
    const sandbox = await create('Channels');
    await query(`UPDATE channel_connections SET next_sync_at = now() - interval '1 minute', status = 'OK' WHERE workspace_id = ANY($1::text[])`, [
      [sandbox.id, demoWorkspaceId],
    ]);
    const sandboxConnections = (await query(`SELECT count(*)::int AS n FROM channel_connections WHERE workspace_id = $1`, [sandbox.id]))[0].n;
    assert.ok(sandboxConnections > 0);

    const claimed = await new ChannelScheduleStore(database.dataSource).claimDue(1000, 600);

    assert.deepEqual(
      claimed.filter((due) => due.workspaceId === sandbox.id),
      [],
    );
    assert.ok(claimed.some((due) => due.workspaceId === demoWorkspaceId));
  });

  it('removes a sandbox unused for 31 days and keeps one used 29 days ago', async () => {
    const old = await create('Old');
    const recent = await create('Recent');
    await query(`UPDATE workspaces SET last_used_at = now() - interval '31 days' WHERE id = $1`, [old.id]);
    await query(`UPDATE workspaces SET last_used_at = now() - interval '29 days' WHERE id = $1`, [recent.id]);
    // A live workspace is never a sandbox, however long unused.
    await query(`UPDATE workspaces SET last_used_at = now() - interval '400 days' WHERE id = $1`, [liveWorkspaceId]);

    const removed = await new SandboxExpiryStore(database.dataSource).removeUnused(30);

    assert.deepEqual(removed, [old.id]);
    assert.equal((await query(`SELECT count(*)::int AS n FROM reservations WHERE workspace_id = $1`, [old.id]))[0].n, 0);
    assert.deepEqual(
      (await query(`SELECT id FROM workspaces WHERE id = ANY($1::text[]) ORDER BY id`, [[old.id, recent.id, liveWorkspaceId]]))
        .map((row: { id: string }) => row.id)
        .sort(),
      [recent.id, liveWorkspaceId].sort(),
    );
  });

  it('connects a Stripe test key to a sandbox and refuses a live one, which a live workspace takes', async () => {
    const sandbox = await create('Payments');
    const accounts = new PaymentAccountStore(database.dataSource, new SecretBox(async () => randomBytes(32)));
    const webhookSecret = 'whsec_abcdefghijklmnop';
    await assert.rejects(accounts.connect(sandbox.id, { restrictedKey: 'sk_live_abcdefghijklmnop', webhookSecret }), LiveKeyInSandboxError);
    await assert.rejects(accounts.connect(sandbox.id, { restrictedKey: 'rk_live_abcdefghijklmnop', webhookSecret }), /test key only/);
    assert.equal(await accounts.summary(sandbox.id), null);
    await accounts.connect(sandbox.id, { restrictedKey: 'rk_test_abcdefghijklmnop', webhookSecret });
    assert.ok(await accounts.summary(sandbox.id));
    await accounts.connect(liveWorkspaceId, { restrictedKey: 'rk_live_abcdefghijklmnop', webhookSecret });
    assert.ok(await accounts.summary(liveWorkspaceId));
  });

  it('records a sandbox’s use when its key authenticates and the stored use is an hour old', async () => {
    const sandbox = await create('Use');
    await query(`UPDATE workspaces SET last_used_at = now() - interval '3 days' WHERE id = $1`, [sandbox.id]);
    await new Authenticator(new BatchedCredentialStore(database.dataSource)).authenticate({ authorization: sandbox.key, showorg: undefined });
    // The write is best effort and not awaited by the request: wait for it here.
    for (let attempt = 0; attempt < 50; attempt++) {
      const [row] = await query(`SELECT last_used_at > now() - interval '1 minute' AS fresh FROM workspaces WHERE id = $1`, [sandbox.id]);
      if (row.fresh) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.fail('the sandbox’s last use was not recorded');
  });
});
