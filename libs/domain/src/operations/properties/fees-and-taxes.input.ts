import { FEE_KINDS, FeeKind, FeesAndTaxes, TAX_BASES, TAX_KINDS, TaxBase, TaxKind } from '@innkeep/contract';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { DomainError } from '../../errors/domain-error';
import { PropertyIdInput } from '../../inputs/property-id.input';

export const MAX_FEES = 20;
export const MAX_TAXES = 20;
const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;
const MAX_AMOUNT_MINOR = 100_000_000;

export class PropertyFeeInput {
  @IsString()
  @Matches(CODE, { message: 'code must be UPPER_SNAKE_CASE, 1 to 40 characters' })
  @JSONSchema({ description: 'A name of the fee for machines, UPPER_SNAKE_CASE: SERVICE, LINEN' })
  code: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @JSONSchema({ description: 'What a guest reads on the quote' })
  label: string;

  @IsIn(FEE_KINDS)
  @JSONSchema({ description: 'PER_STAY, PER_NIGHT, PER_GUEST_PER_NIGHT (adults and children) or PERCENT_OF_ACCOMMODATION (the nights less the discount)' })
  kind: FeeKind;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_AMOUNT_MINOR)
  @JSONSchema({ description: 'Minor units, for every kind but PERCENT_OF_ACCOMMODATION' })
  amountMinor?: number;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 4, allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  @JSONSchema({ description: 'For PERCENT_OF_ACCOMMODATION: 0 to 100, at most 4 decimals' })
  percent?: number;
}

export class PropertyTaxInput {
  @IsString()
  @Matches(CODE, { message: 'code must be UPPER_SNAKE_CASE, 1 to 40 characters' })
  @JSONSchema({ description: 'A name of the tax for machines, UPPER_SNAKE_CASE: VAT, TOURIST_TAX' })
  code: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @JSONSchema({ description: 'What a guest reads on the quote' })
  label: string;

  @IsIn(TAX_KINDS)
  @JSONSchema({ description: 'PERCENT of its base, PER_GUEST_PER_NIGHT or PER_STAY' })
  kind: TaxKind;

  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 4, allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  @JSONSchema({ description: 'For PERCENT: 0 to 100, at most 4 decimals' })
  percent?: number;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_AMOUNT_MINOR)
  @JSONSchema({ description: 'Minor units, for PER_GUEST_PER_NIGHT and PER_STAY' })
  amountMinor?: number;

  @IsIn(TAX_BASES)
  @JSONSchema({
    description: 'What a PERCENT tax is a percentage of: ACCOMMODATION (the nights less the discount) or ACCOMMODATION_AND_FEES (that and every fee)',
  })
  base: TaxBase;

  @IsBoolean()
  @JSONSchema({ description: 'true when the prices already contain it: shown as a line, not added to the total' })
  inclusive: boolean;

  @IsOptional()
  @IsBoolean()
  @JSONSchema({ description: 'PER_GUEST_PER_NIGHT: children pay none' })
  childrenExempt?: boolean;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(366)
  @JSONSchema({ description: 'PER_GUEST_PER_NIGHT: counted on at most this many nights' })
  maxNights?: number;
}

export class SetFeesAndTaxesInput extends PropertyIdInput {
  @IsArray()
  @ArrayMaxSize(MAX_FEES)
  @ValidateNested({ each: true })
  @Type(() => PropertyFeeInput)
  @JSONSchema({ description: `The property's fees, at most ${MAX_FEES}, in the order quotes list them (the unit's cleaning and extra-guest fees come first)` })
  fees: PropertyFeeInput[];

  @IsArray()
  @ArrayMaxSize(MAX_TAXES)
  @ValidateNested({ each: true })
  @Type(() => PropertyTaxInput)
  @JSONSchema({ description: `The property's taxes, at most ${MAX_TAXES}, in the order quotes list them` })
  taxes: PropertyTaxInput[];
}

/**
 * The fees and taxes as stored, after the rules a shape check cannot say: each kind has the one
 * figure it needs (a percent or an amount, not both), codes are unique within fees and within taxes,
 * and only a per-guest tax exempts children or caps nights. Refuses naming the field.
 */
export function feesAndTaxesOf(input: SetFeesAndTaxesInput): FeesAndTaxes {
  const refuse = (field: string, why: string): never => {
    throw new DomainError('VALIDATION_FAILED', `${field} ${why}.`, { field });
  };
  const unique = (list: { code: string }[], name: string) => {
    const seen = new Set<string>();
    list.forEach(({ code }, index) => (seen.has(code) ? refuse(`${name}[${index}].code`, `repeats ${code}`) : seen.add(code)));
  };
  unique(input.fees, 'fees');
  unique(input.taxes, 'taxes');
  const fees = input.fees.map(({ code, label, kind, amountMinor, percent }, index) => {
    const field = `fees[${index}]`;
    if (kind === 'PERCENT_OF_ACCOMMODATION') {
      if (percent === undefined) refuse(`${field}.percent`, 'is needed by a PERCENT_OF_ACCOMMODATION fee');
      if (amountMinor !== undefined) refuse(`${field}.amountMinor`, 'is not for a PERCENT_OF_ACCOMMODATION fee (give percent)');
      return { code, label: label.trim(), kind, percent };
    }
    if (amountMinor === undefined) refuse(`${field}.amountMinor`, `is needed by a ${kind} fee`);
    if (percent !== undefined) refuse(`${field}.percent`, `is only for PERCENT_OF_ACCOMMODATION fees (give amountMinor)`);
    return { code, label: label.trim(), kind, amountMinor };
  });
  const taxes = input.taxes.map(({ code, label, kind, percent, amountMinor, base, inclusive, childrenExempt, maxNights }, index) => {
    const field = `taxes[${index}]`;
    if (kind === 'PERCENT' ? percent === undefined : amountMinor === undefined)
      refuse(`${field}.${kind === 'PERCENT' ? 'percent' : 'amountMinor'}`, `is needed by a ${kind} tax`);
    if (kind === 'PERCENT' ? amountMinor !== undefined : percent !== undefined)
      refuse(`${field}.${kind === 'PERCENT' ? 'amountMinor' : 'percent'}`, `is not for a ${kind} tax`);
    if (kind !== 'PER_GUEST_PER_NIGHT' && (childrenExempt !== undefined || maxNights !== undefined)) {
      refuse(`${field}.${childrenExempt !== undefined ? 'childrenExempt' : 'maxNights'}`, 'is only for PER_GUEST_PER_NIGHT taxes');
    }
    return {
      code,
      label: label.trim(),
      kind,
      ...(kind === 'PERCENT' ? { percent } : { amountMinor }),
      base,
      inclusive,
      ...(childrenExempt !== undefined ? { childrenExempt } : {}),
      ...(maxNights !== undefined ? { maxNights } : {}),
    };
  });
  return { fees, taxes };
}
