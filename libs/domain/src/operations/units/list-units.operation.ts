import { arrayOf, objectSchema, unitSchema } from '@innkeep/contract';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ToBoolean } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';

export class ListUnitsInput {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only the units of this property' })
  propertyId?: string;

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'Include archived units and the units of archived properties (default false)' })
  includeArchived?: boolean;
}

export const listUnits = defineOperation({
  name: 'units.list',
  summary: 'List rentable units',
  description:
    'Rentable units, optionally of one property, each with its property, room count, occupancy, rate plans and listing settings. Archived units, and the units of archived properties, are left out unless `includeArchived=true`.',
  access: 'pms:read',
  quota: 'read',
  input: ListUnitsInput,
  output: objectSchema({ units: arrayOf(unitSchema) }, ['units']),
  http: [
    { method: 'GET', path: '/units', operationId: 'listUnits' },
    { method: 'GET', path: '/properties/:propertyId/units', operationId: 'listPropertyUnits' },
  ],
  mcp: {
    tool: 'units_list',
    title: 'List units',
    annotations: READ_ONLY,
    list: 'units',
    example: { propertyId: 'prop_123', fields: ['name', 'countOfRooms'] },
  },
  cli: 'units',
  errors: ['NOT_FOUND'],
  async handle(ctx, input) {
    const units = await ctx.repos.units.list(principalOf(ctx).workspaceId, {
      propertyId: input.propertyId,
      includeArchived: input.includeArchived ?? false,
    });
    if (!units) throw notFound('Property');
    return { units };
  },
});
