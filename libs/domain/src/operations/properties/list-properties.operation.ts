import { arrayOf, objectSchema, PROPERTY_STATUSES, propertySchema, PropertyStatus } from '@innkeep/contract';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { ToBoolean } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';

export class ListPropertiesInput {
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'Include archived properties (default false)' })
  includeArchived?: boolean;

  @IsOptional()
  @IsIn(PROPERTY_STATUSES)
  @JSONSchema({ description: 'Only properties with this status' })
  status?: PropertyStatus;
}

export const listProperties = defineOperation({
  name: 'properties.list',
  summary: 'List properties',
  description: 'The properties of the workspace with id, name, status, city, currency, time zone and unit count.',
  access: 'pms:read',
  quota: 'read',
  input: ListPropertiesInput,
  output: objectSchema({ properties: arrayOf(propertySchema) }, ['properties']),
  http: [{ method: 'GET', path: '/properties', operationId: 'listProperties' }],
  mcp: { tool: 'properties_list', title: 'List properties', annotations: READ_ONLY, list: 'properties', example: { fields: ['name', 'city', 'unitCount'] } },
  cli: 'properties',
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const properties = await ctx.repos.properties.list(workspaceId, {
      includeArchived: input.includeArchived ?? false,
      status: input.status,
    });
    return { properties };
  },
});
