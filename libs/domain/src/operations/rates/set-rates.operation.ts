import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { NightsSelection, RatePatch, Repositories } from '../../ports/repositories';
import { updatedSchema } from '../../schemas/rates';
import { ToInteger } from '../../validation/transforms';
import { nightsSelection, resolvePlansOrThrow } from './rate-rules';
import { RestrictionFieldsInput } from './restriction-fields';

export class SetRatesInput extends RestrictionFieldsInput {
  @ValidateIf((_, value) => value !== undefined && value !== null) @ToInteger() @IsInt() @Min(0) @Max(100_000_000)
  @JSONSchema({ description: 'Price of each night in minor units; null returns to the base price', type: ['integer', 'null'] })
  priceMinor?: number | null;
}

const PATCH_FIELDS = ['priceMinor', 'minNights', 'maxNights', 'closedToArrival', 'closedToDeparture', 'stopSell'] as const;

export function patchOf(input: Partial<Record<(typeof PATCH_FIELDS)[number], unknown>>): RatePatch {
  const patch = Object.fromEntries(PATCH_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]])) as RatePatch;
  if (Object.keys(patch).length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Name at least one of priceMinor, minNights, maxNights, closedToArrival, closedToDeparture, stopSell.');
  }
  if (patch.minNights && patch.maxNights && patch.minNights > patch.maxNights) {
    throw new DomainError('VALIDATION_FAILED', `minNights (${patch.minNights}) is above maxNights (${patch.maxNights}).`);
  }
  return patch;
}

/** Writes the nights, or refuses with 400 when a night would end with minNights above maxNights. */
export async function upsertOrRefuse(repos: Repositories, workspaceId: string, plans: string[], nights: NightsSelection, patch: RatePatch) {
  const result = await repos.rates.upsert(workspaceId, plans, nights, patch);
  if ('conflict' in result) {
    const { date, minNights, maxNights, ratePlanId } = result.conflict;
    throw new DomainError('VALIDATION_FAILED', `On ${date} minNights (${minNights}) would be above maxNights (${maxNights}); nothing was changed.`, {
      ratePlanId,
      night: date,
    });
  }
  return result;
}

export const setRates = defineOperation({
  name: 'rates.set',
  summary: 'Set prices and restrictions',
  description:
    'Sets the price and/or restrictions of every night from–to (inclusive, at most 731), optionally only on some weekdays, for one rate plan, a unit’s default plan, or every plan of a property, in one statement. Answers the nights written.',
  access: 'pms:write',
  quota: 'write',
  input: SetRatesInput,
  output: updatedSchema,
  http: [{ method: 'PUT', path: '/rates' }],
  mcp: {
    tool: 'rates_set',
    title: 'Set prices',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  cli: 'rates:set',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const patch = patchOf(input);
    const nights = nightsSelection(input);
    const plans = await resolvePlansOrThrow(ctx.repos, workspaceId, input, true);
    return upsertOrRefuse(ctx.repos, workspaceId, plans, nights, patch);
  },
});
