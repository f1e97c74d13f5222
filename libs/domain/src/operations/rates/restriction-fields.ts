import { IsBoolean, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { ToBoolean, ToInteger } from '../../validation/transforms';
import { RateTargetInput } from './rate-target.input';

const present = (_: object, value: unknown) => value !== undefined && value !== null;
/** Flags may be left out, never null: null would silently mean false. */
const given = (_: object, value: unknown) => value !== undefined;

/** The restriction fields of a rates write: absent keeps the value, null clears it. */
export class RestrictionFieldsInput extends RateTargetInput {
  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(365)
  @JSONSchema({ description: 'Shortest stay arriving on the night (checked on the arrival night); null clears', type: ['integer', 'null'] })
  minNights?: number | null;

  @ValidateIf(present)
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(365)
  @JSONSchema({ description: 'Longest stay arriving on the night (checked on the arrival night); null clears', type: ['integer', 'null'] })
  maxNights?: number | null;

  @ValidateIf(given)
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'No arrival on the night' })
  closedToArrival?: boolean;

  @ValidateIf(given)
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'No departure on the day' })
  closedToDeparture?: boolean;

  @ValidateIf(given)
  @ToBoolean()
  @IsBoolean()
  @JSONSchema({ description: 'The night is not sold at all' })
  stopSell?: boolean;
}
