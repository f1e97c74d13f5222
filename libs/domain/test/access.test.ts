import assert from 'node:assert/strict';

import { accessRefusal, cheapestPlanWith, currentStatus, effectiveScopes, planHasFeature, roleScopes, subscriptionHasAccess, SubscriptionState } from '../src';

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
  const NOW = new Date('2026-06-10T12:00:00Z');
  const DAY = 24 * 60 * 60 * 1000;
  const state = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
    plan: 'PRO',
    subscriptionStatus: 'ACTIVE',
    trialEndsAt: null,
    pastDueSince: null,
    billedByProcessor: false,
    ...overrides,
  });

  it('gives API access to TRIALING and ACTIVE subscriptions of PRO and BUSINESS, never to STARTER', () => {
    assert.equal(accessRefusal(state({ plan: 'STARTER' }), NOW)?.code, 'PLAN_NO_API_ACCESS');
    assert.equal(accessRefusal(state({ subscriptionStatus: 'TRIALING', trialEndsAt: new Date(NOW.getTime() + DAY) }), NOW), null);
    assert.equal(accessRefusal(state({ plan: 'BUSINESS' }), NOW), null);
  });

  it('refuses INCOMPLETE, TRIAL_ENDED and CANCELED with SUBSCRIPTION_INACTIVE naming the status, before the plan', () => {
    for (const status of ['INCOMPLETE', 'TRIAL_ENDED', 'CANCELED'] as const) {
      const refusal = accessRefusal(state({ subscriptionStatus: status, plan: 'STARTER' }), NOW);
      assert.deepEqual([refusal?.code, refusal?.statusCode, refusal?.details], ['SUBSCRIPTION_INACTIVE', 401, { status }]);
    }
  });

  it('ends a trial nobody bills for at its end, to the millisecond, whatever the stored status', () => {
    const trial = state({ subscriptionStatus: 'TRIALING', trialEndsAt: NOW });
    assert.equal(currentStatus(trial, new Date(NOW.getTime() - 1)), 'TRIALING');
    assert.equal(currentStatus(trial, NOW), 'TRIAL_ENDED');
    assert.deepEqual(accessRefusal(trial, NOW)?.details, { status: 'TRIAL_ENDED' });
    assert.match(accessRefusal(trial, NOW)?.message ?? '', /trial of this workspace ended on 2026-06-10/);
  });

  it('leaves the end of a processor-billed trial to the processor, which charges the card then and reports it', () => {
    const billed = state({ subscriptionStatus: 'TRIALING', trialEndsAt: new Date(NOW.getTime() - DAY), billedByProcessor: true });
    assert.equal(currentStatus(billed, NOW), 'TRIALING');
    assert.equal(subscriptionHasAccess(billed, NOW), true);
  });

  it('keeps PAST_DUE in for 7 days after the failed payment, then refuses it', () => {
    const pastDue = state({ subscriptionStatus: 'PAST_DUE', pastDueSince: NOW });
    assert.equal(subscriptionHasAccess(pastDue, new Date(NOW.getTime() + 7 * DAY - 1)), true);
    const refusal = accessRefusal(pastDue, new Date(NOW.getTime() + 7 * DAY));
    assert.deepEqual([refusal?.code, refusal?.details], ['SUBSCRIPTION_INACTIVE', { status: 'PAST_DUE' }]);
  });

  it('names the cheapest plan that has a feature', () => {
    assert.equal(cheapestPlanWith('mcp'), 'PRO');
    assert.equal(cheapestPlanWith('website'), 'BUSINESS');
    assert.equal(planHasFeature('PRO', 'analytics'), false);
    assert.equal(planHasFeature('BUSINESS', 'analytics'), true);
  });
});
