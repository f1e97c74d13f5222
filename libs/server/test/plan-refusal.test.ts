import assert from 'node:assert/strict';
import { DomainError } from '@innkeep/domain';
import { planRefusalOn } from '../src';

const noApiAccess = (plan: string, subscriptionStatus: string) =>
  new DomainError('PLAN_NO_API_ACCESS', 'No API access.', { plan, subscriptionStatus });

describe('plan refusals by surface', () => {
  it('tells an MCP client on a plan without mcp which plan has it, as a 403 rather than a 401 that restarts OAuth', () => {
    const refusal = planRefusalOn('mcp', noApiAccess('STARTER', 'ACTIVE'));
    assert.ok(refusal instanceof DomainError);
    assert.deepEqual(refusal.toBody(), {
      statusCode: 403,
      code: 'PLAN_REQUIRED',
      msg: 'The STARTER plan does not include mcp; PRO does.',
      feature: 'mcp',
      plan: 'PRO',
    });
  });

  it('keeps a canceled subscription a 401 on MCP too', () => {
    const canceled = noApiAccess('PRO', 'CANCELED');
    assert.equal(planRefusalOn('mcp', canceled), canceled);
  });

  it('leaves REST and CLI refusals, and every other error, as they are', () => {
    const starter = noApiAccess('STARTER', 'ACTIVE');
    assert.equal(planRefusalOn('rest', starter), starter);
    assert.equal(planRefusalOn('cli', starter), starter);
    const other = new DomainError('SCOPE_REQUIRED', 'Needs pms:write.');
    assert.equal(planRefusalOn('mcp', other), other);
    const unexpected = new Error('boom');
    assert.equal(planRefusalOn('mcp', unexpected), unexpected);
  });
});
