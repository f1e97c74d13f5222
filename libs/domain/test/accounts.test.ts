import assert from 'node:assert/strict';

import { Accounts, AccountStore, isLastOwner, OperatorError, refuseMemberAdd, refuseRemoval, refuseRoleChange, Role, Scope, StoredSubscription } from '../src';

/** The account store in memory: records only, as PostgreSQL keeps them. */
class FakeAccountStore implements AccountStore {
  users: { id: string; email: string; name: string | null; passwordHash?: string; trialUsed: boolean }[] = [];
  identities: { userId: string; issuer: string; subject: string }[] = [];
  workspaces: { id: string; name: string; timezone: string; isSandbox: boolean }[] = [];
  memberships: { workspaceId: string; userId: string; role: Role }[] = [];
  subscriptions = new Map<string, StoredSubscription>();
  keys: { id: string; userId: string; name: string; keyHash: string; scopes: Scope[]; workspaceIds: string[]; revokedAt: Date | null }[] = [];
  private next = 0;
  private newId = (prefix: string) => `${prefix}_${++this.next}`;

  async findUserByEmail(email: string) {
    const user = this.users.find((row) => row.email === email);
    return user ? { id: user.id, email: user.email } : null;
  }
  async insertUser(user: { email: string; name: string | null }) {
    if (this.users.some((row) => row.email === user.email)) return null;
    const id = this.newId('usr');
    this.users.push({ id, ...user, trialUsed: false });
    return id;
  }
  async setPasswordHash(userId: string, passwordHash: string) {
    this.users.find((row) => row.id === userId)!.passwordHash = passwordHash;
  }
  async linkIdentity(userId: string, identity: { issuer: string; subject: string }) {
    this.identities.push({ userId, issuer: identity.issuer, subject: identity.subject });
  }
  async claimTrial(userId: string) {
    const user = this.users.find((row) => row.id === userId)!;
    if (user.trialUsed) return false;
    user.trialUsed = true;
    return true;
  }
  async insertWorkspace(workspace: { name: string; timezone: string; ownerId: string; subscription: StoredSubscription }) {
    const id = this.newId('wsp');
    this.workspaces.push({ id, name: workspace.name, timezone: workspace.timezone, isSandbox: false });
    this.memberships.push({ workspaceId: id, userId: workspace.ownerId, role: 'OWNER' });
    this.subscriptions.set(id, workspace.subscription);
    return id;
  }
  async lockMemberships(workspaceId: string) {
    return this.workspaceExists(workspaceId);
  }
  async ownerIds(workspaceId: string) {
    return this.memberships.filter((row) => row.workspaceId === workspaceId && row.role === 'OWNER').map((row) => row.userId);
  }
  async putMembership(workspaceId: string, userId: string, role: Role) {
    const found = this.memberships.find((row) => row.workspaceId === workspaceId && row.userId === userId);
    if (found) found.role = role;
    else this.memberships.push({ workspaceId, userId, role });
  }
  async deleteMembership(workspaceId: string, userId: string) {
    const before = this.memberships.length;
    this.memberships = this.memberships.filter((row) => !(row.workspaceId === workspaceId && row.userId === userId));
    return this.memberships.length < before;
  }
  async findWorkspaces(workspaceIds: string[]) {
    return this.workspaces.filter((row) => workspaceIds.includes(row.id)).map(({ id, isSandbox }) => ({ id, isSandbox }));
  }
  async workspaceExists(workspaceId: string) {
    return this.workspaces.some((row) => row.id === workspaceId);
  }
  async memberOf(userId: string, workspaceIds: string[]) {
    return this.memberships.filter((row) => row.userId === userId && workspaceIds.includes(row.workspaceId)).map((row) => row.workspaceId);
  }
  async insertApiKey(key: { userId: string; name: string; keyHash: string; scopes: Scope[]; workspaceIds: string[] }) {
    const id = this.newId('key');
    this.keys.push({ id, userId: key.userId, name: key.name, keyHash: key.keyHash, scopes: key.scopes, workspaceIds: key.workspaceIds, revokedAt: null });
    return id;
  }
  async lockApiKey(keyId: string) {
    const key = this.keys.find((row) => row.id === keyId);
    return key ? { revokedAt: key.revokedAt } : null;
  }
  async revokeApiKey(keyId: string) {
    this.keys.find((row) => row.id === keyId)!.revokedAt = NOW;
  }
  async lockFeed() {}
  async subscriptionOf(workspaceId: string) {
    return this.subscriptions.get(workspaceId) ?? null;
  }
  async insertSubscription(workspaceId: string, subscription: StoredSubscription) {
    this.subscriptions.set(workspaceId, subscription);
  }
  async changeSubscription(workspaceId: string, change: Partial<StoredSubscription>) {
    const current = this.subscriptions.get(workspaceId)!;
    this.subscriptions.set(workspaceId, {
      plan: change.plan ?? current.plan,
      status: change.status ?? current.status,
      trialEndsAt: change.trialEndsAt ?? current.trialEndsAt,
    });
  }
}

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function accounts() {
  const store = new FakeAccountStore();
  const minted: string[] = [];
  const service = new Accounts(
    (work) => work(store),
    (kind) => {
      const key = `ikp_${kind}_${minted.length + 1}`;
      minted.push(key);
      return { key, hash: `hash(${key})`, displayPrefix: key.slice(0, 8) };
    },
    () => NOW,
  );
  return { store, service };
}

async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await work;
  } catch (error) {
    assert.ok(error instanceof OperatorError, String(error));
    return { code: error.code, message: error.message };
  }
  assert.fail('expected a refusal');
}

describe('accounts', () => {
  describe('sign-up and workspaces', () => {
    it('signs a user up with a workspace they own on a 7-day PRO trial', async () => {
      const { store, service } = accounts();
      const signed = await service.signUp({
        email: ' Ana@Example.com ',
        workspaceName: 'Casa',
        passwordHash: 'argon',
        identity: { issuer: 'idp', subject: 's1', email: null },
      });
      assert.equal(signed.email, 'ana@example.com');
      assert.deepEqual(store.memberships, [{ workspaceId: signed.workspaceId, userId: signed.userId, role: 'OWNER' }]);
      assert.deepEqual(store.subscriptions.get(signed.workspaceId), { plan: 'PRO', status: 'TRIALING', trialEndsAt: new Date(NOW.getTime() + 7 * DAY) });
      assert.equal(store.users[0].passwordHash, 'argon');
      assert.deepEqual(store.identities, [{ userId: signed.userId, issuer: 'idp', subject: 's1' }]);
    });

    it('refuses a second user with the same address', async () => {
      const { service } = accounts();
      await service.createUser({ email: 'ana@example.com' });
      assert.deepEqual(await refusal(service.createUser({ email: 'ANA@example.com' })), {
        code: 'USER_EXISTS',
        message: 'A user with the e-mail address ana@example.com already exists.',
      });
    });

    it('gives each owner one trial: a second self-service workspace starts INCOMPLETE', async () => {
      const { service } = accounts();
      await service.signUp({ email: 'ana@example.com', workspaceName: 'First' });
      const second = await service.createWorkspace({ name: 'Second', ownerEmail: 'ana@example.com', oneTrialPerOwner: true });
      assert.deepEqual([second.status, second.trial], ['INCOMPLETE', false]);
    });

    it('keeps the trial pending while a payment processor collects the card', async () => {
      const { service } = accounts();
      await service.createUser({ email: 'ana@example.com' });
      const created = await service.createWorkspace({ name: 'Casa', ownerEmail: 'ana@example.com', awaitingCard: true });
      assert.deepEqual([created.status, created.trial], ['INCOMPLETE', true]);
    });

    it('names the field a bad input got wrong', async () => {
      const { service } = accounts();
      await service.createUser({ email: 'ana@example.com' });
      assert.equal((await refusal(service.createUser({ email: 'nope' }))).code, 'INVALID_EMAIL');
      assert.deepEqual(await refusal(service.createWorkspace({ name: 'Casa', ownerEmail: 'ana@example.com', timezone: 'Mars/Base' })), {
        code: 'INVALID_TIMEZONE',
        message: '"Mars/Base" is not an IANA time zone (such as Europe/Lisbon or UTC).',
      });
      assert.equal((await refusal(service.createWorkspace({ name: ' ', ownerEmail: 'ana@example.com' }))).message, 'The workspace name must not be empty.');
    });
  });

  describe('members and roles', () => {
    async function workspaceOfTwo() {
      const world = accounts();
      const owner = await world.service.signUp({ email: 'owner@example.com', workspaceName: 'Casa' });
      await world.service.createUser({ email: 'admin@example.com' });
      await world.service.setMemberRole({ workspaceId: owner.workspaceId, email: 'admin@example.com', role: 'admin' });
      return { ...world, workspaceId: owner.workspaceId };
    }

    it('keeps one OWNER: the only one can neither step down nor be removed', async () => {
      const { service, workspaceId } = await workspaceOfTwo();
      const lastOwner = `owner@example.com is the only OWNER of workspace ${workspaceId}, which keeps at least one OWNER: make someone else OWNER first.`;
      assert.deepEqual(await refusal(service.setMemberRole({ workspaceId, email: 'owner@example.com', role: 'ADMIN' })), {
        code: 'LAST_OWNER',
        message: lastOwner,
      });
      assert.deepEqual(await refusal(service.removeMember({ workspaceId, email: 'owner@example.com' })), { code: 'LAST_OWNER', message: lastOwner });
    });

    it('lets an OWNER step down once another OWNER exists', async () => {
      const { store, service, workspaceId } = await workspaceOfTwo();
      await service.setMemberRole({ workspaceId, email: 'admin@example.com', role: 'OWNER' });
      await service.removeMember({ workspaceId, email: 'owner@example.com' });
      assert.deepEqual(
        store.memberships.map((row) => row.role),
        ['OWNER'],
      );
    });

    it('refuses to remove a user who is not a member, and a workspace that does not exist', async () => {
      const { service, workspaceId } = await workspaceOfTwo();
      await service.createUser({ email: 'guest@example.com' });
      assert.equal((await refusal(service.removeMember({ workspaceId, email: 'guest@example.com' }))).code, 'NOT_A_MEMBER');
      assert.deepEqual(await refusal(service.removeMember({ workspaceId: 'wsp_none', email: 'guest@example.com' })), {
        code: 'WORKSPACE_NOT_FOUND',
        message: 'No workspace has the id wsp_none.',
      });
    });

    it('lets OWNER and ADMIN manage members, and only an OWNER make, change or remove an OWNER', () => {
      assert.equal(refuseMemberAdd('ADMIN', 'OWNER'), 'Only an OWNER makes another OWNER.');
      assert.equal(refuseMemberAdd('ADMIN', 'MEMBER'), null);
      assert.equal(refuseRoleChange('ADMIN', 'OWNER', 'ADMIN'), 'Only an OWNER makes or changes an OWNER.');
      assert.equal(refuseRoleChange('OWNER', 'OWNER', 'ADMIN'), null);
      assert.equal(refuseRemoval('ADMIN', 'OWNER'), 'Only an OWNER removes an OWNER.');
      assert.equal(refuseRemoval('OWNER', 'ADMIN'), null);
      assert.equal(isLastOwner(['usr_1'], 'usr_1'), true);
      assert.equal(isLastOwner(['usr_1', 'usr_2'], 'usr_1'), false);
      assert.equal(isLastOwner([], 'usr_1'), false);
    });
  });

  describe('API keys', () => {
    it("creates a key holding only its user's workspaces, the first one its default, and shows it once", async () => {
      const { store, service } = accounts();
      const { workspaceId } = await service.signUp({ email: 'ana@example.com', workspaceName: 'Casa' });
      const created = await service.createApiKey({ email: 'ana@example.com', workspaceIds: [workspaceId, workspaceId], scopes: ['pms:write', 'PMS:READ'] });
      assert.deepEqual(created, { id: store.keys[0].id, key: 'ikp_live_1', scopes: ['pms:read', 'pms:write'], workspaceIds: [workspaceId] });
      assert.equal(store.keys[0].keyHash, 'hash(ikp_live_1)');
      assert.equal(store.keys[0].name, 'API key');
    });

    it('refuses a workspace the user is not in, and sandboxes beside live workspaces', async () => {
      const { store, service } = accounts();
      const ana = await service.signUp({ email: 'ana@example.com', workspaceName: 'Casa' });
      const bo = await service.signUp({ email: 'bo@example.com', workspaceName: 'Bo' });
      assert.deepEqual(await refusal(service.createApiKey({ email: 'ana@example.com', workspaceIds: [bo.workspaceId], scopes: ['pms:read'] })), {
        code: 'NOT_A_MEMBER',
        message: `ana@example.com is not a member of workspace ${bo.workspaceId}, so a key of theirs cannot hold it.`,
      });
      const sandbox = await service.createWorkspace({ name: 'Sandbox', ownerEmail: 'ana@example.com', status: 'ACTIVE' });
      store.workspaces.find((row) => row.id === sandbox.id)!.isSandbox = true;
      assert.equal(
        (await refusal(service.createApiKey({ email: 'ana@example.com', workspaceIds: [ana.workspaceId, sandbox.id], scopes: ['pms:read'] }))).code,
        'INVALID_INPUT',
      );
      assert.equal((await service.createApiKey({ email: 'ana@example.com', workspaceIds: [sandbox.id], scopes: ['pms:read'] })).key, 'ikp_test_1');
      assert.equal((await refusal(service.createApiKey({ email: 'ana@example.com', workspaceIds: [ana.workspaceId], scopes: [] }))).code, 'INVALID_SCOPE');
    });

    it('revokes a key once', async () => {
      const { service } = accounts();
      const { workspaceId } = await service.signUp({ email: 'ana@example.com', workspaceName: 'Casa' });
      const { id } = await service.createApiKey({ email: 'ana@example.com', workspaceIds: [workspaceId], scopes: ['pms:read'] });
      assert.deepEqual(await service.revokeApiKey({ id }), { revoked: true });
      assert.deepEqual(await refusal(service.revokeApiKey({ id })), {
        code: 'KEY_ALREADY_REVOKED',
        message: `API key ${id} was already revoked on ${NOW.toISOString()}.`,
      });
      assert.equal((await refusal(service.revokeApiKey({ id: 'key_none' }))).code, 'KEY_NOT_FOUND');
    });
  });

  describe('plans and subscription status', () => {
    it('starts a fresh trial when set TRIALING after the last one ended, and keeps what is not given', async () => {
      const { store, service } = accounts();
      const { workspaceId } = await service.signUp({ email: 'ana@example.com', workspaceName: 'Casa' });
      await service.setPlan({ workspaceId, status: 'active', trialEndsAt: '2026-05-01T00:00:00Z' });
      const state = await service.setPlan({ workspaceId, plan: 'business', status: 'TRIALING' });
      assert.deepEqual(state, { workspaceId, plan: 'BUSINESS', status: 'TRIALING', trialEndsAt: new Date(NOW.getTime() + 7 * DAY).toISOString() });
      assert.equal(store.subscriptions.get(workspaceId)?.plan, 'BUSINESS');
    });

    it('refuses an unknown plan, status or instant, and a workspace that does not exist', async () => {
      const { service } = accounts();
      assert.equal((await refusal(service.setPlan({ workspaceId: 'wsp_x', plan: 'GOLD' }))).code, 'INVALID_PLAN');
      assert.equal((await refusal(service.setPlan({ workspaceId: 'wsp_x', status: 'SLEEPING' }))).code, 'INVALID_STATUS');
      assert.equal((await refusal(service.setPlan({ workspaceId: 'wsp_x', trialEndsAt: 'tomorrow' }))).code, 'INVALID_INPUT');
      assert.equal((await refusal(service.setPlan({ workspaceId: 'wsp_x', plan: 'PRO' }))).code, 'WORKSPACE_NOT_FOUND');
    });
  });
});
