import { AnyOperation, DomainError, ErrorBody, InputValidationError, JsonText, operationForToolCall, Principal } from '@innkeep/domain';
import { requestHashOf, ServerRuntime } from '@innkeep/server';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  CallToolResult,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod/v4';

import { LISTED_RESOURCES, listedResourceContents } from '../app/listed-resources';
import { callFixtureTool, FIXTURE_RESOURCES, FIXTURE_TOOLS, isFixtureTool, readFixtureResource } from '../conformance/conformance-fixtures';
import { FIXTURE_CAPABILITIES_2025, serveFixtures2025 } from '../conformance/fixtures-2025';
import { mcpVersion } from '../mcp-version';
import { decodeOffsetCursor, encodeOffsetCursor, fieldsOf, fitToBound, keepFields, pageOf } from './answer-shaping';
import { ToolCall, UnknownToolError } from './tool-call';
import { CONTROL_ARGUMENTS, listOf, ToolDefinition, toolDefinitions, withClearedFields } from './tool-definitions';

export const SERVER_INSTRUCTIONS =
  'Innkeep runs a short-term-rental workspace. Call get_workspace_context first to learn the workspace time zone and today’s date. ' +
  'Amounts are integers in minor units (cents). Dates are YYYY-MM-DD; stays run from arrival to the night before departure. ' +
  'The rules every tool follows (errors, dry runs, confirmations, quotas) are in the resource innkeep://docs/contract.md.';

const CONFIRMATION_TTL_SECONDS = 600;
const LIST_NARROWING = 'Ask for fewer fields of each item with fields, a smaller page with take, or add filters; nextCursor pages on.';
const NARROWING = 'Ask for less: fewer units or nights, or a narrower filter.';
/** What the model reads beside the question for the person: what to do with it. */
const CONFIRMATION_HINT =
  'Nothing was changed. Show msg to the user as it is and ask for a yes; only then repeat the call with the same arguments and this confirmationToken (valid 10 minutes).';
/** Put before the question when the call came with a confirmation that does not apply. */
export const STALE_CONFIRMATION = 'Your earlier yes no longer applies (it expired, was already used, or was for a different change). ';

/**
 * A tools/call request as far as the handler's own schema goes. The SDK parses a request with the
 * handler's schema before its own tools/call check and reports a failure there as -32603 (internal
 * error); with the parameters left to that check, arguments that are not an object answer -32602
 * (invalid params) as the protocol says.
 */
const TOOL_CALL = z.object({ method: z.literal('tools/call'), params: z.unknown() });

/** JSON-RPC error of 2025-11-25 for resources/read of a URI the server does not have. */
const RESOURCE_NOT_FOUND = -32002;

export function errorResult(body: ErrorBody): CallToolResult {
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

  /** Whether the conformance suite's fixtures are served beside Innkeep's tools (tests only). */
  get servesFixtures(): boolean {
    return this.runtime.config.mcpConformanceFixtures;
  }

  create(principal: Principal, clientAddress: string, requestId: string): Server {
    const fixtures = this.servesFixtures;
    const server = new Server(
      { name: 'innkeep', title: 'Innkeep', version: this.version },
      {
        capabilities: fixtures ? FIXTURE_CAPABILITIES_2025 : { tools: { listChanged: false }, resources: { listChanged: false } },
        instructions: SERVER_INSTRUCTIONS,
      },
    );
    server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: fixtures ? [...this.tools, ...FIXTURE_TOOLS] : this.tools }));
    server.setRequestHandler(ListResourcesRequestSchema, async () => ({
      resources: [...LISTED_RESOURCES, ...(fixtures ? FIXTURE_RESOURCES : [])],
    }));
    server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
      const contents = listedResourceContents(request.params.uri);
      if (contents) return { contents: [contents] };
      const fixture = fixtures ? readFixtureResource(request.params.uri) : undefined;
      if (fixture) return { contents: fixture as never };
      // 2025-11-25 names its own code for a resource that does not exist (2026-07-28 went back to -32602).
      throw new McpError(RESOURCE_NOT_FOUND, `No resource ${request.params.uri}.`, { uri: request.params.uri });
    });
    if (fixtures) serveFixtures2025(server);
    server.setRequestHandler(TOOL_CALL, async (call, extra) => {
      // The SDK has checked the parameters by now, so this parse cannot fail.
      const request = CallToolRequestSchema.parse(call);
      if (fixtures && isFixtureTool(request.params.name)) {
        return callFixtureTool(request.params.name, {
          progressToken: request.params._meta?.progressToken,
          notify: (method, params) => extra.sendNotification({ method, params } as never),
        }) as never;
      }
      return this.callTool({ principal, clientAddress, requestId, name: request.params.name, arguments: request.params.arguments ?? {} }).catch(
        (error: unknown) => {
          if (error instanceof UnknownToolError) throw new McpError(ErrorCode.InvalidParams, error.message);
          throw error;
        },
      );
    });
    return server;
  }

  /**
   * One tools/call, whichever revision the client speaks: the tool's operation through the shared
   * executor, its answer shaped for MCP. Confirmation steps stay with the revision (`confirm`).
   */
  async callTool<Ask = never>(call: ToolCall<Ask>): Promise<CallToolResult | Ask> {
    const args = withClearedFields({ ...call.arguments });
    const operation = operationForToolCall(call.name, args);
    if (!operation) throw new UnknownToolError(call.name);
    const idempotencyKey = typeof args.idempotencyKey === 'string' ? args.idempotencyKey : undefined;
    const confirmationToken = call.confirmationToken ?? (typeof args.confirmationToken === 'string' ? args.confirmationToken : undefined);
    // Reads ignore dryRun, as they ignore idempotencyKey; on a write anything but a boolean is refused.
    const dryRunArgument = operation.quota === 'write' ? args.dryRun : undefined;
    const dryRun = dryRunArgument === true;
    for (const control of CONTROL_ARGUMENTS) delete args[control];
    for (const [name, value] of Object.entries(operation.mcp?.defaults ?? {})) if (args[name] === undefined) args[name] = value;
    // List tools: what to keep of each item, and the page when the MCP side pages.
    const list = listOf(operation);
    let fields: string[] | undefined;
    const page: { cursor?: unknown; take?: unknown } = {};
    if (list) {
      try {
        fields = fieldsOf(args.fields);
        if (!list.pagedByOperation) pageOf([], args.cursor, args.take);
      } catch (error) {
        if (error instanceof DomainError) return errorResult(error.toBody());
        throw error;
      }
      delete args.fields;
      if (!list.pagedByOperation) {
        [page.cursor, page.take] = [args.cursor, args.take];
        delete args.cursor;
        delete args.take;
      }
    }
    const outcome = await this.runtime.executor.execute({
      operation,
      surface: 'mcp',
      credential: { authorization: undefined, showorg: call.principal.workspaceId },
      principal: call.principal,
      clientAddress: call.clientAddress,
      requestId: call.requestId,
      input: () => {
        if (dryRunArgument !== undefined && typeof dryRunArgument !== 'boolean') throw new InputValidationError(['dryRun must be true or false']);
        return args;
      },
      idempotencyKey,
      dryRun,
      beforeHandle: operation.confirmationQuestion
        ? async (ctx, input, scope, requestHash) => {
            const question = await operation.confirmationQuestion!(ctx, input);
            if (question === null) return;
            const ref = {
              workspaceId: call.principal.workspaceId,
              credentialId: call.principal.credentialId,
              operation: operation.name,
              argumentsHash: requestHash,
            };
            if (confirmationToken && (await scope.confirmations.consume(ref, confirmationToken))) return;
            throw new DomainError('CONFIRMATION_REQUIRED', question, { tokenRejected: confirmationToken !== undefined });
          }
        : undefined,
    });
    if (!outcome.ok) {
      if (outcome.body.code === 'CONFIRMATION_REQUIRED') return this.askForConfirmation(operation, call, args, outcome.body);
      // A refused dry run says it was one, so that an assistant never takes it for a refused write.
      // The error's JSON text is its structure: structuredContent must match the tool's output
      // schema (the SDK's clients check it even on an error), which describes the answer, not a refusal.
      return errorResult(dryRun ? { ...outcome.body, dryRun: true } : outcome.body);
    }
    // The calendar arrives as JSON text from PostgreSQL; MCP needs it as an object.
    let body = (outcome.body instanceof JsonText ? JSON.parse(outcome.body.text) : outcome.body) as Record<string, unknown>;
    if (dryRun) body = { ...body, dryRun: true };
    let pageItems: unknown[] = [];
    if (list && Array.isArray(body[list.field])) {
      pageItems = body[list.field] as unknown[];
      if (!list.pagedByOperation) {
        const shown = pageOf(pageItems, page.cursor, page.take);
        pageItems = shown.items;
        body = { ...body, nextCursor: shown.nextCursor };
      }
      body = { ...body, [list.field]: fields ? keepFields(pageItems, fields) : pageItems };
    }
    let fitted = fitToBound(body, operation.mcp?.narrow ?? (list ? LIST_NARROWING : NARROWING));
    // A page the bound cut short goes on after its last item kept, so that nothing is skipped.
    const kept = list && fitted.body.truncated ? (fitted.body[list.field] as unknown[]).length : pageItems.length;
    if (list && kept < pageItems.length) {
      const nextCursor = list.pagedByOperation
        ? (operation.mcp?.cursorAfter?.(pageItems[kept - 1] as never) ?? null)
        : encodeOffsetCursor(decodeOffsetCursor(page.cursor) + kept);
      const shaped = { ...fitted.body, nextCursor };
      fitted = { body: shaped, text: JSON.stringify(shaped) };
    }
    return {
      content: [{ type: 'text', text: fitted.text }],
      structuredContent: fitted.body,
    };
  }

  /**
   * Nothing was changed: a token bound to this credential, tool and these exact arguments waits
   * for the user's yes. The revision asks in its own way; otherwise the answer carries the token.
   */
  private async askForConfirmation<Ask>(
    operation: AnyOperation,
    call: ToolCall<Ask>,
    args: Record<string, unknown>,
    body: ErrorBody,
  ): Promise<CallToolResult | Ask> {
    const { token, expiresAt } = await this.runtime.confirmations.issue(
      {
        workspaceId: call.principal.workspaceId,
        credentialId: call.principal.credentialId,
        operation: operation.name,
        argumentsHash: requestHashOf(operation, args),
      },
      CONFIRMATION_TTL_SECONDS,
    );
    const tokenRejected = body.tokenRejected === true;
    const question = `${tokenRejected ? STALE_CONFIRMATION : ''}${body.msg}`;
    if (call.confirm) return call.confirm({ operation, message: question, token, expiresAt, tokenRejected });
    return errorResult({
      statusCode: body.statusCode,
      code: 'CONFIRMATION_REQUIRED',
      msg: question,
      hint: CONFIRMATION_HINT,
      ...(tokenRejected ? { tokenRejected: true } : {}),
      confirmationToken: token,
      expiresAt: expiresAt.toISOString(),
    });
  }
}
