import assert from 'node:assert/strict';

import { Principal } from '@innkeep/domain';

import { insufficientScopeChallenge, stepUpNeeded } from '../src/http/scope-step-up';

const reader: Principal = {
  credentialId: 'cred_1',
  credentialKind: 'oauth_token',
  userId: 'usr_1',
  workspaceId: 'ws_1',
  role: 'OWNER',
  scopes: ['pms:read'],
  plan: 'PRO',
  subscriptionStatus: 'TRIALING',
};
const call = (name: string, args: Record<string, unknown> = {}) => ({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

describe('which tool calls an OAuth client should step up for', () => {
  it('a write with a read-only token whose user may write', () => {
    const needed = stepUpNeeded(call('properties_create', { name: 'Casa Azul' }), reader);
    assert.equal(needed?.operation.name, 'properties.create');
    assert.equal(needed?.scope, 'pms:write');
    assert.equal(needed?.dryRun, false);
    assert.equal(stepUpNeeded(call('properties_create', { dryRun: true }), reader)?.dryRun, true);
  });

  it('never a read, an unknown tool, another method or a token that has the scope', () => {
    assert.equal(stepUpNeeded(call('properties_list'), reader), undefined);
    assert.equal(stepUpNeeded(call('no_such_tool'), reader), undefined);
    assert.equal(stepUpNeeded({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, reader), undefined);
    assert.equal(stepUpNeeded(call('properties_create'), { ...reader, scopes: ['pms:read', 'pms:write'] }), undefined);
    assert.equal(stepUpNeeded('not json-rpc', reader), undefined);
  });

  it('never an API key, nor a user whose role forbids the scope: asking again cannot help them', () => {
    assert.equal(stepUpNeeded(call('properties_create'), { ...reader, credentialKind: 'api_key' }), undefined);
    assert.equal(stepUpNeeded(call('properties_create'), { ...reader, role: 'VIEWER' }), undefined);
  });

  it('challenges for the scopes held plus the one needed', () => {
    assert.equal(
      insufficientScopeChallenge(reader, 'pms:write', 'https://mcp.example/.well-known/oauth-protected-resource/mcp'),
      'Bearer error="insufficient_scope", scope="pms:read pms:write", resource_metadata="https://mcp.example/.well-known/oauth-protected-resource/mcp", error_description="This call needs the pms:write scope"',
    );
  });
});
