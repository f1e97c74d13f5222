import assert from 'node:assert/strict';

import { checkConnection } from '../../src/operations/system/check-connection.operation';
import { getQuotas } from '../../src/operations/system/get-quotas.operation';
import { serviceStatus } from '../../src/operations/system/service-status.operation';
import { workspaceContext } from '../../src/operations/system/workspace-context.operation';
import { factory, FixedQuotaReader, OperationTestbed, TEST_NOW } from '../../testing';

describe('service.status', () => {
  it('answers the version, the clock and where everything is, without a principal and without reading storage', async () => {
    const bed = new OperationTestbed();
    const status = await bed.run(serviceStatus, null);
    assert.deepEqual(status, {
      status: 'ok',
      version: bed.service.version,
      serverTime: TEST_NOW.toISOString(),
      openapiUrl: 'https://api.innkeep.test/v1/openapi.json',
      docsUrl: 'https://api.innkeep.test/v1/docs',
      mcpUrl: 'https://mcp.innkeep.test/mcp',
      mcpManifestUrl: 'https://mcp.innkeep.test/mcp/manifest',
      oauthMetadataUrl: 'https://mcp.innkeep.test/.well-known/oauth-protected-resource/mcp',
      authorizationServerMetadataUrl: 'https://innkeep.test/.well-known/oauth-authorization-server',
      deprecationPolicyUrl: 'https://api.innkeep.test/v1/deprecation-policy',
      scopes: ['pms:read', 'pms:write'],
    });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('refuses any input field', async () => {
    await assert.rejects(new OperationTestbed().run(serviceStatus, null, { verbose: true }), {
      code: 'VALIDATION_FAILED',
      message: 'property verbose should not exist',
    });
  });
});

describe('connection.check', () => {
  it('answers connected for any principal, whatever its scopes, without reading storage', async () => {
    const bed = new OperationTestbed();
    const principal = factory.principal({ scopes: [] });
    assert.deepEqual(await bed.run(checkConnection, principal), { connected: true });
    assert.deepEqual(bed.repos.calls.methods(), []);
  });
});

describe('workspace.get', () => {
  it('answers the workspace, the caller with its live role and scopes, and the plan with its features', async () => {
    const bed = new OperationTestbed();
    const trialEndsAt = new Date('2026-06-05T00:00:00.000Z');
    const { workspace, owner, principal } = bed.seedWorkspace({
      workspace: { plan: 'BUSINESS', subscriptionStatus: 'TRIALING', trialEndsAt, timezone: 'America/New_York' },
      principal: { role: 'VIEWER', scopes: ['pms:read'] },
    });
    const context = await bed.run(workspaceContext, principal);
    assert.deepEqual(context, {
      workspace: { id: workspace.id, name: workspace.name, timezone: 'America/New_York', isSandbox: false },
      user: { id: owner.id, email: owner.email, name: owner.name, role: 'VIEWER' },
      scopes: ['pms:read'],
      plan: {
        code: 'BUSINESS',
        status: 'TRIALING',
        trialEndsAt: trialEndsAt.toISOString(),
        features: ['api', 'mcp', 'channels', 'reports', 'website', 'analytics'],
      },
      subscription: {
        status: 'TRIALING',
        plan: 'BUSINESS',
        trialEndsAt: trialEndsAt.toISOString(),
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        card: null,
        warning: null,
      },
      nowUtc: TEST_NOW.toISOString(),
      nowLocal: '2026-06-01T06:00:00',
    });
  });

  it('answers a trial nobody bills for as TRIAL_ENDED from its end on, with the reason as the warning', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace({ workspace: { subscriptionStatus: 'TRIALING', trialEndsAt: new Date(TEST_NOW.getTime() - 1000) } });
    const context = await bed.run(workspaceContext, principal);
    assert.equal(context.plan.status, 'TRIAL_ENDED');
    assert.equal(context.subscription.status, 'TRIAL_ENDED');
    assert.match(context.subscription.warning ?? '', /trial of this workspace ended on 2026-06-01/);
  });

  it('warns of a failed payment with the day access stops, and shows the card', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace({
      workspace: {
        subscriptionStatus: 'PAST_DUE',
        pastDueSince: new Date('2026-05-30T12:00:00Z'),
        billedByProcessor: true,
        card: { brand: 'visa', last4: '4242' },
      },
    });
    const { subscription } = await bed.run(workspaceContext, principal);
    assert.equal(subscription.status, 'PAST_DUE');
    assert.deepEqual(subscription.card, { brand: 'visa', last4: '4242' });
    assert.equal(subscription.warning, 'A payment failed on 2026-05-30: update the card on the Billing page before 2026-06-06, or API access stops then.');
  });

  it('gives the local time of the workspace, not of the server', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace({ workspace: { timezone: 'Asia/Tokyo' } });
    bed.db.now = () => new Date('2026-12-31T20:30:00.000Z');
    const context = await bed.run(workspaceContext, principal);
    assert.equal(context.nowLocal, '2027-01-01T05:30:00');
  });

  it('answers NOT_FOUND when the workspace or the user no longer exists', async () => {
    const bed = new OperationTestbed();
    const { principal } = bed.seedWorkspace();
    await assert.rejects(bed.run(workspaceContext, { ...principal, userId: 'usr_gone' }), { code: 'NOT_FOUND' });
    await assert.rejects(bed.run(workspaceContext, { ...principal, workspaceId: 'ws_gone' }), { code: 'NOT_FOUND' });
  });
});

describe('quota.get', () => {
  it('answers the quotas of the calling credential, read through the quota reader', async () => {
    const bed = new OperationTestbed();
    const principal = factory.principal();
    const usage = {
      windowSeconds: 60,
      quotas: [{ operation: 'properties.list', kind: 'read' as const, limit: 120, used: 3, remaining: 117, resetSeconds: 41 }],
    };
    bed.quotas = new FixedQuotaReader({ [principal.credentialId]: usage });
    assert.deepEqual(await bed.run(getQuotas, principal), usage);
    assert.deepEqual(bed.repos.calls.methods(), []);
  });

  it('never answers the quotas of another credential', async () => {
    const bed = new OperationTestbed();
    const other = factory.principal();
    bed.quotas = new FixedQuotaReader({ [other.credentialId]: { windowSeconds: 60, quotas: [] } });
    await assert.rejects(bed.run(getQuotas, factory.principal()), /No quota usage scripted/);
  });
});
