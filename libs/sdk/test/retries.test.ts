import assert from 'node:assert/strict';
import { createServer } from 'node:net';

import { Innkeep, InnkeepError } from '../src';
import { FakeApi } from './fake-api';

const reservation = { id: 'res_1', status: 'CONFIRMED' };
const body = {
  unitId: 'unit_1',
  source: 'DIRECT',
  arrivalDate: '2030-01-01',
  departureDate: '2030-01-03',
  guest: { firstName: 'Ada', lastName: 'Lovelace' },
} as any;

describe('writes, retries and errors', () => {
  let api: FakeApi;
  let innkeep: Innkeep;

  beforeEach(async () => {
    api = await FakeApi.start();
    innkeep = new Innkeep({ apiKey: 'ikp_test', baseUrl: api.baseUrl, maxRetries: 2 });
  });
  afterEach(() => api.close());

  it('sends the key as a bearer credential and each write with an Idempotency-Key of its own, reads without one', async () => {
    api.script.push({ status: 201, body: reservation }, { status: 201, body: reservation }, { status: 200, body: reservation });
    await innkeep.reservations.create(body);
    await innkeep.reservations.create(body);
    await innkeep.reservations.get('res_1');
    const [first, second, read] = api.received;
    assert.equal(first.headers.authorization, 'Bearer ikp_test');
    assert.match(String(first.headers['idempotency-key']), /^[0-9a-f-]{36}$/);
    assert.notEqual(first.headers['idempotency-key'], second.headers['idempotency-key']);
    assert.equal(read.headers['idempotency-key'], undefined);
    assert.deepEqual(JSON.parse(first.body), body);
    assert.equal(first.headers['content-type'], 'application/json');
  });

  it('retries a write answered 503 with the same Idempotency-Key and the same body', async () => {
    api.script.push(
      { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', msg: 'Busy' }, headers: { 'retry-after': '0' } },
      { status: 201, body: reservation },
    );
    assert.deepEqual(await innkeep.reservations.create(body), reservation);
    assert.equal(api.received.length, 2);
    assert.equal(api.received[0].headers['idempotency-key'], api.received[1].headers['idempotency-key']);
    assert.equal(api.received[0].body, api.received[1].body);
  });

  it('retries a write whose key’s first request is still running (409 IDEMPOTENCY_KEY_IN_USE), with the same key', async () => {
    api.script.push({ status: 409, body: { statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE', msg: 'Still running' } }, { status: 201, body: reservation });
    assert.deepEqual(await innkeep.reservations.create(body), reservation);
    assert.equal(api.received.length, 2);
    assert.equal(api.received[0].headers['idempotency-key'], api.received[1].headers['idempotency-key']);
  });

  it('does not retry another 409', async () => {
    api.script.push({ status: 409, body: { statusCode: 409, code: 'NO_AVAILABILITY', msg: 'Full' } });
    const error = await innkeep.reservations.create(body).catch((caught: unknown) => caught);
    assert.ok(error instanceof InnkeepError);
    assert.equal(error.code, 'NO_AVAILABILITY');
    assert.equal(api.received.length, 1);
  });

  it('abandons a try that takes longer than timeoutMs and sends the write again with the same key', async () => {
    const patient = new Innkeep({ apiKey: 'ikp_test', baseUrl: api.baseUrl, timeoutMs: 300 });
    api.script.push('hang', { status: 201, body: reservation });
    assert.deepEqual(await patient.reservations.create(body), reservation);
    assert.equal(api.received.length, 2);
    assert.equal(api.received[0].headers['idempotency-key'], api.received[1].headers['idempotency-key']);
  });

  it('keeps a key given by the caller', async () => {
    api.script.push({ status: 201, body: reservation });
    await innkeep.reservations.create(body, { idempotencyKey: 'my-key-1' });
    assert.equal(api.received[0].headers['idempotency-key'], 'my-key-1');
  });

  it('waits out a 429’s Retry-After before trying again', async () => {
    api.script.push(
      { status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', msg: 'Slow down', retryAfter: 1 }, headers: { 'retry-after': '1' } },
      { status: 200, body: reservation },
    );
    const started = Date.now();
    assert.deepEqual(await innkeep.reservations.get('res_1'), reservation);
    // A little under the second: timers and the wall clock round differently.
    assert.ok(Date.now() - started >= 900, 'the second try came after Retry-After');
    assert.equal(api.received.length, 2);
  });

  it('answers a 429 whose Retry-After is longer than it waits as RATE_LIMITED at once', async () => {
    api.script.push({
      status: 429,
      body: { statusCode: 429, code: 'RATE_LIMITED', msg: 'Daily quota used up', retryAfter: 3600, requestId: 'req_9' },
      headers: { 'retry-after': '3600' },
    });
    const error = await innkeep.reservations.get('res_1').catch((caught: unknown) => caught);
    assert.ok(error instanceof InnkeepError);
    assert.deepEqual(
      [error.status, error.code, error.msg, error.requestId, error.details],
      [429, 'RATE_LIMITED', 'Daily quota used up', 'req_9', { retryAfter: 3600 }],
    );
    assert.equal(api.received.length, 1);
  });

  it('gives up after maxRetries and throws the last answer’s error', async () => {
    for (let i = 0; i < 3; i += 1)
      api.script.push({
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', msg: 'Down' },
        headers: { 'retry-after': '0', 'x-request-id': `req_${i}` },
      });
    const error = await innkeep.properties.list().catch((caught: unknown) => caught);
    assert.ok(error instanceof InnkeepError);
    assert.equal(error.code, 'SERVICE_UNAVAILABLE');
    assert.equal(error.requestId, 'req_2', 'the request id comes from the header when the body has none');
    assert.equal(api.received.length, 3);
  });

  it('backs off after a 503 without Retry-After', async () => {
    api.script.push({ status: 503, body: {} }, { status: 200, body: { properties: [] } });
    assert.deepEqual(await innkeep.properties.list(), { properties: [] });
    assert.equal(api.received.length, 2);
  });

  it('does not retry other errors, and carries their details', async () => {
    api.script.push({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', msg: 'Invalid', message: ['arrivalDate must be a date'], error: 'Bad Request', requestId: 'req_1' },
    });
    const error = await innkeep.reservations.create(body).catch((caught: unknown) => caught);
    assert.ok(error instanceof InnkeepError);
    assert.deepEqual({ ...error.details }, { message: ['arrivalDate must be a date'], error: 'Bad Request' });
    assert.equal(error.message, '400 VALIDATION_FAILED: Invalid');
    assert.equal(api.received.length, 1);
  });

  it('names an answer that is not an API error by its status', async () => {
    api.script.push({ status: 502, body: 'Bad gateway' });
    const error = await innkeep.reservations.get('res_1').catch((caught: unknown) => caught);
    assert.ok(error instanceof InnkeepError);
    assert.equal(error.code, 'HTTP_502');
  });

  it('answers CONNECTION_FAILED when nothing answers, after its retries', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = new Innkeep({ apiKey: 'ikp_test', baseUrl: `http://127.0.0.1:${port}/public/v1`, maxRetries: 1 });
    const error = await offline.workspace.get().catch((caught: unknown) => caught);
    assert.ok(error instanceof InnkeepError);
    assert.deepEqual([error.status, error.code], [0, 'CONNECTION_FAILED']);
  });

  it('refuses a base URL that is not the API’s, and a client without a credential', () => {
    assert.throws(() => new Innkeep({ apiKey: 'ikp_x', baseUrl: 'https://innkeep.example' }), /public\/v1/);
    assert.throws(() => new Innkeep({ baseUrl: 'https://innkeep.example/public/v1' }), /apiKey or an accessToken/);
  });
});
