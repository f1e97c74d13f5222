import { ratePlanSchema } from '@innkeep/contract';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { UNIT_FIELD } from '../../inputs/unit-fields.input';
import { answered } from '../../services/event-drafts';
import { ToBoolean } from '../../validation/transforms';
import { RECORD_UPDATE } from '../annotations';

export class UpdateRatePlanInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a rate plan in this workspace' })
  ratePlanId: string;

  @IsOptional()
  @UNIT_FIELD.ratePlanTitle()
  title?: string;

  @IsOptional()
  @UNIT_FIELD.basePriceMinor('Price of a night on this plan where no rate is set')
  basePriceMinor?: number;

  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({
    description:
      'true makes it the unit’s default plan and clears the default of its other plans; a unit keeps one default, so make another plan the default instead of sending false',
  })
  isDefault?: boolean;
}

export const updateRatePlan = defineOperation({
  name: 'ratePlans.update',
  summary: 'Change a rate plan',
  description:
    'Changes the title, base price or default of a rate plan; fields left out keep their value. Making it the default clears the default of the unit’s other plans in the same transaction; `isDefault: false` on the default plan answers 409 DEFAULT_RATE_PLAN_REQUIRED (make another plan the default instead). Nightly rates set with PUT /rates stay.',
  access: 'pms:write',
  quota: 'write',
  input: UpdateRatePlanInput,
  output: ratePlanSchema,
  http: [{ method: 'PATCH', path: '/rate-plans/:ratePlanId', operationId: 'updateRatePlan' }],
  needsSomeField: true,
  mcp: { tool: 'rate_plans_update', example: { ratePlanId: 'rp_123', basePriceMinor: 11000 }, title: 'Change a rate plan', annotations: RECORD_UPDATE },
  cli: 'rate-plans:update',
  errors: ['NOT_FOUND', 'DEFAULT_RATE_PLAN_REQUIRED'],
  events: answered('rate_plan.updated', 'rate_plan'),
  async handle(ctx, input) {
    const { ratePlanId, isDefault, ...fields } = input;
    if (isDefault === undefined && Object.keys(fields).length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'Name at least one of title, basePriceMinor, isDefault.');
    }
    const { workspaceId } = principalOf(ctx);
    const plan = await ctx.repos.ratePlans.find(workspaceId, ratePlanId);
    if (!plan) throw notFound('Rate plan');
    if (isDefault === false && plan.isDefault) {
      throw new DomainError(
        'DEFAULT_RATE_PLAN_REQUIRED',
        `${plan.title} is the unit’s default rate plan, and a unit keeps one: make another plan the default instead.`,
        {
          ratePlanId: plan.id,
          unitId: plan.unitId,
        },
      );
    }
    const patch = { ...fields, ...(isDefault ? { isDefault: true as const } : {}) };
    // `isDefault: false` alone, on a plan that is not the default: nothing to change.
    if (Object.keys(patch).length === 0) return plan;
    const updated = await ctx.repos.ratePlans.update(workspaceId, ratePlanId, patch);
    if (!updated) throw notFound('Rate plan');
    return updated;
  },
});
