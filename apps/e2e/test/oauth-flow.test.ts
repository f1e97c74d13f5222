import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { get as httpGet } from 'node:http';

import { connectMcpClient, http, startTestServers, TestServers } from '../src';
import {
  authorizationRequest,
  exchangeCode,
  refreshTokens,
  RegisteredClient,
  registerPublicClient,
  revokeToken,
  ServerMetadata,
  serverMetadata,
} from '../src/oauth-client';
import { uniqueEmail, WebClient } from '../src/web-client';

const PASSWORD = 'correct horse battery staple';

/** The code and state an authorization sent back to the client's redirect URI. */
function codeFrom(location: string | null): { code: string; state: string; iss: string } {
  assert.ok(location, 'the authorization ends in a redirect to the client');
  const url = new URL(location);
  const code = url.searchParams.get('code');
  assert.ok(code, `no code in ${location}`);
  return { code, state: url.searchParams.get('state') ?? '', iss: url.searchParams.get('iss') ?? '' };
}

describe('OAuth 2.1 authorization code + PKCE over HTTP', () => {
  let servers: TestServers;
  let origin: string;
  let metadata: ServerMetadata;
  let client: RegisteredClient;
  let owner: { email: string; browser: WebClient; workspaceId: string; propertyId: string };

  const api = (path: string) => `${servers.apiUrl}${path}`;
  const bearer = (token: string) => `Bearer ${token}`;

  /** Authorizes `client` in `browser` and exchanges the code: the token answer. */
  async function tokensFor(browser: WebClient, options: { scope?: string; resource?: string; scopes?: string[]; workspaceId?: string } = {}) {
    const request = authorizationRequest(metadata, client, { scope: options.scope ?? 'pms:read pms:write', resource: options.resource ?? servers.apiUrl });
    const { final } = await browser.authorize(request.url, { scopes: options.scopes, workspaceId: options.workspaceId });
    const { code } = codeFrom(final.location);
    const answer = await exchangeCode(metadata, client, code, request);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as Required<typeof answer.body>;
  }

  beforeAll(async () => {
    servers = await startTestServers();
    origin = new URL(servers.apiUrl).origin;
    metadata = await serverMetadata(origin);
    client = await registerPublicClient(metadata, 'Channel Sync Pro');
    const browser = new WebClient(origin);
    const email = uniqueEmail('owner');
    const signedUp = await browser.signUp({ email, password: PASSWORD, name: 'Olga Owner', workspace: 'Olga Rentals' });
    assert.equal(signedUp.status, 200);
    const [membership] = await servers.dataSource.query(`SELECT m.workspace_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1`, [
      email,
    ]);
    const property = await servers.operator.createProperty({ workspaceId: membership.workspace_id, name: 'Casa OAuth' });
    owner = { email, browser, workspaceId: membership.workspace_id, propertyId: property.id };
  });
  afterAll(() => servers?.close());

  it('names the RFC 8414 metadata in GET /status and serves it at the issuer origin', async () => {
    const status = await http(api('/status'));
    assert.equal(status.body.authorizationServerMetadataUrl, `${origin}/.well-known/oauth-authorization-server`);
    assert.match(status.body.oauthMetadataUrl, /\/\.well-known\/oauth-protected-resource\/mcp$/);
    assert.equal(metadata.issuer, origin);
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(metadata.response_types_supported, ['code']);
    assert.ok((metadata.grant_types_supported as string[]).includes('refresh_token'));
    assert.ok((metadata.scopes_supported as string[]).includes('pms:write'));
    assert.equal(metadata.authorization_response_iss_parameter_supported, true);
    assert.equal(metadata.client_id_metadata_document_supported, true);
    assert.match(metadata.registration_endpoint, /\/oauth\/register$/);

    // The REST API's 401 points at its RFC 9728 metadata, which names the resource and this server.
    const challenge = (await http(api('/properties'))).headers.get('www-authenticate')!;
    const resourceMetadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1];
    const resource = await http(resourceMetadataUrl);
    assert.equal(resource.body.resource, servers.apiUrl);
    assert.deepEqual(resource.body.authorization_servers, [origin]);
  });

  it('builds its metadata from its own address, whatever Host or X-Forwarded-* a client sends', async () => {
    const forged = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const target = new URL(`${origin}/.well-known/oauth-authorization-server`);
      const request = httpGet(target, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as Record<string, unknown>));
      });
      request.on('error', reject);
    });
    assert.equal(forged.issuer, origin);
    assert.equal(forged.authorization_endpoint, metadata.authorization_endpoint);
    assert.equal(forged.token_endpoint, metadata.token_endpoint);
    assert.ok(!JSON.stringify(forged).includes('evil.example'));
  });

  it('runs register, sign-in, consent, code, token, REST, refresh and revocation end to end', async () => {
    const request = authorizationRequest(metadata, client, { scope: 'pms:read pms:write', resource: servers.apiUrl });
    const { consentPage, final } = await owner.browser.authorize(request.url);
    assert.match(consentPage, /id="client-name">Channel Sync Pro</);
    assert.match(consentPage, new RegExp(`id="redirect-host">${new URL(client.redirect_uris[0]).host}<`));
    assert.match(consentPage, /pms:read/);
    assert.match(consentPage, /pms:write/);
    assert.match(consentPage, /Olga Rentals/);
    const { code, state, iss } = codeFrom(final.location);
    assert.ok(final.location!.startsWith(client.redirect_uris[0]));
    assert.equal(state, request.state);
    assert.equal(iss, origin, 'RFC 9207: the issuer comes with the code');

    const tokens = await exchangeCode(metadata, client, code, request);
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    const { access_token: access, refresh_token: refresh } = tokens.body;
    assert.match(access!, /^iko_[A-Za-z0-9_-]{43}$/);
    assert.match(refresh!, /^ikr_[A-Za-z0-9_-]{43}$/);
    assert.equal(tokens.body.token_type, 'Bearer');
    assert.deepEqual(tokens.body.scope!.split(' ').sort(), ['pms:read', 'pms:write']);

    const context = await http(api('/workspace'), { key: bearer(access!) });
    assert.equal(context.status, 200);
    assert.equal(context.body.workspace.id, owner.workspaceId);
    assert.equal(context.body.user.role, 'OWNER');
    const write = await http(api(`/properties/${owner.propertyId}/cancellation-policy`), { method: 'PUT', key: bearer(access!), body: { policy: 'STRICT' } });
    assert.equal(write.status, 200, JSON.stringify(write.body));

    // Tokens are stored only as hashes.
    const stored = await servers.dataSource.query(`SELECT model, id_hash, payload::text AS payload FROM oauth_records`);
    const everything = JSON.stringify(stored);
    for (const secret of [access!, refresh!, code]) assert.ok(!everything.includes(secret), 'a token or code is stored as it is');
    assert.ok(
      stored.some(
        (row: { model: string; id_hash: string }) => row.model === 'AccessToken' && row.id_hash === createHash('sha256').update(access!).digest('hex'),
      ),
    );

    const refreshed = await refreshTokens(metadata, client, refresh!);
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.notEqual(refreshed.body.access_token, access);
    assert.notEqual(refreshed.body.refresh_token, refresh, 'refresh tokens rotate');
    assert.equal((await http(api('/is-connected'), { key: bearer(refreshed.body.access_token!) })).status, 200);

    assert.equal(await revokeToken(metadata, client, refreshed.body.refresh_token!), 200);
    const afterRevocation = await http(api('/is-connected'), { key: bearer(refreshed.body.access_token!) });
    assert.equal(afterRevocation.status, 401);
    assert.equal(afterRevocation.body.code, 'INVALID_CREDENTIAL');
    assert.equal((await refreshTokens(metadata, client, refreshed.body.refresh_token!)).body.error, 'invalid_grant');
  });

  it('refuses a rotated refresh token used again, and revokes the authorization it belonged to', async () => {
    const first = await tokensFor(owner.browser);
    const second = await refreshTokens(metadata, client, first.refresh_token);
    assert.equal(second.status, 200);
    const replay = await refreshTokens(metadata, client, first.refresh_token);
    assert.equal(replay.status, 400);
    assert.equal(replay.body.error, 'invalid_grant');
    assert.equal((await http(api('/is-connected'), { key: bearer(second.body.access_token!) })).status, 401);
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const request = authorizationRequest(metadata, client, { resource: servers.apiUrl });
    const { code } = codeFrom((await owner.browser.authorize(request.url)).final.location);
    const wrong = await exchangeCode(metadata, client, code, request, 'x'.repeat(43));
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error, 'invalid_grant');
    assert.equal(wrong.body.access_token, undefined);
  });

  it('refuses a code used twice, and revokes the tokens the first use gave', async () => {
    const request = authorizationRequest(metadata, client, { resource: servers.apiUrl });
    const { code } = codeFrom((await owner.browser.authorize(request.url)).final.location);
    const first = await exchangeCode(metadata, client, code, request);
    assert.equal(first.status, 200);
    assert.equal((await http(api('/is-connected'), { key: bearer(first.body.access_token!) })).status, 200);
    const again = await exchangeCode(metadata, client, code, request);
    assert.equal(again.status, 400);
    assert.equal(again.body.error, 'invalid_grant');
    assert.equal((await http(api('/is-connected'), { key: bearer(first.body.access_token!) })).status, 401);
  });

  it('never sends the browser to a redirect URI the client did not register', async () => {
    const request = authorizationRequest(metadata, client, { resource: servers.apiUrl, redirectUri: 'https://attacker.example/callback' });
    const answer = await owner.browser.follow(request.url);
    assert.equal(answer.status, 400);
    assert.equal(answer.location, null);
    assert.match(answer.text, /redirect_uri/);
    assert.ok(!answer.text.includes('code='));
  });

  it('registers only https or loopback http redirect URIs for web clients', async () => {
    for (const refused of ['http://evil.example/cb', 'http://10.0.0.8/cb', 'javascript:alert(1)', 'file:///etc/passwd', 'customscheme:/cb']) {
      await assert.rejects(registerPublicClient(metadata, 'Sneaky', refused), /registration answered 400.*invalid_redirect_uri/, refused);
    }
    for (const accepted of ['https://app.example.com/cb', 'http://127.0.0.1:49152/cb', 'http://[::1]:49152/cb', 'http://localhost:49152/cb']) {
      assert.deepEqual((await registerPublicClient(metadata, 'Fine', accepted)).redirect_uris, [accepted], accepted);
    }
  });

  it('answers a body it cannot read with an OAuth error of its own, never the API’s JSON errors', async () => {
    const post = async (path: string, type: string, body: string) => {
      const answer = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': type }, body });
      return { status: answer.status, body: (await answer.json()) as { error?: string; error_description?: string; code?: string } };
    };
    const malformed = await post('/oauth/register', 'application/json', '{"redirect_uris":');
    assert.deepEqual(malformed, { status: 400, body: { error: 'invalid_request', error_description: 'failed to parse the request body' } });
    const asText = await post('/oauth/register', 'text/plain', 'redirect_uris=x');
    assert.equal(asText.status, 400);
    assert.equal(asText.body.error, 'invalid_request');
    // Past the provider's own limit (56 KiB), below the forms' (64 KiB) and the API's (1 MiB).
    const large = await post('/oauth/token', 'application/x-www-form-urlencoded', `grant_type=refresh_token&refresh_token=${'x'.repeat(60 * 1024)}`);
    assert.deepEqual(large, { status: 400, body: { error: 'invalid_request', error_description: 'failed to parse the request body' } });
    const otherMethod = await fetch(`${origin}/oauth/token`, { method: 'PATCH' });
    assert.equal(otherMethod.status, 404);
    assert.equal(((await otherMethod.json()) as { code: string }).code, 'NOT_FOUND');
  });

  it('binds each token to its audience: the REST token fails on MCP and the MCP token on REST', async () => {
    const rest = await tokensFor(owner.browser, { resource: servers.apiUrl });
    const mcp = await tokensFor(owner.browser, { resource: servers.mcpUrl });

    const toolClient = await connectMcpClient(servers.mcpUrl, bearer(mcp.access_token));
    const tools = await toolClient.listTools();
    assert.ok(tools.tools.some((tool) => tool.name === 'properties_list'));
    const listed = await toolClient.callTool({ name: 'properties_list', arguments: {} });
    assert.equal(listed.isError, undefined);
    assert.ok((listed.structuredContent as { properties: { id: string }[] }).properties.some((row) => row.id === owner.propertyId));
    await toolClient.close();

    const wrongOnMcp = await fetch(servers.mcpUrl, {
      method: 'POST',
      headers: { authorization: bearer(rest.access_token), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(wrongOnMcp.status, 401);
    assert.match(wrongOnMcp.headers.get('www-authenticate')!, /resource_metadata=.*error="invalid_token"/);
    assert.match(((await wrongOnMcp.json()) as { msg: string }).msg, /not for .*\/mcp/);

    const wrongOnRest = await http(api('/properties'), { key: bearer(mcp.access_token) });
    assert.equal(wrongOnRest.status, 401);
    assert.equal(wrongOnRest.body.code, 'INVALID_CREDENTIAL');
    assert.match(wrongOnRest.headers.get('www-authenticate')!, /invalid_token/);
  });

  it('follows the user’s live role: a demoted user’s token loses pms:write, a removed user’s answers 401', async () => {
    const member = new WebClient(origin);
    const email = uniqueEmail('member');
    await member.signUp({ email, password: PASSWORD });
    await servers.operator.setMemberRole({ workspaceId: owner.workspaceId, email, role: 'MEMBER' });
    const tokens = await tokensFor(member, { workspaceId: owner.workspaceId });
    const change = () =>
      http(api(`/properties/${owner.propertyId}/cancellation-policy`), { method: 'PUT', key: bearer(tokens.access_token), body: { policy: 'FLEXIBLE' } });
    assert.equal((await change()).status, 200);

    await servers.operator.setMemberRole({ workspaceId: owner.workspaceId, email, role: 'VIEWER' });
    const demoted = await change();
    assert.equal(demoted.status, 403);
    assert.equal(demoted.body.code, 'SCOPE_REQUIRED');
    assert.equal(demoted.body.role, 'VIEWER');
    assert.equal((await http(api('/properties'), { key: bearer(tokens.access_token) })).status, 200);

    await servers.operator.removeMember({ workspaceId: owner.workspaceId, email });
    const removed = await http(api('/properties'), { key: bearer(tokens.access_token) });
    assert.equal(removed.status, 401);
    assert.equal(removed.body.code, 'INVALID_CREDENTIAL');
  });

  it('grants pms:read by default and pms:write only when asked for and ticked', async () => {
    const unasked = await tokensFor(owner.browser, { scope: '' });
    assert.equal(unasked.scope, 'pms:read');
    const refused = await http(api(`/properties/${owner.propertyId}/cancellation-policy`), {
      method: 'PUT',
      key: bearer(unasked.access_token),
      body: { policy: 'FIRM' },
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.scope, 'pms:write');

    const unticked = await tokensFor(owner.browser, { scope: 'pms:read pms:write', scopes: [] });
    assert.equal(unticked.scope, 'pms:read');
  });

  it('sends access_denied back when the user denies, and issues nothing', async () => {
    const request = authorizationRequest(metadata, client, { resource: servers.apiUrl });
    const { final } = await owner.browser.authorize(request.url, { decision: 'deny' });
    const url = new URL(final.location!);
    assert.ok(final.location!.startsWith(client.redirect_uris[0]));
    assert.equal(url.searchParams.get('error'), 'access_denied');
    assert.equal(url.searchParams.get('code'), null);
  });

  it('sends a browser that is not signed in to the sign-in page first, then back to the consent page', async () => {
    const stranger = new WebClient(origin);
    const request = authorizationRequest(metadata, client, { resource: servers.apiUrl });
    const toLogin = await stranger.follow(request.url);
    assert.equal(toLogin.status, 200);
    assert.match(toLogin.text, /Sign in to Innkeep/);
    const next = /name="next" value="([^"]+)"/.exec(toLogin.text)![1];
    assert.match(next, /^\/oauth\/interaction\//);
    const signedIn = await stranger.submit('/login', { email: owner.email, password: PASSWORD, next });
    assert.match(signedIn.text, /id="consent"/);
  });

  it('lists the application under Applications, where revoking it ends its tokens', async () => {
    const tokens = await tokensFor(owner.browser);
    const apps = await owner.browser.request('/account/apps');
    assert.match(apps.text, /Channel Sync Pro/);
    const grantIds = [...apps.text.matchAll(/data-grant-id="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(grantIds.length > 0);
    for (const grantId of grantIds) {
      const revoked = await owner.browser.submit(`/account/apps/${grantId}/revoke`, {});
      assert.equal(revoked.status, 200);
    }
    assert.match(owner.browser.lastPage, /You have not authorized any application/);
    assert.equal((await http(api('/is-connected'), { key: bearer(tokens.access_token) })).status, 401);
    assert.equal((await refreshTokens(metadata, client, tokens.refresh_token)).body.error, 'invalid_grant');
  });
});
