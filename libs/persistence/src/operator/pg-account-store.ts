import { generateApiKey } from '@innkeep/auth';
import { Accounts, AccountStore, Plan, Role, Scope, StoredSubscription, SubscriptionStatus } from '@innkeep/domain';
import { DataSource, EntityManager, In } from 'typeorm';

import { applySubscriptionChange, lockFeedOf } from '../billing/subscription-writes';
import { ID_PREFIX, newId } from '../database/ids';
import { runTransaction } from '../database/transaction';
import { ApiKeyEntity, ApiKeyWorkspaceEntity, MembershipEntity, SubscriptionEntity, UserEntity, WorkspaceEntity } from '../entities';

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || (error as { driverError?: { code?: unknown } }).driverError?.code === '23505');

/** The account rules' store on PostgreSQL, within one transaction's manager. */
export class PgAccountStore implements AccountStore {
  constructor(private readonly manager: EntityManager) {}

  async findUserByEmail(email: string): Promise<{ id: string; email: string } | null> {
    const user = await this.manager.findOne(UserEntity, { where: { email } });
    return user ? { id: user.id, email: user.email } : null;
  }

  async insertUser(user: { email: string; name: string | null }): Promise<string | null> {
    const id = newId(ID_PREFIX.user);
    try {
      await this.manager.insert(UserEntity, { id, email: user.email, name: user.name });
    } catch (error) {
      // Another process created the same address between the check and the insert.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    return id;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.manager.update(UserEntity, { id: userId }, { passwordHash });
  }

  async linkIdentity(userId: string, identity: { issuer: string; subject: string; email: string | null }): Promise<void> {
    await this.manager.query('INSERT INTO linked_identities (issuer, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
      identity.issuer,
      identity.subject,
      userId,
      identity.email,
    ]);
  }

  async claimTrial(userId: string): Promise<boolean> {
    // Concurrent creates are taken in turn by the user row's lock: one of them gets the trial.
    const [{ claimed }] = await this.manager.query(
      'WITH claim AS (UPDATE users SET trial_used_at = now() WHERE id = $1 AND trial_used_at IS NULL RETURNING 1) SELECT count(*)::int AS claimed FROM claim',
      [userId],
    );
    return claimed > 0;
  }

  async insertWorkspace(workspace: { name: string; timezone: string; ownerId: string; subscription: StoredSubscription }): Promise<string> {
    const workspaceId = newId(ID_PREFIX.workspace);
    await this.manager.insert(WorkspaceEntity, { id: workspaceId, name: workspace.name, timezone: workspace.timezone });
    await this.manager.insert(MembershipEntity, { workspaceId, userId: workspace.ownerId, role: 'OWNER' });
    await this.insertSubscription(workspaceId, workspace.subscription);
    return workspaceId;
  }

  /**
   * Locks the workspace row, so that the membership changes of one workspace run one after the
   * other and each sees the OWNERs the previous one left. NO KEY UPDATE: inserts of rows that
   * reference the workspace (their foreign key check) are not held up.
   */
  async lockMemberships(workspaceId: string): Promise<boolean> {
    const rows = await this.manager.query('SELECT 1 FROM workspaces WHERE id = $1 FOR NO KEY UPDATE', [workspaceId]);
    return rows.length > 0;
  }

  async ownerIds(workspaceId: string): Promise<string[]> {
    const rows: { user_id: string }[] = await this.manager.query(`SELECT user_id FROM memberships WHERE workspace_id = $1 AND role = 'OWNER'`, [workspaceId]);
    return rows.map((row) => row.user_id);
  }

  async putMembership(workspaceId: string, userId: string, role: Role): Promise<void> {
    await this.manager.query(
      `INSERT INTO memberships (workspace_id, user_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (workspace_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
      [workspaceId, userId, role],
    );
  }

  async deleteMembership(workspaceId: string, userId: string): Promise<boolean> {
    const result = await this.manager.delete(MembershipEntity, { workspaceId, userId });
    return Boolean(result.affected);
  }

  async findWorkspaces(workspaceIds: string[]): Promise<{ id: string; isSandbox: boolean }[]> {
    const rows = await this.manager.find(WorkspaceEntity, { select: { id: true, isSandbox: true }, where: { id: In(workspaceIds) } });
    return rows.map((row) => ({ id: row.id, isSandbox: row.isSandbox }));
  }

  async workspaceExists(workspaceId: string): Promise<boolean> {
    return (await this.manager.findOne(WorkspaceEntity, { where: { id: workspaceId } })) !== null;
  }

  async memberOf(userId: string, workspaceIds: string[]): Promise<string[]> {
    const rows = await this.manager.find(MembershipEntity, { where: { userId, workspaceId: In(workspaceIds) } });
    return rows.map((row) => row.workspaceId);
  }

  async insertApiKey(key: { userId: string; name: string; keyHash: string; displayPrefix: string; scopes: Scope[]; workspaceIds: string[] }): Promise<string> {
    const id = newId(ID_PREFIX.apiKey);
    await this.manager.insert(ApiKeyEntity, {
      id,
      workspaceId: key.workspaceIds[0],
      userId: key.userId,
      name: key.name,
      keyHash: key.keyHash,
      displayPrefix: key.displayPrefix,
      scopes: key.scopes,
    });
    await this.manager.insert(
      ApiKeyWorkspaceEntity,
      key.workspaceIds.map((workspaceId, position) => ({ workspaceId, apiKeyId: id, position })),
    );
    return id;
  }

  async lockApiKey(keyId: string): Promise<{ revokedAt: Date | null } | null> {
    const key = await this.manager.findOne(ApiKeyEntity, { where: { id: keyId }, lock: { mode: 'pessimistic_write' } });
    return key ? { revokedAt: key.revokedAt } : null;
  }

  async revokeApiKey(keyId: string): Promise<void> {
    await this.manager.update(ApiKeyEntity, { id: keyId }, { revokedAt: () => 'now()' });
  }

  lockFeed(workspaceId: string): Promise<void> {
    return lockFeedOf(this.manager, workspaceId);
  }

  async subscriptionOf(workspaceId: string): Promise<StoredSubscription | null> {
    const row = await this.manager.findOne(SubscriptionEntity, { where: { workspaceId } });
    return row ? { plan: row.planCode, status: row.status, trialEndsAt: row.trialEndsAt } : null;
  }

  async insertSubscription(workspaceId: string, subscription: StoredSubscription): Promise<void> {
    await this.manager.insert(SubscriptionEntity, {
      workspaceId,
      planCode: subscription.plan,
      status: subscription.status,
      trialEndsAt: subscription.trialEndsAt,
    });
  }

  async changeSubscription(workspaceId: string, change: { plan?: Plan; status?: SubscriptionStatus; trialEndsAt?: Date }): Promise<void> {
    await applySubscriptionChange(this.manager, workspaceId, change);
  }
}

/** The account rules over this database, each call in its own transaction; keys minted by @innkeep/auth. */
export function createAccounts(dataSource: DataSource): Accounts {
  return new Accounts((work) => runTransaction(dataSource, (manager) => work(new PgAccountStore(manager))), generateApiKey);
}
