/**
 * The operator service against a real PostgreSQL: a fresh database per run, from the server at
 * TEST_DATABASE_URL (a superuser URL to a maintenance database).
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';

import { Authenticator, hashCredential, isWellFormedApiKey } from '@innkeep/auth';
import { addDays, DomainError, OperatorError, OperatorErrorCode, TRIAL_DAYS } from '@innkeep/domain';
import { DEMO_OWNER_EMAIL, DEMO_WORKSPACE_NAME, Operator, TypeormCredentialStore } from '@innkeep/persistence';
import { createTestDatabase, TestDatabase } from '@innkeep/persistence/testing';
import { DataSource } from 'typeorm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Asserts that `promise` fails with an OperatorError of this code, and returns its message. */
async function rejectsWith(promise: Promise<unknown>, code: OperatorErrorCode): Promise<string> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof OperatorError, `expected an OperatorError, got ${String(error)}`);
    assert.equal(error.code, code, error.message);
    assert.match(error.message, /\S.*\.$/, 'the message is a sentence');
    return error.message;
  }
  assert.fail(`expected an OperatorError ${code}`);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let counter = 0;
const uniqueEmail = (label = 'user') => `${label}-${++counter}-${randomBytes(3).toString('hex')}@example.com`;

describe('Operator', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let operator: Operator;
  let authenticator: Authenticator;

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 4 });
    dataSource = database.dataSource;
    operator = new Operator(dataSource);
    authenticator = new Authenticator(new TypeormCredentialStore(dataSource));
  });

  afterAll(async () => {
    await database?.drop();
  });

  /** A user who owns a fresh workspace. */
  async function owner(plan = 'PRO') {
    const email = uniqueEmail('owner');
    const user = await operator.createUser({ email, name: 'Olga Owner' });
    const workspace = await operator.createWorkspace({ name: 'Test Stays', ownerEmail: email, plan });
    return { email, user, workspace };
  }

  /** The e-mail addresses of a workspace's OWNERs. */
  const ownersOf = async (workspaceId: string): Promise<string[]> =>
    (
      await dataSource.query(
        `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = $1 AND m.role = 'OWNER' ORDER BY u.email`,
        [workspaceId],
      )
    ).map((row: { email: string }) => row.email);

  const authenticate = (key: string, showorg?: string) => authenticator.authenticate({ authorization: key, showorg });

  describe('users', () => {
    it('stores e-mail addresses lower-cased and trimmed', async () => {
      const user = await operator.createUser({ email: '  Ana.Silva@Example.COM ', name: 'Ana Silva' });
      assert.equal(user.email, 'ana.silva@example.com');
      assert.match(user.id, /^usr_[0-9A-Za-z]{20}$/);
      const [row] = await dataSource.query('SELECT email, name FROM users WHERE id = $1', [user.id]);
      assert.deepEqual(row, { email: 'ana.silva@example.com', name: 'Ana Silva' });
    });

    it('refuses a second user with the same address in another letter case', async () => {
      const email = uniqueEmail('twice');
      await operator.createUser({ email });
      const message = await rejectsWith(operator.createUser({ email: email.toUpperCase() }), 'USER_EXISTS');
      assert.match(message, new RegExp(email.replace(/[.]/g, '\\.')));
    });

    it('refuses text that is not an e-mail address', async () => {
      await rejectsWith(operator.createUser({ email: 'not-an-address' }), 'INVALID_EMAIL');
      await rejectsWith(operator.createUser({ email: '   ' }), 'INVALID_INPUT');
    });
  });

  describe('workspaces', () => {
    it('makes the owner an OWNER member and starts a 7-day trial', async () => {
      const before = Date.now();
      const { user, workspace } = await owner();
      assert.match(workspace.id, /^ws_/);
      assert.deepEqual({ name: workspace.name, plan: workspace.plan }, { name: 'Test Stays', plan: 'PRO' });
      const [membership] = await dataSource.query('SELECT user_id, role FROM memberships WHERE workspace_id = $1', [workspace.id]);
      assert.deepEqual(membership, { user_id: user.id, role: 'OWNER' });
      const [subscription] = await dataSource.query('SELECT plan_code, status, trial_ends_at FROM subscriptions WHERE workspace_id = $1', [workspace.id]);
      assert.equal(subscription.plan_code, 'PRO');
      assert.equal(subscription.status, 'TRIALING');
      const trialMs = new Date(subscription.trial_ends_at).getTime() - before;
      assert.ok(Math.abs(trialMs - TRIAL_DAYS * DAY_MS) < 60_000, `trial ends ${trialMs / DAY_MS} days after creation`);
      assert.equal(TRIAL_DAYS, 7);
    });

    it('takes the time zone in any letter case and stores its canonical name', async () => {
      const email = uniqueEmail();
      await operator.createUser({ email });
      const workspace = await operator.createWorkspace({ name: 'Lisboa', ownerEmail: email, timezone: 'europe/lisbon', plan: 'business' });
      assert.equal(workspace.plan, 'BUSINESS');
      const [row] = await dataSource.query('SELECT timezone FROM workspaces WHERE id = $1', [workspace.id]);
      assert.equal(row.timezone, 'Europe/Lisbon');
    });

    it('refuses an unknown owner, plan or time zone, and creates nothing then', async () => {
      const [{ count: before }] = await dataSource.query('SELECT count(*)::int AS count FROM workspaces');
      await rejectsWith(operator.createWorkspace({ name: 'Nobody', ownerEmail: uniqueEmail('ghost') }), 'USER_NOT_FOUND');
      const email = uniqueEmail();
      await operator.createUser({ email });
      await rejectsWith(operator.createWorkspace({ name: 'X', ownerEmail: email, plan: 'GOLD' }), 'INVALID_PLAN');
      await rejectsWith(operator.createWorkspace({ name: 'X', ownerEmail: email, timezone: 'Mars/Olympus' }), 'INVALID_TIMEZONE');
      await rejectsWith(operator.createWorkspace({ name: ' ', ownerEmail: email }), 'INVALID_INPUT');
      const [{ count: after }] = await dataSource.query('SELECT count(*)::int AS count FROM workspaces');
      assert.equal(after, before);
    });
  });

  describe('API keys', () => {
    it('returns the key once and stores only its sha256 and a short prefix', async () => {
      const { email, workspace } = await owner();
      const created = await operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: ['pms:read'], name: 'laptop' });
      assert.ok(isWellFormedApiKey(created.key), `${created.key} has the ikp_ shape and a valid checksum`);
      assert.match(created.id, /^key_/);
      assert.deepEqual(created.scopes, ['pms:read']);
      assert.deepEqual(created.workspaceIds, [workspace.id]);

      const [row] = await dataSource.query('SELECT key_hash, display_prefix, name, workspace_id FROM api_keys WHERE id = $1', [created.id]);
      assert.equal(row.key_hash, sha256(created.key));
      assert.equal(row.display_prefix, created.key.slice(0, 12));
      assert.equal(row.name, 'laptop');
      assert.equal(row.workspace_id, workspace.id);

      // Nowhere in the key tables does the key, or its secret part, appear.
      const secret = created.key.slice('ikp_'.length);
      const dump: { row: string }[] = await dataSource.query(
        `SELECT row_to_json(k)::text AS row FROM api_keys k
         UNION ALL SELECT row_to_json(w)::text FROM api_key_workspaces w`,
      );
      for (const { row: text } of dump) {
        assert.ok(!text.includes(created.key) && !text.includes(secret.slice(8)), 'the plaintext key is not stored');
      }
    });

    it('works for every workspace it holds, the first being its default', async () => {
      const { email, workspace: first } = await owner();
      const second = await operator.createWorkspace({ name: 'Second', ownerEmail: email });
      const created = await operator.createApiKey({
        email,
        workspaceIds: [first.id, second.id, first.id],
        scopes: ['PMS:WRITE', 'pms:read'],
      });
      assert.deepEqual(created.workspaceIds, [first.id, second.id], 'a repeated workspace is held once');
      assert.deepEqual(created.scopes, ['pms:read', 'pms:write']);
      const positions = await dataSource.query('SELECT workspace_id, position FROM api_key_workspaces WHERE api_key_id = $1 ORDER BY position', [created.id]);
      assert.deepEqual(positions, [
        { workspace_id: first.id, position: 0 },
        { workspace_id: second.id, position: 1 },
      ]);
      const byDefault = await authenticate(created.key);
      assert.equal(byDefault.workspaceId, first.id);
      assert.deepEqual(byDefault.scopes, ['pms:read', 'pms:write']);
      assert.equal((await authenticate(`Bearer ${created.key}`, second.id)).workspaceId, second.id);
    });

    it('needs the user to be a member of each workspace, and creates nothing otherwise', async () => {
      const { email, workspace } = await owner();
      const stranger = await owner();
      const [{ count: before }] = await dataSource.query('SELECT count(*)::int AS count FROM api_keys');
      const message = await rejectsWith(
        operator.createApiKey({ email, workspaceIds: [workspace.id, stranger.workspace.id], scopes: ['pms:read'] }),
        'NOT_A_MEMBER',
      );
      assert.match(message, new RegExp(stranger.workspace.id));
      await rejectsWith(operator.createApiKey({ email, workspaceIds: ['ws_doesnotexist'], scopes: ['pms:read'] }), 'WORKSPACE_NOT_FOUND');
      await rejectsWith(operator.createApiKey({ email: uniqueEmail('ghost'), workspaceIds: [workspace.id], scopes: ['pms:read'] }), 'USER_NOT_FOUND');
      const [{ count: after }] = await dataSource.query('SELECT count(*)::int AS count FROM api_keys');
      assert.equal(after, before);
    });

    it('takes only pms:read and pms:write as scopes', async () => {
      const { email, workspace } = await owner();
      await rejectsWith(operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: ['pms:admin'] }), 'INVALID_SCOPE');
      await rejectsWith(operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: [] }), 'INVALID_SCOPE');
      await rejectsWith(operator.createApiKey({ email, workspaceIds: [], scopes: ['pms:read'] }), 'INVALID_INPUT');
    });

    it('stops working once revoked, and cannot be revoked twice', async () => {
      const { email, workspace } = await owner();
      const created = await operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: ['pms:read'] });
      await authenticate(created.key);
      assert.deepEqual(await operator.revokeApiKey({ id: created.id }), { revoked: true });
      await assert.rejects(authenticate(created.key), (error: unknown) => error instanceof DomainError && error.code === 'INVALID_CREDENTIAL');
      const [row] = await dataSource.query('SELECT revoked_at FROM api_keys WHERE id = $1', [created.id]);
      assert.ok(row.revoked_at instanceof Date);
      await rejectsWith(operator.revokeApiKey({ id: created.id }), 'KEY_ALREADY_REVOKED');
      await rejectsWith(operator.revokeApiKey({ id: 'key_unknown' }), 'KEY_NOT_FOUND');
    });
  });

  describe('members', () => {
    it('adds a member with a role, changes the role, and removes the member', async () => {
      const { workspace } = await owner();
      const email = uniqueEmail('member');
      const member = await operator.createUser({ email });
      assert.deepEqual(await operator.setMemberRole({ workspaceId: workspace.id, email: email.toUpperCase(), role: 'viewer' }), {
        workspaceId: workspace.id,
        userId: member.id,
        role: 'VIEWER',
      });
      const key = await operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: ['pms:read', 'pms:write'] });
      assert.deepEqual((await authenticate(key.key)).scopes, ['pms:read'], 'a VIEWER key reads only');

      await operator.setMemberRole({ workspaceId: workspace.id, email, role: 'MEMBER' });
      assert.deepEqual((await authenticate(key.key)).scopes, ['pms:read', 'pms:write'], 'the promotion bites at once');

      assert.deepEqual(await operator.removeMember({ workspaceId: workspace.id, email }), { removed: true });
      await assert.rejects(authenticate(key.key), (error: unknown) => error instanceof DomainError && error.code === 'INVALID_CREDENTIAL');
      await rejectsWith(operator.removeMember({ workspaceId: workspace.id, email }), 'NOT_A_MEMBER');
    });

    it('refuses to demote or remove the only OWNER, and lets them go once another OWNER exists', async () => {
      const { email, workspace } = await owner();
      const message = await rejectsWith(operator.setMemberRole({ workspaceId: workspace.id, email, role: 'ADMIN' }), 'LAST_OWNER');
      assert.match(message, /at least one OWNER/);
      await rejectsWith(operator.removeMember({ workspaceId: workspace.id, email }), 'LAST_OWNER');
      assert.deepEqual(await ownersOf(workspace.id), [email]);

      const heir = uniqueEmail('heir');
      await operator.createUser({ email: heir });
      await operator.setMemberRole({ workspaceId: workspace.id, email: heir, role: 'OWNER' });
      await operator.setMemberRole({ workspaceId: workspace.id, email, role: 'ADMIN' });
      await rejectsWith(operator.removeMember({ workspaceId: workspace.id, email: heir }), 'LAST_OWNER');
      assert.deepEqual(await ownersOf(workspace.id), [heir]);
    });

    it('keeps one OWNER when every OWNER steps down or is removed at the same moment', async () => {
      for (let round = 0; round < 10; round += 1) {
        const { email: first, workspace } = await owner();
        const others = [uniqueEmail('co-owner'), uniqueEmail('co-owner'), uniqueEmail('co-owner')];
        for (const other of others) {
          await operator.createUser({ email: other });
          await operator.setMemberRole({ workspaceId: workspace.id, email: other, role: 'OWNER' });
        }
        const owners = [first, ...others];
        const outcomes = await Promise.allSettled(
          owners.map((email, i) =>
            i % 2 === 0
              ? operator.setMemberRole({ workspaceId: workspace.id, email, role: 'MEMBER' })
              : operator.removeMember({ workspaceId: workspace.id, email }),
          ),
        );
        const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
        assert.equal(refused.length, 1, `round ${round}: ${JSON.stringify(outcomes.map((outcome) => outcome.status))}`);
        const [reason] = refused.map((outcome) => (outcome as PromiseRejectedResult).reason);
        assert.ok(reason instanceof OperatorError && reason.code === 'LAST_OWNER', String(reason));
        assert.equal((await ownersOf(workspace.id)).length, 1, `round ${round}`);
      }
    });

    it('refuses an unknown role, user or workspace', async () => {
      const { email, workspace } = await owner();
      await rejectsWith(operator.setMemberRole({ workspaceId: workspace.id, email, role: 'KING' }), 'INVALID_ROLE');
      await rejectsWith(operator.setMemberRole({ workspaceId: workspace.id, email: uniqueEmail('ghost'), role: 'ADMIN' }), 'USER_NOT_FOUND');
      await rejectsWith(operator.setMemberRole({ workspaceId: 'ws_nope', email, role: 'ADMIN' }), 'WORKSPACE_NOT_FOUND');
    });
  });

  describe('plans', () => {
    it('sets the plan, keeps the status unless told, and cuts API access when canceled', async () => {
      const { email, workspace } = await owner();
      const key = await operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: ['pms:read'] });
      const business = await operator.setPlan({ workspaceId: workspace.id, plan: 'BUSINESS' });
      assert.deepEqual([business.workspaceId, business.plan, business.status], [workspace.id, 'BUSINESS', 'TRIALING']);
      assert.ok(business.trialEndsAt);
      assert.deepEqual(await operator.setPlan({ workspaceId: workspace.id, plan: 'business', status: 'active' }), {
        workspaceId: workspace.id,
        plan: 'BUSINESS',
        status: 'ACTIVE',
        trialEndsAt: business.trialEndsAt,
      });
      assert.equal((await authenticate(key.key)).plan, 'BUSINESS');
      await operator.setPlan({ workspaceId: workspace.id, plan: 'PRO', status: 'CANCELED' });
      await assert.rejects(
        authenticate(key.key),
        (error: unknown) => error instanceof DomainError && error.code === 'SUBSCRIPTION_INACTIVE' && error.details.status === 'CANCELED',
      );
      await rejectsWith(operator.setPlan({ workspaceId: workspace.id, plan: 'FREE' }), 'INVALID_PLAN');
      await rejectsWith(operator.setPlan({ workspaceId: workspace.id, plan: 'PRO', status: 'PAUSED' }), 'INVALID_STATUS');
      await rejectsWith(operator.setPlan({ workspaceId: workspace.id, trialEndsAt: 'next week' }), 'INVALID_INPUT');
      await rejectsWith(operator.setPlan({ workspaceId: 'ws_nope', plan: 'PRO' }), 'WORKSPACE_NOT_FOUND');
    });

    it('ends a trial by its date, and records each change of status or plan in the feed', async () => {
      const { email, workspace } = await owner();
      const key = await operator.createApiKey({ email, workspaceIds: [workspace.id], scopes: ['pms:read'] });
      const past = new Date(Date.now() - 60_000).toISOString();
      assert.equal((await operator.setPlan({ workspaceId: workspace.id, trialEndsAt: past })).status, 'TRIALING');
      await assert.rejects(
        authenticate(key.key),
        (error: unknown) => error instanceof DomainError && error.code === 'SUBSCRIPTION_INACTIVE' && error.details.status === 'TRIAL_ENDED',
      );
      await operator.setPlan({ workspaceId: workspace.id, status: 'ACTIVE' });
      assert.equal((await authenticate(key.key)).subscriptionStatus, 'ACTIVE');
      await operator.setPlan({ workspaceId: workspace.id, plan: 'BUSINESS' });
      const events = await database.dataSource.query(`SELECT type, data FROM events WHERE workspace_id = $1 ORDER BY txid, seq`, [workspace.id]);
      assert.deepEqual(events, [
        { type: 'workspace.subscription_changed', data: { from: 'TRIALING', to: 'ACTIVE', plan: 'PRO' } },
        { type: 'workspace.subscription_changed', data: { from: 'ACTIVE', to: 'ACTIVE', plan: 'BUSINESS' } },
      ]);
    });

    it('gives each user one trial: their further workspaces of their own start INCOMPLETE, however many are created at once', async () => {
      const email = uniqueEmail('trials');
      await operator.createUser({ email });
      const created = await Promise.all(
        Array.from({ length: 5 }, (_, index) => operator.createWorkspace({ name: `Rentals ${index}`, ownerEmail: email, oneTrialPerOwner: true })),
      );
      assert.deepEqual(created.map((workspace) => workspace.status).sort(), ['INCOMPLETE', 'INCOMPLETE', 'INCOMPLETE', 'INCOMPLETE', 'TRIALING']);
      const later = await operator.createWorkspace({ name: 'Later', ownerEmail: email, oneTrialPerOwner: true });
      assert.equal(later.status, 'INCOMPLETE');
      const [row] = await database.dataSource.query(`SELECT trial_ends_at FROM subscriptions WHERE workspace_id = $1`, [later.id]);
      assert.equal(row.trial_ends_at, null);
    });
  });

  describe('properties, units and channels', () => {
    it('creates a property through the properties.create operation: its address, times and validation', async () => {
      const { workspace } = await owner();
      const property = await operator.createProperty({
        workspaceId: workspace.id,
        name: ' Casa Azul ',
        currency: 'eur',
        timezone: 'europe/lisbon',
        address: { line1: 'Rua do Castelo 3', postalCode: '8000-243', city: 'Faro', country: 'pt' },
        checkInTime: '16:00',
        checkOutTime: '10:30',
      });
      assert.match(property.id, /^prop_/);
      assert.deepEqual(
        { name: property.name, status: property.status, currency: property.currency, timezone: property.timezone, city: property.city },
        { name: 'Casa Azul', status: 'ACTIVE', currency: 'EUR', timezone: 'Europe/Lisbon', city: 'Faro' },
      );
      const [row] = await dataSource.query(
        `SELECT workspace_id, name, city, currency, timezone, address_line1, postal_code, country, check_in_time, check_out_time
           FROM properties WHERE id = $1`,
        [property.id],
      );
      assert.deepEqual(row, {
        workspace_id: workspace.id,
        name: 'Casa Azul',
        city: 'Faro',
        currency: 'EUR',
        timezone: 'Europe/Lisbon',
        address_line1: 'Rua do Castelo 3',
        postal_code: '8000-243',
        country: 'PT',
        check_in_time: '16:00',
        check_out_time: '10:30',
      });
      const plain = await operator.createProperty({ workspaceId: workspace.id, name: 'Casa Simples' });
      assert.deepEqual([plain.currency, plain.timezone, plain.checkInTime, plain.checkOutTime], ['EUR', 'UTC', '15:00', '11:00']);

      assert.match(
        await rejectsWith(operator.createProperty({ workspaceId: workspace.id, name: 'X', currency: 'EURO' }), 'INVALID_INPUT'),
        /currency must be an ISO 4217 currency code/,
      );
      assert.match(await rejectsWith(operator.createProperty({ workspaceId: workspace.id, name: 'X', checkInTime: '25:00' }), 'INVALID_INPUT'), /checkInTime/);
      assert.match(
        await rejectsWith(operator.createProperty({ workspaceId: workspace.id, name: 'X', address: { line1: 'Rua 1' } }), 'INVALID_INPUT'),
        /address\.postalCode/,
      );
      await rejectsWith(operator.createProperty({ workspaceId: 'ws_nope', name: 'X' }), 'WORKSPACE_NOT_FOUND');
    });

    it('creates a unit through the units.create operation, with one default rate plan "Standard" at its base price', async () => {
      const { workspace } = await owner();
      const property = await operator.createProperty({ workspaceId: workspace.id, name: 'Hostel' });
      const unit = await operator.createUnit({ propertyId: property.id, name: 'Dorm', countOfRooms: 6, basePriceMinor: 2500, maxOccupancy: 1 });
      assert.match(unit.id, /^unit_/);
      assert.deepEqual(
        unit.ratePlans.map((plan) => ({ title: plan.title, isDefault: plan.isDefault, basePriceMinor: plan.basePriceMinor })),
        [{ title: 'Standard', isDefault: true, basePriceMinor: 2500 }],
      );
      const [row] = await dataSource.query(
        `SELECT u.workspace_id, u.count_of_rooms, u.max_occupancy, r.title, r.base_price_minor, r.is_default
           FROM units u JOIN rate_plans r ON r.unit_id = u.id WHERE u.id = $1`,
        [unit.id],
      );
      assert.deepEqual(row, { workspace_id: workspace.id, count_of_rooms: 6, max_occupancy: 1, title: 'Standard', base_price_minor: 2500, is_default: true });

      const plain = await operator.createUnit({ propertyId: property.id, name: 'Private room' });
      const [defaults] = await dataSource.query(
        'SELECT u.count_of_rooms, r.base_price_minor FROM units u JOIN rate_plans r ON r.unit_id = u.id WHERE u.id = $1',
        [plain.id],
      );
      assert.deepEqual(defaults, { count_of_rooms: 1, base_price_minor: 10000 });

      assert.match(await rejectsWith(operator.createUnit({ propertyId: property.id, name: 'None', countOfRooms: 0 }), 'INVALID_INPUT'), /countOfRooms/);
      assert.match(await rejectsWith(operator.createUnit({ propertyId: property.id, name: 'Half', basePriceMinor: 12.5 }), 'INVALID_INPUT'), /basePriceMinor/);
      await rejectsWith(operator.createUnit({ propertyId: 'prop_nope', name: 'X' }), 'PROPERTY_NOT_FOUND');
    });

    it('connects a channel once, and connecting again returns the same connection', async () => {
      const { workspace } = await owner();
      const property = await operator.createProperty({ workspaceId: workspace.id, name: 'Beach House' });
      const first = await operator.connectChannel({ propertyId: property.id, channel: 'vrbo' });
      assert.deepEqual({ channel: first.channel, prefix: first.id.split('_')[0] }, { channel: 'VRBO', prefix: 'conn' });
      const again = await operator.connectChannel({ propertyId: property.id, channel: 'VRBO' });
      assert.equal(again.id, first.id);
      const rows = await dataSource.query('SELECT workspace_id, channel, status FROM channel_connections WHERE property_id = $1', [property.id]);
      assert.deepEqual(rows, [{ workspace_id: workspace.id, channel: 'VRBO', status: 'OK' }]);
      await rejectsWith(operator.connectChannel({ propertyId: property.id, channel: 'MYSPACE' }), 'INVALID_CHANNEL');
      await rejectsWith(operator.connectChannel({ propertyId: 'prop_nope', channel: 'AIRBNB' }), 'PROPERTY_NOT_FOUND');
    });
  });

  describe('seedDemo', () => {
    const demoWorkspaces = () =>
      dataSource.query(
        `SELECT w.id FROM workspaces w JOIN memberships m ON m.workspace_id = w.id
           JOIN users u ON u.id = m.user_id
          WHERE w.name = $1 AND u.email = $2 AND m.role = 'OWNER'`,
        [DEMO_WORKSPACE_NAME, DEMO_OWNER_EMAIL],
      );
    const liveDemoKeys = () =>
      dataSource.query(
        `SELECT k.name, k.scopes FROM api_keys k JOIN users u ON u.id = k.user_id
          WHERE u.email = $1 AND k.revoked_at IS NULL ORDER BY k.name`,
        [DEMO_OWNER_EMAIL],
      );

    it('creates the demo workspace once, even when seeded twice at the same moment', async () => {
      const [a, b] = await Promise.all([operator.seedDemo(), operator.seedDemo()]);
      assert.equal(a.workspaceId, b.workspaceId);
      assert.equal(a.ownerEmail, DEMO_OWNER_EMAIL);
      assert.equal((await demoWorkspaces()).length, 1);
      assert.deepEqual(await liveDemoKeys(), [
        { name: 'demo-read', scopes: ['pms:read'] },
        { name: 'demo-write', scopes: ['pms:read', 'pms:write'] },
      ]);
    });

    it('holds two properties in Lisbon and Porto with a dozen units, and Airbnb and Booking.com connected, on the BUSINESS plan', async () => {
      const [{ id: workspaceId }] = await demoWorkspaces();
      const [workspace] = await dataSource.query(
        `SELECT w.timezone, s.plan_code FROM workspaces w JOIN subscriptions s ON s.workspace_id = w.id WHERE w.id = $1`,
        [workspaceId],
      );
      // BUSINESS: every feature can be tried on the demo, the overview and the website included.
      assert.deepEqual(workspace, { timezone: 'Europe/Lisbon', plan_code: 'BUSINESS' });
      const properties = await dataSource.query(
        `SELECT p.name, p.city, p.currency, p.address_line1 IS NOT NULL AS has_address,
                array_agg(u.count_of_rooms ORDER BY u.count_of_rooms) AS rooms
           FROM properties p JOIN units u ON u.property_id = p.id
          WHERE p.workspace_id = $1 GROUP BY p.workspace_id, p.id ORDER BY p.name`,
        [workspaceId],
      );
      assert.deepEqual(properties, [
        { name: 'Casa Alfama', city: 'Lisbon', currency: 'EUR', has_address: true, rooms: [1, 1, 1, 1, 1, 2, 3] },
        { name: 'Porto Riverside Lofts', city: 'Porto', currency: 'EUR', has_address: true, rooms: [1, 1, 1, 1, 1] },
      ]);
      const [{ count: withoutDefault }] = await dataSource.query(
        `SELECT count(*)::int AS count FROM units u
          WHERE u.workspace_id = $1 AND NOT EXISTS (SELECT 1 FROM rate_plans r WHERE r.unit_id = u.id AND r.is_default)`,
        [workspaceId],
      );
      assert.equal(withoutDefault, 0, 'every unit has a default rate plan');
      const channels = await dataSource.query(
        `SELECT p.name, c.channel FROM channel_connections c JOIN properties p ON p.id = c.property_id
          WHERE c.workspace_id = $1 ORDER BY c.channel`,
        [workspaceId],
      );
      assert.deepEqual(channels, [
        { name: 'Casa Alfama', channel: 'AIRBNB' },
        { name: 'Casa Alfama', channel: 'BOOKING_COM' },
      ]);
    });

    it('holds a season: stays of every status and source from 3 months back to 6 ahead, blocks, seasonal prices, counters that match', async () => {
      const [{ id: workspaceId }] = await demoWorkspaces();
      const reservations: { status: string; source: string; arrival: string; departure: string }[] = await dataSource.query(
        `SELECT status, source, arrival_date::text AS arrival, departure_date::text AS departure FROM reservations WHERE workspace_id = $1`,
        [workspaceId],
      );
      assert.ok(reservations.length > 150, `${reservations.length} reservations`);
      assert.deepEqual([...new Set(reservations.map((row) => row.status))].sort(), [
        'CANCELLED',
        'CHECKED_IN',
        'CHECKED_OUT',
        'CONFIRMED',
        'INQUIRY',
        'NO_SHOW',
        'PROVISIONAL',
      ]);
      assert.deepEqual([...new Set(reservations.map((row) => row.source))].sort(), ['AIRBNB', 'BOOKING_COM', 'DIRECT', 'MANUAL']);
      const today = new Date().toISOString().slice(0, 10);
      const arrivals = reservations.map((row) => row.arrival).sort();
      assert.ok(arrivals[0] < addDays(today, -80) && arrivals[arrivals.length - 1] > addDays(today, 150), `${arrivals[0]} to ${arrivals[arrivals.length - 1]}`);
      const blocks = await dataSource.query(`SELECT DISTINCT type FROM blocks WHERE workspace_id = $1 ORDER BY type`, [workspaceId]);
      assert.deepEqual(
        blocks.map((row: { type: string }) => row.type),
        ['MAINTENANCE', 'OWNER'],
      );
      const [{ priced, restricted }] = await dataSource.query(
        `SELECT count(*) FILTER (WHERE price_minor IS NOT NULL)::int AS priced, count(*) FILTER (WHERE min_nights IS NOT NULL OR closed_to_arrival)::int AS restricted
           FROM rate_nights WHERE workspace_id = $1`,
        [workspaceId],
      );
      assert.ok(priced > 0 && restricted > 0, `${priced} priced, ${restricted} restricted nights`);
      // Past nights of a checked-out stay stay counted; a no-show's and a cancellation's are freed.
      const [{ drift }] = await dataSource.query(
        `SELECT count(*)::int AS drift FROM calendar_nights n
          WHERE n.workspace_id = $1 AND n.reserved <> (
            SELECT count(*) FROM reservations r
             WHERE r.workspace_id = n.workspace_id AND r.unit_id = n.unit_id AND n.night >= r.arrival_date AND n.night < r.departure_date
               AND (r.status IN ('PROVISIONAL', 'CONFIRMED', 'CHECKED_IN') OR r.status = 'CHECKED_OUT' AND n.night < $2::date))`,
        [workspaceId, today],
      );
      assert.equal(drift, 0, 'every night counts the stays that hold it');
    });

    it('issues fresh working keys on every call and revokes the earlier ones', async () => {
      const first = await operator.seedDemo();
      const second = await operator.seedDemo();
      assert.equal(second.workspaceId, first.workspaceId, 'no second demo workspace');
      assert.equal((await demoWorkspaces()).length, 1);
      assert.notEqual(second.keys.read, first.keys.read);
      for (const stale of [first.keys.read, first.keys.write]) {
        await assert.rejects(authenticate(stale), (error: unknown) => error instanceof DomainError && error.code === 'INVALID_CREDENTIAL');
      }
      const reader = await authenticate(second.keys.read);
      assert.deepEqual({ workspaceId: reader.workspaceId, scopes: reader.scopes }, { workspaceId: second.workspaceId, scopes: ['pms:read'] });
      assert.deepEqual((await authenticate(second.keys.write)).scopes, ['pms:read', 'pms:write']);
      assert.equal((await liveDemoKeys()).length, 2);
    });

    it('keeps the keys it is given while both still hold the demo workspace, and issues new ones once one is revoked', async () => {
      const issued = await operator.seedDemo();
      const kept = await operator.seedDemo({ keep: issued.keys });
      assert.deepEqual([kept.keys, kept.keysIssued], [issued.keys, false]);
      assert.equal((await authenticate(kept.keys.write)).workspaceId, issued.workspaceId);

      await dataSource.query(`UPDATE api_keys SET revoked_at = now() WHERE key_hash = $1`, [hashCredential(issued.keys.read)]);
      const renewed = await operator.seedDemo({ keep: issued.keys });
      assert.equal(renewed.keysIssued, true);
      assert.notEqual(renewed.keys.write, issued.keys.write);
      await assert.rejects(authenticate(issued.keys.write), (error: unknown) => error instanceof DomainError && error.code === 'INVALID_CREDENTIAL');
    });
  });
});
