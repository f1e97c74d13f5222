import type { IdempotencyKeyRef, IdempotencyRecord, IdempotencyStore } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

export const IDEMPOTENCY_TTL_HOURS = 24;

/** Idempotency records inside the caller's transaction; the claim is a transaction-scoped advisory lock. */
export class TypeormIdempotencyStore implements IdempotencyStore {
  constructor(private readonly manager: EntityManager) {}

  async claim(ref: IdempotencyKeyRef): Promise<boolean> {
    const [row] = await this.manager.query(`SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS claimed`, [
      `${ref.workspaceId} ${ref.credentialId} ${ref.key}`,
    ]);
    return row.claimed === true;
  }

  async find(ref: IdempotencyKeyRef): Promise<IdempotencyRecord | null> {
    const [row] = await this.manager.query(
      `SELECT request_hash, response_status, response_body FROM idempotency_records
        WHERE workspace_id = $1 AND credential_id = $2 AND idempotency_key = $3 AND expires_at > now()`,
      [ref.workspaceId, ref.credentialId, ref.key],
    );
    return row ? { requestHash: row.request_hash, responseStatus: row.response_status, responseBody: row.response_body } : null;
  }

  async save(ref: IdempotencyKeyRef, operation: string, record: IdempotencyRecord): Promise<void> {
    // An expired record of the same key is replaced.
    await this.manager.query(
      `INSERT INTO idempotency_records
         (workspace_id, credential_id, idempotency_key, operation, request_hash, response_status, response_body, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, now() + make_interval(hours => $8))
       ON CONFLICT (workspace_id, credential_id, idempotency_key) DO UPDATE SET
         operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash,
         response_status = EXCLUDED.response_status, response_body = EXCLUDED.response_body,
         created_at = now(), expires_at = EXCLUDED.expires_at`,
      [ref.workspaceId, ref.credentialId, ref.key, operation, record.requestHash, record.responseStatus, JSON.stringify(record.responseBody), IDEMPOTENCY_TTL_HOURS],
    );
  }
}
