// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the typing of the deep import below must come along into every program that compiles this file (other projects' tests do)
/// <reference path="../types/class-transformer-storage.d.ts" />
import { JsonSchema } from '@innkeep/contract';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';

const options = { classTransformerMetadataStorage: defaultMetadataStorage, refPointerPrefix: '#/definitions/' };
let definitions: Record<string, JsonSchema> | undefined;
const cache = new Map<Function, JsonSchema>();

/** Replaces `$ref`s to nested DTOs by the DTO's schema, so a tool's schema stands on its own. */
function inline(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inline);
  if (schema === null || typeof schema !== 'object') return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    definitions ??= validationMetadatasToSchemas(options) as Record<string, JsonSchema>;
    const { $ref, ...siblings } = record;
    const name = ($ref as string).replace('#/definitions/', '');
    return { ...(inline(definitions[name]) as object), ...(inline(siblings) as object) };
  }
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, inline(value)]));
}

/** The JSON Schema of an operation's input DTO, derived from its class-validator decorators. */
export function inputSchemaOf(dto: Function): JsonSchema {
  let schema = cache.get(dto);
  if (!schema) {
    schema = inline({ type: 'object', ...targetConstructorToSchema(dto, options) }) as JsonSchema;
    schema.additionalProperties = false;
    schema.required ??= [];
    cache.set(dto, schema);
  }
  return schema;
}

export function inputFieldsOf(dto: Function): string[] {
  return Object.keys((inputSchemaOf(dto).properties as Record<string, unknown>) ?? {});
}
