import assert from 'node:assert/strict';

import { QueryFailedError } from 'typeorm';

import { createServerLog } from '../src';

function captured(): { lines: () => Record<string, unknown>[]; log: ReturnType<typeof createServerLog> } {
  const written: string[] = [];
  const log = createServerLog('debug', { write: (line: string) => void written.push(line) });
  return { log, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the server log', () => {
  it('censors credentials and guest data at the top of a logged object and one level down', () => {
    const { log, lines } = captured();
    log.info(
      {
        authorization: 'Bearer ikp_secret',
        headers: { cookie: 'sid=1', 'x-api-key': 'k', accept: 'json' },
        guest: { firstName: 'Ana' },
        body: { email: 'ana@example.test', phone: '+351 1', password: 'pw', nights: 2 },
      },
      'probe',
    );
    const [line] = lines();
    assert.deepEqual(
      { authorization: line.authorization, headers: line.headers, guest: line.guest, body: line.body },
      {
        authorization: '[redacted]',
        headers: { cookie: '[redacted]', 'x-api-key': '[redacted]', accept: 'json' },
        guest: '[redacted]',
        body: { email: '[redacted]', phone: '[redacted]', password: '[redacted]', nights: 2 },
      },
    );
  });

  it('logs a failed statement by its code, table and constraint, without its parameters, its row detail or the values its message quotes', () => {
    const { log, lines } = captured();
    const driverError = Object.assign(new Error('new row for relation "guests" violates check constraint "guests_check"'), {
      code: '23514',
      table: 'guests',
      constraint: 'guests_check',
      detail: 'Failing row contains (ws_1, gst_1, Ana, Lima, ana@example.test, +351 1).',
    });
    const uuid = Object.assign(new Error('invalid input syntax for type uuid: "Ana Lima"'), { code: '22P02' });
    log.error({ err: new QueryFailedError("INSERT INTO guests VALUES ($1, $2, 'Ana')", ['Ana', 'ana@example.test'], driverError) }, 'failed');
    log.error({ err: new QueryFailedError('SELECT $1::uuid', ['Ana Lima'], uuid) }, 'failed');
    const text = JSON.stringify(lines());
    for (const value of ['Ana', 'Lima', 'ana@example.test', '+351']) assert.ok(!text.includes(value), `the log holds ${value}: ${text}`);
    const [first] = lines();
    assert.deepEqual((({ code, table, constraint, query }) => ({ code, table, constraint, query }))(first.err as Record<string, unknown>), {
      code: '23514',
      table: 'guests',
      constraint: 'guests_check',
      query: "INSERT INTO guests VALUES ($1, $2, '…')",
    });
  });

  it('logs a request or reply object Fastify hands it by method, route and status, without headers or URL', () => {
    const { log, lines } = captured();
    const request = {
      method: 'GET',
      url: '/public/v1/reservations?search=Lima',
      headers: { authorization: 'ikp_secret' },
      routeOptions: { url: '/public/v1/reservations' },
    };
    log.error({ req: request, res: { statusCode: 500, request } }, 'failed');
    const [line] = lines();
    assert.deepEqual([line.req, line.res], [{ method: 'GET', route: '/public/v1/reservations' }, { status: 500 }]);
  });

  it('writes nothing at LOG_LEVEL silent', () => {
    const written: string[] = [];
    const log = createServerLog('silent', { write: (line: string) => void written.push(line) });
    log.error({ err: new Error('x') }, 'failed');
    log.info({}, 'request');
    assert.deepEqual(written, []);
  });
});
