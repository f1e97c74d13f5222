import assert from 'node:assert/strict';

import { cheapestPlanWith, effectiveScopes, hasApiAccess, planHasFeature, roleScopes } from '../src';

describe('scopes and roles', () => {
  it('narrows a key’s scopes to what its owner’s role allows', () => {
    assert.deepEqual(effectiveScopes(['pms:read', 'pms:write'], 'OWNER'), ['pms:read', 'pms:write']);
    assert.deepEqual(effectiveScopes(['pms:read', 'pms:write'], 'MEMBER'), ['pms:read', 'pms:write']);
    assert.deepEqual(effectiveScopes(['pms:read', 'pms:write'], 'VIEWER'), ['pms:read']);
    assert.deepEqual(effectiveScopes(['pms:read'], 'ADMIN'), ['pms:read']);
    assert.deepEqual(effectiveScopes(['pms:write'], 'VIEWER'), []);
  });

  it('ignores granted scopes that do not exist', () => {
    assert.deepEqual(effectiveScopes(['pms:read', 'admin:all'], 'OWNER'), ['pms:read']);
  });

  it('gives VIEWER read only and every other role both scopes', () => {
    assert.deepEqual(roleScopes('VIEWER'), ['pms:read']);
    for (const role of ['OWNER', 'ADMIN', 'MEMBER'] as const) assert.deepEqual(roleScopes(role), ['pms:read', 'pms:write']);
  });
});

describe('plans', () => {
  it('gives API access to PRO and BUSINESS while not canceled, never to STARTER', () => {
    assert.equal(hasApiAccess('STARTER', 'ACTIVE'), false);
    assert.equal(hasApiAccess('PRO', 'TRIALING'), true);
    assert.equal(hasApiAccess('PRO', 'ACTIVE'), true);
    assert.equal(hasApiAccess('BUSINESS', 'CANCELED'), false);
  });

  it('names the cheapest plan that has a feature', () => {
    assert.equal(cheapestPlanWith('mcp'), 'PRO');
    assert.equal(cheapestPlanWith('website'), 'BUSINESS');
    assert.equal(planHasFeature('PRO', 'analytics'), false);
    assert.equal(planHasFeature('BUSINESS', 'analytics'), true);
  });
});
