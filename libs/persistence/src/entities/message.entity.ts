import type { DeliveryStatus, MessageDirection } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { MessageThreadEntity } from './message-thread.entity';

/**
 * One message of a thread. Outbound replies start QUEUED: the channel connector's worker takes
 * them in `created_at` order (`messages_queued_idx`, `FOR UPDATE SKIP LOCKED`), delivers them
 * through the thread's connection and sets SENT (with `external_id`) or FAILED (`delivery_error`).
 */
@Entity({ name: 'messages' })
@Index('messages_workspace_thread_idx', ['workspaceId', 'threadId', 'sentAt', 'id'])
@Index('messages_thread_external_key', ['workspaceId', 'threadId', 'externalId'], { unique: true, where: '"external_id" IS NOT NULL' })
@Index('messages_queued_idx', ['workspaceId', 'createdAt'], { where: `"delivery_status" = 'QUEUED'` })
@Check('messages_direction_check', `"direction" IN ('INBOUND', 'OUTBOUND')`)
@Check('messages_delivery_status_check', `"delivery_status" IN ('QUEUED', 'SENT', 'FAILED')`)
export class MessageEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'thread_id' })
  threadId: string;

  @Column('text')
  direction: MessageDirection;

  @Column('text')
  sender: string;

  @Column('text')
  body: string;

  @Column('timestamptz', { name: 'sent_at' })
  sentAt: Date;

  /** The channel's id of the message: inbound ones on arrival, outbound ones once delivered. */
  @Column('text', { name: 'external_id', nullable: true })
  externalId: string | null;

  /** Outbound only: QUEUED, SENT or FAILED. */
  @Column('text', { name: 'delivery_status', nullable: true })
  deliveryStatus: DeliveryStatus | null;

  @Column('text', { name: 'delivery_error', nullable: true })
  deliveryError: string | null;

  @Column('timestamptz', { name: 'delivered_at', nullable: true })
  deliveredAt: Date | null;

  /** Inbound only: when the host read it. */
  @Column('timestamptz', { name: 'read_at', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => MessageThreadEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'thread_id', referencedColumnName: 'id' },
  ])
  thread?: MessageThreadEntity;
}
