import { siteSchema } from '@innkeep/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { RECORD_UPDATE } from '../annotations';
import { SiteContentInput, siteViewOf } from './site-content';

export class UpdateSiteDraftInput extends SiteContentInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a property in this workspace' })
  propertyId: string;
}

export const updateSiteDraft = defineOperation({
  name: 'website.updateDraft',
  summary: 'Edit a website’s draft',
  description:
    'Changes the content of a property’s website draft: title, tagline, description, highlights, house rules, photos (https addresses); fields left out keep their value, a list replaces the whole list. The public site keeps showing the last published content until POST /website/:propertyId/publish. A property without a site answers 404 (POST /website/drafts makes one). Plan feature `website` (BUSINESS).',
  access: 'pms:write',
  feature: 'website',
  quota: 'write',
  input: UpdateSiteDraftInput,
  output: siteSchema,
  http: [{ method: 'PUT', path: '/website/drafts/:propertyId', operationId: 'updateWebsiteDraft' }],
  mcp: {
    tool: 'website_update',
    example: { propertyId: 'prop_123', tagline: 'Two steps from the river', highlights: ['Sea view', 'Free parking'] },
    title: 'Edit a website’s draft',
    annotations: RECORD_UPDATE,
  },
  cli: 'website:update',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const site = await ctx.repos.website.find(workspaceId, input.propertyId);
    if (!site) throw notFound('Website draft');
    const { propertyId: _propertyId, ...fields } = input;
    const content = { ...site.draftContent };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) (content as Record<string, unknown>)[key] = value;
    const updated = await ctx.repos.website.updateDraft(workspaceId, input.propertyId, content);
    if (!updated) throw notFound('Website draft');
    return siteViewOf(ctx, updated);
  },
});
