import { AnyOperation, CATALOGUE, inputSchemaOf, JsonSchema } from '@innkeep/domain';

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  outputSchema: JsonSchema & { type: 'object' };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
}

/** Arguments that steer the call rather than feed the operation. */
export const CONTROL_ARGUMENTS = ['idempotencyKey', 'confirmationToken'] as const;

const IDEMPOTENCY_KEY: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description: 'Any unique string: a retry with the same key and arguments returns the first result instead of writing twice',
};
const CONFIRMATION_TOKEN: JsonSchema = {
  type: 'string',
  description: 'The token from a CONFIRMATION_REQUIRED answer, after the user agreed; valid 10 minutes for the same arguments',
};

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
    schema.description = `${String(schema.description ?? '').replace(/;? ?null (clears( it)?|returns to[^;]*)$/, '')}; name it in clear to clear it`.replace(/^; /, '');
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

function restOf(operation: AnyOperation): string {
  return `REST ${operation.http[0].method} ${operation.http[0].path}`;
}

export function toolDefinition(operation: AnyOperation): ToolDefinition {
  if (!operation.mcp) throw new Error(`${operation.name} has no MCP tool`);
  const input = portableInputSchema(operation);
  const properties = input.properties as Record<string, JsonSchema>;
  if (operation.quota === 'write') properties.idempotencyKey = IDEMPOTENCY_KEY;
  if (operation.needsConfirmation) properties.confirmationToken = CONFIRMATION_TOKEN;
  const definition: ToolDefinition = {
    name: operation.mcp.tool,
    title: operation.mcp.title,
    description: `${operation.description} (scope ${operation.access}; ${restOf(operation)})`,
    inputSchema: input,
    outputSchema: operation.output as JsonSchema & { type: 'object' },
    annotations: { title: operation.mcp.title, ...operation.mcp.annotations },
  };
  const periodForm = operation.mcp.periodForm;
  return periodForm ? withPeriodForm(definition, periodForm.operation, periodForm.when) : definition;
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
    outputSchema: { type: 'object', anyOf: [definition.outputSchema, form.output] },
  };
}

/** The tools, one per owning operation, in catalogue order. */
export function toolDefinitions(): ToolDefinition[] {
  return CATALOGUE.filter((operation) => operation.mcp && operation.mcp.owner !== false).map(toolDefinition);
}
