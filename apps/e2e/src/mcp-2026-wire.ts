/** Revision 2026-07-28 spoken by hand: JSON-RPC over HTTP with the per-request _meta envelope, no handshake. */
export const MCP_2026 = '2026-07-28';

export interface Mcp2026Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** What a 2026-07-28 client says about itself on every request. */
export function envelope(capabilities: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': MCP_2026,
    'io.modelcontextprotocol/clientInfo': { name: 'innkeep-e2e-wire', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': capabilities,
  };
}

let nextId = 1;

/** One request of a 2026-07-28 client; `capabilities` are those it declares for this request. */
export async function mcp2026(
  mcpUrl: string,
  key: string,
  method: string,
  params: Record<string, unknown> = {},
  capabilities: Record<string, unknown> = {},
): Promise<Mcp2026Answer> {
  const response = await fetch(mcpUrl, {
    method: 'POST',
    headers: {
      authorization: key,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MCP_2026,
      // The revision mirrors the method, and the tool or resource named, in headers a proxy can route on.
      'mcp-method': method,
      ...(params.name !== undefined || params.uri !== undefined ? { 'mcp-name': String(params.name ?? params.uri) } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: { ...params, _meta: envelope(capabilities) } }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}
