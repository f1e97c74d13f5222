import { ProtocolError, ProtocolErrorCode, Server } from '@modelcontextprotocol/server';

import { EMPTY_COMPLETION, FIXTURE_PROMPTS, FIXTURE_RESOURCE_TEMPLATES, getFixturePrompt } from './conformance-fixtures';
import { getInputRequiredFixturePrompt, INPUT_REQUIRED_FIXTURE_PROMPT } from './stateless-fixtures';

/** What the 2026-07-28 server declares when it serves the conformance fixtures. */
export const FIXTURE_CAPABILITIES_2026 = {
  tools: { listChanged: false },
  resources: { listChanged: false },
  prompts: { listChanged: false },
  completions: {},
};

/** The conformance fixtures' methods beyond tools and resources on the 2026-07-28 lane (SDK v2). */
export function serveFixtures2026(server: Server): void {
  server.setRequestHandler('prompts/list', async () => ({ prompts: [...FIXTURE_PROMPTS, INPUT_REQUIRED_FIXTURE_PROMPT] }));
  server.setRequestHandler('prompts/get', async (request, ctx) => {
    if (request.params.name === INPUT_REQUIRED_FIXTURE_PROMPT.name) return getInputRequiredFixturePrompt(ctx.mcpReq.inputResponses);
    const prompt = getFixturePrompt(request.params.name, request.params.arguments);
    if (!prompt) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `No prompt named ${request.params.name}.`);
    return prompt as never;
  });
  server.setRequestHandler('resources/templates/list', async () => ({ resourceTemplates: FIXTURE_RESOURCE_TEMPLATES }));
  server.setRequestHandler('completion/complete', async () => EMPTY_COMPLETION);
}
