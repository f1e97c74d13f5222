import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The first answer to a write sent with an Idempotency-Key, per credential, kept 24 hours. It is
 * written in the same transaction as the write, so a replay can never disagree with the data.
 */
@Entity({ name: 'idempotency_records' })
@Index('idempotency_records_expiry_idx', ['expiresAt'])
@Check('idempotency_records_status_check', `"response_status" BETWEEN 200 AND 599`)
export class IdempotencyRecordEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'credential_id' })
  credentialId: string;

  @PrimaryColumn('text', { name: 'idempotency_key' })
  idempotencyKey: string;

  @Column('text')
  operation: string;

  /** SHA-256 of the operation and its validated input. */
  @Column('text', { name: 'request_hash' })
  requestHash: string;

  @Column('integer', { name: 'response_status' })
  responseStatus: number;

  @Column('jsonb', { name: 'response_body' })
  responseBody: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
