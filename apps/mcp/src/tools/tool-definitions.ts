import { AnyOperation, CATALOGUE, IDEMPOTENCY_KEY_RULE_TEXT, IDEMPOTENCY_KEY_SCHEMA, inputSchemaOf, JsonSchema } from '@innkeep/domain';

import { appMetaOf } from '../app/app-resources';
import { DEFAULT_PAGE_SIZE, MAX_ANSWER_BYTES, MAX_PAGE_SIZE } from './answer-shaping';

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  outputSchema: JsonSchema & { type: 'object' };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  /** The MCP App that shows the answer, for clients that support MCP Apps. */
  _meta?: Record<string, unknown>;
}

/** Arguments that steer the call rather than feed the operation (list tools add `fields`, and `cursor`/`take` where the MCP side pages). */
export const CONTROL_ARGUMENTS = ['idempotencyKey', 'confirmationToken', 'dryRun'] as const;

const IDEMPOTENCY_KEY: JsonSchema = {
  ...IDEMPOTENCY_KEY_SCHEMA,
  description: `Any unique string (${IDEMPOTENCY_KEY_RULE_TEXT}, a UUID): a retry with the same key and arguments returns the first result instead of writing twice`,
};
const CONFIRMATION_TOKEN: JsonSchema = {
  type: 'string',
  description: 'The token from a CONFIRMATION_REQUIRED answer, after the user agreed; valid 10 minutes for the same arguments',
};

const DRY_RUN: JsonSchema = {
  type: 'boolean',
  description:
    'true: run every check and rule, then roll back and answer what the call would answer, a refusal too, with dryRun: true; nothing is changed and no confirmation is needed',
};
/** What a write's answer adds when it was a dry run. */
const DRY_RUN_ANSWER: JsonSchema = { type: 'boolean', description: 'true when this was a dry run: nothing was changed' };

/** The argument that stands for REST's `null`: the fields named in it are cleared. */
export const CLEAR_ARGUMENT = 'clear';

/**
 * The operation's input schema as every MCP client reads it: no `type: [x, "null"]` unions, which
 * some clients refuse or misrender. A field REST clears with null is a plain optional field here,
 * and `clear` lists the fields to clear instead.
 */
function portableInputSchema(operation: AnyOperation): JsonSchema & { type: 'object' } {
  const input = structuredClone(inputSchemaOf(operation.input)) as JsonSchema & { type: 'object' };
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const clearable: string[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (!Array.isArray(schema.type)) continue;
    const types = (schema.type as string[]).filter((type) => type !== 'null');
    if (types.length !== 1) throw new Error(`${operation.name}.${name} has a type MCP clients cannot all read: ${JSON.stringify(schema.type)}`);
    schema.type = types[0];
    schema.description = `${String(schema.description ?? '').replace(/;? ?null (clears( it)?|returns to[^;]*)$/, '')}; name it in clear to clear it`.replace(
      /^; /,
      '',
    );
    clearable.push(name);
  }
  if (clearable.length > 0) {
    properties[CLEAR_ARGUMENT] = {
      type: 'array',
      items: { type: 'string', enum: clearable },
      uniqueItems: true,
      description: `Fields to clear (back to none, or to the base price), as null does on REST: ${clearable.join(', ')}`,
    };
  }
  return input;
}

/** A tool call's arguments as the operation takes them: each field named in `clear` becomes null. */
export function withClearedFields(args: Record<string, unknown>): Record<string, unknown> {
  const { [CLEAR_ARGUMENT]: clear, ...rest } = args;
  // Anything but a list of names stays as it came, so that validation names the mistake.
  if (!Array.isArray(clear) || !clear.every((name) => typeof name === 'string')) return args;
  return { ...rest, ...Object.fromEntries(clear.map((name: string) => [name, null])) };
}

/** What every answer may add to the operation's own: the notice of a cut to the size bound. */
const TRUNCATION_PROPERTIES: Record<string, JsonSchema> = {
  truncated: { type: 'boolean', description: `true when lists were cut to keep the answer within ${MAX_ANSWER_BYTES / 1000} kB` },
  truncatedLists: {
    type: 'array',
    items: {
      type: 'object',
      properties: { path: { type: 'string' }, kept: { type: 'integer' }, total: { type: 'integer' } },
      required: ['path', 'kept', 'total'],
    },
    description: 'Each list that was cut: where it is, the items kept and how many there were',
  },
  hint: { type: 'string', description: 'How to ask for less (fewer units or nights, fields, a smaller page)' },
};

/** The list field of a list tool's answer, and whether the operation pages itself (it takes `cursor`). */
export function listOf(operation: AnyOperation): { field: string; pagedByOperation: boolean } | undefined {
  const field = operation.mcp?.list;
  if (!field) return undefined;
  const input = inputSchemaOf(operation.input) as JsonSchema;
  return { field, pagedByOperation: Boolean((input.properties as Record<string, unknown> | undefined)?.cursor) };
}

function itemFieldNames(operation: AnyOperation, field: string): string[] {
  const list = (operation.output.properties as Record<string, JsonSchema> | undefined)?.[field];
  const item = list?.items as JsonSchema | undefined;
  return Object.keys((item?.properties as object | undefined) ?? {});
}

function withListArguments(operation: AnyOperation, properties: Record<string, JsonSchema>, output: JsonSchema): void {
  const list = listOf(operation);
  if (!list) return;
  const names = itemFieldNames(operation, list.field);
  properties.fields = {
    type: 'array',
    items: names.length ? { type: 'string', enum: names } : { type: 'string' },
    minItems: 1,
    uniqueItems: true,
    description: `Keep only these fields of each of ${list.field} (id is always kept), to make the answer smaller`,
  };
  if (!list.pagedByOperation) {
    properties.cursor = { type: 'string', maxLength: 200, description: 'The nextCursor of the previous page' };
    properties.take = { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: `Page size, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})` };
    (output.properties as Record<string, JsonSchema>).nextCursor = {
      anyOf: [{ type: 'string' }, { type: 'null' }],
      description: 'Pass as cursor for the next page; null on the last',
    };
  }
}

function restOf(operation: AnyOperation): string {
  return `REST ${operation.http[0].method} ${operation.http[0].path}`;
}

export function toolDefinition(operation: AnyOperation): ToolDefinition {
  if (!operation.mcp) throw new Error(`${operation.name} has no MCP tool`);
  const input = portableInputSchema(operation);
  input.properties ??= {};
  const properties = input.properties as Record<string, JsonSchema>;
  if (operation.quota === 'write') Object.assign(properties, { idempotencyKey: IDEMPOTENCY_KEY, dryRun: DRY_RUN });
  if (operation.confirmationQuestion) properties.confirmationToken = CONFIRMATION_TOKEN;
  for (const [name, value] of Object.entries(operation.mcp.defaults ?? {})) {
    if (properties[name])
      properties[name] = { ...properties[name], default: value, description: `${String(properties[name].description ?? '')} (default here: ${String(value)})` };
  }
  const output = structuredClone(operation.output) as JsonSchema & { type: 'object' };
  output.properties = {
    ...((output.properties as object | undefined) ?? {}),
    ...TRUNCATION_PROPERTIES,
    ...(operation.quota === 'write' ? { dryRun: DRY_RUN_ANSWER } : {}),
  };
  withListArguments(operation, properties, output);
  const definition: ToolDefinition = {
    name: operation.mcp.tool,
    title: operation.mcp.title,
    description: `${operation.description} (scope ${operation.access}; ${restOf(operation)})`,
    inputSchema: input,
    outputSchema: output,
    annotations: { title: operation.mcp.title, ...operation.mcp.annotations },
  };
  const appMeta = appMetaOf(operation.mcp.tool);
  if (appMeta) definition._meta = appMeta;
  const periodForm = operation.mcp.periodForm;
  const tool = periodForm ? withPeriodForm(definition, periodForm.operation, periodForm.when) : definition;
  // One typical call, last, so that a model reads the argument names in use.
  if (!operation.mcp.example) throw new Error(`${operation.mcp.tool} has no example call (mcp.example)`);
  return { ...tool, description: `${tool.description} Example: ${operation.mcp.tool} ${JSON.stringify(operation.mcp.example)}` };
}

/**
 * A tool with a second form takes the fields of both operations (those of the second optional,
 * since naming one of them picks that form) and answers either output.
 */
function withPeriodForm(definition: ToolDefinition, form: AnyOperation, when: string[]): ToolDefinition {
  const formProperties = portableInputSchema(form).properties as Record<string, JsonSchema>;
  return {
    ...definition,
    description: `${definition.description} Given ${when.join(' and ')}: ${form.description} (${restOf(form)})`,
    inputSchema: { ...definition.inputSchema, properties: { ...(definition.inputSchema.properties as object), ...formProperties } },
    outputSchema: { type: 'object', properties: { ...TRUNCATION_PROPERTIES }, anyOf: [definition.outputSchema, form.output] },
  };
}

/** The tools, one per owning operation, in catalogue order. */
export function toolDefinitions(): ToolDefinition[] {
  return CATALOGUE.filter((operation) => operation.mcp && operation.mcp.owner !== false).map(toolDefinition);
}
