import assert from 'node:assert/strict';

import { ApiError } from '../src/api-client';
import { reportFailure } from '../src/cli-failure';

const URL_OF_CALL = 'https://innkeep.example/public/v1/properties';

function hintFor(statusCode: number, body: Record<string, unknown>): string {
  return reportFailure(new ApiError(statusCode, { statusCode, msg: 'Refused.', ...body }, URL_OF_CALL)).hint ?? assert.fail('no hint');
}

/** The next steps of a refusal name the web interface's pages by their menu titles and addresses. */
describe('the hints of refusals', () => {
  test('a refused credential names the API keys page at the API origin', () => {
    const hint = hintFor(401, { code: 'INVALID_CREDENTIAL' });
    assert.match(hint, /innkeep login/);
    assert.match(hint, /the API keys page of the web interface \(https:\/\/innkeep\.example\/account\/keys\)/);
    assert.doesNotMatch(hint, /developer section/);
  });

  test('a missing scope names the API keys page', () => {
    assert.match(
      hintFor(403, { code: 'SCOPE_REQUIRED', scope: 'pms:write' }),
      /pms:write scope: keys are created on the API keys page of the web interface \(https:\/\/innkeep\.example\/account\/keys\)/,
    );
  });

  test('a plan refusal names the page showing the plan and the Billing page that changes it', () => {
    const hint = hintFor(403, { code: 'PLAN_REQUIRED', feature: 'analytics', plan: 'BUSINESS' });
    assert.match(hint, /analytics feature of the BUSINESS plan/);
    assert.match(hint, /\(https:\/\/innkeep\.example\/account\)/);
    assert.match(hint, /the Billing page of the web interface \(https:\/\/innkeep\.example\/account\/billing\)/);
    assert.match(hintFor(401, { code: 'PLAN_NO_API_ACCESS' }), /https:\/\/innkeep\.example\/account\/billing/);
    assert.match(hintFor(403, { code: 'SUBSCRIPTION_INACTIVE' }), /https:\/\/innkeep\.example\/account\/billing/);
  });
});
