import { OperationContext, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { RatePatch } from '../../ports/rates';
import { nightsSelection, resolvePlansOrThrow } from './rate-rules';
import { RestrictionFieldsInput } from './restriction-fields';

const PATCH_FIELDS = ['priceMinor', 'minNights', 'maxNights', 'closedToArrival', 'closedToDeparture', 'stopSell'] as const;

function patchOf(input: Partial<Record<(typeof PATCH_FIELDS)[number], unknown>>): RatePatch {
  const patch = Object.fromEntries(PATCH_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]])) as RatePatch;
  if (Object.keys(patch).length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Name at least one of priceMinor, minNights, maxNights, closedToArrival, closedToDeparture, stopSell.');
  }
  return patch;
}

/**
 * The handler of both rates writes (prices with restrictions, restrictions alone): one upsert, or
 * a 400 when a night would end with minNights above maxNights.
 */
export async function writeRateNights(ctx: OperationContext, input: RestrictionFieldsInput & { priceMinor?: number | null }) {
  const { workspaceId } = principalOf(ctx);
  const patch = patchOf(input);
  const nights = nightsSelection(input);
  const plans = await resolvePlansOrThrow(ctx.repos, workspaceId, input, true);
  const result = await ctx.repos.rates.upsert(workspaceId, plans, nights, patch);
  if ('conflict' in result) {
    const { date, minNights, maxNights, ratePlanId } = result.conflict;
    throw new DomainError('VALIDATION_FAILED', `On ${date} minNights (${minNights}) would be above maxNights (${maxNights}); nothing was changed.`, {
      ratePlanId,
      night: date,
    });
  }
  return result;
}
