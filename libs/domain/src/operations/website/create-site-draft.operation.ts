import { siteWithPostsSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { firstDraftOf, newSlug, siteViewOf } from './site-content';

export class CreateSiteDraftInput extends PropertyIdInput {}

/** How many posts website_get shows beside the site. */
const POSTS_SHOWN = 20;

export const createSiteDraft = defineOperation({
  name: 'website.createDraft',
  summary: 'Get a property’s website, making its draft first',
  description:
    'Answers the property’s direct-booking website with its latest posts (newest first). When the property has none yet, makes its draft first, filled from the property and its units (title, a tagline from the city, highlights, check-in and check-out times) under a new address (`slug`); calling it again answers the same site. Nothing is public until POST /website/:propertyId/publish. Being a write, it needs pms:write: GET /website and GET /website/posts (MCP website_list, website_posts_list) read the sites and their posts without it. Plan feature `website` (BUSINESS).',
  access: 'pms:write',
  feature: 'website',
  quota: 'write',
  input: CreateSiteDraftInput,
  output: siteWithPostsSchema,
  http: [{ method: 'POST', path: '/website/drafts', operationId: 'createWebsiteDraft' }],
  mcp: {
    tool: 'website_get',
    example: { propertyId: 'prop_123' },
    title: 'Get a property’s website',
    // Makes the draft when there is none; repeating it changes nothing more.
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  cli: 'website:draft',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    let site = await ctx.repos.website.find(workspaceId, input.propertyId);
    if (!site) {
      const property = await ctx.repos.properties.findDetail(workspaceId, input.propertyId);
      if (!property) throw notFound('Property');
      site = await ctx.repos.website.createDraft(workspaceId, property.id, newSlug(property.name), firstDraftOf(property));
    }
    const posts = await ctx.repos.website.listPosts(workspaceId, { propertyId: input.propertyId, take: POSTS_SHOWN });
    return { ...siteViewOf(ctx, site), posts };
  },
});
