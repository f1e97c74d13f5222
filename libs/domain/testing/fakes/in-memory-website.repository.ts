import type { NewSitePost, SiteContent, SitePostView, SiteRecord, WebsiteRepository } from '../../src';
import type { CallLog } from '../call-log';
import { deepCopy } from '../deep-copy';

/** Sites and posts kept in maps of their own: no other fake reads them. */
export class InMemoryWebsiteRepository implements WebsiteRepository {
  private readonly sites = new Map<string, SiteRecord>();
  private readonly posts: (SitePostView & { workspaceId: string })[] = [];
  private clock = Date.UTC(2026, 0, 1);

  constructor(private readonly log: CallLog) {}

  private key(workspaceId: string, propertyId: string): string {
    return `${workspaceId}/${propertyId}`;
  }

  private tick(): Date {
    this.clock += 1000;
    return new Date(this.clock);
  }

  async list(workspaceId: string): Promise<SiteRecord[]> {
    this.log.record('website.list', [workspaceId]);
    return [...this.sites.entries()].filter(([key]) => key.startsWith(`${workspaceId}/`)).map(([, site]) => deepCopy(site));
  }

  async find(workspaceId: string, propertyId: string): Promise<SiteRecord | null> {
    this.log.record('website.find', [workspaceId, propertyId]);
    const site = this.sites.get(this.key(workspaceId, propertyId));
    return site ? deepCopy(site) : null;
  }

  async createDraft(workspaceId: string, propertyId: string, slug: string, content: SiteContent): Promise<SiteRecord> {
    this.log.record('website.createDraft', [workspaceId, propertyId, slug, content]);
    const key = this.key(workspaceId, propertyId);
    if (!this.sites.has(key)) {
      this.sites.set(key, {
        propertyId,
        slug,
        state: 'DRAFT',
        draftContent: deepCopy(content),
        publishedContent: null,
        publishedAt: null,
        updatedAt: this.tick(),
      });
    }
    return deepCopy(this.sites.get(key)!);
  }

  async updateDraft(workspaceId: string, propertyId: string, content: SiteContent): Promise<SiteRecord | null> {
    this.log.record('website.updateDraft', [workspaceId, propertyId, content]);
    const site = this.sites.get(this.key(workspaceId, propertyId));
    if (!site) return null;
    Object.assign(site, { draftContent: deepCopy(content), updatedAt: this.tick() });
    return deepCopy(site);
  }

  async publish(workspaceId: string, propertyId: string, at: Date): Promise<SiteRecord | null> {
    this.log.record('website.publish', [workspaceId, propertyId, at]);
    const site = this.sites.get(this.key(workspaceId, propertyId));
    if (!site) return null;
    Object.assign(site, { state: 'PUBLISHED', publishedContent: deepCopy(site.draftContent), publishedAt: at, updatedAt: this.tick() });
    return deepCopy(site);
  }

  async listPosts(workspaceId: string, filter: { propertyId?: string; take: number }): Promise<SitePostView[]> {
    this.log.record('website.listPosts', [workspaceId, filter]);
    return this.posts
      .filter((post) => post.workspaceId === workspaceId && (!filter.propertyId || post.propertyId === filter.propertyId))
      .reverse()
      .slice(0, filter.take)
      .map(({ workspaceId: _workspaceId, ...post }) => deepCopy(post));
  }

  async createPost(workspaceId: string, post: NewSitePost): Promise<SitePostView> {
    this.log.record('website.createPost', [workspaceId, post]);
    const stored = { workspaceId, id: `post_${this.posts.length + 1}`, ...post, createdAt: this.tick().toISOString() };
    this.posts.push(stored);
    const { workspaceId: _workspaceId, ...view } = stored;
    return deepCopy(view);
  }
}
