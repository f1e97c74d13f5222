import { JsonSchema } from '@innkeep/contract';

export const dateString = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const idString = { type: 'string' } as const;

export function objectSchema(
  properties: Record<string, JsonSchema>,
  required: string[] = [],
  description?: string,
): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required,
    additionalProperties: true,
  };
}

export function arrayOf(items: JsonSchema, description?: string): JsonSchema {
  return { type: 'array', items, ...(description ? { description } : {}) };
}

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
