import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Channel } from '@innkeep/domain';
import { PropertyEntity } from './property.entity';

/** A property's link to a channel; settings changes are propagated to connected ones. */
@Entity({ name: 'channel_connections' })
@Index('channel_connections_property_channel_key', ['workspaceId', 'propertyId', 'channel'], { unique: true })
@Check('channel_connections_status_check', `"status" IN ('CONNECTED', 'ERROR', 'DISCONNECTED')`)
export class ChannelConnectionEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'property_id' })
  propertyId: string;

  @Column('text')
  channel: Channel;

  @Column('text', { default: 'CONNECTED' })
  status: 'CONNECTED' | 'ERROR' | 'DISCONNECTED';

  @Column('timestamptz', { name: 'last_synced_at', nullable: true })
  lastSyncedAt: Date | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => PropertyEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'property_id', referencedColumnName: 'id' },
  ])
  property?: PropertyEntity;
}
