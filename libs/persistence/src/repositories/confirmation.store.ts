import { randomBytes } from 'node:crypto';

import { hashCredential } from '@innkeep/auth';
import type { ConfirmationRef, ConfirmationStore } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

export class TypeormConfirmationStore implements ConfirmationStore {
  constructor(private readonly manager: EntityManager) {}

  async issue(ref: ConfirmationRef, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
    const token = `ikc_${randomBytes(24).toString('base64url')}`;
    const [row] = await this.manager.query(
      `INSERT INTO confirmations (token_hash, workspace_id, credential_id, operation, arguments_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING expires_at`,
      [hashCredential(token), ref.workspaceId, ref.credentialId, ref.operation, ref.argumentsHash, ttlSeconds],
    );
    // Expired tokens are swept as new ones are issued.
    await this.manager.query(`DELETE FROM confirmations WHERE expires_at < now() - interval '1 hour'`);
    return { token, expiresAt: row.expires_at };
  }

  async consume(ref: ConfirmationRef, token: string): Promise<boolean> {
    // A SELECT over the DELETE, because TypeORM answers a bare DELETE … RETURNING as [rows, count].
    const [row] = await this.manager.query(
      `WITH used AS (
         DELETE FROM confirmations
          WHERE token_hash = $1 AND workspace_id = $2 AND credential_id = $3 AND operation = $4 AND arguments_hash = $5 AND expires_at > now()
          RETURNING 1)
       SELECT count(*)::int AS used FROM used`,
      [hashCredential(token), ref.workspaceId, ref.credentialId, ref.operation, ref.argumentsHash],
    );
    return row.used === 1;
  }
}
