import { propertyDetailSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { answered } from '../../services/event-drafts';
import { ARCHIVE } from '../annotations';

export class ArchivePropertyInput extends PropertyIdInput {}

export const archiveProperty = defineOperation({
  name: 'properties.archive',
  summary: 'Archive a property',
  description:
    'Archives a property: it leaves the property and unit lists (unless `includeArchived=true`) and availability, and its units take no new reservations (409 ARCHIVED). Its reservations, rates and history stay; archiving it again changes nothing. PATCH its status to ACTIVE to use it again.',
  access: 'pms:write',
  quota: 'write',
  input: ArchivePropertyInput,
  output: propertyDetailSchema,
  http: [{ method: 'POST', path: '/properties/:propertyId/archive', operationId: 'archiveProperty' }],
  mcp: { tool: 'properties_archive', example: { propertyId: 'prop_123' }, title: 'Archive a property', annotations: ARCHIVE },
  cli: 'properties:archive',
  errors: ['NOT_FOUND'],
  events: answered('property.archived', 'property'),
  async handle(ctx, input) {
    const property = await ctx.repos.properties.update(principalOf(ctx).workspaceId, input.propertyId, { status: 'ARCHIVED' });
    if (!property) throw notFound('Property');
    return property;
  },
});
