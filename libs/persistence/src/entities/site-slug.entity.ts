import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which workspace's site a public address names. A slug is unique across workspaces, so it cannot
 * be a unique key of `website_sites`, which is distributed by workspace: this small table, kept on
 * the coordinator, holds that uniqueness and routes `/sites/<slug>` to one workspace
 * (docs/scale-out.md). Written in the transaction that creates the site.
 */
@Entity({ name: 'site_slugs' })
export class SiteSlugEntity {
  @PrimaryColumn('text')
  slug: string;

  @Column('text', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text', { name: 'property_id' })
  propertyId: string;
}
