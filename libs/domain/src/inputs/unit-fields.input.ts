import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { allOf } from '../validation/compose-decorators';
import { ToInteger, ToTrimmed } from '../validation/transforms';

/** The largest amount in minor units a price or fee may have (1,000,000.00). */
export const MAX_MINOR = 100_000_000;
export const MAX_ROOMS = 1000;

/** The fields of a unit and of a rate plan, shared by their create and update operations. */
export const UNIT_FIELD = {
  name: () => allOf(ToTrimmed(), IsString(), IsNotEmpty(), MaxLength(200), JSONSchema({ description: 'Name of the unit, as staff and guests know it' })),
  countOfRooms: (more: string) =>
    allOf(
      ToInteger(),
      IsInt(),
      Min(1),
      Max(MAX_ROOMS),
      JSONSchema({ type: 'integer', description: `Identical rooms sold under this unit (1 to ${MAX_ROOMS})${more}` }),
    ),
  maxOccupancy: () => allOf(ToInteger(), IsInt(), Min(1), Max(100), JSONSchema({ type: 'integer', description: 'Most guests a room of the unit sleeps' })),
  basePriceMinor: (what: string) =>
    allOf(ToInteger(), IsInt(), Min(0), Max(MAX_MINOR), JSONSchema({ type: 'integer', description: `${what}, in minor units (12000 is 120.00)` })),
  ratePlanTitle: () =>
    allOf(ToTrimmed(), IsString(), IsNotEmpty(), MaxLength(100), JSONSchema({ description: 'Title of the rate plan (Standard, Non-refundable…)' })),
};
