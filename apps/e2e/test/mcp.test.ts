import assert from 'node:assert/strict';

import { CATALOGUE } from '@innkeep/domain';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';

import { connectMcpClient, createWorkspaceFixture, http, startTestServers, TestServers, toolText, WorkspaceFixture } from '../src';

describe('MCP server through the official SDK client', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let reader: Client;
  let writer: Client;

  beforeAll(async () => {
    servers = await startTestServers({ API_LIMIT: '5' });
    ws = await createWorkspaceFixture(servers.operator);
    reader = await connectMcpClient(servers.mcpUrl, ws.readKey);
    writer = await connectMcpClient(servers.mcpUrl, `Bearer ${ws.writeKey}`);
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
    await servers.close();
  });

  it('lists one tool per catalogue tool, each with a described schema and all four annotations', async () => {
    const { tools } = await reader.listTools();
    const expected = [...new Set(CATALOGUE.flatMap((operation) => (operation.mcp ? [operation.mcp.tool] : [])))].sort();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), expected);
    for (const tool of tools) {
      assert.ok(tool.description && tool.description.length > 20, tool.name);
      assert.equal(tool.inputSchema.type, 'object');
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
        assert.equal(typeof tool.annotations?.[hint], 'boolean', `${tool.name} ${hint}`);
      }
      for (const [name, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        assert.ok((schema as { description?: string }).description, `${tool.name}.${name} has no description`);
      }
    }
    const write = tools.find((tool) => tool.name === 'properties_set_cancellation_policy')!;
    assert.equal(write.annotations?.readOnlyHint, false);
    assert.ok(write.inputSchema.properties?.idempotencyKey);
  });

  it('answers a tool call with the REST JSON as structured content and text', async () => {
    const result = await reader.callTool({ name: 'properties_list', arguments: {} });
    assert.equal(result.isError, undefined);
    const rest = await http(`${servers.apiUrl}/properties`, { key: ws.writeKey });
    // A list tool pages on MCP: the REST list, and the cursor of the next page (none here).
    assert.deepEqual(result.structuredContent, { ...rest.body, nextCursor: null });
    assert.deepEqual(toolText(result), { ...rest.body, nextCursor: null });

    const units = await reader.callTool({ name: 'units_list', arguments: { propertyId: ws.propertyId } });
    assert.equal((units.structuredContent as { units: unknown[] }).units.length, 2);
    const context = await reader.callTool({ name: 'get_workspace_context', arguments: {} });
    assert.equal((context.structuredContent as any).workspace.id, ws.workspaceId);
  });

  it('gives a read-only key an isError SCOPE_REQUIRED result from a write tool, changing nothing', async () => {
    const result = await reader.callTool({
      name: 'properties_set_cancellation_policy',
      arguments: { propertyId: ws.propertyId, policy: 'STRICT' },
    });
    assert.equal(result.isError, true);
    const body = toolText(result);
    assert.equal(body.code, 'SCOPE_REQUIRED');
    assert.equal(body.scope, 'pms:write');
    assert.equal(body.role, 'OWNER');
    const property = await reader.callTool({ name: 'properties_get', arguments: { propertyId: ws.propertyId } });
    assert.equal((property.structuredContent as any).cancellationPolicy, 'MODERATE');
  });

  it('runs writes for a write key, with the same validation as REST', async () => {
    const result = await writer.callTool({
      name: 'properties_set_cancellation_policy',
      arguments: { propertyId: ws.propertyId, policy: 'FIRM', idempotencyKey: 'first-try' },
    });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    assert.equal((result.structuredContent as any).property.cancellationPolicy, 'FIRM');
    const invalid = await writer.callTool({
      name: 'properties_set_cancellation_policy',
      arguments: { propertyId: ws.propertyId, policy: 'SOMETIMES' },
    });
    assert.equal(invalid.isError, true);
    assert.equal(toolText(invalid).code, 'VALIDATION_FAILED');
    const missing = await writer.callTool({ name: 'properties_get', arguments: { propertyId: 'prop_nope' } });
    assert.equal(toolText(missing).code, 'NOT_FOUND');
  });

  it('refuses a call to a tool that does not exist as the protocol does (-32602), not as a tool result', async () => {
    await assert.rejects(reader.callTool({ name: 'reservations_delete_all', arguments: {} }), (error: unknown) => {
      assert.ok(error instanceof McpError, String(error));
      assert.equal(error.code, -32602);
      assert.match(error.message, /No tool named reservations_delete_all/);
      return true;
    });
  });

  it('describes what an event of the change feed carries: events_list gives data a schema', async () => {
    const { tools } = await reader.listTools();
    const events = tools.find((tool) => tool.name === 'events_list')!;
    const item = (events.outputSchema!.properties!.events as { items: { properties: { data: { type: string; description: string } } } }).items;
    assert.equal(item.properties.data.type, 'object');
    for (const type of ['reservation.created', 'block.lifted', 'connection.synced', 'message.received']) {
      assert.match(item.properties.data.description, new RegExp(`${type.replace('.', '\\.')}: \\w`), type);
    }
    // The SDK client checks the answer against that schema.
    const feed = await reader.callTool({ name: 'events_list', arguments: { take: 5 } });
    assert.equal(feed.isError, undefined, JSON.stringify(feed.content));
    const first = (feed.structuredContent as { events: { data: unknown }[] }).events[0];
    assert.equal(typeof first?.data, 'object');
  });

  it('spends the same quota bucket as the REST route', async () => {
    const key = await servers.operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes: ['pms:read'] });
    const client = await connectMcpClient(servers.mcpUrl, key.key);
    try {
      for (let i = 0; i < 3; i += 1) assert.equal((await client.callTool({ name: 'units_list', arguments: {} })).isError, undefined);
      const rest = await http(`${servers.apiUrl}/units`, { key: key.key });
      assert.equal(rest.headers.get('ratelimit-remaining'), '1');
      await http(`${servers.apiUrl}/units`, { key: key.key });
      const refused = await client.callTool({ name: 'units_list', arguments: {} });
      assert.equal(refused.isError, true);
      const body = toolText(refused);
      assert.equal(body.code, 'RATE_LIMITED');
      assert.ok(body.retryAfter > 0);
    } finally {
      await client.close();
    }
  });

  it('answers 401 with resource_metadata without a credential, and serves the RFC 9728 metadata', async () => {
    const answer = await fetch(servers.mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(answer.status, 401);
    const challenge = answer.headers.get('www-authenticate')!;
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1];
    const metadata = await http(metadataUrl);
    assert.equal(metadata.status, 200);
    assert.equal(metadata.body.resource, servers.mcpUrl);
    assert.deepEqual(metadata.body.authorization_servers, [new URL(servers.apiUrl).origin]);
    assert.deepEqual(metadata.body.scopes_supported, ['pms:read', 'pms:write']);
  });

  it('answers unknown paths and unreadable bodies in the ApiError shape', async () => {
    const origin = new URL(servers.mcpUrl).origin;
    const missing = await http(`${origin}/nowhere`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'NOT_FOUND');
    assert.match(missing.body.msg, /POST \/mcp/);
    const garbled = await http(servers.mcpUrl, {
      method: 'POST',
      key: ws.readKey,
      rawBody: '{"jsonrpc": ',
      headers: { accept: 'application/json, text/event-stream' },
    });
    assert.equal(garbled.status, 400);
    assert.equal(garbled.body.code, 'MALFORMED_JSON');
  });

  it('serves the tool manifest without a credential', async () => {
    const manifest = await http(`${servers.mcpUrl}/manifest`);
    assert.equal(manifest.status, 200);
    const { tools } = await reader.listTools();
    assert.deepEqual(
      manifest.body.tools.map((tool: { name: string }) => tool.name),
      tools.map((tool) => tool.name),
    );
  });

  it('refuses the MCP surface to a plan without it, and a starter plan altogether', async () => {
    const starter = await createWorkspaceFixture(servers.operator, { plan: 'STARTER' });
    await assert.rejects(connectMcpClient(servers.mcpUrl, starter.readKey));
  });
});
