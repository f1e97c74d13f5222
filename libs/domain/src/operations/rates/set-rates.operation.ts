import { updatedSchema } from '@innkeep/contract';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation } from '../../catalogue/operation';
import { asked, rateTargetOf } from '../../services/event-drafts';
import { ToInteger } from '../../validation/transforms';
import { writeRateNights } from './rate-write';
import { RestrictionFieldsInput } from './restriction-fields';

export class SetRatesInput extends RestrictionFieldsInput {
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  @JSONSchema({ description: 'Price of each night in minor units; null returns to the base price', type: ['integer', 'null'] })
  priceMinor?: number | null;
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
  http: [{ method: 'PUT', path: '/rates', operationId: 'setRates' }],
  mcp: {
    tool: 'rates_set',
    example: { unitId: 'unit_123', from: '2030-07-01', to: '2030-07-31', priceMinor: 14000, weekdays: ['FRI', 'SAT'] },
    title: 'Set prices',
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  cli: 'rates:set',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG'],
  events: asked('rates.updated', rateTargetOf),
  handle: writeRateNights,
});
