import assert from 'node:assert/strict';

import { OPERATION_CONTRACTS, operationContract } from '../src';

describe('the operation contracts', () => {
  it('finds an operation by name, with its canonical route first', () => {
    const contract = operationContract('properties.get');
    assert.deepEqual(contract.http[0], { method: 'GET', path: '/properties/:propertyId', operationId: 'getProperty' });
    assert.equal(contract.cli, 'properties:get');
    assert.deepEqual(contract.input.required, ['propertyId']);
  });

  it('refuses a name no operation has', () => {
    assert.throws(() => operationContract('properties.remove'), /No operation named properties\.remove/);
  });

  it('give every operation a distinct name and command', () => {
    const names = OPERATION_CONTRACTS.map((contract) => contract.name);
    const commands = OPERATION_CONTRACTS.flatMap((contract) => [contract.cli, ...(contract.moreCli ?? [])]);
    assert.equal(new Set(names).size, names.length);
    // workspace.get and connection.check share `whoami`, which calls both.
    assert.deepEqual(
      commands.filter((command, index) => commands.indexOf(command) !== index),
      ['whoami'],
    );
  });

  it('give every route a distinct operationId, a verb and then what it acts on', () => {
    const ids = OPERATION_CONTRACTS.flatMap((contract) => contract.http.map((route) => route.operationId));
    assert.deepEqual(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      [],
    );
    for (const id of ids) assert.match(id, /^[a-z]+[A-Z][A-Za-z]*$/);
    assert.deepEqual(
      operationContract('units.list').http.map((route) => route.operationId),
      ['listUnits', 'listPropertyUnits'],
    );
  });
});
