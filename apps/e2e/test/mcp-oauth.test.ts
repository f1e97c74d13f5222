import assert from 'node:assert/strict';

import { Client as Client2, StreamableHTTPClientTransport as Transport2, UnauthorizedError as Unauthorized2 } from '@modelcontextprotocol/client';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import { http, startTestServers, TestServers } from '../src';
import { BrowserOAuthProvider } from '../src/mcp-oauth-provider';
import { uniqueEmail, WebClient } from '../src/web-client';

/** Whether the consent page offers pms:write ticked. */
function writeTicked(consentPage: string): boolean {
  const box = /<input type="checkbox" name="scopes" value="pms:write"[^>]*>/.exec(consentPage)?.[0];
  assert.ok(box, 'the consent page offers pms:write');
  return /\bchecked\b/.test(box);
}

const NEW_PROPERTY = { name: 'Casa Azul', currency: 'EUR', timezone: 'Europe/Lisbon', city: 'Lisbon' };

describe('an MCP SDK client signs in through OAuth, starting from the 401 alone', () => {
  let servers: TestServers;

  beforeAll(async () => {
    // A small count for requests without a valid credential, which the first test spends.
    servers = await startTestServers({ API_UNAUTHENTICATED_LIMIT: '3' });
  });
  afterAll(() => servers?.close());

  async function signedInBrowser(workspace: string, email = uniqueEmail('assistant-user')): Promise<WebClient> {
    const browser = new WebClient(new URL(servers.apiUrl).origin);
    await browser.signUp({ email, password: 'a long enough password', workspace });
    return browser;
  }

  /** A token through the SDK's own flow, the user answering the consent page with `scopes`. */
  async function tokenFor(browser: WebClient, scopes: string[], port: number): Promise<string> {
    const provider = new BrowserOAuthProvider(browser, `http://127.0.0.1:${port}/callback`);
    provider.consentAnswers.push({ scopes });
    await assert.rejects(
      new Client({ name: 'probe', version: '1.0.0' }).connect(new StreamableHTTPClientTransport(new URL(servers.mcpUrl), { authProvider: provider })),
    );
    await new StreamableHTTPClientTransport(new URL(servers.mcpUrl), { authProvider: provider }).finishAuth(provider.code!);
    return provider.tokens()!.access_token;
  }

  function callTool(token: string, name: string, args: Record<string, unknown>): Promise<Response> {
    return fetch(servers.mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
  }

  it('discovers the metadata, registers, gets consent and a token, then lists and calls tools', async () => {
    const provider = new BrowserOAuthProvider(await signedInBrowser('Beach Houses'), 'http://127.0.0.1:45999/callback');
    // The user leaves the page as it is: pms:read.
    provider.consentAnswers.push({ scopes: ['pms:read'] });
    const first = new Client({ name: 'desktop-assistant', version: '1.0.0' });
    await assert.rejects(first.connect(new StreamableHTTPClientTransport(new URL(servers.mcpUrl), { authProvider: provider })), UnauthorizedError);

    // Everything the SDK knew came from the 401: the RFC 9728 metadata it points at, then RFC 8414.
    const url = provider.authorizationUrl!;
    assert.equal(url.origin, new URL(servers.apiUrl).origin);
    assert.equal(url.pathname, '/oauth/authorize');
    assert.equal(url.searchParams.get('resource'), servers.mcpUrl);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    // The 401 names every scope the server offers, and the SDK asks for what it names.
    assert.equal(url.searchParams.get('scope'), 'pms:read pms:write');
    assert.ok(provider.clientInformation()?.client_id, 'the SDK registered itself (RFC 7591)');
    assert.ok(provider.code, 'the consent page sent a code back');
    // Asked for write, the page still leaves it to the user, unticked.
    assert.equal(writeTicked(provider.consentPages[0]), false);

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
    assert.deepEqual((context.structuredContent as { scopes: string[] }).scopes, ['pms:read']);
    await client.close();

    // The same token is for the MCP server only: REST answers 401, even once requests without a
    // credential from the same address have spent all they may.
    for (let round = 0; round < 4; round += 1) await http(`${servers.apiUrl}/properties`);
    assert.equal((await http(`${servers.apiUrl}/properties`)).status, 429);
    for (let round = 0; round < 3; round += 1) {
      const onRest = await http(`${servers.apiUrl}/properties`, { key: `Bearer ${provider.tokens()!.access_token}` });
      assert.deepEqual([onRest.status, onRest.body.code], [401, 'INVALID_CREDENTIAL']);
    }
  });

  it('answers a write with a read-only token by HTTP 403 insufficient_scope, naming what to ask for', async () => {
    const token = await tokenFor(await signedInBrowser('Challenge Cottages'), ['pms:read'], 45997);
    const answer = await callTool(token, 'properties_create', NEW_PROPERTY);
    assert.equal(answer.status, 403);
    const challenge = answer.headers.get('www-authenticate') ?? '';
    assert.match(challenge, /^Bearer error="insufficient_scope", /);
    assert.match(challenge, / scope="pms:read pms:write"/);
    assert.match(challenge, new RegExp(`resource_metadata="${new URL(servers.mcpUrl).origin}/\\.well-known/oauth-protected-resource/mcp"`));
    const body = (await answer.json()) as { code: string; scope: string };
    assert.equal(body.code, 'SCOPE_REQUIRED');
    assert.equal(body.scope, 'pms:write');
    // It spent the operation's quota, as a REST refusal does.
    assert.ok(answer.headers.get('ratelimit-remaining'));
  });

  it('keeps the SCOPE_REQUIRED tool result when asking again cannot help: the user is a VIEWER', async () => {
    const email = uniqueEmail('demoted-user');
    const token = await tokenFor(await signedInBrowser('Viewer Villas', email), ['pms:read', 'pms:write'], 45995);
    const context = (await (await callTool(token, 'get_workspace_context', {})).json()) as { result: { structuredContent: { workspace: { id: string } } } };
    const workspaceId = context.result.structuredContent.workspace.id;
    const owner = uniqueEmail('other-owner');
    await servers.operator.createUser({ email: owner });
    await servers.operator.setMemberRole({ workspaceId, email: owner, role: 'OWNER' });
    await servers.operator.setMemberRole({ workspaceId, email, role: 'VIEWER' });

    const answer = await callTool(token, 'properties_create', NEW_PROPERTY);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('www-authenticate'), null);
    const { result } = (await answer.json()) as { result: { isError: boolean; content: { text: string }[] } };
    assert.equal(result.isError, true);
    const refusal = JSON.parse(result.content[0].text) as { code: string; role: string };
    assert.deepEqual([refusal.code, refusal.role], ['SCOPE_REQUIRED', 'VIEWER']);
  });

  it('SDK 1.x: reads, meets 403 on a write, is authorized again with write, and the write goes through', async () => {
    // SDK 1.x steps up by authorizing anew only when it holds no refresh token (with one it refreshes,
    // which can never widen a grant), so this client keeps none.
    const provider = new BrowserOAuthProvider(await signedInBrowser('Step Up Lofts'), 'http://127.0.0.1:45998/callback', ['authorization_code']);
    // The user leaves write unticked the first time, and ticks it when the client asks again.
    provider.consentAnswers.push({ scopes: ['pms:read'] }, { scopes: ['pms:read', 'pms:write'] });
    await assert.rejects(
      new Client({ name: 'desktop-assistant', version: '1.0.0' }).connect(
        new StreamableHTTPClientTransport(new URL(servers.mcpUrl), { authProvider: provider }),
      ),
      UnauthorizedError,
    );
    const transport = new StreamableHTTPClientTransport(new URL(servers.mcpUrl), { authProvider: provider });
    await transport.finishAuth(provider.code!);
    assert.equal(provider.tokens()!.refresh_token, undefined);
    const client = new Client({ name: 'desktop-assistant', version: '1.0.0' });
    await client.connect(transport);
    try {
      const read = await client.callTool({ name: 'properties_list', arguments: {} });
      assert.equal(read.isError, undefined);

      // The write sends the user back to the consent page, asking for write this time.
      await assert.rejects(client.callTool({ name: 'properties_create', arguments: NEW_PROPERTY }), UnauthorizedError);
      assert.equal(provider.consentPages.length, 2);
      assert.equal(provider.authorizationUrl!.searchParams.get('scope'), 'pms:read pms:write');
      assert.equal(writeTicked(provider.consentPages[1]), false);
      await transport.finishAuth(provider.code!);

      const created = await client.callTool({ name: 'properties_create', arguments: NEW_PROPERTY });
      assert.equal(created.isError, undefined, JSON.stringify(created.content));
      assert.equal((created.structuredContent as { name: string }).name, 'Casa Azul');
      const context = await client.callTool({ name: 'get_workspace_context', arguments: {} });
      assert.deepEqual((context.structuredContent as { scopes: string[] }).scopes, ['pms:read', 'pms:write']);
    } finally {
      await client.close();
    }
  });

  it('SDK 2.x: with a refresh token too, a write it may not make sends the user to consent again, then goes through', async () => {
    const provider = new BrowserOAuthProvider(await signedInBrowser('Step Up Villas'), 'http://127.0.0.1:45996/callback');
    provider.consentAnswers.push({ scopes: ['pms:read'] }, { scopes: ['pms:read', 'pms:write'] });
    await assert.rejects(
      new Client2({ name: 'desktop-assistant', version: '2.0.0' }).connect(new Transport2(new URL(servers.mcpUrl), { authProvider: provider })),
      Unauthorized2,
    );
    const transport = new Transport2(new URL(servers.mcpUrl), { authProvider: provider });
    await transport.finishAuth(provider.callback!);
    assert.match(provider.tokens()!.refresh_token ?? '', /^ikr_/);
    const client = new Client2({ name: 'desktop-assistant', version: '2.0.0' });
    await client.connect(transport);
    try {
      assert.equal((await client.callTool({ name: 'properties_list', arguments: {} })).isError, undefined);
      await assert.rejects(client.callTool({ name: 'properties_create', arguments: NEW_PROPERTY }), Unauthorized2);
      assert.equal(provider.consentPages.length, 2);
      // SDK 2.x adds offline_access, which the authorization server advertises, to keep its refresh token.
      assert.deepEqual(
        provider
          .authorizationUrl!.searchParams.get('scope')
          ?.split(' ')
          .filter((scope) => scope.startsWith('pms:')),
        ['pms:read', 'pms:write'],
      );
      await transport.finishAuth(provider.callback!);
      const created = await client.callTool({ name: 'properties_create', arguments: NEW_PROPERTY });
      assert.equal(created.isError, undefined, JSON.stringify(created.content));
      assert.equal((created.structuredContent as { name: string }).name, 'Casa Azul');
    } finally {
      await client.close();
    }
  });
});
