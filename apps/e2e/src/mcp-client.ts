import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

/** An official MCP SDK client connected over streamable HTTP with an API key. */
export async function connectMcpClient(mcpUrl: string, key: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'innkeep-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { Authorization: key, ...headers } },
  });
  await client.connect(transport);
  return client;
}

/** The JSON in a tool result's text content (error bodies travel there). */
export function toolText(result: object): any {
  const content = (result as { content: { type: string; text: string }[] }).content;
  return JSON.parse(content[0].text);
}
