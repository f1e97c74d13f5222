import { registerDecorator, ValidationOptions } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { isIsoDate } from '@innkeep/contract';

/** A calendar date `YYYY-MM-DD` that exists (no 2025-02-30). */
export function IsCalendarDate(description: string, options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: `${String(propertyName)} must be a date YYYY-MM-DD`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isIsoDate(value) },
    });
    JSONSchema({ type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description })(target, propertyName as string);
  };
}
