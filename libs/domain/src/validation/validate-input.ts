import { JsonSchema } from '@innkeep/contract';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';

import { InputValidationError } from '../errors/domain-error';
import { inputFieldsOf, inputSchemaOf } from '../schemas/input-schema';
import { memoizeValidationMetadata } from './metadata-memo';

memoizeValidationMetadata();

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
    const own = Object.values(error.constraints ?? {}).map((message) => (parent ? message.replace(error.property, path) : message));
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
}

/** Whether a field's schema lets it be null. */
function allowsNull(schema: JsonSchema): boolean {
  return typesOf(schema).includes('null') || schema.nullable === true;
}

const KIND_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'a list',
};

function kindOf(schema: JsonSchema): string {
  return (
    typesOf(schema)
      .filter((type) => type !== 'null')
      .map((type) => KIND_NAMES[type] ?? type)
      .join(' or ') || 'a value of another kind'
  );
}

/** Refuses nesting past the bound, looking no deeper than the bound itself. */
function checkDepth(value: unknown, depth: number): void {
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_INPUT_DEPTH) throw new InputValidationError([`the input is nested deeper than ${MAX_INPUT_DEPTH} levels`]);
  for (const item of Array.isArray(value) ? value : Object.values(value)) checkDepth(item, depth + 1);
}

/**
 * The checks the decorators cannot make, over the raw input and the operation's schema, before
 * class-transformer sees it: it instantiates any object through its `constructor` key
 * (`{"constructor": 1}` throws a TypeError, a 500). So objects and lists are kept only where the
 * schema has them and with the fields it names; what is left out is a problem the answer names.
 * NUL characters are refused (PostgreSQL cannot store them in text), and so is null where the
 * schema does not call the field nullable (`@IsOptional` would let it through to the handler).
 * A field that arrived as a JSON value (`typed`) must have its schema's type: text stands for a
 * number, a truth value or a list only where it arrived as text (a query string, a path, a form).
 * Answers the input the transformer may see.
 */
function screen(value: unknown, schema: JsonSchema, path: string, problems: Set<string>, typed: (field: string) => boolean): unknown {
  const problem = (message: string) => problems.size < MAX_SCREEN_MESSAGES && problems.add(message);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) problem(`${path || 'the input'} must not contain NUL characters`);
    const kinds = typesOf(schema);
    if (path && typed(path) && kinds.length > 0 && !kinds.includes('string') && !Array.isArray(schema.enum))
      return void problem(`${path} must be ${kindOf(schema)}`);
    return value;
  }
  if (value === null) {
    if (path && !allowsNull(schema)) problem(`${path} must not be null`);
    return value;
  }
  if (typeof value !== 'object') return value;
  const kinds = typesOf(schema);
  if (Array.isArray(value)) {
    if (!kinds.includes('array')) return void problem(`${path} must be ${kindOf(schema)}`);
    const items = (schema.items ?? {}) as JsonSchema;
    return value.map((item, index) => screen(item, items, `${path}[${index}]`, problems, typed)).filter((item) => item !== undefined);
  }
  if (path && !kinds.includes('object')) return void problem(`${path} must be ${kindOf(schema)}`);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) problem('field names must not contain NUL characters');
    else if (!Object.hasOwn(properties, key)) problem(`property ${at} should not exist`);
    else {
      const screened = screen(item, properties[key], at, problems, typed);
      if (screened !== undefined) kept[key] = screened;
    }
  }
  return kept;
}

/** Where an input's fields came from. */
export interface InputOrigin {
  /**
   * The top-level fields that arrived as text (a query string, a path), which may stand for a
   * number, a truth value or a list; every other field arrived as JSON and must already have its
   * type. Absent, every field may be text (forms, and callers that build the input themselves).
   */
  textFields?: ReadonlySet<string>;
}

/**
 * Turns untrusted input into a validated DTO instance or throws the framework-shaped 400. Unknown
 * fields are rejected: surfaces that must ignore unknown query parameters drop them before calling.
 */
export function validateInput<T extends object>(dto: new () => T, plain: unknown, options: InputOrigin = {}): T {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw new InputValidationError(['the request body must be a JSON object']);
  }
  checkDepth(plain, 1);
  const problems = new Set<string>();
  const { textFields } = options;
  // A field is typed unless it arrived as text; nested fields belong to the top-level field they are in.
  const typed = textFields ? (path: string) => !textFields.has(/^[^.[]+/.exec(path)?.[0] ?? path) : () => false;
  const screened = screen(plain, inputSchemaOf(dto), '', problems, typed) as object;
  // An input without fields has nothing to transform nor validate (class-validator refuses such a
  // class outright); the screen named any field sent to it.
  if (inputFieldsOf(dto).length === 0) {
    if (problems.size > 0) throw new InputValidationError([...problems]);
    return new dto();
  }
  const instance = plainToInstance(dto, screened, { exposeUnsetFields: false });
  const errors = validateSync(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  // Every problem at once, the screen's first; a field left out may be named by both.
  const messages = new Set([...problems, ...flatten(errors)]);
  if (messages.size > 0) throw new InputValidationError([...messages]);
  return instance;
}
