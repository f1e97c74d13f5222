import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { ChannelConnectionEntity } from './channel-connection.entity';
import { UnitEntity } from './unit.entity';

/**
 * One unit of a connection: the channel's feed Innkeep pulls (`import_url`) and the feed Innkeep
 * serves the channel (`/ical/<token>.ics`: the token's SHA-256 finds the feed; the token itself is
 * kept sealed, for an OWNER or ADMIN to see the address again). The token's index
 * is not unique: a 256-bit random token does not collide, and a unique key not led by workspace_id
 * cannot hold on a schema distributed by workspace (docs/scale-out.md).
 */
@Entity({ name: 'channel_listings' })
@Index('channel_listings_export_token_idx', ['exportTokenHash'])
export class ChannelListingEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'connection_id' })
  connectionId: string;

  @PrimaryColumn('text', { name: 'unit_id' })
  unitId: string;

  /** The channel's export feed of this listing; it carries a secret in its query, so answers mask it. */
  @Column('text', { name: 'import_url', nullable: true })
  importUrl: string | null;

  /** Null once revoked (the connection disconnected). */
  @Column('text', { name: 'export_token_hash', nullable: true })
  exportTokenHash: string | null;

  /** The export token sealed with the secrets key (AES-256-GCM); null with the hash, or made before tokens were kept. */
  @Column('jsonb', { name: 'sealed_export_token', nullable: true })
  sealedExportToken: Record<string, unknown> | null;

  /** API connections: the listing's id at the channel. */
  @Column('text', { name: 'external_listing_id', nullable: true })
  externalListingId: string | null;

  /** Validators of the last fetched feed, for a conditional GET. */
  @Column('text', { nullable: true })
  etag: string | null;

  @Column('text', { name: 'last_modified', nullable: true })
  lastModified: string | null;

  @Column('timestamptz', { name: 'last_import_at', nullable: true })
  lastImportAt: Date | null;

  /** Events of the feed at its last import. */
  @Column('integer', { default: 0 })
  events: number;

  @ManyToOne(() => ChannelConnectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'connection_id', referencedColumnName: 'id' },
  ])
  connection?: ChannelConnectionEntity;

  @ManyToOne(() => UnitEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'unit_id', referencedColumnName: 'id' },
  ])
  unit?: UnitEntity;
}
