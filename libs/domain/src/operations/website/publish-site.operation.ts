import { siteSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { RECORD_UPDATE } from '../annotations';
import { siteViewOf } from './site-content';

export class PublishSiteInput extends PropertyIdInput {}

export const publishSite = defineOperation({
  name: 'website.publish',
  summary: 'Publish a website',
  description:
    'Puts the draft’s content on the property’s public site, served at `url` (`<api origin>/sites/<slug>`): the content, the units with prices from, a calendar of live availability, a quote for chosen dates and a booking form that records DIRECT reservations (CONFIRMED with instant booking on, PROVISIONAL otherwise). Publishing again shows the latest draft. A property without a site answers 404. Plan feature `website` (BUSINESS).',
  access: 'pms:write',
  feature: 'website',
  quota: 'write',
  input: PublishSiteInput,
  output: siteSchema,
  http: [{ method: 'POST', path: '/website/:propertyId/publish', operationId: 'publishWebsite' }],
  mcp: { tool: 'website_publish', example: { propertyId: 'prop_123' }, title: 'Publish a website', annotations: { ...RECORD_UPDATE, openWorldHint: true } },
  cli: 'website:publish',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const site = await ctx.repos.website.publish(principalOf(ctx).workspaceId, input.propertyId, ctx.now());
    if (!site) throw notFound('Website draft');
    return siteViewOf(ctx, site);
  },
});
