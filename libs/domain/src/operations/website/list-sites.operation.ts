import { defineOperation, principalOf } from '../../catalogue/operation';
import { arrayOf, objectSchema } from '../../schemas/json-schema';
import { READ_ONLY } from '../annotations';
import { siteSchema, siteViewOf } from './site-content';

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
  http: [{ method: 'GET', path: '/website' }],
  // website_get answers one property's site (and makes its draft); the list has no tool of its own.
  mcp: { tool: 'website_get', title: 'Get a property’s website', annotations: READ_ONLY, owner: false },
  cli: 'website',
  async handle(ctx) {
    const sites = await ctx.repos.website.list(principalOf(ctx).workspaceId);
    return { sites: sites.map((site) => siteViewOf(ctx, site)) };
  },
});
