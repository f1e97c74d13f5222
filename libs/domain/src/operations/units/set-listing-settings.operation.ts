import { objectSchema, propagationSchema, unitSchema, Weekday, WEEKDAYS } from '@innkeep/contract';
import { ArrayUnique, IsArray, IsIn, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { MAX_MINOR } from '../../inputs/unit-fields.input';
import { UnitIdInput } from '../../inputs/unit-id.input';
import { settingsChanged } from '../../services/event-drafts';
import { propagationFor } from '../../services/propagation';
import { ToInteger, ToList } from '../../validation/transforms';
import { SETTINGS_WRITE } from '../annotations';

const present = (_: object, value: unknown) => value !== undefined && value !== null;
const nullableInt = (description: string) => JSONSchema({ description, type: ['integer', 'null'] });

export class SetListingSettingsInput extends UnitIdInput {
  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(MAX_MINOR)
  @nullableInt('Nightly price on Friday and Saturday nights, minor units; null clears it')
  weekendPriceMinor?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(MAX_MINOR)
  @nullableInt('Fee per extra guest and night, minor units')
  extraGuestFeeMinor?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(50)
  @nullableInt('The extra-guest fee applies from this many guests on')
  extraGuestFromGuests?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(MAX_MINOR)
  @nullableInt('Cleaning fee per stay, minor units')
  cleaningFeeMinor?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(99)
  @nullableInt('Discount in percent for stays of 7 nights or more')
  weeklyDiscountPercent?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(99)
  @nullableInt('Discount in percent for stays of 28 nights or more')
  monthlyDiscountPercent?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(730)
  @nullableInt('How many days ahead guests may book')
  advanceBookingDays?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(0)
  @Max(7)
  @nullableInt('Nights kept free between two stays')
  turnoverDays?: number | null;

  @IsOptional()
  @ToList()
  @IsArray()
  @ArrayUnique()
  @IsIn(WEEKDAYS, { each: true })
  @JSONSchema({ description: 'Weekdays guests may arrive on (MON…SUN); empty means any day' })
  checkInWeekdays?: Weekday[];

  @IsOptional()
  @ToList()
  @IsArray()
  @ArrayUnique()
  @IsIn(WEEKDAYS, { each: true })
  @JSONSchema({ description: 'Weekdays guests may leave on (MON…SUN); empty means any day' })
  checkOutWeekdays?: Weekday[];
}

export const setListingSettings = defineOperation({
  name: 'units.setListingSettings',
  summary: 'Set listing settings',
  description:
    'Weekend price, extra-guest fee, cleaning fee, weekly and monthly discounts, advance booking window, turnover days and check-in/check-out weekdays of a unit. Fields left out keep their value; null clears one.',
  access: 'pms:write',
  quota: 'write',
  input: SetListingSettingsInput,
  output: objectSchema({ unit: unitSchema, propagation: propagationSchema }, ['unit', 'propagation']),
  http: [{ method: 'PUT', path: '/units/:unitId/listing-settings', operationId: 'setListingSettings' }],
  needsSomeField: true,
  mcp: {
    tool: 'units_set_listing_settings',
    example: { unitId: 'unit_123', cleaningFeeMinor: 4000, weeklyDiscountPercent: 10 },
    title: 'Set listing settings',
    annotations: SETTINGS_WRITE,
  },
  cli: 'units:set-listing-settings',
  errors: ['NOT_FOUND'],
  events: settingsChanged('unit'),
  async handle(ctx, input) {
    const { unitId, ...patch } = input;
    if (Object.keys(patch).length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'Name at least one listing setting to change.');
    }
    const result = await ctx.repos.units.updateListingSettings(principalOf(ctx).workspaceId, unitId, {
      setting: 'listingSettings',
      patch,
      propagation: propagationFor('listingSettings'),
    });
    if (!result) throw notFound('Unit');
    return result;
  },
});
