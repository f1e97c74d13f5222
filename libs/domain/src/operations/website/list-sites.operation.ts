import { arrayOf, objectSchema, siteSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { READ_ONLY } from '../annotations';
import { siteViewOf } from './site-content';

export class ListSitesInput {}

export const listSites = defineOperation({
  name: 'website.list',
  summary: 'List the direct-booking websites',
  description:
    'Every property’s direct-booking website: its state (DRAFT until published), its address (`url`, which answers 404 until published), the content being edited and whether it differs from what the public site shows. A property without a site is not listed: POST /website/drafts makes one. Plan feature `website` (BUSINESS).',
  access: 'pms:read',
  feature: 'website',
  quota: 'read',
  input: ListSitesInput,
  output: objectSchema({ sites: arrayOf(siteSchema) }, ['sites']),
  http: [{ method: 'GET', path: '/website', operationId: 'listWebsites' }],
  // A read of its own: website_get makes a draft when there is none, so it needs pms:write.
  mcp: { tool: 'website_list', example: {}, title: 'List the websites', annotations: READ_ONLY },
  cli: 'website',
  async handle(ctx) {
    const sites = await ctx.repos.website.list(principalOf(ctx).workspaceId);
    return { sites: sites.map((site) => siteViewOf(ctx, site)) };
  },
});
