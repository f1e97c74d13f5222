import { CALENDAR_FORMATS, calendarAnswerSchema, CalendarFormat } from '@innkeep/contract';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { checkDateRange } from '../../services/date-range';
import { IsCalendarDate } from '../../validation/is-date';
import { READ_ONLY } from '../annotations';

export class GetCalendarInput {
  @IsCalendarDate('First night, YYYY-MM-DD (inclusive)')
  from: string;

  @IsCalendarDate('Last night, YYYY-MM-DD (inclusive); at most 366 nights after from')
  to: string;

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

  @IsOptional()
  @IsIn(CALENDAR_FORMATS)
  @JSONSchema({
    description:
      'full (default on REST and the CLI with --json): a row per unit and night plus the reservations and blocks in the range; ' +
      'compact (default on MCP): per unit one array per counter, aligned to `dates`, about ten times smaller',
  })
  format?: CalendarFormat;
}

export const getCalendar = defineOperation({
  name: 'calendar.get',
  summary: 'Calendar',
  description:
    'Per unit and night: physical rooms, reserved, owner-blocked, maintenance-blocked, channel-blocked and sellable rooms, plus the reservations and blocks overlapping the range. ' +
    '`format=compact` answers the same counters as arrays aligned to `dates` (`{ format, from, to, dates, units: [{ id, name, physical, reserved, ownerBlocked, maintenanceBlocked, channelBlocked, blocked, sellable }] }`), without reservations and blocks. ' +
    'Archived units, and the units of archived properties, are shown only when `unitId` names them. `from` and `to` are inclusive; at most 366 nights.',
  access: 'pms:read',
  quota: 'read',
  input: GetCalendarInput,
  output: calendarAnswerSchema,
  http: [{ method: 'GET', path: '/calendar', operationId: 'getCalendar' }],
  mcp: {
    tool: 'calendar_get',
    title: 'Calendar',
    annotations: READ_ONLY,
    defaults: { format: 'compact' },
    example: { from: '2030-07-01', to: '2030-07-31', propertyId: 'prop_123' },
    narrow: 'Ask for fewer nights (from/to), one property (propertyId) or one unit (unitId); format=compact is the smallest form.',
  },
  cli: 'calendar',
  errors: ['RANGE_TOO_LONG', 'NOT_FOUND'],
  async handle(ctx, input) {
    checkDateRange(input.from, input.to);
    const calendar = await ctx.repos.inventory.calendar(principalOf(ctx).workspaceId, input);
    if (!calendar) throw notFound(input.unitId ? 'Unit' : 'Property');
    return calendar;
  },
});
