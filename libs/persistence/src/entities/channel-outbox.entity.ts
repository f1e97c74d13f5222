import type { Channel, ChannelSetting } from '@innkeep/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Changes waiting to be sent to a channel, written in the same transaction as the change itself
 * (a transactional outbox), so a crash can never lose or invent a propagation.
 */
@Entity({ name: 'channel_outbox' })
@Index('channel_outbox_pending_idx', ['workspaceId', 'channel'], { where: '"sent_at" IS NULL' })
export class ChannelOutboxEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column('text', { name: 'property_id' })
  propertyId: string;

  @Column('text', { name: 'unit_id', nullable: true })
  unitId: string | null;

  @Column('text')
  channel: Channel;

  @Column('text')
  setting: ChannelSetting;

  @Column('jsonb')
  payload: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
