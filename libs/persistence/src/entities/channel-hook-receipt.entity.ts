import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Webhook ids a connector already sent: a message seen once is refused the second time (replay). */
@Entity({ name: 'channel_hook_receipts' })
@Index('channel_hook_receipts_retention_idx', ['receivedAt'])
export class ChannelHookReceiptEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'connection_id' })
  connectionId: string;

  @PrimaryColumn('text', { name: 'webhook_id' })
  webhookId: string;

  @Column('timestamptz', { name: 'received_at', default: () => 'now()' })
  receivedAt: Date;
}
