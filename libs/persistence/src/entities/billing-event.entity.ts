import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The payment processor's events already applied: each event id is applied once, however often
 * the processor sends it.
 */
@Entity({ name: 'billing_events' })
@Index('billing_events_retention_idx', ['appliedAt'])
export class BillingEventEntity {
  @PrimaryColumn('text', { name: 'event_id' })
  eventId: string;

  @Column('text')
  type: string;

  /** The workspace it was about; null when it named none of ours. */
  @Column('text', { name: 'workspace_id', nullable: true })
  workspaceId: string | null;

  @Column('timestamptz', { name: 'applied_at', default: () => 'now()' })
  appliedAt: Date;
}
