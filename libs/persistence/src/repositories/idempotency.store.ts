import type { IdempotencyKeyRef, IdempotencyRecord, IdempotencyStore } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { SecretBox } from '../events/secret-box';

export const IDEMPOTENCY_TTL_HOURS = 24;

/** How a secret field of a stored answer is kept: sealed, under this key, in place of the value. */
const SEALED = '$sealed';

function secretName(ref: IdempotencyKeyRef, field: string): string {
  return `idempotency ${ref.workspaceId} ${ref.credentialId} ${ref.key} ${field}`;
}

/**
 * Idempotency records inside the caller's transaction; the claim is a transaction-scoped advisory
 * lock. A one-time secret in an answer (a signing secret) is kept sealed with SECRETS_KEY, so a replay
 * answers it again and the table never holds it in clear; without a key it is not kept at all.
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
    const body = await this.sealed(ref, record.responseBody, record.secretFields ?? []);
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

  private async sealed(ref: IdempotencyKeyRef, body: unknown, fields: string[]): Promise<unknown> {
    if (fields.length === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const kept: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const field of fields) {
      const value = kept[field];
      if (typeof value !== 'string') continue;
      kept[field] = this.secrets ? { [SEALED]: await this.secrets.seal(secretName(ref, field), value) } : null;
    }
    return kept;
  }

  private async opened(ref: IdempotencyKeyRef, body: unknown): Promise<unknown> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const entries = Object.entries(body as Record<string, unknown>);
    if (!entries.some(([, value]) => isSealedField(value))) return body;
    const opened: Record<string, unknown> = {};
    for (const [field, value] of entries) {
      if (!isSealedField(value)) opened[field] = value;
      else opened[field] = this.secrets ? await this.secrets.open(secretName(ref, field), value[SEALED]) : null;
    }
    return opened;
  }
}

function isSealedField(value: unknown): value is { [SEALED]: unknown } {
  return value !== null && typeof value === 'object' && SEALED in value;
}
