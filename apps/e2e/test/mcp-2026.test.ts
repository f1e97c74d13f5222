import assert from 'node:assert/strict';

import { Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as Client2025 } from '@modelcontextprotocol/sdk/client/index.js';

import {
  connectMcpClient,
  createWorkspaceFixture,
  daysFromNow,
  envelope,
  http,
  MCP_2026,
  mcp2026,
  startTestServers,
  TestServers,
  toolText,
  WorkspaceFixture,
} from '../src';

const ELICITATION = { elicitation: { form: {} } };

/** A 2026-07-28 client of the official v2 SDK, pinned to the revision (no fallback to initialize). */
async function connect2026(mcpUrl: string, key: string, confirm?: (message: string) => boolean): Promise<Client> {
  const client = new Client(
    { name: 'innkeep-e2e-2026', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: MCP_2026 } }, capabilities: confirm ? ELICITATION : {} },
  );
  if (confirm) {
    client.setRequestHandler('elicitation/create', async (request) => {
      const params = request.params as { message: string };
      return confirm(params.message) ? { action: 'accept', content: { confirm: true } } : { action: 'decline' };
    });
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { Authorization: key } } }));
  return client;
}

describe('MCP revision 2026-07-28 beside 2025-11-25, negotiated per request', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let unit = 0;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
  });
  afterAll(async () => {
    await servers?.close();
  });

  /** A confirmed reservation whose cancellation needs the user's yes. */
  async function reservation(): Promise<string> {
    const created = await http(`${servers.apiUrl}/reservations`, {
      method: 'POST',
      key: ws.writeKey,
      body: {
        unitId: ws.unitIds[unit++ % ws.unitIds.length],
        arrivalDate: daysFromNow(60 + unit * 3),
        departureDate: daysFromNow(62 + unit * 3),
        source: 'DIRECT',
        guest: { firstName: 'Ana', lastName: 'Reis' },
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body.id;
  }
  async function statusOf(reservationId: string): Promise<string> {
    return (await http(`${servers.apiUrl}/reservations/${reservationId}`, { key: ws.readKey })).body.status;
  }

  it('answers server/discover with the revision, the server and its capabilities, without a session', async () => {
    const answer = await mcp2026(servers.mcpUrl, ws.readKey, 'server/discover');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.headers.get('mcp-session-id'), null);
    assert.ok(answer.body.result.supportedVersions.includes(MCP_2026), JSON.stringify(answer.body.result));
    // The server names itself in the result's _meta, as on every 2026-07-28 answer.
    assert.equal(answer.body.result._meta['io.modelcontextprotocol/serverInfo'].name, 'innkeep');
    assert.match(answer.body.result.instructions, /get_workspace_context/);
    assert.ok(answer.body.result.capabilities.tools);
  });

  it('names both revisions in its manifest, the stateless one first', async () => {
    const manifest = (await http(`${new URL(servers.mcpUrl).origin}/mcp/manifest`)).body;
    assert.equal(manifest.protocolVersions[0], MCP_2026);
    assert.ok(manifest.protocolVersions.includes('2025-11-25'), JSON.stringify(manifest.protocolVersions));
  });

  it('lists the same tools as a 2025-11-25 client sees and answers a read tool', async () => {
    const legacy = await connectMcpClient(servers.mcpUrl, ws.readKey);
    const client = await connect2026(servers.mcpUrl, ws.readKey);
    try {
      const [old, modern] = [await legacy.listTools(), await client.listTools()];
      assert.deepEqual(
        modern.tools.map((tool) => tool.name),
        old.tools.map((tool) => tool.name),
      );
      const context = await client.callTool({ name: 'get_workspace_context', arguments: {} });
      assert.notEqual(context.isError, true, JSON.stringify(context.content));
      assert.ok((context.structuredContent as { workspace: { timezone: string } }).workspace.timezone);
    } finally {
      await client.close();
      await legacy.close();
    }
  });

  it('asks to confirm a risky write with input_required and completes it on the second round trip', async () => {
    const reservationId = await reservation();
    const first = await mcp2026(servers.mcpUrl, ws.writeKey, 'tools/call', { name: 'reservation_cancel', arguments: { reservationId } }, ELICITATION);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const asked = first.body.result;
    assert.equal(asked.resultType, 'input_required', JSON.stringify(asked));
    assert.equal(asked.inputRequests.confirm.method, 'elicitation/create');
    // Written for the person the client shows it to: whose stay, and what follows; nothing about tokens.
    assert.match(
      asked.inputRequests.confirm.params.message,
      /^Cancel the confirmed reservation of Ana Reis in .+, arriving .+ \(2 nights\)\? Its nights return to sale at once/,
    );
    assert.doesNotMatch(asked.inputRequests.confirm.params.message, /confirmationToken|repeat the call/);
    assert.equal(typeof asked.requestState, 'string');
    assert.equal(await statusOf(reservationId), 'CONFIRMED', 'nothing happens before the yes');

    const second = await mcp2026(
      servers.mcpUrl,
      ws.writeKey,
      'tools/call',
      {
        name: 'reservation_cancel',
        arguments: { reservationId },
        inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
        requestState: asked.requestState,
      },
      ELICITATION,
    );
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.notEqual(second.body.result.isError, true, JSON.stringify(second.body.result));
    assert.equal(second.body.result.structuredContent.status, 'CANCELLED');
    assert.equal(await statusOf(reservationId), 'CANCELLED');

    // The state is a confirmation used once, bound to these arguments: replaying it asks again.
    const replayed = await mcp2026(
      servers.mcpUrl,
      ws.writeKey,
      'tools/call',
      {
        name: 'reservation_cancel',
        arguments: { reservationId: await reservation() },
        inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
        requestState: asked.requestState,
      },
      ELICITATION,
    );
    assert.equal(replayed.body.result.resultType, 'input_required');
    assert.match(
      replayed.body.result.inputRequests.confirm.params.message,
      /^Your earlier yes no longer applies .+\. Cancel the confirmed reservation of Ana Reis/,
    );
  });

  it('changes nothing when the user declines', async () => {
    const reservationId = await reservation();
    const first = await mcp2026(servers.mcpUrl, ws.writeKey, 'tools/call', { name: 'reservation_cancel', arguments: { reservationId } }, ELICITATION);
    const declined = await mcp2026(
      servers.mcpUrl,
      ws.writeKey,
      'tools/call',
      {
        name: 'reservation_cancel',
        arguments: { reservationId },
        inputResponses: { confirm: { action: 'decline' } },
        requestState: first.body.result.requestState,
      },
      ELICITATION,
    );
    assert.equal(declined.body.result.isError, true);
    assert.equal(toolText(declined.body.result).code, 'CONFIRMATION_REQUIRED');
    assert.equal(toolText(declined.body.result).declined, true);
    assert.equal(await statusOf(reservationId), 'CONFIRMED');
  });

  it('lets the official v2 client fulfil the confirmation through its elicitation handler', async () => {
    const messages: string[] = [];
    const client = await connect2026(servers.mcpUrl, ws.writeKey, (message) => messages.push(message) > 0);
    try {
      const reservationId = await reservation();
      const cancelled = await client.callTool({ name: 'reservation_cancel', arguments: { reservationId } });
      assert.notEqual(cancelled.isError, true, JSON.stringify(cancelled.content));
      assert.equal(messages.length, 1);
      assert.equal(await statusOf(reservationId), 'CANCELLED');
    } finally {
      await client.close();
    }
  });

  it('keeps the confirmation token for a 2026-07-28 client that declares no elicitation', async () => {
    const reservationId = await reservation();
    const client = await connect2026(servers.mcpUrl, ws.writeKey);
    try {
      const asked = await client.callTool({ name: 'reservation_cancel', arguments: { reservationId } });
      const body = toolText(asked);
      assert.equal(body.code, 'CONFIRMATION_REQUIRED');
      const confirmed = await client.callTool({ name: 'reservation_cancel', arguments: { reservationId, confirmationToken: body.confirmationToken } });
      assert.notEqual(confirmed.isError, true, JSON.stringify(confirmed.content));
      assert.equal(await statusOf(reservationId), 'CANCELLED');
    } finally {
      await client.close();
    }
  });

  it('serves a 2025-11-25 SDK 1.x client as before: initialize handshake, token confirmation, no input_required', async () => {
    const reservationId = await reservation();
    const client: Client2025 = await connectMcpClient(servers.mcpUrl, ws.writeKey);
    try {
      assert.equal(client.getServerVersion()?.name, 'innkeep');
      const asked = await client.callTool({ name: 'reservation_cancel', arguments: { reservationId } });
      const body = toolText(asked);
      assert.equal(body.code, 'CONFIRMATION_REQUIRED');
      assert.equal(typeof body.confirmationToken, 'string');
      const confirmed = await client.callTool({ name: 'reservation_cancel', arguments: { reservationId, confirmationToken: body.confirmationToken } });
      assert.notEqual(confirmed.isError, true, JSON.stringify(confirmed.content));
    } finally {
      await client.close();
    }
  });

  it('refuses a request without credentials as plain HTTP 401 on either revision', async () => {
    const answer = await mcp2026(servers.mcpUrl, '', 'server/discover');
    assert.equal(answer.status, 401);
    assert.equal(answer.body.code, 'UNAUTHENTICATED');
  });

  it('names the revisions it serves when a request asks for one it does not know', async () => {
    const response = await fetch(servers.mcpUrl, {
      method: 'POST',
      headers: {
        authorization: ws.readKey,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2099-01-01',
        'mcp-method': 'tools/list',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/list',
        params: { _meta: { ...envelope(), 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } },
      }),
    });
    assert.ok(response.status < 500, `status ${response.status}`);
    const body = (await response.json()) as { error: { code: number; data: unknown } };
    assert.equal(body.error.code, -32022, JSON.stringify(body));
    assert.ok(JSON.stringify(body.error.data).includes(MCP_2026), JSON.stringify(body));
  });

  it('refuses a call to a tool that does not exist with JSON-RPC invalid params (-32602)', async () => {
    const answer = await mcp2026(servers.mcpUrl, ws.readKey, 'tools/call', { name: 'reservations_delete_all', arguments: {} });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.error?.code, -32602, JSON.stringify(answer.body));
    assert.match(answer.body.error.message, /No tool named reservations_delete_all/);
  });

  it('answers malformed parameters with JSON-RPC invalid params, never a 500', async () => {
    const answer = await mcp2026(servers.mcpUrl, ws.readKey, 'tools/call', { name: 42 });
    // In band, as JSON-RPC says for invalid parameters: HTTP 200 carrying error -32602.
    assert.ok(answer.status < 500, `status ${answer.status}`);
    assert.equal(answer.body.error.code, -32602);
  });
});
