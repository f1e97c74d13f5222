import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { JsonSchema } from '@innkeep/contract';
import { InputValidationError } from '../errors/domain-error';
import { inputFieldsOf, inputSchemaOf } from '../schemas/input-schema';

/**
 * Deeper than any input of ours (a reservation is 2 levels). The transformer and the validator
 * recurse, so hostile nesting must be refused before they see it.
 */
export const MAX_INPUT_DEPTH = 32;

/** Enough for a person to fix a request; a body full of nulls should not answer a list as long. */
const MAX_SCREEN_MESSAGES = 20;

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      parent ? message.replace(error.property, path) : message,
    );
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** Whether a field's schema lets it be null; a field without a schema is refused by name later. */
function allowsNull(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('null') || schema.nullable === true;
}

/**
 * The checks no decorator can make, over the raw input and its schema: the nesting depth, NUL
 * characters (PostgreSQL cannot store them in text) and null where the schema does not call the
 * field nullable (class-validator's `@IsOptional` would let it through to the handler).
 */
function screen(value: unknown, schema: JsonSchema | undefined, path: string, depth: number, problems: Set<string>): void {
  const problem = (message: string) => problems.size < MAX_SCREEN_MESSAGES && problems.add(message);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) problem(`${path || 'the input'} must not contain NUL characters`);
    return;
  }
  if (value === null) {
    if (path && !allowsNull(schema)) problem(`${path} must not be null`);
    return;
  }
  if (typeof value !== 'object') return;
  if (depth > MAX_INPUT_DEPTH) throw new InputValidationError([`the input is nested deeper than ${MAX_INPUT_DEPTH} levels`]);
  if (Array.isArray(value)) {
    value.forEach((item, index) => screen(item, schema?.items as JsonSchema | undefined, `${path}[${index}]`, depth + 1, problems));
    return;
  }
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) problem('field names must not contain NUL characters');
    screen(item, Object.hasOwn(properties, key) ? properties[key] : undefined, path ? `${path}.${key}` : key, depth + 1, problems);
  }
}

/**
 * Turns untrusted input into a validated DTO instance or throws the framework-shaped 400. Unknown
 * fields are rejected: surfaces that must ignore unknown query parameters drop them before calling.
 */
export function validateInput<T extends object>(dto: new () => T, plain: unknown): T {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new InputValidationError(['the request body must be a JSON object']);
  }
  const problems = new Set<string>();
  screen(plain, inputSchemaOf(dto), '', 1, problems);
  if (problems.size > 0) throw new InputValidationError([...problems]);
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
