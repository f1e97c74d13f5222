import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A receiver of the workspace's events. Its signing secret is sealed (AES-256-GCM), never in clear. */
@Entity({ name: 'webhook_endpoints' })
@Index('webhook_endpoints_workspace_idx', ['workspaceId', 'status'])
export class WebhookEndpointEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text')
  url: string;

  @Column('text', { name: 'event_types', array: true })
  eventTypes: string[];

  @Column('text', { nullable: true })
  description: string | null;

  @Column('jsonb', { name: 'sealed_secret' })
  sealedSecret: Record<string, unknown>;

  @Column('text', { default: 'ENABLED' })
  status: string;

  @Column('integer', { name: 'consecutive_failures', default: 0 })
  consecutiveFailures: number;

  @Column('text', { name: 'disabled_reason', nullable: true })
  disabledReason: string | null;

  /** Set while a worker delivers to it, so replicas take turns and each endpoint stays in order. */
  @Column('timestamptz', { name: 'lease_until', nullable: true })
  leaseUntil: Date | null;

  /** Names the holder of the lease: a worker whose lease was taken over writes nothing more. */
  @Column('text', { name: 'lease_token', nullable: true })
  leaseToken: string | null;

  /** When a worker last gave it back: the endpoint served longest ago is served first. */
  @Column('timestamptz', { name: 'served_at', nullable: true })
  servedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
