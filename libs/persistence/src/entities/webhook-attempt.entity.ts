import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { WebhookDeliveryEntity } from './webhook-delivery.entity';

/** One attempt of one delivery: when, what the receiver answered, how long it took, what went wrong. */
@Entity({ name: 'webhook_attempts' })
export class WebhookAttemptEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'delivery_id' })
  deliveryId: string;

  /** 1 for the first attempt, counting up. */
  @PrimaryColumn('integer')
  attempt: number;

  @Column('timestamptz', { name: 'attempted_at' })
  attemptedAt: Date;

  /** Null when there was no answer (refused, timed out). */
  @Column('integer', { name: 'status_code', nullable: true })
  statusCode: number | null;

  @Column('integer', { name: 'duration_ms' })
  durationMs: number;

  @Column('text', { nullable: true })
  error: string | null;

  // Its delivery's clean-up (30 days) or its endpoint's deletion takes the attempts along.
  @ManyToOne(() => WebhookDeliveryEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'delivery_id', referencedColumnName: 'id' },
  ])
  delivery?: WebhookDeliveryEntity;
}
