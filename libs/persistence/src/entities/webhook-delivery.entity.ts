import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** One event to send to one endpoint, and how its attempts went. */
@Entity({ name: 'webhook_deliveries' })
@Index('webhook_deliveries_queue_idx', ['endpointId', 'eventTxid', 'eventSeq'], { where: `"status" = 'PENDING'` })
@Index('webhook_deliveries_list_idx', ['workspaceId', 'endpointId', 'createdAt'])
export class WebhookDeliveryEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'endpoint_id' })
  endpointId: string;

  @Column('bigint', { name: 'event_seq' })
  eventSeq: string;

  @Column('bigint', { name: 'event_txid' })
  eventTxid: string;

  @Column('text', { default: 'PENDING' })
  status: string;

  @Column('integer', { default: 0 })
  attempts: number;

  @Column('timestamptz', { name: 'next_attempt_at', nullable: true })
  nextAttemptAt: Date | null;

  @Column('timestamptz', { name: 'last_attempt_at', nullable: true })
  lastAttemptAt: Date | null;

  @Column('integer', { name: 'last_status_code', nullable: true })
  lastStatusCode: number | null;

  @Column('integer', { name: 'last_duration_ms', nullable: true })
  lastDurationMs: number | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => WebhookEndpointEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'endpoint_id', referencedColumnName: 'id' },
  ])
  endpoint?: WebhookEndpointEntity;
}
