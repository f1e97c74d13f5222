import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The change feed: written in the transaction of the change itself. `txid` is that transaction's
 * id: the feed is read in (txid, seq) order and only below the oldest transaction still writing
 * the workspace's events, so a reader never passes an event that commits later. The primary key is
 * that reading order, so a write keeps one B-tree up to date for its events, not two.
 */
@Entity({ name: 'events' })
// BRIN, in the migration: events arrive in time order, and only the hourly clean-up reads it.
@Index('events_retention_idx', { synchronize: false })
export class EventEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('bigint')
  txid: string;

  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  seq: string;

  /** Random (128 bits), so unique without an index to keep up on every write. */
  @Column('text')
  id: string;

  @Column('text')
  type: string;

  @Column('text', { name: 'resource_type' })
  resourceType: string;

  @Column('text', { name: 'resource_id' })
  resourceId: string;

  @Column('jsonb')
  data: unknown;

  @Column('jsonb')
  actor: Record<string, unknown>;

  @Column('timestamptz', { name: 'occurred_at', default: () => 'now()' })
  occurredAt: Date;
}
