import assert from 'node:assert/strict';

import { DomainError, operationNamed } from '@innkeep/domain';

import { errorBodyOf, replayedErrorCode } from '../../src/executor/answer.step';

describe('the answer step', () => {
  it('keeps a coded refusal’s code and status, and answers anything else as 500 with a correlation id it logs', () => {
    const logged: Record<string, unknown>[] = [];
    const logger = { error: (_message: string, _detail?: unknown, fields?: Record<string, unknown>) => logged.push(fields ?? {}) };
    assert.deepEqual(errorBodyOf(new DomainError('NOT_FOUND', 'No such unit.'), logger).code, 'NOT_FOUND');
    const failure = errorBodyOf(new Error('secret internals'), logger, operationNamed('reservations.create'), 'req_1');
    assert.deepEqual([failure.statusCode, failure.code], [500, 'INTERNAL_ERROR']);
    assert.doesNotMatch(failure.msg, /secret internals/);
    assert.deepEqual(logged, [{ correlationId: failure.correlationId, requestId: 'req_1' }]);
  });

  it('gives a replayed refusal its code and a replayed success none', () => {
    assert.equal(replayedErrorCode(201, { id: 'res_1' }), null);
    assert.equal(replayedErrorCode(409, { code: 'NO_AVAILABILITY' }), 'NO_AVAILABILITY');
  });
});
