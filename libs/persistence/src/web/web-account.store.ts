import { randomBytes } from 'node:crypto';

import { hashCredential } from '@innkeep/auth';
import {
  type ApiKeyListing,
  type AuthorizedApplication,
  IdentityTakenError,
  type LinkedIdentity,
  type WebAccounts,
  type WebSession,
  type WebUser,
  type WorkspaceMember,
  type WorkspaceMembership,
} from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { runTransaction } from '../database/transaction';
import { SUBSCRIPTION_SELECT, subscriptionRecordOf } from '../repositories/workspace.repository';

/** An identity already linked to another user. */
export { IdentityTakenError } from '@innkeep/domain';

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown })?.code === '23505' || (error as { driverError?: { code?: unknown } })?.driverError?.code === '23505';

/** The web pages' accounts (WebAccounts) in PostgreSQL. */
export class WebAccountStore implements WebAccounts {
  constructor(private readonly dataSource: DataSource) {}

  async findUserWithPassword(email: string): Promise<(WebUser & { passwordHash: string | null }) | null> {
    const [row] = await this.dataSource.query('SELECT id, email, name, password_hash FROM users WHERE email = $1', [email.trim().toLowerCase()]);
    return row ? { id: row.id, email: row.email, name: row.name, passwordHash: row.password_hash } : null;
  }

  async findUserById(userId: string): Promise<WebUser | null> {
    const [row] = await this.dataSource.query('SELECT id, email, name FROM users WHERE id = $1', [userId]);
    return row ?? null;
  }

  async findUserByEmail(email: string): Promise<WebUser | null> {
    const [row] = await this.dataSource.query('SELECT id, email, name FROM users WHERE email = $1', [email.trim().toLowerCase()]);
    return row ?? null;
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.dataSource.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  }

  /** Starts a session and returns the cookie value, which is not kept. */
  async createSession(userId: string, workspaceId: string | null, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO web_sessions (token_hash, user_id, workspace_id, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [hashCredential(token), userId, workspaceId, ttlSeconds],
    );
    await this.dataSource.query(`DELETE FROM web_sessions WHERE user_id = $1 AND expires_at < now()`, [userId]);
    return token;
  }

  async findSession(token: string): Promise<WebSession | null> {
    const [row] = await this.dataSource.query(
      `SELECT s.workspace_id, s.expires_at, u.id, u.email, u.name
         FROM web_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [hashCredential(token)],
    );
    if (!row) return null;
    return { user: { id: row.id, email: row.email, name: row.name }, workspaceId: row.workspace_id, expiresAt: row.expires_at };
  }

  async setSessionWorkspace(token: string, workspaceId: string): Promise<void> {
    await this.dataSource.query('UPDATE web_sessions SET workspace_id = $2 WHERE token_hash = $1', [hashCredential(token), workspaceId]);
  }

  async deleteSession(token: string): Promise<void> {
    await this.dataSource.query('DELETE FROM web_sessions WHERE token_hash = $1', [hashCredential(token)]);
  }

  async memberships(userId: string): Promise<WorkspaceMembership[]> {
    const rows = await this.dataSource.query(
      `SELECT w.id, w.name, m.role, ${SUBSCRIPTION_SELECT}
         FROM memberships m
         JOIN workspaces w ON w.id = m.workspace_id
         JOIN subscriptions s ON s.workspace_id = m.workspace_id
        WHERE m.user_id = $1
        ORDER BY w.created_at, w.id`,
      [userId],
    );
    return rows.map((row: Record<string, any>) => ({ workspaceId: row.id, name: row.name, role: row.role, ...subscriptionRecordOf(row) }));
  }

  /** The payment processor's customer of a workspace, once its checkout completed. */
  async billingCustomer(workspaceId: string): Promise<string | null> {
    const [row] = await this.dataSource.query('SELECT stripe_customer_id FROM subscriptions WHERE workspace_id = $1', [workspaceId]);
    return row?.stripe_customer_id ?? null;
  }

  async members(workspaceId: string): Promise<WorkspaceMember[]> {
    const rows = await this.dataSource.query(
      `SELECT u.id, u.email, u.name, m.role
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.workspace_id = $1
        ORDER BY CASE m.role WHEN 'OWNER' THEN 0 WHEN 'ADMIN' THEN 1 WHEN 'MEMBER' THEN 2 ELSE 3 END, u.email`,
      [workspaceId],
    );
    return rows.map((row: Record<string, any>) => ({ userId: row.id, email: row.email, name: row.name, role: row.role }));
  }

  async apiKeys(userId: string): Promise<ApiKeyListing[]> {
    const rows = await this.dataSource.query(
      `SELECT k.id, k.name, k.display_prefix, k.scopes, k.created_at, k.last_used_at, k.revoked_at,
              ARRAY(SELECT w.workspace_id FROM api_key_workspaces w WHERE w.api_key_id = k.id ORDER BY w.position) AS workspace_ids
         FROM api_keys k
        WHERE k.user_id = $1
        ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.id`,
      [userId],
    );
    return rows.map((row: Record<string, any>) => ({
      id: row.id,
      name: row.name,
      displayPrefix: row.display_prefix,
      scopes: row.scopes,
      workspaceIds: row.workspace_ids,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      revokedAt: row.revoked_at,
    }));
  }

  /** The user a key belongs to, or null when there is no such key. */
  async apiKeyOwner(keyId: string): Promise<string | null> {
    const [row] = await this.dataSource.query('SELECT user_id FROM api_keys WHERE id = $1', [keyId]);
    return row?.user_id ?? null;
  }

  async authorizedApplications(userId: string): Promise<AuthorizedApplication[]> {
    const rows = await this.dataSource.query(
      `SELECT a.grant_id, a.client_id, a.client_name, a.redirect_host, a.workspace_id, w.name AS workspace_name,
              a.scopes, a.created_at, a.last_used_at
         FROM oauth_authorizations a JOIN workspaces w ON w.id = a.workspace_id
        WHERE a.user_id = $1
        ORDER BY a.created_at DESC, a.grant_id`,
      [userId],
    );
    return rows.map((row: Record<string, any>) => ({
      grantId: row.grant_id,
      clientId: row.client_id,
      clientName: row.client_name,
      redirectHost: row.redirect_host,
      workspaceId: row.workspace_id,
      workspaceName: row.workspace_name,
      scopes: row.scopes,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
    }));
  }

  /**
   * Revokes an application the user authorized: the authorization, the grant and every code and
   * token of it. Answers false when the user has no such authorization.
   */
  async revokeAuthorization(userId: string, grantId: string): Promise<boolean> {
    return runTransaction(this.dataSource, async (manager) => {
      const [row] = await manager.query(
        `WITH gone AS (DELETE FROM oauth_authorizations WHERE grant_id = $1 AND user_id = $2 RETURNING 1)
         SELECT count(*)::int AS count FROM gone`,
        [grantId, userId],
      );
      if (row.count === 0) return false;
      await manager.query('DELETE FROM oauth_records WHERE grant_id = $1', [grantId]);
      return true;
    });
  }

  async findUserByIdentity(issuer: string, subject: string): Promise<WebUser | null> {
    const [row] = await this.dataSource.query(
      `SELECT u.id, u.email, u.name FROM linked_identities i JOIN users u ON u.id = i.user_id
        WHERE i.issuer = $1 AND i.subject = $2`,
      [issuer, subject],
    );
    return row ?? null;
  }

  /** Links a social account; linking it again to the same user changes nothing. */
  async linkIdentity(userId: string, identity: { issuer: string; subject: string; email: string | null }): Promise<void> {
    const owner = await this.findUserByIdentity(identity.issuer, identity.subject);
    if (owner && owner.id !== userId) throw new IdentityTakenError();
    if (owner) return;
    try {
      await this.dataSource.query('INSERT INTO linked_identities (issuer, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
        identity.issuer,
        identity.subject,
        userId,
        identity.email,
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new IdentityTakenError();
      throw error;
    }
  }

  async identities(userId: string): Promise<LinkedIdentity[]> {
    const rows = await this.dataSource.query('SELECT issuer, subject, email, created_at FROM linked_identities WHERE user_id = $1 ORDER BY created_at', [
      userId,
    ]);
    return rows.map((row: Record<string, any>) => ({ issuer: row.issuer, subject: row.subject, email: row.email, createdAt: row.created_at }));
  }
}
