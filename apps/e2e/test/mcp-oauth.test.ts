import assert from 'node:assert/strict';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { http, startTestServers, TestServers } from '../src';
import { BrowserOAuthProvider } from '../src/mcp-oauth-provider';
import { uniqueEmail, WebClient } from '../src/web-client';

describe('an MCP SDK client signs in through OAuth, starting from the 401 alone', () => {
  let servers: TestServers;
  let browser: WebClient;

  beforeAll(async () => {
    servers = await startTestServers();
    browser = new WebClient(new URL(servers.apiUrl).origin);
    await browser.signUp({ email: uniqueEmail('assistant-user'), password: 'a long enough password', workspace: 'Beach Houses' });
  });
  afterAll(() => servers?.close());

  it('discovers the metadata, registers, gets consent and a token, then lists and calls tools', async () => {
    const provider = new BrowserOAuthProvider(browser, 'http://127.0.0.1:45999/callback');
    const first = new Client({ name: 'desktop-assistant', version: '1.0.0' });
    await assert.rejects(first.connect(new StreamableHTTPClientTransport(new URL(servers.mcpUrl), { authProvider: provider })), UnauthorizedError);

    // Everything the SDK knew came from the 401: the RFC 9728 metadata it points at, then RFC 8414.
    const url = provider.authorizationUrl!;
    assert.equal(url.origin, new URL(servers.apiUrl).origin);
    assert.equal(url.pathname, '/oauth/authorize');
    assert.equal(url.searchParams.get('resource'), servers.mcpUrl);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.match(url.searchParams.get('scope') ?? '', /pms:read/);
    assert.ok(provider.clientInformation()?.client_id, 'the SDK registered itself (RFC 7591)');
    assert.ok(provider.code, 'the consent page sent a code back');

    const transport = new StreamableHTTPClientTransport(new URL(servers.mcpUrl), { authProvider: provider });
    await transport.finishAuth(provider.code!);
    assert.match(provider.tokens()!.access_token, /^iko_/);
    assert.match(provider.tokens()!.refresh_token ?? '', /^ikr_/);

    const client = new Client({ name: 'desktop-assistant', version: '1.0.0' });
    await client.connect(transport);
    const { tools } = await client.listTools();
    assert.ok(tools.some((tool) => tool.name === 'get_workspace_context'));
    const context = await client.callTool({ name: 'get_workspace_context', arguments: {} });
    assert.equal(context.isError, undefined);
    assert.equal((context.structuredContent as { workspace: { name: string } }).workspace.name, 'Beach Houses');
    // pms:read only: the MCP client asked for what the 401 named.
    assert.deepEqual((context.structuredContent as { scopes: string[] }).scopes, ['pms:read']);
    await client.close();

    // The same token is for the MCP server only.
    const onRest = await http(`${servers.apiUrl}/properties`, { key: `Bearer ${provider.tokens()!.access_token}` });
    assert.equal(onRest.status, 401);
  });
});
