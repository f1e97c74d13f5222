import assert from 'node:assert/strict';

import { DomainError, operationNamed, Principal } from '@innkeep/domain';

import { authorize } from '../src';

const principal = (overrides: Partial<Principal> = {}): Principal => ({
  credentialId: 'key_1',
  credentialKind: 'api_key',
  userId: 'usr_1',
  workspaceId: 'ws_1',
  role: 'MEMBER',
  scopes: ['pms:read'],
  plan: 'PRO',
  subscriptionStatus: 'ACTIVE',
  ...overrides,
});

function refusal(fn: () => void): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  assert.fail('expected a refusal');
}

describe('authorize', () => {
  it('refuses a write without pms:write, naming the scope and the role', () => {
    const error = refusal(() => authorize(principal({ role: 'VIEWER' }), operationNamed('reservations.create'), 'rest'));
    assert.equal(error.code, 'SCOPE_REQUIRED');
    assert.deepEqual(error.details, { scope: 'pms:write', role: 'VIEWER' });
  });

  it('lets any valid credential check its connection, whatever its scopes', () => {
    authorize(principal({ scopes: [] }), operationNamed('connection.check'), 'rest');
  });

  it('needs the mcp feature on the MCP surface only', () => {
    const starterLike = principal({ plan: 'STARTER' });
    const error = refusal(() => authorize(starterLike, operationNamed('properties.list'), 'mcp'));
    assert.equal(error.code, 'PLAN_REQUIRED');
    assert.deepEqual(error.details, { feature: 'mcp', plan: 'PRO' });
    authorize(principal(), operationNamed('properties.list'), 'mcp');
  });
});
