import { Weekday, WEEKDAYS } from '@innkeep/contract';
import { ArrayUnique, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { IsCalendarDate } from '../../validation/is-date';
import { ToList } from '../../validation/transforms';

/** Addresses rate plans (one of ratePlanId, unitId, propertyId) over a range of nights. */
export class RateTargetInput {
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'One rate plan' })
  ratePlanId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'A unit: reads cover all its plans, writes its default plan' })
  unitId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'A property: every rate plan of its units' })
  propertyId?: string;

  @IsCalendarDate('First night, YYYY-MM-DD')
  from: string;

  @IsCalendarDate('Last night, YYYY-MM-DD (inclusive); at most 731 nights after from')
  to: string;

  @IsOptional()
  @ToList()
  @IsArray()
  @ArrayUnique()
  @IsIn(WEEKDAYS, { each: true })
  @JSONSchema({ description: 'Only nights on these weekdays (MON…SUN); a comma-separated list in a query string' })
  weekdays?: Weekday[];
}
