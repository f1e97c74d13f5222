import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Nights of a mapped unit whose availability, price or restrictions changed, for an API
 * connection, written in the change's own transaction (a transactional outbox). The worker sends
 * the nights' values as they are when it sends (so changes coalesce) and then deletes the rows.
 */
@Entity({ name: 'channel_ari_outbox' })
@Index('channel_ari_outbox_connection_idx', ['workspaceId', 'connectionId', 'seq'])
export class ChannelAriOutboxEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  seq: string;

  @Column('text', { name: 'connection_id' })
  connectionId: string;

  @Column('text', { name: 'unit_id' })
  unitId: string;

  @Column('date', { name: 'from_date' })
  fromDate: string;

  /** The night after the last changed one. */
  @Column('date', { name: 'until_date' })
  untilDate: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
