import type { NewSitePost, SiteContent, SitePostView, SiteRecord, WebsiteRepository } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { WebsitePostEntity } from '../entities';

const SITE_COLUMNS = `property_id, slug, state, draft_content, published_content, published_at, updated_at`;

interface SiteRow {
  property_id: string;
  slug: string;
  state: SiteRecord['state'];
  draft_content: SiteContent;
  published_content: SiteContent | null;
  published_at: Date | null;
  updated_at: Date;
}

function siteOf(row: SiteRow): SiteRecord {
  return {
    propertyId: row.property_id,
    slug: row.slug,
    state: row.state,
    draftContent: row.draft_content,
    publishedContent: row.published_content,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

function postOf(post: WebsitePostEntity): SitePostView {
  return { id: post.id, propertyId: post.propertyId, title: post.title, body: post.body, createdAt: post.createdAt.toISOString() };
}

export class TypeormWebsiteRepository implements WebsiteRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(workspaceId: string): Promise<SiteRecord[]> {
    const rows: SiteRow[] = await this.manager.query(`SELECT ${SITE_COLUMNS} FROM website_sites WHERE workspace_id = $1 ORDER BY created_at, property_id`, [
      workspaceId,
    ]);
    return rows.map(siteOf);
  }

  async find(workspaceId: string, propertyId: string): Promise<SiteRecord | null> {
    const [row]: SiteRow[] = await this.manager.query(`SELECT ${SITE_COLUMNS} FROM website_sites WHERE workspace_id = $1 AND property_id = $2`, [
      workspaceId,
      propertyId,
    ]);
    return row ? siteOf(row) : null;
  }

  async createDraft(workspaceId: string, propertyId: string, slug: string, content: SiteContent): Promise<SiteRecord> {
    const created: unknown[] = await this.manager.query(
      `INSERT INTO website_sites (workspace_id, property_id, slug, state, draft_content) VALUES ($1, $2, $3, 'DRAFT', $4)
       ON CONFLICT (workspace_id, property_id) DO NOTHING RETURNING 1`,
      [workspaceId, propertyId, slug, JSON.stringify(content)],
    );
    // The slug's uniqueness across workspaces and its route live in site_slugs (docs/scale-out.md).
    if (created.length > 0)
      await this.manager.query(`INSERT INTO site_slugs (slug, workspace_id, property_id) VALUES ($1, $2, $3)`, [slug, workspaceId, propertyId]);
    const site = await this.find(workspaceId, propertyId);
    if (!site) throw new Error('The site just stored cannot be read');
    return site;
  }

  async updateDraft(workspaceId: string, propertyId: string, content: SiteContent): Promise<SiteRecord | null> {
    const [rows]: [SiteRow[]] = await this.manager.query(
      `UPDATE website_sites SET draft_content = $3, updated_at = now() WHERE workspace_id = $1 AND property_id = $2 RETURNING ${SITE_COLUMNS}`,
      [workspaceId, propertyId, JSON.stringify(content)],
    );
    return rows[0] ? siteOf(rows[0]) : null;
  }

  async publish(workspaceId: string, propertyId: string, at: Date): Promise<SiteRecord | null> {
    const [rows]: [SiteRow[]] = await this.manager.query(
      `UPDATE website_sites SET state = 'PUBLISHED', published_content = draft_content, published_at = $3, updated_at = now()
        WHERE workspace_id = $1 AND property_id = $2 RETURNING ${SITE_COLUMNS}`,
      [workspaceId, propertyId, at],
    );
    return rows[0] ? siteOf(rows[0]) : null;
  }

  async listPosts(workspaceId: string, filter: { propertyId?: string; take: number }): Promise<SitePostView[]> {
    const posts = await this.manager.getRepository(WebsitePostEntity).find({
      where: { workspaceId, ...(filter.propertyId ? { propertyId: filter.propertyId } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: filter.take,
    });
    return posts.map(postOf);
  }

  async createPost(workspaceId: string, post: NewSitePost): Promise<SitePostView> {
    const saved = await this.manager.getRepository(WebsitePostEntity).save({ workspaceId, id: newId(ID_PREFIX.websitePost), ...post });
    return postOf(saved as WebsitePostEntity);
  }
}
