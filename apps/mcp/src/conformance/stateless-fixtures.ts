import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import {
  CallToolResult,
  ClientCapabilities,
  GetPromptResult,
  inputRequired,
  InputRequiredResult,
  inputResponse,
  MissingRequiredClientCapabilityError,
  ProtocolError,
  ProtocolErrorCode,
} from '@modelcontextprotocol/server';

import { FixtureTool } from './conformance-fixtures';

/**
 * The 2026-07-28 conformance fixtures that read the per-request envelope: the multi-round-trip tools
 * and prompt (`input_required`) of the suite's `input-required-result-*` scenarios, and the
 * diagnostic tools of `server-stateless` (a capability the client must declare, a response stream,
 * no log without a log level), each answering as the scenario's description asks. Served only with
 * MCP_CONFORMANCE_FIXTURES=true.
 */

const NO_ARGUMENTS = { type: 'object' as const, properties: {} };

export const STATELESS_FIXTURE_TOOLS: FixtureTool[] = [
  'test_missing_capability',
  'test_streaming_elicitation',
  'test_logging_tool',
  'test_input_required_result_elicitation',
  'test_input_required_result_sampling',
  'test_input_required_result_list_roots',
  'test_input_required_result_request_state',
  'test_input_required_result_multiple_inputs',
  'test_input_required_result_multi_round',
  'test_input_required_result_tampered_state',
  'test_input_required_result_capabilities',
].map((name) => ({
  name,
  description: `Conformance fixture: ${name.replace(/^test_(input_required_result_)?/, '').replace(/_/g, ' ')}`,
  inputSchema: NO_ARGUMENTS,
}));

export const INPUT_REQUIRED_FIXTURE_PROMPT = {
  name: 'test_input_required_result_prompt',
  description: 'Conformance fixture: a prompt that asks for input first',
};

export interface FixtureRound {
  inputResponses: Record<string, unknown> | undefined;
  requestState: string | undefined;
  clientCapabilities: ClientCapabilities | undefined;
}

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const askText = (message: string, field: string) =>
  inputRequired.elicit({ mode: 'form', message, requestedSchema: { type: 'object', properties: { [field]: { type: 'string' } }, required: [field] } });

/** The text an elicitation answered in `field`, when it was accepted with one. */
function answered(responses: Record<string, unknown> | undefined, key: string, field: string): string | undefined {
  const view = inputResponse(responses, key);
  const value = view.kind === 'elicit' && view.action === 'accept' ? view.content?.[field] : undefined;
  return typeof value === 'string' ? value : undefined;
}

function stateOf(requestState: string | undefined): Record<string, unknown> | undefined {
  if (!requestState) return undefined;
  try {
    const state = JSON.parse(requestState) as unknown;
    return state && typeof state === 'object' ? (state as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** State the tampered-state fixture signs, so that a changed byte is refused. */
const STATE_KEY = randomBytes(32);
const signature = (data: string) => createHmac('sha256', STATE_KEY).update(data).digest('base64url');
function sealed(payload: Record<string, unknown>): string {
  const data = JSON.stringify(payload);
  return JSON.stringify({ data, signature: signature(data) });
}
function unsealed(requestState: string): Record<string, unknown> | undefined {
  const outer = stateOf(requestState);
  if (typeof outer?.data !== 'string' || typeof outer.signature !== 'string') return undefined;
  const expected = Buffer.from(signature(outer.data));
  const given = Buffer.from(outer.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return stateOf(outer.data);
}

/** One round of a fixture tool, or undefined when `name` is none of them. */
export function callStatelessFixture(name: string, round: FixtureRound): CallToolResult | InputRequiredResult | undefined {
  const { inputResponses: responses, requestState } = round;
  switch (name) {
    case 'test_missing_capability':
      // It would ask the client for a completion: without sampling declared the request cannot be served.
      if (!round.clientCapabilities?.sampling) throw new MissingRequiredClientCapabilityError({ requiredCapabilities: { sampling: {} } });
      return text('Success');
    case 'test_streaming_elicitation':
      if (!round.clientCapabilities?.elicitation) throw new MissingRequiredClientCapabilityError({ requiredCapabilities: { elicitation: {} } });
      return text('Streaming complete');
    case 'test_logging_tool':
      // It logs only for a request that set a log level; none here ever does on a JSON answer.
      return text('Logging evaluated');
    case 'test_input_required_result_elicitation': {
      const userName = answered(responses, 'user_name', 'name');
      if (userName !== undefined) return text(`Hello, ${userName}!`);
      return inputRequired({ inputRequests: { user_name: askText('What is your name?', 'name') } });
    }
    case 'test_input_required_result_sampling': {
      const view = inputResponse(responses, 'sample_request');
      if (view.kind === 'sampling') {
        const content = view.result.content as { type?: string; text?: string };
        return text(`Sampling result: ${typeof content?.text === 'string' ? content.text : 'no response'}`);
      }
      return inputRequired({
        inputRequests: {
          sample_request: inputRequired.createMessage({
            messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }],
            maxTokens: 100,
          }),
        },
      });
    }
    case 'test_input_required_result_list_roots': {
      const view = inputResponse(responses, 'roots_request');
      if (view.kind === 'roots') return text(`Found ${view.roots.length} root(s)`);
      return inputRequired({ inputRequests: { roots_request: inputRequired.listRoots() } });
    }
    case 'test_input_required_result_request_state': {
      const view = inputResponse(responses, 'confirm');
      if (stateOf(requestState)?.kind === 'request-state' && view.kind === 'elicit' && view.content?.ok === true)
        return text('state-ok: requestState validated');
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            mode: 'form',
            message: 'Please confirm',
            requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
          }),
        },
        requestState: JSON.stringify({ kind: 'request-state', nonce: randomUUID() }),
      });
    }
    case 'test_input_required_result_multiple_inputs': {
      const userName = answered(responses, 'user_name', 'name');
      const greeting = inputResponse(responses, 'greeting');
      const roots = inputResponse(responses, 'client_roots');
      if (stateOf(requestState)?.kind === 'multiple-inputs' && userName !== undefined && greeting.kind === 'sampling' && roots.kind === 'roots') {
        const said = (greeting.result.content as { text?: string })?.text ?? 'Hello there!';
        return text(`Name: ${userName}; Greeting: ${said}; Roots: ${roots.roots.length}`);
      }
      return inputRequired({
        inputRequests: {
          user_name: askText('What is your name?', 'name'),
          greeting: inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Generate a greeting' } }], maxTokens: 50 }),
          client_roots: inputRequired.listRoots(),
        },
        requestState: JSON.stringify({ kind: 'multiple-inputs', nonce: randomUUID() }),
      });
    }
    case 'test_input_required_result_multi_round': {
      const state = stateOf(requestState);
      const first = answered(responses, 'step1', 'name');
      if (state?.round === 1 && first !== undefined) {
        return inputRequired({
          inputRequests: { step2: askText('Step 2: What is your favorite color?', 'color') },
          requestState: JSON.stringify({ round: 2, name: first, nonce: randomUUID() }),
        });
      }
      const color = answered(responses, 'step2', 'color');
      if (state?.round === 2 && color !== undefined)
        return text(`Multi-round complete for ${typeof state.name === 'string' ? state.name : 'friend'} who likes ${color}`);
      return inputRequired({
        inputRequests: { step1: askText('Step 1: What is your name?', 'name') },
        requestState: JSON.stringify({ round: 1, nonce: randomUUID() }),
      });
    }
    case 'test_input_required_result_tampered_state': {
      if (requestState !== undefined) {
        const state = unsealed(requestState);
        if (!state) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'requestState integrity check failed');
        if (state.kind === 'tamper-test' && responses?.confirm) return text('integrity-ok: state verified');
      }
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            mode: 'form',
            message: 'Please confirm',
            requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
          }),
        },
        requestState: sealed({ kind: 'tamper-test', nonce: randomUUID() }),
      });
    }
    case 'test_input_required_result_capabilities': {
      if (responses && Object.keys(responses).length > 0) return text(`capabilities-ok: received ${Object.keys(responses).join(',')}`);
      const capabilities = round.clientCapabilities ?? {};
      const requests: Record<string, ReturnType<typeof inputRequired.listRoots>> = {};
      if (capabilities.elicitation) requests.elicit_input = askText('Elicitation input', 'value');
      if (capabilities.sampling)
        requests.sample_input = inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Sample request' } }], maxTokens: 50 });
      if (Object.keys(requests).length === 0) return text('No supported capabilities declared');
      return inputRequired({ inputRequests: requests, requestState: sealed({ kind: 'capabilities-test', nonce: randomUUID() }) });
    }
    default:
      return undefined;
  }
}

/** The prompt that asks for input before it answers. */
export function getInputRequiredFixturePrompt(responses: Record<string, unknown> | undefined): GetPromptResult | InputRequiredResult {
  const context = answered(responses, 'user_context', 'context');
  if (context !== undefined) return { messages: [{ role: 'user', content: { type: 'text', text: `Prompt with context: ${context}` } }] };
  return inputRequired({ inputRequests: { user_context: askText('What context should the prompt use?', 'context') } });
}
