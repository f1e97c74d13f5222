import type { Channel, ChannelMethod, ConnectionStatus, SyncError } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { PropertyEntity } from './property.entity';

/**
 * A property's link to a channel. ICAL connections are pulled on a schedule (`next_sync_at`);
 * settings changes are propagated to the connected ones.
 */
@Entity({ name: 'channel_connections' })
@Index('channel_connections_property_channel_key', ['workspaceId', 'propertyId', 'channel'], { unique: true })
@Index('channel_connections_due_idx', ['nextSyncAt'], { where: `"status" <> 'DISCONNECTED'` })
@Check('channel_connections_status_check', `"status" IN ('PENDING', 'OK', 'WARNING', 'ERROR', 'DISCONNECTED')`)
@Check('channel_connections_method_check', `"method" IN ('ICAL', 'API')`)
export class ChannelConnectionEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'property_id' })
  propertyId: string;

  @Column('text')
  channel: Channel;

  @Column('text', { default: 'ICAL' })
  method: ChannelMethod;

  @Column('text', { default: 'PENDING' })
  status: ConnectionStatus;

  @Column('timestamptz', { name: 'last_synced_at', nullable: true })
  lastSyncedAt: Date | null;

  /** The outcome of the last synchronisation attempt: OK, WARNING or ERROR. */
  @Column('text', { name: 'last_sync_status', nullable: true })
  lastSyncStatus: string | null;

  /** When the scheduler pulls it next; null once disconnected. */
  @Column('timestamptz', { name: 'next_sync_at', nullable: true })
  nextSyncAt: Date | null;

  @Column('jsonb', { name: 'last_error', nullable: true })
  lastError: SyncError | null;

  /** Failed synchronisations in a row: the retry delay doubles with each. */
  @Column('integer', { name: 'consecutive_failures', default: 0 })
  consecutiveFailures: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /**
   * Feeds on loopback or private addresses are fetched for this connection: set by the operator for
   * the demo's connections, whose feeds `npm start` serves itself; never by the API.
   */
  @Column('boolean', { name: 'allow_private_feeds', default: false })
  allowPrivateFeeds: boolean;

  @Column('timestamptz', { name: 'disconnected_at', nullable: true })
  disconnectedAt: Date | null;

  /** API connections: where the connector receives availability, rates and settings. */
  @Column('text', { name: 'endpoint_url', nullable: true })
  endpointUrl: string | null;

  /** API connections: the Standard Webhooks secret both sides sign with, sealed (AES-256-GCM). */
  @Column('jsonb', { name: 'sealed_signing_secret', nullable: true })
  sealedSigningSecret: Record<string, unknown> | null;

  /** API connections: failed deliveries in a row, and when the next one is tried. */
  @Column('integer', { name: 'delivery_failures', default: 0 })
  deliveryFailures: number;

  @Column('timestamptz', { name: 'next_delivery_at', nullable: true })
  nextDeliveryAt: Date | null;

  /** Set while a worker delivers to it, so each listing's changes leave in order. */
  @Column('timestamptz', { name: 'delivery_lease_until', nullable: true })
  deliveryLeaseUntil: Date | null;

  /**
   * The last synchronisation asked for: `{ status: QUEUED | DONE, requestedAt, acceptEmpty,
   * finishedAt, result }`; the worker runs it and writes its result here for the client to read.
   */
  @Column('jsonb', { name: 'sync_request', nullable: true })
  syncRequest: Record<string, unknown> | null;

  /** Names the holder of the delivery lease: a worker whose lease was taken over writes nothing more. */
  @Column('text', { name: 'delivery_lease_token', nullable: true })
  deliveryLeaseToken: string | null;

  /** When a worker last gave the connection back: the one served longest ago is served first. */
  @Column('timestamptz', { name: 'delivery_served_at', nullable: true })
  deliveryServedAt: Date | null;

  @ManyToOne(() => PropertyEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'property_id', referencedColumnName: 'id' },
  ])
  property?: PropertyEntity;
}
