import { SitePostView, SiteView } from '@innkeep/contract';

export function renderSites(sites: SiteView[]): string {
  if (sites.length === 0) return 'No website yet: `innkeep website draft <property>` makes one.';
  return sites
    .map(
      (site) => `${site.state.padEnd(9)} ${site.propertyId}  ${site.content.title}  ${site.url}${site.hasUnpublishedChanges ? '  (unpublished changes)' : ''}`,
    )
    .join('\n');
}

export function renderSite(site: SiteView & { posts?: SitePostView[] }): string {
  const lines = [
    `${site.content.title} (${site.state}${site.hasUnpublishedChanges ? ', unpublished changes' : ''})`,
    `Address: ${site.url}${site.state === 'DRAFT' ? ' (not public until published)' : ''}`,
  ];
  if (site.content.tagline) lines.push(`Tagline: ${site.content.tagline}`);
  if (site.content.highlights.length) lines.push(`Highlights: ${site.content.highlights.join('; ')}`);
  if (site.content.houseRules.length) lines.push(`House rules: ${site.content.houseRules.join('; ')}`);
  lines.push(`Photos: ${site.content.photos.length}`);
  if (site.posts) lines.push(`Posts: ${site.posts.length}`);
  return lines.join('\n');
}

export function renderPosts(posts: SitePostView[]): string {
  if (posts.length === 0) return 'No posts.';
  return posts.map((post) => `${post.createdAt.slice(0, 10)}  ${post.propertyId}  ${post.title}`).join('\n');
}
