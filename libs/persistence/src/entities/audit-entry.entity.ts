import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One write attempt, allowed or refused: who, through what, on which ids, and how it ended. Keyed
 * by (workspace, seq), the order it is listed in, so every write keeps one B-tree here, not two.
 */
@Entity({ name: 'audit_log' })
// BRIN, in the migration: entries arrive in time order, and only the hourly clean-up reads it.
@Index('audit_log_retention_idx', { synchronize: false })
export class AuditEntryEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  seq: string;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;

  @Column('text')
  operation: string;

  @Column('jsonb')
  actor: Record<string, unknown>;

  @Column('jsonb')
  targets: Record<string, string>;

  @Column('integer', { name: 'status_code' })
  statusCode: number;

  @Column('text', { name: 'error_code', nullable: true })
  errorCode: string | null;
}
