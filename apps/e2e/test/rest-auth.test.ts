import assert from 'node:assert/strict';

import { createMemberKey, createWorkspaceFixture, http, startTestServers, TestServers, WorkspaceFixture } from '../src';

describe('REST authentication and authorization', () => {
  let servers: TestServers;
  let ws: WorkspaceFixture;
  let other: WorkspaceFixture;

  beforeAll(async () => {
    servers = await startTestServers();
    ws = await createWorkspaceFixture(servers.operator);
    other = await createWorkspaceFixture(servers.operator);
  });
  afterAll(() => servers.close());

  const api = (path: string) => `${servers.apiUrl}${path}`;

  it('answers /status without a credential, with discovery links and no workspace data', async () => {
    const answer = await http(api('/status'));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.status, 'ok');
    assert.deepEqual(answer.body.scopes, ['pms:read', 'pms:write']);
    assert.equal(answer.body.openapiUrl, api('/openapi.json'));
    assert.equal(answer.body.mcpUrl, servers.mcpUrl);
    assert.match(answer.body.oauthMetadataUrl, /\/\.well-known\/oauth-protected-resource\/mcp$/);
    assert.ok(Math.abs(Date.parse(answer.body.serverTime) - Date.now()) < 60_000);
    assert.equal(answer.body.workspace, undefined);
    assert.match(answer.headers.get('link')!, /rel="sunset"/);
    assert.equal(answer.headers.get('ratelimit-policy'), '90;w=3600');
  });

  it('answers 401 with WWW-Authenticate for a missing, malformed, unknown or revoked key', async () => {
    const missing = await http(api('/properties'));
    assert.equal(missing.status, 401);
    assert.equal(missing.body.code, 'UNAUTHENTICATED');
    assert.match(missing.headers.get('www-authenticate')!, /^Bearer realm="innkeep"/);
    assert.ok(missing.headers.get('ratelimit-remaining'));
    assert.match(missing.headers.get('link')!, /deprecation-policy>; rel="sunset"/);

    const typo = ws.readKey.slice(0, -1) + (ws.readKey.endsWith('A') ? 'B' : 'A');
    const malformed = await http(api('/properties'), { key: typo });
    assert.equal(malformed.status, 401);
    assert.equal(malformed.body.code, 'INVALID_CREDENTIAL');
    assert.match(malformed.headers.get('www-authenticate')!, /invalid_token/);

    const { key: unknownKey } = await import('@innkeep/auth').then((auth) => auth.generateApiKey());
    const unknown = await http(api('/properties'), { key: unknownKey });
    assert.equal(unknown.status, 401);
    assert.equal(unknown.body.code, 'INVALID_CREDENTIAL');

    const doomed = await servers.operator.createApiKey({ email: ws.ownerEmail, workspaceIds: [ws.workspaceId], scopes: ['pms:read'] });
    assert.equal((await http(api('/properties'), { key: doomed.key })).status, 200);
    await servers.operator.revokeApiKey({ id: doomed.id });
    const revoked = await http(api('/properties'), { key: doomed.key });
    assert.equal(revoked.status, 401);
    assert.equal(revoked.body.code, 'INVALID_CREDENTIAL');
  });

  it('accepts the key bare or as Bearer', async () => {
    assert.equal((await http(api('/is-connected'), { key: ws.readKey })).body.connected, true);
    assert.equal((await http(api('/is-connected'), { key: `Bearer ${ws.readKey}` })).body.connected, true);
  });

  it('refuses a write with a read-only key: 403 SCOPE_REQUIRED naming the scope and the role', async () => {
    const answer = await http(api(`/properties/${ws.propertyId}/cancellation-policy`), {
      method: 'PUT',
      key: ws.readKey,
      body: { policy: 'STRICT' },
    });
    assert.equal(answer.status, 403);
    assert.equal(answer.body.code, 'SCOPE_REQUIRED');
    assert.equal(answer.body.scope, 'pms:write');
    assert.equal(answer.body.role, 'OWNER');
    assert.equal(typeof answer.body.msg, 'string');
    const property = await http(api(`/properties/${ws.propertyId}`), { key: ws.readKey });
    assert.equal(property.body.cancellationPolicy, 'MODERATE');
  });

  it('follows the owner’s live role: a demotion bites on the next request, a removal answers 401', async () => {
    const member = await createMemberKey(servers.operator, ws.workspaceId, 'MEMBER');
    const write = () => http(api(`/properties/${ws.propertyId}/booking-settings`), { method: 'PUT', key: member.key, body: { instantBooking: true } });
    assert.equal((await write()).status, 200);

    await servers.operator.setMemberRole({ workspaceId: ws.workspaceId, email: member.email, role: 'VIEWER' });
    const demoted = await write();
    assert.equal(demoted.status, 403);
    assert.equal(demoted.body.code, 'SCOPE_REQUIRED');
    assert.equal(demoted.body.role, 'VIEWER');
    assert.equal((await http(api('/properties'), { key: member.key })).status, 200);

    await servers.operator.removeMember({ workspaceId: ws.workspaceId, email: member.email });
    const removed = await http(api('/properties'), { key: member.key });
    assert.equal(removed.status, 401);
    assert.ok(removed.headers.get('www-authenticate'));
  });

  it('selects a workspace with showorg, and refuses one the key does not hold with 403 WORKSPACE_FORBIDDEN', async () => {
    const second = await servers.operator.createWorkspace({ name: 'Second', ownerEmail: ws.ownerEmail });
    await servers.operator.createProperty({ workspaceId: second.id, name: 'Only In Second' });
    const key = await servers.operator.createApiKey({
      email: ws.ownerEmail,
      workspaceIds: [ws.workspaceId, second.id],
      scopes: ['pms:read'],
    });
    const first = await http(api('/properties'), { key: key.key });
    assert.deepEqual(
      first.body.properties.map((p: { name: string }) => p.name),
      ['Casa Teste'],
    );
    const chosen = await http(api('/properties'), { key: key.key, headers: { showorg: second.id } });
    assert.deepEqual(
      chosen.body.properties.map((p: { name: string }) => p.name),
      ['Only In Second'],
    );

    for (const workspaceId of [other.workspaceId, 'ws_doesnotexist']) {
      const refused = await http(api('/properties'), { key: key.key, headers: { showorg: workspaceId } });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 'WORKSPACE_FORBIDDEN');
    }
  });

  it('answers 401 PLAN_NO_API_ACCESS on STARTER and 401 SUBSCRIPTION_INACTIVE on a canceled subscription', async () => {
    const starter = await createWorkspaceFixture(servers.operator, { plan: 'STARTER' });
    const onStarter = await http(api('/properties'), { key: starter.readKey });
    assert.equal(onStarter.status, 401);
    assert.equal(onStarter.body.code, 'PLAN_NO_API_ACCESS');
    assert.ok(onStarter.headers.get('www-authenticate'));

    const canceled = await createWorkspaceFixture(servers.operator);
    await servers.operator.setPlan({ workspaceId: canceled.workspaceId, plan: 'PRO', status: 'CANCELED' });
    const onCanceled = await http(api('/properties'), { key: canceled.readKey });
    assert.equal(onCanceled.status, 401);
    assert.deepEqual([onCanceled.body.code, onCanceled.body.status], ['SUBSCRIPTION_INACTIVE', 'CANCELED']);

    await servers.operator.setPlan({ workspaceId: canceled.workspaceId, plan: 'PRO', status: 'ACTIVE' });
    assert.equal((await http(api('/properties'), { key: canceled.readKey })).status, 200);
  });

  it('answers the workspace context with role, effective scopes, plan and trial end', async () => {
    const answer = await http(api('/workspace'), { key: ws.readKey });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.workspace.id, ws.workspaceId);
    assert.equal(answer.body.workspace.timezone, 'Europe/Lisbon');
    assert.equal(answer.body.user.role, 'OWNER');
    assert.deepEqual(answer.body.scopes, ['pms:read']);
    assert.equal(answer.body.plan.code, 'PRO');
    assert.equal(answer.body.plan.status, 'TRIALING');
    const trialDays = (Date.parse(answer.body.plan.trialEndsAt) - Date.now()) / 86_400_000;
    assert.ok(trialDays > 6.9 && trialDays <= 7, `trial ends in ${trialDays} days`);
    assert.match(answer.body.nowLocal, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });
});
