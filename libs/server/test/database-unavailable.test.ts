import assert from 'node:assert/strict';

import { isDatabaseUnreachable } from '../src';

const pgError = (code: string, message = 'server said so') => Object.assign(new Error(message), { code });
/** TypeORM's QueryFailedError keeps pg's error as `driverError`. */
const wrapped = (driverError: unknown) => Object.assign(new Error('Query failed'), { driverError });

describe('a database failure to answer 503 for', () => {
  it.each([
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET')],
    ['an unknown host', pgError('ENOTFOUND')],
    ['an administrator shutdown (57P01)', wrapped(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a crash shutdown (57P02)', wrapped(pgError('57P02'))],
    ['a server starting up (57P03)', wrapped(pgError('57P03', 'the database system is starting up'))],
    ['a connection failure (08006)', wrapped(pgError('08006'))],
    ['a connection that ended mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool checkout that timed out', new Error('timeout exceeded when trying to connect')],
    ['every address refused (Node tries IPv6 and IPv4)', new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')])],
    [
      'a stopped server on the same machine (its Unix-domain socket gone)',
      Object.assign(pgError('ENOENT', 'connect ENOENT /var/lib/innkeep/clusters/x/.s.PGSQL.5432'), { syscall: 'connect' }),
    ],
    ['a cause chain', Object.assign(new Error('outer'), { cause: pgError('ECONNREFUSED') })],
    ['a statement cancelled at its deadline (57014)', wrapped(pgError('57014', 'canceling statement due to statement timeout'))],
    ['a query that got no answer within its deadline (frozen server)', wrapped(new Error('Query read timeout'))],
  ])('%s', (_name, error) => {
    assert.equal(isDatabaseUnreachable(error), true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505'))],
    ['a serialization failure', wrapped(pgError('40001'))],
    ['a syntax error', wrapped(pgError('42601'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['a missing file', Object.assign(pgError('ENOENT', "ENOENT: no such file or directory, open 'x'"), { syscall: 'open' })],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    assert.equal(isDatabaseUnreachable(error), false);
  });
});
