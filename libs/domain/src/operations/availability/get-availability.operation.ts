import { availabilitySchema, Weekday, WEEKDAYS } from '@innkeep/contract';
import { ArrayUnique, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { checkDateRange } from '../../services/date-range';
import { IsCalendarDate } from '../../validation/is-date';
import { ToInteger, ToList } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';

export class GetAvailabilityInput {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only the units of this property' })
  propertyId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only this unit' })
  unitId?: string;

  @IsCalendarDate('First night, YYYY-MM-DD')
  from: string;

  @IsCalendarDate('Last night, YYYY-MM-DD (inclusive); at most 366 nights after from')
  to: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(366)
  @JSONSchema({ description: 'Shortest period to list, in nights (default 1)' })
  minNights?: number;

  @IsOptional()
  @ToList()
  @IsArray()
  @ArrayUnique()
  @IsIn(WEEKDAYS, { each: true })
  @JSONSchema({ description: 'Only free nights on these weekdays, and periods arriving on one of them (MON…SUN)' })
  weekdays?: Weekday[];
}

export const getAvailability = defineOperation({
  name: 'availability.get',
  summary: 'Availability search',
  description:
    'Per unit, the free nights (a sellable room and no stop sell on the default rate plan) and the maximal runs of free nights of at least minNights, as periods { from, to (last night), nights }. With weekdays, only free nights on those days are listed and periods start on the first of them. Archived units, and the units of archived properties, take no bookings and are left out. At most 366 nights.',
  access: 'pms:read',
  quota: 'read',
  input: GetAvailabilityInput,
  output: availabilitySchema,
  http: [{ method: 'GET', path: '/availability', operationId: 'getAvailability' }],
  mcp: {
    tool: 'availability_get',
    example: { propertyId: 'prop_123', from: '2030-07-01', to: '2030-07-31', minNights: 3 },
    title: 'Availability search',
    annotations: READ_ONLY,
  },
  cli: 'availability',
  errors: ['NOT_FOUND', 'RANGE_TOO_LONG'],
  async handle(ctx, input) {
    checkDateRange(input.from, input.to);
    const availability = await ctx.repos.availability.search(principalOf(ctx).workspaceId, {
      from: input.from,
      to: input.to,
      propertyId: input.propertyId,
      unitId: input.unitId,
      minNights: input.minNights ?? 1,
      isoWeekdays: input.weekdays?.length ? input.weekdays.map((day) => WEEKDAYS.indexOf(day) + 1) : undefined,
    });
    if (!availability) throw notFound(input.unitId ? 'Unit' : 'Property');
    return availability;
  },
});
