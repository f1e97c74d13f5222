import { DomainError, Principal } from '@innkeep/domain';
import { CallToolResult, InputRequiredResult, ProtocolError, ProtocolErrorCode, ResourceNotFoundError, Server } from '@modelcontextprotocol/server';

import { LISTED_RESOURCES, listedResourceContents } from '../app/listed-resources';
import { callFixtureTool, FIXTURE_RESOURCES, FIXTURE_TOOLS, isFixtureTool, readFixtureResource } from '../conformance/conformance-fixtures';
import { FIXTURE_CAPABILITIES_2026, serveFixtures2026 } from '../conformance/fixtures-2026';
import { callStatelessFixture, STATELESS_FIXTURE_TOOLS } from '../conformance/stateless-fixtures';
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
    const fixtures = this.tools.servesFixtures;
    const server = new Server(
      { name: 'innkeep', title: 'Innkeep', version: this.version },
      {
        capabilities: fixtures ? FIXTURE_CAPABILITIES_2026 : { tools: { listChanged: false }, resources: { listChanged: false } },
        instructions: SERVER_INSTRUCTIONS,
      },
    );
    server.setRequestHandler('tools/list', async () => ({
      tools: fixtures ? [...this.tools.listTools(), ...FIXTURE_TOOLS, ...STATELESS_FIXTURE_TOOLS] : this.tools.listTools(),
    }));
    server.setRequestHandler('resources/list', async () => ({
      resources: [...LISTED_RESOURCES, ...(fixtures ? FIXTURE_RESOURCES : [])],
    }));
    server.setRequestHandler('resources/read', async (request) => {
      const contents = listedResourceContents(request.params.uri);
      if (contents) return { contents: [contents] };
      const fixture = fixtures ? readFixtureResource(request.params.uri) : undefined;
      if (fixture) return { contents: fixture as never };
      throw new ResourceNotFoundError(request.params.uri);
    });
    if (fixtures) serveFixtures2026(server);
    server.setRequestHandler('tools/call', async (request, ctx): Promise<CallToolResult | InputRequiredResult> => {
      const call: ToolCall<InputRequiredResult> = { ...caller, name: request.params.name, arguments: request.params.arguments ?? {} };
      if (fixtures && isFixtureTool(call.name)) {
        const progressToken = request.params._meta?.progressToken;
        return callFixtureTool(call.name, { progressToken, notify: (method, params) => ctx.mcpReq.notify({ method, params }) }) as Promise<CallToolResult>;
      }
      if (fixtures) {
        const state = ctx.mcpReq.requestState();
        const answer = callStatelessFixture(call.name, {
          inputResponses: ctx.mcpReq.inputResponses,
          requestState: typeof state === 'string' ? state : undefined,
          clientCapabilities: server.getClientCapabilities(),
        });
        if (answer) return answer;
      }
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
