import type { ReservationSource } from '@innkeep/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** One conversation with a guest on one channel; its counters move with each message. */
@Entity({ name: 'message_threads' })
@Index('message_threads_workspace_activity_idx', ['workspaceId', 'lastMessageAt', 'id'])
@Index('message_threads_workspace_reservation_idx', ['workspaceId', 'reservationId'], { where: '"reservation_id" IS NOT NULL' })
@Index('message_threads_external_key', ['workspaceId', 'channel', 'externalThreadId'], { unique: true })
export class MessageThreadEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text')
  channel: ReservationSource;

  /** The channel's id of the conversation. */
  @Column('text', { name: 'external_thread_id' })
  externalThreadId: string;

  /** The connection replies go out through; null for conversations no connector carries. */
  @Column('text', { name: 'connection_id', nullable: true })
  connectionId: string | null;

  @Column('text', { name: 'reservation_id', nullable: true })
  reservationId: string | null;

  @Column('text', { name: 'guest_id', nullable: true })
  guestId: string | null;

  /** The name the channel gave the guest. */
  @Column('text', { name: 'guest_name', nullable: true })
  guestName: string | null;

  @Column('timestamptz', { name: 'last_message_at' })
  lastMessageAt: Date;

  @Column('text', { name: 'last_message_preview', default: '' })
  lastMessagePreview: string;

  @Column('integer', { name: 'message_count', default: 0 })
  messageCount: number;

  @Column('integer', { name: 'unread_count', default: 0 })
  unreadCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
