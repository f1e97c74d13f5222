import assert from 'node:assert/strict';

import { CATALOGUE } from '@innkeep/domain';

import { confirmationInputRequired, confirmationReply } from '../src/tools/input-required-confirmation';

const cancel = CATALOGUE.find((operation) => operation.name === 'reservations.cancel')!;
const ask = {
  operation: cancel,
  message: 'Cancel the confirmed reservation of Ana Reis in Sea View (Casa Azul)?',
  token: 'tok_1',
  expiresAt: new Date(),
  tokenRejected: false,
};

describe('confirmations of 2026-07-28 clients through input_required', () => {
  it('asks one yes/no question and carries the token as request state', () => {
    const result = confirmationInputRequired(ask);
    assert.equal(result.resultType, 'input_required');
    assert.equal(result.requestState, 'tok_1');
    const request = result.inputRequests!.confirm as { method: string; params: { message: string; requestedSchema: { required: string[] } } };
    assert.equal(request.method, 'elicitation/create');
    assert.equal(request.params.message, ask.message);
    assert.deepEqual(request.params.requestedSchema.required, ['confirm']);
  });

  it('reads a yes, a no, and an answer to nothing it asked', () => {
    const yes = { confirm: { action: 'accept', content: { confirm: true } } };
    assert.deepEqual(confirmationReply(yes, 'tok_1'), { kind: 'yes', token: 'tok_1' });
    assert.deepEqual(confirmationReply({ confirm: { action: 'accept', content: { confirm: false } } }, 'tok_1'), { kind: 'no' });
    assert.deepEqual(confirmationReply({ confirm: { action: 'decline' } }, 'tok_1'), { kind: 'no' });
    assert.deepEqual(confirmationReply(yes, undefined), { kind: 'none' }, 'an answer without the state of its question');
    assert.deepEqual(confirmationReply(undefined, 'tok_1'), { kind: 'none' });
  });
});
