import type { AccessTokenStore, StoredAccessToken } from '@innkeep/auth';
import { DataSource } from 'typeorm';

import { queryPrepared } from '../database/prepared-query';

/** How often a grant's last use is written at most. */
const LAST_USED_RESOLUTION_MS = 60_000;

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/**
 * Access tokens as the resource servers check them: the token record the OAuth server wrote
 * (found by the token's hash), live only while the user's authorization of the application exists.
 */
export class TypeormAccessTokenStore implements AccessTokenStore {
  private readonly lastMarked = new Map<string, number>();

  constructor(private readonly dataSource: DataSource) {}

  async findAccessTokenByHash(hash: string): Promise<StoredAccessToken | null> {
    // Prepared: every request with a token runs it.
    const [row] = await queryPrepared<{
      payload: { accountId?: string; scope?: unknown; aud?: unknown };
      expires_at: Date;
      grant_id: string;
      user_id: string;
      workspace_id: string;
      client_id: string;
    }>(
      this.dataSource.manager,
      `SELECT r.payload, r.expires_at, a.grant_id, a.user_id, a.workspace_id, a.client_id
         FROM oauth_records r
         JOIN oauth_authorizations a ON a.grant_id = r.grant_id
        WHERE r.model = 'AccessToken' AND r.id_hash = $1 AND r.expires_at > now()`,
      [hash],
    );
    if (!row || row.payload.accountId !== row.user_id) return null;
    return {
      grantId: row.grant_id,
      clientId: row.client_id,
      userId: row.user_id,
      workspaceId: row.workspace_id,
      scopes: list(typeof row.payload.scope === 'string' ? row.payload.scope.split(' ') : []),
      audiences: list(row.payload.aud),
      expiresAt: row.expires_at,
    };
  }

  markGrantUsed(grantId: string): void {
    const now = Date.now();
    if (now - (this.lastMarked.get(grantId) ?? 0) < LAST_USED_RESOLUTION_MS) return;
    this.lastMarked.set(grantId, now);
    this.dataSource.query('UPDATE oauth_authorizations SET last_used_at = now() WHERE grant_id = $1', [grantId]).catch(() => {
      // Recording use is best effort; the request itself must not fail for it.
      this.lastMarked.delete(grantId);
    });
  }
}
