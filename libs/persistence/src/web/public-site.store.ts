import type { Plan, SiteContent, SubscriptionStatus } from '@innkeep/domain';
import { DataSource } from 'typeorm';

/** A published site as the public reaches it: by its address alone, before any workspace is known. */
export interface PublishedSite {
  workspaceId: string;
  propertyId: string;
  slug: string;
  content: SiteContent;
  plan: Plan;
  subscriptionStatus: SubscriptionStatus;
}

/**
 * The one lookup that crosses workspaces: a slug is unique across all of them, and what it finds
 * names the workspace every later query of the page filters on.
 */
export class PublicSiteStore {
  constructor(private readonly dataSource: DataSource) {}

  async findPublished(slug: string): Promise<PublishedSite | null> {
    const [row] = await this.dataSource.query(
      `SELECT s.workspace_id, s.property_id, s.slug, s.published_content, sub.plan_code, sub.status
         FROM website_sites s
         JOIN subscriptions sub ON sub.workspace_id = s.workspace_id
        WHERE s.slug = $1 AND s.state = 'PUBLISHED' AND s.published_content IS NOT NULL`,
      [slug],
    );
    if (!row) return null;
    return {
      workspaceId: row.workspace_id,
      propertyId: row.property_id,
      slug: row.slug,
      content: row.published_content,
      plan: row.plan_code,
      subscriptionStatus: row.status,
    };
  }
}
