import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  SetLevelRequestSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

import { EMPTY_COMPLETION, FIXTURE_PROMPTS, FIXTURE_RESOURCE_TEMPLATES, getFixturePrompt } from './conformance-fixtures';

/** What the 2025-11-25 server declares when it serves the conformance fixtures. */
export const FIXTURE_CAPABILITIES_2025 = {
  tools: { listChanged: false },
  resources: { listChanged: false, subscribe: true },
  prompts: { listChanged: false },
  completions: {},
  logging: {},
};

/**
 * The conformance fixtures' methods beyond tools and resources on the 2025-11-25 lane (SDK 1.x):
 * prompts, resource templates, completion, log level and resource subscriptions. A stateless server
 * has no session to notify later, so subscribing only answers as the protocol asks.
 */
export function serveFixtures2025(server: Server): void {
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({ prompts: FIXTURE_PROMPTS }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const prompt = getFixturePrompt(request.params.name, request.params.arguments);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `No prompt named ${request.params.name}.`);
    return prompt as never;
  });
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: FIXTURE_RESOURCE_TEMPLATES }));
  server.setRequestHandler(CompleteRequestSchema, async () => EMPTY_COMPLETION);
  server.setRequestHandler(SetLevelRequestSchema, async () => ({}));
  server.setRequestHandler(SubscribeRequestSchema, async () => ({}));
  server.setRequestHandler(UnsubscribeRequestSchema, async () => ({}));
}
