import type { SiteContent, SiteState } from '@innkeep/domain';
import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';

import { PropertyEntity } from './property.entity';

/** A property's direct-booking website: one per property, served at /sites/<slug> once published. */
@Entity({ name: 'website_sites' })
@Check('website_sites_state_check', `"state" IN ('DRAFT', 'PUBLISHED')`)
export class WebsiteSiteEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text', { name: 'property_id' })
  propertyId: string;

  /** The public address part; unique across workspaces (site_slugs holds that), since it is the site's URL. */
  @Column('text')
  slug: string;

  @Column('text', { default: 'DRAFT' })
  state: SiteState;

  @Column('jsonb', { name: 'draft_content' })
  draftContent: SiteContent;

  /** What the public sees: the draft as it was last published. */
  @Column('jsonb', { name: 'published_content', nullable: true })
  publishedContent: SiteContent | null;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => PropertyEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'property_id', referencedColumnName: 'id' },
  ])
  property?: PropertyEntity;
}
