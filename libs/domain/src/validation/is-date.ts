import { isIsoDate } from '@innkeep/contract';
import { registerDecorator, ValidationOptions } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** The first date any input may name: nothing in a rental calendar is older. */
export const FIRST_INPUT_DATE = '2000-01-01';
/** How far ahead any input may name a date: stays, blocks and rates are planned this far at most. */
export const INPUT_YEARS_AHEAD = 5;

/** The last date an input may name: today (UTC) five years on, 28 February for a 29 February. */
export function lastInputDate(now: Date = new Date()): string {
  const year = now.getUTCFullYear() + INPUT_YEARS_AHEAD;
  const month = now.getUTCMonth();
  const day = Math.min(now.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/**
 * A calendar date `YYYY-MM-DD` that exists (no 2025-02-30) and lies in the window every input
 * keeps to (docs/contract.md#input): year 9999 is a typo or a probe, never a booking.
 */
export function IsCalendarDate(description: string, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: () => `${String(propertyName)} must be a date YYYY-MM-DD from ${FIRST_INPUT_DATE} to ${lastInputDate()}`, ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isIsoDate(value) && value >= FIRST_INPUT_DATE && value <= lastInputDate(),
      },
    });
    JSONSchema({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description })(target, propertyName as string);
  };
}
