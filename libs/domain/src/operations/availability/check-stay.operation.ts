import { stayCheckSchema } from '@innkeep/contract';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { evaluateStay } from '../../services/stay-evaluation';
import { checkStayDates, findBookableStayOrThrow, ratePlanFor, refuseArchived } from '../../services/stay-rules';
import { IsCalendarDate } from '../../validation/is-date';
import { ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';

export class CheckStayInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The unit to stay in' })
  unitId: string;

  @IsCalendarDate('Arrival day, YYYY-MM-DD')
  arrivalDate: string;

  @IsCalendarDate('Departure day, YYYY-MM-DD (the night before is the last)')
  departureDate: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(50)
  @JSONSchema({ description: 'Adults (default 1): the extra-guest fee counts them' })
  adults?: number;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(50)
  @JSONSchema({ description: 'Children (default 0): per-guest fees and taxes count them unless exempt' })
  children?: number;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Rate plan to price the stay with (default: the unit’s default plan)' })
  ratePlanId?: string;
}

export const checkStay = defineOperation({
  name: 'availability.check',
  summary: 'Check a stay',
  description:
    'Whether a guest could book this stay now, as a DIRECT booking: bookable, a quote (each night’s price with the listing’s weekend price, the weekly or monthly discount, the unit’s cleaning and extra-guest fees, the property’s fees and taxes, as lines and totals) and every rule the stay breaks, by name and night: NO_AVAILABILITY, ADVANCE_BOOKING, CLOSED_TO_ARRIVAL, MIN_NIGHTS, MAX_NIGHTS, STOP_SELL, CLOSED_TO_DEPARTURE, CHECK_IN_DAY, CHECK_OUT_DAY. POST /reservations with source DIRECT refuses with the first of the same rules, so a check and a create agree. Changes nothing.',
  access: 'pms:read',
  quota: 'read',
  input: CheckStayInput,
  output: stayCheckSchema,
  http: [{ method: 'GET', path: '/availability/check', operationId: 'checkStay' }],
  mcp: {
    tool: 'stay_check',
    title: 'Check a stay',
    annotations: READ_ONLY,
    example: { unitId: 'unit_123', arrivalDate: '2030-07-04', departureDate: '2030-07-08', adults: 2 },
  },
  cli: 'check',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG', 'ARCHIVED'],
  async handle(ctx, input) {
    checkStayDates(input.arrivalDate, input.departureDate);
    const { workspaceId } = principalOf(ctx);
    // The unit and the stay's facts in one read.
    const { unit, facts } = await findBookableStayOrThrow(ctx.repos, workspaceId, input.unitId, input.ratePlanId, input.arrivalDate, input.departureDate);
    refuseArchived(unit);
    const ratePlanId = await ratePlanFor(ctx.repos, workspaceId, unit, input.ratePlanId);
    const evaluation = await evaluateStay(
      ctx.repos,
      workspaceId,
      unit,
      {
        arrivalDate: input.arrivalDate,
        departureDate: input.departureDate,
        adults: input.adults ?? 1,
        children: input.children ?? 0,
        ratePlanId,
        now: ctx.now(),
      },
      facts,
    );
    return { ...evaluation, violations: evaluation.violations.map(({ rule, date, msg }) => ({ rule, date, msg })) };
  },
});
