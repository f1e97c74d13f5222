import { ratePlanSchema } from '@innkeep/contract';
import { IsBoolean, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { UNIT_FIELD } from '../../inputs/unit-fields.input';
import { UnitIdInput } from '../../inputs/unit-id.input';
import { answered } from '../../services/event-drafts';
import { ToBoolean } from '../../validation/transforms';
import { CREATE } from '../annotations';

export class CreateRatePlanInput extends UnitIdInput {
  @UNIT_FIELD.ratePlanTitle()
  title: string;

  @UNIT_FIELD.basePriceMinor('Price of a night on this plan where no rate is set')
  basePriceMinor: number;

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({
    description:
      'Make it the unit’s default plan, the one bookings and rates use unless told otherwise (default false; a unit’s first plan is always its default)',
  })
  isDefault?: boolean;
}

export const createRatePlan = defineOperation({
  name: 'ratePlans.create',
  summary: 'Create a rate plan',
  description:
    'Adds a rate plan to a unit, priced in its property’s currency. A unit has exactly one default plan: a new default plan takes over from the earlier one in the same transaction. An archived unit takes no new plans (409 ARCHIVED). Send an Idempotency-Key to retry safely.',
  access: 'pms:write',
  quota: 'write',
  input: CreateRatePlanInput,
  output: ratePlanSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/rate-plans', operationId: 'createRatePlan' }],
  mcp: {
    tool: 'rate_plans_create',
    example: { unitId: 'unit_123', title: 'Non-refundable', basePriceMinor: 10800 },
    title: 'Create a rate plan',
    annotations: CREATE,
  },
  cli: 'rate-plans:create',
  errors: ['NOT_FOUND', 'ARCHIVED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  events: answered('rate_plan.created', 'rate_plan'),
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const unit = await ctx.repos.units.find(workspaceId, input.unitId);
    if (!unit) throw notFound('Unit');
    if (unit.archivedAt !== null) throw new DomainError('ARCHIVED', `${unit.name} is archived: it takes no new rate plans.`, { unitId: unit.id });
    const plan = await ctx.repos.ratePlans.create(workspaceId, {
      unitId: unit.id,
      title: input.title,
      basePriceMinor: input.basePriceMinor,
      isDefault: input.isDefault === true || !unit.ratePlans.some((existing) => existing.isDefault),
    });
    if (!plan) throw notFound('Unit');
    return plan;
  },
});
