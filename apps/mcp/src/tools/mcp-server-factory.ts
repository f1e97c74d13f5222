import { DomainError, ErrorBody, operationForTool, Principal } from '@innkeep/domain';
import { ServerRuntime } from '@innkeep/server';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, CallToolResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { CONTROL_ARGUMENTS, ToolDefinition, toolDefinitions } from './tool-definitions';

export const SERVER_INSTRUCTIONS =
  'Innkeep runs a short-term-rental workspace. Call get_workspace_context first to learn the workspace time zone and today’s date. ' +
  'Amounts are integers in minor units (cents). Dates are YYYY-MM-DD; stays run from arrival to the night before departure.';

function errorResult(body: ErrorBody): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/**
 * Builds a fresh MCP server for one HTTP request (stateless transport). Every tool call goes
 * through the shared executor, so scopes, plan features, quotas and validation are the REST ones.
 */
export class McpServerFactory {
  private readonly tools: ToolDefinition[] = toolDefinitions();

  constructor(private readonly runtime: ServerRuntime) {}

  listTools(): ToolDefinition[] {
    return this.tools;
  }

  create(principal: Principal, clientAddress: string): Server {
    const server = new Server(
      { name: 'innkeep', title: 'Innkeep', version: this.runtime.service.version },
      { capabilities: { tools: { listChanged: false } }, instructions: SERVER_INSTRUCTIONS },
    );
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: this.tools }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const operation = operationForTool(request.params.name);
      if (!operation) {
        return errorResult(new DomainError('NOT_FOUND', `No tool named ${request.params.name}.`).toBody());
      }
      const args = { ...(request.params.arguments ?? {}) } as Record<string, unknown>;
      for (const control of CONTROL_ARGUMENTS) delete args[control];
      const outcome = await this.runtime.executor.execute({
        operation,
        surface: 'mcp',
        credential: { authorization: undefined, showorg: principal.workspaceId },
        principal,
        clientAddress,
        input: () => args,
      });
      if (!outcome.ok) return errorResult(outcome.body);
      return {
        content: [{ type: 'text', text: JSON.stringify(outcome.body) }],
        structuredContent: outcome.body as Record<string, unknown>,
      };
    });
    return server;
  }
}
