import { unitSchema } from '@innkeep/contract';
import { IsOptional } from 'class-validator';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';
import { UNIT_FIELD } from '../../inputs/unit-fields.input';
import { answered } from '../../services/event-drafts';
import { CREATE } from '../annotations';

/** The title of the rate plan every unit starts with. */
export const DEFAULT_RATE_PLAN_TITLE = 'Standard';

export class CreateUnitInput extends PropertyIdInput {
  @UNIT_FIELD.name()
  name: string;

  @IsOptional()
  @UNIT_FIELD.countOfRooms('; default 1')
  countOfRooms?: number;

  @UNIT_FIELD.basePriceMinor('Price of a night on the unit’s default rate plan where no rate is set')
  basePriceMinor: number;

  @IsOptional()
  @UNIT_FIELD.maxOccupancy()
  maxOccupancy?: number;
}

export const createUnit = defineOperation({
  name: 'units.create',
  summary: 'Create a unit',
  description: `Creates a rentable unit of a property (countOfRooms identical rooms, default 1) with its default rate plan "${DEFAULT_RATE_PLAN_TITLE}" at basePriceMinor a night, in the property's currency. Its nights are sellable at once. An archived property takes no new units (409 ARCHIVED). Send an Idempotency-Key to retry safely.`,
  access: 'pms:write',
  quota: 'write',
  input: CreateUnitInput,
  output: unitSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/units', operationId: 'createUnit' }],
  mcp: {
    tool: 'units_create',
    example: { propertyId: 'prop_123', name: 'Garden suite', basePriceMinor: 12000, countOfRooms: 1 },
    title: 'Create a unit',
    annotations: CREATE,
  },
  cli: 'units:create',
  errors: ['NOT_FOUND', 'ARCHIVED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  events: answered('unit.created', 'unit'),
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const property = await ctx.repos.properties.findDetail(workspaceId, input.propertyId);
    if (!property) throw notFound('Property');
    if (property.status === 'ARCHIVED') {
      throw new DomainError('ARCHIVED', `${property.name} is archived: set its status to ACTIVE before adding units.`, { propertyId: property.id });
    }
    const unit = await ctx.repos.units.create(workspaceId, {
      propertyId: property.id,
      name: input.name,
      countOfRooms: input.countOfRooms ?? 1,
      maxOccupancy: input.maxOccupancy ?? null,
      defaultRatePlan: { title: DEFAULT_RATE_PLAN_TITLE, basePriceMinor: input.basePriceMinor },
    });
    if (!unit) throw notFound('Property');
    return unit;
  },
});
