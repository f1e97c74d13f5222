import { IsISO4217CurrencyCode } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { allOf, FieldDecorator } from './compose-decorators';
import { ToUpperCase } from './transforms';

/**
 * A currency every input takes the same way: an ISO 4217 code, any case. Three letters alone
 * (`ZZZ`) would be stored, and reports, which total by currency, would split by it.
 */
export function IsCurrencyCode(description: string): FieldDecorator {
  return allOf(
    ToUpperCase(),
    IsISO4217CurrencyCode({ message: '$property must be an ISO 4217 currency code such as EUR' }),
    JSONSchema({ type: 'string', description }) as FieldDecorator,
  );
}
