/**
 * The fixtures the MCP conformance suite calls (its scenarios name them: `test_simple_text`,
 * `test://static-text`, `test_simple_prompt`…), served beside Innkeep's own tools only when
 * MCP_CONFORMANCE_FIXTURES=true, which production refuses. They answer exactly what each scenario's
 * description asks and touch nothing of Innkeep: no credential, no workspace, no database.
 *
 * Both revisions serve these; the 2026-07-28 lane adds its input_required tools
 * (`input-required-fixtures.ts`).
 */

/** A 1×1 PNG and a minimal WAV, as the suite's reference server sends them. */
export const FIXTURE_IMAGE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
export const FIXTURE_AUDIO = 'UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAAB9AAACABAAZGF0YQIAAAA=';

const NO_ARGUMENTS = { type: 'object' as const, properties: {} };

export interface FixtureTool {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, never> };
}

type Content = Record<string, unknown>;
export interface FixtureToolResult {
  content: Content[];
  isError?: boolean;
}

/** Sends a notification related to the call (progress, log messages), where the transport can. */
export type Notify = (method: string, params: Record<string, unknown>) => Promise<void>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FixtureToolCall {
  /** The call's `_meta.progressToken`, when the client asked for progress. */
  progressToken?: string | number;
  notify: Notify;
}

const TOOLS: Array<FixtureTool & { call(call: FixtureToolCall): Promise<FixtureToolResult> }> = [
  {
    name: 'test_simple_text',
    description: 'Conformance fixture: simple text content',
    inputSchema: NO_ARGUMENTS,
    call: async () => ({ content: [{ type: 'text', text: 'This is a simple text response for testing.' }] }),
  },
  {
    name: 'test_image_content',
    description: 'Conformance fixture: image content',
    inputSchema: NO_ARGUMENTS,
    call: async () => ({ content: [{ type: 'image', data: FIXTURE_IMAGE, mimeType: 'image/png' }] }),
  },
  {
    name: 'test_audio_content',
    description: 'Conformance fixture: audio content',
    inputSchema: NO_ARGUMENTS,
    call: async () => ({ content: [{ type: 'audio', data: FIXTURE_AUDIO, mimeType: 'audio/wav' }] }),
  },
  {
    name: 'test_embedded_resource',
    description: 'Conformance fixture: an embedded resource',
    inputSchema: NO_ARGUMENTS,
    call: async () => ({
      content: [{ type: 'resource', resource: { uri: 'test://embedded-resource', mimeType: 'text/plain', text: 'This is an embedded resource content.' } }],
    }),
  },
  {
    name: 'test_multiple_content_types',
    description: 'Conformance fixture: text, image and resource content together',
    inputSchema: NO_ARGUMENTS,
    call: async () => ({
      content: [
        { type: 'text', text: 'Multiple content types test:' },
        { type: 'image', data: FIXTURE_IMAGE, mimeType: 'image/png' },
        {
          type: 'resource',
          resource: { uri: 'test://mixed-content-resource', mimeType: 'application/json', text: JSON.stringify({ test: 'data', value: 123 }) },
        },
      ],
    }),
  },
  {
    name: 'test_error_handling',
    description: 'Conformance fixture: a tool error',
    inputSchema: NO_ARGUMENTS,
    call: async () => ({ isError: true, content: [{ type: 'text', text: 'This tool intentionally returns an error for testing' }] }),
  },
  {
    name: 'test_tool_with_logging',
    description: 'Conformance fixture: log messages during the call',
    inputSchema: NO_ARGUMENTS,
    call: async ({ notify }) => {
      for (const data of ['Tool execution started', 'Tool processing data', 'Tool execution completed']) {
        await notify('notifications/message', { level: 'info', data });
        await pause(50);
      }
      return { content: [{ type: 'text', text: 'Tool with logging executed successfully' }] };
    },
  },
  {
    name: 'test_tool_with_progress',
    description: 'Conformance fixture: progress notifications during the call',
    inputSchema: NO_ARGUMENTS,
    call: async ({ progressToken, notify }) => {
      for (const progress of [0, 50, 100]) {
        if (progressToken !== undefined)
          await notify('notifications/progress', { progressToken, progress, total: 100, message: `Completed step ${progress} of 100` });
        await pause(50);
      }
      return { content: [{ type: 'text', text: String(progressToken ?? 'no progress token') }] };
    },
  },
];

export const FIXTURE_TOOLS: FixtureTool[] = TOOLS.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));

export function isFixtureTool(name: string): boolean {
  return TOOLS.some((tool) => tool.name === name);
}

export function callFixtureTool(name: string, call: FixtureToolCall): Promise<FixtureToolResult> {
  const tool = TOOLS.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`No fixture tool ${name}`);
  return tool.call(call);
}

// --- Resources ------------------------------------------------------------------------------

export const FIXTURE_RESOURCES = [
  {
    uri: 'test://static-text',
    name: 'static-text',
    title: 'Static Text Resource',
    description: 'Conformance fixture: a text resource',
    mimeType: 'text/plain',
  },
  {
    uri: 'test://static-binary',
    name: 'static-binary',
    title: 'Static Binary Resource',
    description: 'Conformance fixture: a binary resource',
    mimeType: 'image/png',
  },
];

export const FIXTURE_RESOURCE_TEMPLATES = [
  {
    uriTemplate: 'test://template/{id}/data',
    name: 'template',
    title: 'Resource Template',
    description: 'Conformance fixture: a resource template',
    mimeType: 'application/json',
  },
];

const TEMPLATE = /^test:\/\/template\/([^/]+)\/data$/;

/** The contents of a fixture resource, or undefined when the URI is none of them. */
export function readFixtureResource(uri: string): Array<Record<string, unknown>> | undefined {
  if (uri === 'test://static-text') return [{ uri, mimeType: 'text/plain', text: 'This is the content of the static text resource.' }];
  if (uri === 'test://static-binary') return [{ uri, mimeType: 'image/png', blob: FIXTURE_IMAGE }];
  const id = TEMPLATE.exec(uri)?.[1];
  if (id !== undefined) return [{ uri, mimeType: 'application/json', text: JSON.stringify({ id, templateTest: true, data: `Data for ID: ${id}` }) }];
  return undefined;
}

// --- Prompts --------------------------------------------------------------------------------

export const FIXTURE_PROMPTS = [
  { name: 'test_simple_prompt', title: 'Simple Test Prompt', description: 'Conformance fixture: a prompt without arguments' },
  {
    name: 'test_prompt_with_arguments',
    title: 'Prompt With Arguments',
    description: 'Conformance fixture: a prompt with required arguments',
    arguments: [
      { name: 'arg1', description: 'First test argument', required: true },
      { name: 'arg2', description: 'Second test argument', required: true },
    ],
  },
  {
    name: 'test_prompt_with_embedded_resource',
    title: 'Prompt With Embedded Resource',
    description: 'Conformance fixture: a prompt with an embedded resource',
    arguments: [{ name: 'resourceUri', description: 'URI of the resource to embed', required: true }],
  },
  { name: 'test_prompt_with_image', title: 'Prompt With Image', description: 'Conformance fixture: a prompt with an image' },
];

/** The messages of a fixture prompt, or undefined when the name is none of them. */
export function getFixturePrompt(name: string, args: Record<string, string> = {}): { messages: Array<Record<string, unknown>> } | undefined {
  const user = (content: Record<string, unknown>) => ({ role: 'user', content });
  switch (name) {
    case 'test_simple_prompt':
      return { messages: [user({ type: 'text', text: 'This is a simple prompt for testing.' })] };
    case 'test_prompt_with_arguments':
      return { messages: [user({ type: 'text', text: `Prompt with arguments: arg1='${args.arg1}', arg2='${args.arg2}'` })] };
    case 'test_prompt_with_embedded_resource':
      return {
        messages: [
          user({ type: 'resource', resource: { uri: args.resourceUri, mimeType: 'text/plain', text: 'Embedded resource content for testing.' } }),
          user({ type: 'text', text: 'Please process the embedded resource above.' }),
        ],
      };
    case 'test_prompt_with_image':
      return {
        messages: [user({ type: 'image', data: FIXTURE_IMAGE, mimeType: 'image/png' }), user({ type: 'text', text: 'Please analyze the image above.' })],
      };
    default:
      return undefined;
  }
}

/** completion/complete: the suite checks the shape only. */
export const EMPTY_COMPLETION = { completion: { values: [], total: 0, hasMore: false } };
