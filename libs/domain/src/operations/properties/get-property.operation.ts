import { propertyDetailSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { READ_ONLY } from '../annotations';

export class GetPropertyInput extends PropertyIdInput {}

export const getProperty = defineOperation({
  name: 'properties.get',
  summary: 'Get a property',
  description: 'One property with its address, check-in and check-out times, cancellation policy, booking settings, units and rate plans.',
  access: 'pms:read',
  quota: 'read',
  input: GetPropertyInput,
  output: propertyDetailSchema,
  http: [{ method: 'GET', path: '/properties/:propertyId', operationId: 'getProperty' }],
  mcp: { tool: 'properties_get', example: { propertyId: 'prop_123' }, title: 'Get a property', annotations: READ_ONLY },
  cli: 'properties:get',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const property = await ctx.repos.properties.findDetail(principalOf(ctx).workspaceId, input.propertyId);
    if (!property) throw notFound('Property');
    return property;
  },
});
