import assert from 'node:assert/strict';

import { CATALOGUE, OPERATION_CONTRACTS, operationContractOf } from '../src';

describe('the operation contracts committed in @innkeep/contract', () => {
  it('are what the operation catalogue says (else run `npm run contract:generate`)', () => {
    // Through JSON, as the generator writes them: what JSON cannot hold is not part of a contract.
    const described = JSON.parse(JSON.stringify(CATALOGUE.map(operationContractOf)));
    assert.deepEqual(OPERATION_CONTRACTS, described, 'libs/contract is out of date: run `npm run contract:generate`');
  });
});
