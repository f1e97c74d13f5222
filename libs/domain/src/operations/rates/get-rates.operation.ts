import { ratesSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { READ_ONLY } from '../annotations';
import { nightsSelection, resolvePlansOrThrow } from './rate-rules';
import { RateTargetInput } from './rate-target.input';

export class GetRatesInput extends RateTargetInput {}

export const getRates = defineOperation({
  name: 'rates.get',
  summary: 'Nightly rates and restrictions',
  description:
    'One row per rate plan and night: price (the plan’s base price where none is set), minimum and maximum nights, closed to arrival, closed to departure, stop sell. Name one of ratePlanId, unitId (all its plans) or propertyId.',
  access: 'pms:read',
  quota: 'read',
  input: GetRatesInput,
  output: ratesSchema,
  http: [{ method: 'GET', path: '/rates', operationId: 'getRates' }],
  mcp: { tool: 'rates_get', example: { unitId: 'unit_123', from: '2030-07-01', to: '2030-07-31' }, title: 'Rates and restrictions', annotations: READ_ONLY },
  cli: 'rates',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG'],
  async handle(ctx, input) {
    const { workspaceId } = principalOf(ctx);
    const nights = nightsSelection(input);
    const plans = await resolvePlansOrThrow(ctx.repos, workspaceId, input, false);
    return ctx.repos.rates.list(workspaceId, plans, nights);
  },
});
