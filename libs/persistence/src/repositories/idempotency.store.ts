import type { IdempotencyKeyRef, IdempotencyRecord, IdempotencyStore } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { SecretBox } from '../events/secret-box';

export const IDEMPOTENCY_TTL_HOURS = 24;

/** How an answer holding a secret is kept: sealed whole, under this key, in place of the answer. */
const SEALED = '$sealed';

function secretName(ref: IdempotencyKeyRef): string {
  return `idempotency ${ref.workspaceId} ${ref.credentialId} ${ref.key}`;
}

/**
 * Idempotency records inside the caller's transaction; the claim is a transaction-scoped advisory
 * lock. An answer holding a one-time secret (a signing secret, export feed addresses) is kept
 * sealed whole with SECRETS_KEY, so a replay answers it again and the table never holds it in
 * clear, wherever in the answer the secret sits; without a key it is not kept at all (a replay
 * answers null).
 */
export class TypeormIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly manager: EntityManager,
    private readonly secrets?: SecretBox,
  ) {}

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
    return row ? { requestHash: row.request_hash, responseStatus: row.response_status, responseBody: await this.opened(ref, row.response_body) } : null;
  }

  async save(ref: IdempotencyKeyRef, operation: string, record: IdempotencyRecord): Promise<void> {
    const body = record.sealed
      ? { [SEALED]: this.secrets ? await this.secrets.seal(secretName(ref), JSON.stringify(record.responseBody)) : null }
      : record.responseBody;
    // An expired record of the same key is replaced.
    await this.manager.query(
      `INSERT INTO idempotency_records
         (workspace_id, credential_id, idempotency_key, operation, request_hash, response_status, response_body, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, now() + make_interval(hours => $8))
       ON CONFLICT (workspace_id, credential_id, idempotency_key) DO UPDATE SET
         operation = EXCLUDED.operation, request_hash = EXCLUDED.request_hash,
         response_status = EXCLUDED.response_status, response_body = EXCLUDED.response_body,
         created_at = now(), expires_at = EXCLUDED.expires_at`,
      [ref.workspaceId, ref.credentialId, ref.key, operation, record.requestHash, record.responseStatus, JSON.stringify(body), IDEMPOTENCY_TTL_HOURS],
    );
  }

  private async opened(ref: IdempotencyKeyRef, body: unknown): Promise<unknown> {
    if (!isSealedAnswer(body)) return body;
    const sealed = body[SEALED];
    return sealed !== null && this.secrets ? JSON.parse(await this.secrets.open(secretName(ref), sealed)) : null;
  }
}

function isSealedAnswer(value: unknown): value is { [SEALED]: unknown } {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && SEALED in value;
}
