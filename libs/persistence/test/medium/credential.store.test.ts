import assert from 'node:assert/strict';

import { Authenticator, CredentialStore, hashCredential } from '@innkeep/auth';
import type { Plan, Role } from '@innkeep/domain';
import { DomainError } from '@innkeep/domain';

import { BatchedCredentialStore, newId, Operator, TypeormCredentialStore } from '../../src';
import { createTestDatabase, TestDatabase } from '../../testing';

interface Member {
  userId: string;
  email: string;
  workspaceId: string;
  keyId: string;
  key: string;
}

describe('credential stores on PostgreSQL', () => {
  let database: TestDatabase;
  let operator: Operator;
  let stores: { name: string; store: CredentialStore }[];

  beforeAll(async () => {
    database = await createTestDatabase();
    operator = new Operator(database.dataSource);
    stores = [
      { name: 'one query per lookup', store: new TypeormCredentialStore(database.dataSource) },
      { name: 'batched', store: new BatchedCredentialStore(database.dataSource) },
    ];
  });

  afterAll(() => database?.drop());

  /** A user owning a workspace of its own, with a key on it. */
  async function member(options: { plan?: Plan; scopes?: string[] } = {}): Promise<Member> {
    const email = `owner-${newId('x').slice(2)}@example.test`;
    const user = await operator.createUser({ email });
    const workspace = await operator.createWorkspace({ name: 'Keys', ownerEmail: email, plan: options.plan ?? 'PRO' });
    const key = await operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: options.scopes ?? ['pms:read', 'pms:write'] });
    return { userId: user.id, email, workspaceId: workspace.id, keyId: key.id, key: key.key };
  }

  it('keeps only a hash of each key: no column holds the key or its secret part', async () => {
    const { keyId, key } = await member();
    const [row] = await database.dataSource.query(`SELECT row_to_json(k)::text AS stored, k.key_hash, k.display_prefix FROM api_keys k WHERE k.id = $1`, [
      keyId,
    ]);
    assert.equal(row.stored.includes(key), false);
    assert.equal(row.stored.includes(key.slice(12)), false);
    assert.equal(row.key_hash, hashCredential(key));
    assert.ok(key.startsWith(row.display_prefix));
  });

  it('finds a key by the hash of its secret, with its scopes and its workspaces in the order given', async () => {
    const first = await member({ scopes: ['pms:read'] });
    const second = await operator.createWorkspace({ name: 'Second', ownerEmail: first.email, plan: 'PRO' });
    const both = await operator.createApiKey({ email: first.email, workspaceIds: [second.id, first.workspaceId], scopes: ['pms:read'] });
    for (const { name, store } of stores) {
      const found = await store.findApiKeyByHash(hashCredential(both.key));
      assert.deepEqual(
        found && { id: found.id, userId: found.userId, scopes: found.scopes, workspaceIds: found.workspaceIds, revoked: found.revoked },
        { id: both.id, userId: first.userId, scopes: ['pms:read'], workspaceIds: [second.id, first.workspaceId], revoked: false },
        name,
      );
      assert.equal(await store.findApiKeyByHash(hashCredential(`${both.key}x`)), null, name);
    }
  });

  it('shows a revoked key as revoked', async () => {
    const { keyId, key } = await member();
    await operator.revokeApiKey({ id: keyId });
    for (const { name, store } of stores) assert.equal((await store.findApiKeyByHash(hashCredential(key)))?.revoked, true, name);
  });

  it('answers a membership only in a workspace the user belongs to', async () => {
    const mine = await member({ plan: 'BUSINESS' });
    const theirs = await member();
    for (const { name, store } of stores) {
      const access = await store.findAccess(mine.userId, mine.workspaceId);
      assert.deepEqual(
        access && { role: access.role, plan: access.plan, subscriptionStatus: access.subscriptionStatus },
        { role: 'OWNER', plan: 'BUSINESS', subscriptionStatus: 'TRIALING' },
        name,
      );
      assert.equal(await store.findAccess(mine.userId, theirs.workspaceId), null, name);
    }
  });

  it('never answers a request with another request’s key or membership, however many arrive together', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, (_, index) => member({ plan: index % 2 ? 'PRO' : 'BUSINESS' })));
    const roles: Role[] = ['OWNER', 'ADMIN', 'MEMBER', 'VIEWER'];
    const guests = await Promise.all(
      members.map(async (owner, index) => {
        const email = `guest-${newId('x').slice(2)}@example.test`;
        await operator.createUser({ email });
        await operator.setMemberRole({ workspaceId: owner.workspaceId, email, role: roles[index % roles.length] });
        const key = await operator.createApiKey({ email, workspaceIds: [owner.workspaceId], scopes: ['pms:read', 'pms:write'] });
        return { key: key.key, keyId: key.id, workspaceId: owner.workspaceId, role: roles[index % roles.length] };
      }),
    );
    const callers = [...members.map((owner) => ({ key: owner.key, keyId: owner.keyId, workspaceId: owner.workspaceId, role: 'OWNER' as Role })), ...guests];
    const authenticator = new Authenticator(new BatchedCredentialStore(database.dataSource));
    const requests = Array.from({ length: 5 }, () => callers).flat();
    const principals = await Promise.all(requests.map((caller) => authenticator.authenticate({ authorization: `Bearer ${caller.key}`, showorg: undefined })));
    assert.deepEqual(
      principals.map((principal) => [principal.credentialId, principal.workspaceId, principal.role]),
      requests.map((caller) => [caller.keyId, caller.workspaceId, caller.role]),
    );
  });

  it('refuses a key for a workspace it was not made for, even one its owner belongs to', async () => {
    const owner = await member();
    const other = await operator.createWorkspace({ name: 'Other', ownerEmail: owner.email, plan: 'PRO' });
    for (const { name, store } of stores) {
      await assert.rejects(new Authenticator(store).authenticate({ authorization: owner.key, showorg: other.id }), { code: 'WORKSPACE_FORBIDDEN' }, name);
    }
  });

  it('reads revocations, demotions and plan changes on the very next request', async () => {
    const owner = await member();
    const email = `member-${newId('x').slice(2)}@example.test`;
    await operator.createUser({ email });
    await operator.setMemberRole({ workspaceId: owner.workspaceId, email, role: 'MEMBER' });
    const key = await operator.createApiKey({ email, workspaceIds: [owner.workspaceId], scopes: ['pms:read', 'pms:write'] });
    const authenticator = new Authenticator(new BatchedCredentialStore(database.dataSource));
    const authenticate = () => authenticator.authenticate({ authorization: key.key, showorg: undefined });

    assert.deepEqual((await authenticate()).scopes, ['pms:read', 'pms:write']);
    await operator.setMemberRole({ workspaceId: owner.workspaceId, email, role: 'VIEWER' });
    assert.deepEqual((await authenticate()).scopes, ['pms:read']);
    await operator.setPlan({ workspaceId: owner.workspaceId, plan: 'STARTER' });
    await assert.rejects(authenticate(), { code: 'PLAN_NO_API_ACCESS' });
    await operator.setPlan({ workspaceId: owner.workspaceId, plan: 'PRO' });
    await operator.setPlan({ workspaceId: owner.workspaceId, trialEndsAt: new Date(Date.now() - 1000).toISOString() });
    await assert.rejects(authenticate(), { code: 'SUBSCRIPTION_INACTIVE', details: { status: 'TRIAL_ENDED' } });
    await operator.setPlan({ workspaceId: owner.workspaceId, status: 'ACTIVE' });
    assert.equal((await authenticate()).subscriptionStatus, 'ACTIVE');
    await operator.revokeApiKey({ id: key.id });
    await assert.rejects(authenticate(), (error: unknown) => error instanceof DomainError && error.code === 'INVALID_CREDENTIAL');
  });

  it('reads what decides the subscription’s access with the membership: trial end, failed payment, processor', async () => {
    const owner = await member();
    const trialEndsAt = new Date(Date.now() + 3_600_000);
    await operator.setPlan({ workspaceId: owner.workspaceId, plan: 'BUSINESS', status: 'PAST_DUE', trialEndsAt: trialEndsAt.toISOString() });
    const [{ since }] = await database.dataSource.query(`SELECT past_due_since AS since FROM subscriptions WHERE workspace_id = $1`, [owner.workspaceId]);
    for (const { name, store } of stores) {
      await store.findApiKeyByHash(hashCredential(owner.key));
      assert.deepEqual(
        await store.findAccess(owner.userId, owner.workspaceId),
        {
          role: 'OWNER',
          plan: 'BUSINESS',
          subscriptionStatus: 'PAST_DUE',
          trialEndsAt,
          pastDueSince: since,
          billedByProcessor: false,
          isSandbox: false,
          lastUsedAt: null,
        },
        name,
      );
    }
  });

  it('records when a key was last used', async () => {
    const owner = await member();
    await new Authenticator(new BatchedCredentialStore(database.dataSource)).authenticate({ authorization: owner.key, showorg: undefined });
    const lastUsed = async () => (await database.dataSource.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [owner.keyId]))[0].last_used_at;
    for (let attempt = 0; attempt < 50 && !(await lastUsed()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok((await lastUsed()) instanceof Date);
  });
});
