import { updatedSchema } from '@innkeep/contract';
import { IsInt, IsNumber, Max, Min, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { asked, rateTargetOf } from '../../services/event-drafts';
import { ToInteger } from '../../validation/transforms';
import { nightsSelection, resolvePlansOrThrow } from './rate-rules';
import { RateTargetInput } from './rate-target.input';

/** No adjustment may move a night's price by more than half of it. */
export const MAX_ADJUSTMENT_SHARE = 0.5;

export class AdjustRatesInput extends RateTargetInput {
  // Absent is allowed, null is not: a null change must not reach the statement.
  @ValidateIf((_, value) => value !== undefined)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(-100)
  @Max(1000)
  @JSONSchema({ description: 'Change in percent of each night’s price (e.g. 10 or -12.5); at most ±50' })
  percent?: number;

  @ValidateIf((_, value) => value !== undefined)
  @ToInteger()
  @IsInt()
  @Min(-100_000_000)
  @Max(100_000_000)
  @JSONSchema({ description: 'Change in minor units added to each night’s price; refused when it moves any night by more than 50 %' })
  amountMinor?: number;
}

export const adjustRates = defineOperation({
  name: 'rates.adjust',
  summary: 'Adjust prices',
  description:
    'Moves the existing price of every night from–to (inclusive) by a percentage or a fixed amount. When any night would move by more than ±50 % of its price the answer is 400 ADJUSTMENT_TOO_LARGE naming that night, and nothing changes.',
  access: 'pms:write',
  quota: 'write',
  input: AdjustRatesInput,
  output: updatedSchema,
  http: [{ method: 'POST', path: '/rates/adjust', operationId: 'adjustRates' }],
  mcp: {
    tool: 'rates_adjust',
    example: { propertyId: 'prop_123', from: '2030-12-20', to: '2031-01-02', percent: 15 },
    title: 'Adjust prices',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  cli: 'rates:adjust',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG', 'ADJUSTMENT_TOO_LARGE'],
  events: asked('rates.updated', rateTargetOf),
  async handle(ctx, input) {
    if ((input.percent === undefined) === (input.amountMinor === undefined)) {
      throw new DomainError('VALIDATION_FAILED', 'Send exactly one of percent or amountMinor.');
    }
    const { workspaceId } = principalOf(ctx);
    const nights = nightsSelection(input);
    const plans = await resolvePlansOrThrow(ctx.repos, workspaceId, input, true);
    const change = input.percent !== undefined ? { percent: input.percent } : { amountMinor: input.amountMinor! };
    const result = await ctx.repos.rates.adjust(workspaceId, plans, nights, change, MAX_ADJUSTMENT_SHARE);
    if ('refused' in result) {
      const { date, priceMinor, newPriceMinor, ratePlanId, currency } = result.refused;
      const major = (minor: number) => `${(minor / 100).toFixed(2)} ${currency}`;
      throw new DomainError(
        'ADJUSTMENT_TOO_LARGE',
        `On ${date} the price would move from ${major(priceMinor)} to ${major(newPriceMinor)}, more than ±50 %; nothing was changed.`,
        { ratePlanId, night: date, priceMinor, newPriceMinor, currency },
      );
    }
    return result;
  },
});
