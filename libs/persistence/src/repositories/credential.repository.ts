import type { CredentialStore, StoredApiKey, WorkspaceAccess } from '@innkeep/auth';
import { DataSource } from 'typeorm';

import { ACCESS_JOINS, ACCESS_SELECT, workspaceAccessOf } from './workspace-access.columns';

/** How often a key's last use is written at most: enough to show it, cheap under load. */
const LAST_USED_RESOLUTION_MS = 60_000;

export class TypeormCredentialStore implements CredentialStore {
  private readonly lastMarked = new Map<string, number>();

  constructor(private readonly dataSource: DataSource) {}

  async findApiKeyByHash(hash: string): Promise<StoredApiKey | null> {
    const [row] = await this.dataSource.query(
      `SELECT k.id, k.user_id, k.key_hash, k.scopes, k.revoked_at,
              ARRAY(SELECT w.workspace_id FROM api_key_workspaces w WHERE w.api_key_id = k.id ORDER BY w.position) AS workspace_ids
         FROM api_keys k WHERE k.key_hash = $1`,
      [hash],
    );
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      hash: row.key_hash,
      scopes: row.scopes,
      workspaceIds: row.workspace_ids,
      revoked: row.revoked_at !== null,
    };
  }

  async findAccess(userId: string, workspaceId: string): Promise<WorkspaceAccess | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${ACCESS_SELECT}
         FROM ${ACCESS_JOINS}
        WHERE m.workspace_id = $1 AND m.user_id = $2`,
      [workspaceId, userId],
    );
    return row ? workspaceAccessOf(row) : null;
  }

  markApiKeyUsed(keyId: string): void {
    const now = Date.now();
    if (now - (this.lastMarked.get(keyId) ?? 0) < LAST_USED_RESOLUTION_MS) return;
    this.lastMarked.set(keyId, now);
    this.dataSource.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [keyId]).catch(() => {
      // Recording use is best effort; the request itself must not fail for it.
      this.lastMarked.delete(keyId);
    });
  }

  /**
   * A sandbox's last use, to the hour: the authenticator asks only when the stored one is an hour
   * old, and the statement itself skips a row another request updated meanwhile.
   */
  markSandboxUsed(workspaceId: string): void {
    this.dataSource
      .query(`UPDATE workspaces SET last_used_at = now() WHERE id = $1 AND is_sandbox AND (last_used_at IS NULL OR last_used_at < now() - interval '1 hour')`, [
        workspaceId,
      ])
      .catch(() => {
        // Best effort, as a key's last use: the request itself must not fail for it.
      });
  }
}
