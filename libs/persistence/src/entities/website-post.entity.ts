import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

import { WebsiteSiteEntity } from './website-site.entity';

/** A news post on a property's website; the body is Markdown, sanitised when rendered. */
@Entity({ name: 'website_posts' })
@Index('website_posts_property_created_idx', ['workspaceId', 'propertyId', 'createdAt'])
export class WebsitePostEntity {
  @PrimaryColumn('text', { name: 'workspace_id' })
  workspaceId: string;

  @PrimaryColumn('text')
  id: string;

  @Column('text', { name: 'property_id' })
  propertyId: string;

  @Column('text')
  title: string;

  @Column('text')
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => WebsiteSiteEntity, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'workspace_id', referencedColumnName: 'workspaceId' },
    { name: 'property_id', referencedColumnName: 'propertyId' },
  ])
  site?: WebsiteSiteEntity;
}
