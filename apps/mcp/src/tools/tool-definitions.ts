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

export function toolDefinition(operation: AnyOperation): ToolDefinition {
  if (!operation.mcp) throw new Error(`${operation.name} has no MCP tool`);
  const input = structuredClone(inputSchemaOf(operation.input)) as JsonSchema & { type: 'object' };
  const properties = input.properties as Record<string, JsonSchema>;
  if (operation.quota === 'write') properties.idempotencyKey = IDEMPOTENCY_KEY;
  if (operation.needsConfirmation) properties.confirmationToken = CONFIRMATION_TOKEN;
  return {
    name: operation.mcp.tool,
    title: operation.mcp.title,
    description: `${operation.description} (scope ${operation.access}; REST ${operation.http[0].method} ${operation.http[0].path})`,
    inputSchema: input,
    outputSchema: operation.output as JsonSchema & { type: 'object' },
    annotations: { title: operation.mcp.title, ...operation.mcp.annotations },
  };
}

/** The tools, one per owning operation, in catalogue order. */
export function toolDefinitions(): ToolDefinition[] {
  return CATALOGUE.filter((operation) => operation.mcp && operation.mcp.owner !== false).map(toolDefinition);
}
