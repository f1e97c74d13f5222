import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { InputValidationError } from '../errors/domain-error';
import { inputFieldsOf } from '../schemas/input-schema';

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      parent ? message.replace(error.property, path) : message,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/**
 * Turns untrusted input into a validated DTO instance or throws the framework-shaped 400. Unknown
 * fields are rejected: surfaces that must ignore unknown query parameters drop them before calling.
 */
export function validateInput<T extends object>(dto: new () => T, plain: unknown): T {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new InputValidationError(['the request body must be a JSON object']);
  }
  const instance = plainToInstance(dto, plain, { exposeUnsetFields: false });
  if (inputFieldsOf(dto).length === 0) {
    // class-validator refuses classes without decorators outright; an empty input is valid.
    const unknown = Object.keys(plain);
    if (unknown.length > 0) throw new InputValidationError(unknown.map((key) => `property ${key} should not exist`));
    return instance;
  }
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) throw new InputValidationError(flatten(errors));
  return instance;
}
