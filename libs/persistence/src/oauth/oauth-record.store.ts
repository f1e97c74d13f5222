import { hashCredential } from '@innkeep/auth';
import type { NewAuthorization, OAuthPayload, OAuthRecords } from '@innkeep/domain';
import { DataSource } from 'typeorm';

import { runTransaction } from '../database/transaction';

/** Models whose stored payload is not keyed by a `jti` (client metadata is stored as registered). */
const WITHOUT_ID = new Set(['Client']);

/** Expired records are swept once in this many writes. */
const SWEEP_EVERY = 200;

/**
 * The storage behind the OAuth server's adapter: one table for every oidc-provider model. Every
 * record is keyed by the SHA-256 of its id, because for codes and tokens the id is the secret the
 * client holds; the id itself is put back into the payload only when the holder asks with it.
 */
export class OAuthRecordStore implements OAuthRecords {
  private writes = 0;

  constructor(private readonly dataSource: DataSource) {}

  async upsert(model: string, id: string, payload: OAuthPayload, expiresInSeconds?: number): Promise<void> {
    const { jti: _jti, ...stored } = payload;
    const grantId = model === 'Grant' ? id : typeof payload.grantId === 'string' ? payload.grantId : null;
    const uidHash = model === 'Session' && typeof payload.uid === 'string' ? hashCredential(payload.uid) : null;
    const expires = typeof expiresInSeconds === 'number' && expiresInSeconds > 0 ? expiresInSeconds : null;
    await this.dataSource.query(
      `INSERT INTO oauth_records (model, id_hash, payload, grant_id, uid_hash, expires_at, consumed_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(secs => $6::int) END,
               CASE WHEN ($3::jsonb ? 'consumed') THEN now() END)
       ON CONFLICT (model, id_hash) DO UPDATE
          SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid_hash = EXCLUDED.uid_hash,
              expires_at = EXCLUDED.expires_at, consumed_at = EXCLUDED.consumed_at`,
      [model, hashCredential(id), JSON.stringify(stored), grantId, uidHash, expires],
    );
    if (++this.writes % SWEEP_EVERY === 0) await this.sweep();
  }

  async find(model: string, id: string): Promise<OAuthPayload | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT payload FROM oauth_records
        WHERE model = $1 AND id_hash = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [model, hashCredential(id)],
    );
    if (!row) return undefined;
    return WITHOUT_ID.has(model) ? row.payload : { ...row.payload, jti: id };
  }

  /** A session by its uid; without its id, which only the browser's cookie holds. */
  async findByUid(model: string, uid: string): Promise<OAuthPayload | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT payload FROM oauth_records
        WHERE model = $1 AND uid_hash = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [model, hashCredential(uid)],
    );
    return row?.payload;
  }

  async consume(model: string, id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE oauth_records
          SET consumed_at = now(), payload = jsonb_set(payload, '{consumed}', to_jsonb(floor(extract(epoch FROM now()))::bigint))
        WHERE model = $1 AND id_hash = $2`,
      [model, hashCredential(id)],
    );
  }

  /** Deletes a record; a grant takes its authorization (and so every token of it) along. */
  async destroy(model: string, id: string): Promise<void> {
    await runTransaction(this.dataSource, async (manager) => {
      await manager.query('DELETE FROM oauth_records WHERE model = $1 AND id_hash = $2', [model, hashCredential(id)]);
      if (model === 'Grant') await manager.query('DELETE FROM oauth_authorizations WHERE grant_id = $1', [id]);
    });
  }

  async revokeByGrantId(model: string, grantId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM oauth_records WHERE model = $1 AND grant_id = $2', [model, grantId]);
  }

  /** Records what the user chose on the consent page for a grant: its workspace, scopes and resources. */
  async createAuthorization(authorization: NewAuthorization): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO oauth_authorizations (grant_id, user_id, workspace_id, client_id, client_name, redirect_host, scopes, resources)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        authorization.grantId,
        authorization.userId,
        authorization.workspaceId,
        authorization.clientId,
        authorization.clientName,
        authorization.redirectHost,
        authorization.scopes,
        authorization.resources,
      ],
    );
  }

  private async sweep(): Promise<void> {
    await this.dataSource.query(`DELETE FROM oauth_records WHERE expires_at < now() - interval '1 hour'`);
  }
}
