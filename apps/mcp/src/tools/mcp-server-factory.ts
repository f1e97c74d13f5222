import { AnyOperation, DomainError, ErrorBody, JsonText, operationForToolCall, Principal } from '@innkeep/domain';
import { requestHashOf, ServerRuntime } from '@innkeep/server';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, CallToolResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod/v4';
import { mcpVersion } from '../mcp-version';
import { CONTROL_ARGUMENTS, ToolDefinition, toolDefinitions, withClearedFields } from './tool-definitions';

export const SERVER_INSTRUCTIONS =
  'Innkeep runs a short-term-rental workspace. Call get_workspace_context first to learn the workspace time zone and today’s date. ' +
  'Amounts are integers in minor units (cents). Dates are YYYY-MM-DD; stays run from arrival to the night before departure.';

const CONFIRMATION_TTL_SECONDS = 600;
/** What a confirmation request says: nothing happened yet, what would, and how to go on. */
export function confirmationMessage(operation: AnyOperation): string {
  return `Nothing was changed yet. ${operation.confirmationReason ?? ''} Ask the user to confirm, then repeat the call with the same arguments and this confirmationToken (valid 10 minutes).`.replace('  ', ' ');
}

/**
 * A tools/call request as far as the handler's own schema goes. The SDK parses a request with the
 * handler's schema before its own tools/call check and reports a failure there as -32603 (internal
 * error); with the parameters left to that check, arguments that are not an object answer -32602
 * (invalid params) as the protocol says.
 */
const TOOL_CALL = z.object({ method: z.literal('tools/call'), params: z.unknown() });

function errorResult(body: ErrorBody): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/**
 * Builds a fresh MCP server for one HTTP request (stateless transport). Every tool call goes
 * through the shared executor, so scopes, plan features, quotas and validation are the REST ones.
 */
export class McpServerFactory {
  private readonly tools: ToolDefinition[] = toolDefinitions();
  private readonly version = mcpVersion();

  constructor(private readonly runtime: ServerRuntime) {}

  listTools(): ToolDefinition[] {
    return this.tools;
  }

  create(principal: Principal, clientAddress: string, requestId: string): Server {
    const server = new Server(
      { name: 'innkeep', title: 'Innkeep', version: this.version },
      { capabilities: { tools: { listChanged: false } }, instructions: SERVER_INSTRUCTIONS },
    );
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: this.tools }));
    server.setRequestHandler(TOOL_CALL, async (call) => {
      // The SDK has checked the parameters by now, so this parse cannot fail.
      const request = CallToolRequestSchema.parse(call);
      const args = withClearedFields({ ...(request.params.arguments ?? {}) });
      const operation = operationForToolCall(request.params.name, args);
      if (!operation) {
        return errorResult(new DomainError('NOT_FOUND', `No tool named ${request.params.name}.`).toBody());
      }
      const idempotencyKey = typeof args.idempotencyKey === 'string' ? args.idempotencyKey : undefined;
      const confirmationToken = typeof args.confirmationToken === 'string' ? args.confirmationToken : undefined;
      for (const control of CONTROL_ARGUMENTS) delete args[control];
      const outcome = await this.runtime.executor.execute({
        operation,
        surface: 'mcp',
        credential: { authorization: undefined, showorg: principal.workspaceId },
        principal,
        clientAddress,
        requestId,
        input: () => args,
        idempotencyKey,
        beforeHandle: operation.needsConfirmation
          ? async (ctx, input, scope, requestHash) => {
              if (!(await operation.needsConfirmation!(ctx, input))) return;
              const ref = { workspaceId: principal.workspaceId, credentialId: principal.credentialId, operation: operation.name, argumentsHash: requestHash };
              if (confirmationToken && (await scope.confirmations.consume(ref, confirmationToken))) return;
              throw new DomainError('CONFIRMATION_REQUIRED', confirmationMessage(operation), { tokenRejected: confirmationToken !== undefined });
            }
          : undefined,
      });
      if (!outcome.ok) {
        if (outcome.body.code === 'CONFIRMATION_REQUIRED') return this.askForConfirmation(operation, principal, args, outcome.body);
        return errorResult(outcome.body);
      }
      // The calendar arrives as JSON text from PostgreSQL; MCP needs it as an object.
      const body = outcome.body instanceof JsonText ? JSON.parse(outcome.body.text) : outcome.body;
      return {
        content: [{ type: 'text', text: JSON.stringify(body) }],
        structuredContent: body as Record<string, unknown>,
      };
    });
    return server;
  }

  /**
   * Nothing was changed: the answer carries a token bound to this credential, tool and these
   * exact arguments, to send back once the user has agreed.
   */
  private async askForConfirmation(
    operation: AnyOperation,
    principal: Principal,
    args: Record<string, unknown>,
    body: ErrorBody,
  ): Promise<CallToolResult> {
    const { token, expiresAt } = await this.runtime.confirmations.issue(
      {
        workspaceId: principal.workspaceId,
        credentialId: principal.credentialId,
        operation: operation.name,
        argumentsHash: requestHashOf(operation, args),
      },
      CONFIRMATION_TTL_SECONDS,
    );
    const msg = body.tokenRejected
      ? 'The confirmation token was not valid for this call (expired, used, or other arguments). Ask the user again, then repeat the call with this new confirmationToken.'
      : body.msg;
    return errorResult({ statusCode: body.statusCode, code: 'CONFIRMATION_REQUIRED', msg, confirmationToken: token, expiresAt: expiresAt.toISOString() });
  }
}
