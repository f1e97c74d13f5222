import { DomainError, Principal } from '@innkeep/domain';
import { CallToolResult, InputRequiredResult, ProtocolError, ProtocolErrorCode, ResourceNotFoundError, Server } from '@modelcontextprotocol/server';
import { APP_RESOURCES, appResourceContents } from '../app/app-resources';
import { mcpVersion } from '../mcp-version';
import { confirmationInputRequired, confirmationReply } from './input-required-confirmation';
import { errorResult, McpServerFactory, SERVER_INSTRUCTIONS } from './mcp-server-factory';
import { ToolCall, UnknownToolError } from './tool-call';

/** Who is calling, as the HTTP layer authenticated them before the SDK saw the request. */
export interface Caller {
  principal: Principal;
  clientAddress: string;
  requestId: string;
}

/**
 * Builds the server for one 2026-07-28 request (SDK v2, which answers server/discover and reads the
 * per-request _meta). Tools, resources and tool calls are the 2025-11-25 server's own; only the
 * way a risky write is confirmed differs: input_required when the client declares elicitation.
 */
export class Mcp2026ServerFactory {
  private readonly version = mcpVersion();

  constructor(private readonly tools: McpServerFactory) {}

  create(caller: Caller): Server {
    const server = new Server(
      { name: 'innkeep', title: 'Innkeep', version: this.version },
      { capabilities: { tools: { listChanged: false }, resources: { listChanged: false } }, instructions: SERVER_INSTRUCTIONS },
    );
    server.setRequestHandler('tools/list', async () => ({ tools: this.tools.listTools() }));
    server.setRequestHandler('resources/list', async () => ({ resources: APP_RESOURCES.map(({ html: _html, ...resource }) => resource) }));
    server.setRequestHandler('resources/read', async (request) => {
      const contents = appResourceContents(request.params.uri);
      if (!contents) throw new ResourceNotFoundError(request.params.uri);
      return { contents: [contents] };
    });
    server.setRequestHandler('tools/call', async (request, ctx): Promise<CallToolResult | InputRequiredResult> => {
      const call: ToolCall<InputRequiredResult> = { ...caller, name: request.params.name, arguments: request.params.arguments ?? {} };
      try {
        if (!server.getClientCapabilities()?.elicitation) return await this.tools.callTool(call);
        const state = ctx.mcpReq.requestState();
        const reply = confirmationReply(ctx.mcpReq.inputResponses, typeof state === 'string' ? state : undefined);
        if (reply.kind === 'no') {
          return errorResult(new DomainError('CONFIRMATION_REQUIRED', 'The user did not confirm: nothing was changed.', { declined: true }).toBody());
        }
        return await this.tools.callTool({ ...call, confirmationToken: reply.kind === 'yes' ? reply.token : undefined, confirm: confirmationInputRequired });
      } catch (error) {
        if (error instanceof UnknownToolError) throw new ProtocolError(ProtocolErrorCode.InvalidParams, error.message);
        throw error;
      }
    });
    return server;
  }
}
