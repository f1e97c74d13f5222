import { SiteContent, SitePostView, SiteState } from '@innkeep/contract';

/** A property's site as stored: the content being edited and the content the public sees. */
export interface SiteRecord {
  propertyId: string;
  slug: string;
  state: SiteState;
  draftContent: SiteContent;
  publishedContent: SiteContent | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface NewSitePost {
  propertyId: string;
  title: string;
  body: string;
}

export interface WebsiteRepository {
  list(workspaceId: string): Promise<SiteRecord[]>;
  find(workspaceId: string, propertyId: string): Promise<SiteRecord | null>;
  /**
   * Stores a draft unless the property has a site already (two concurrent first calls make one);
   * answers the property's site either way.
   */
  createDraft(workspaceId: string, propertyId: string, slug: string, content: SiteContent): Promise<SiteRecord>;
  /** Null when the property has no site. */
  updateDraft(workspaceId: string, propertyId: string, content: SiteContent): Promise<SiteRecord | null>;
  /** Copies the draft to the public site; null when the property has no site. */
  publish(workspaceId: string, propertyId: string, at: Date): Promise<SiteRecord | null>;
  /** Newest first. */
  listPosts(workspaceId: string, filter: { propertyId?: string; take: number }): Promise<SitePostView[]>;
  createPost(workspaceId: string, post: NewSitePost): Promise<SitePostView>;
}
