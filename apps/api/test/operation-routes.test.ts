import assert from 'node:assert/strict';

import { AnyOperation, CATALOGUE, JsonText } from '@innkeep/domain';
import { Invocation, Outcome, ServerRuntime } from '@innkeep/server';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

import { RestModule } from '../src/rest/rest.module';
import { RuntimeModule } from '../src/runtime.module';

const QUOTA = { allowed: true, limit: 90, remaining: 89, resetSeconds: 3600, windowSeconds: 3600 };

/**
 * The generated REST controllers over an executor that records what it is asked and answers what a
 * test sets: every catalogue route reaches it, and its outcome leaves exactly as it came.
 */
describe('REST routes generated from the catalogue', () => {
  let app: NestFastifyApplication;
  const invocations: Invocation[] = [];
  let answer: (invocation: Invocation) => Outcome;

  beforeAll(async () => {
    const runtime = {
      service: { version: '0.1.0', apiBaseUrl: 'http://api.test/public/v1', mcpUrl: 'http://api.test/mcp', authorizationServerUrl: 'http://api.test' },
      executor: {
        execute: async (invocation: Invocation) => {
          invocations.push(invocation);
          return answer(invocation);
        },
      },
    } as unknown as ServerRuntime;
    app = await NestFactory.create<NestFastifyApplication>({ module: RestModule, imports: [RuntimeModule.forRuntime(runtime)] }, new FastifyAdapter(), {
      logger: false,
    });
    app.setGlobalPrefix('public/v1');
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  const ok = (body: unknown, status = 200): Outcome => ({ ok: true, status, body, quota: QUOTA, principal: null, replayed: false });

  it('hands every catalogue route to the executor with its operation, path fields and fixed fields', async () => {
    answer = () => ok({});
    for (const operation of CATALOGUE as AnyOperation[]) {
      for (const route of operation.http) {
        invocations.length = 0;
        const url = `/public/v1${route.path.replace(/:([A-Za-z]+)/g, 'id_$1')}`;
        const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
        const response = await app.inject({ method: route.method, url, payload: body, headers: { authorization: 'ikp_test', 'idempotency-key': 'k1' } });
        assert.equal(response.statusCode, 200, `${route.method} ${url}`);
        assert.equal(invocations.length, 1, `${route.method} ${url}`);
        const [invocation] = invocations;
        assert.equal(invocation.operation, operation);
        assert.equal(invocation.surface, 'rest');
        assert.equal(invocation.credential.authorization, 'ikp_test');
        assert.equal(invocation.idempotencyKey, 'k1');
        const input = invocation.input();
        for (const [name] of route.path.matchAll(/:([A-Za-z]+)/g)) assert.equal(input[name.slice(1)], `id_${name.slice(1)}`);
        for (const [name, value] of Object.entries(route.fixed ?? {})) assert.equal(input[name], value);
      }
    }
  });

  it('sends pre-serialised JSON text as it is, with the quota headers and the success status', async () => {
    const text = '{"from":"2027-01-01","units":[ ]}';
    answer = () => ok(new JsonText(text), 201);
    const response = await app.inject({ method: 'GET', url: '/public/v1/calendar?from=2027-01-01&to=2027-01-02', headers: { authorization: 'ikp_test' } });
    assert.equal(response.statusCode, 201);
    assert.equal(response.body, text);
    assert.equal(response.headers['content-length'], String(text.length), 'a small answer keeps its length');
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.equal(response.headers['ratelimit-remaining'], '89');
    assert.equal(response.headers['ratelimit-policy'], '90;w=3600');
  });

  it('streams a large pre-serialised answer in chunks rather than writing it in one go, byte for byte the same', async () => {
    // A unit of a year's calendar is about 80 kB; a large workspace has hundreds.
    const unit = (index: number) => `{"id":"unit_${index}","name":"Chalé ${index} ☀","nights":[${'{"date":"2027-01-01","sellable":1}, '.repeat(2_000)}0]}`;
    const parts = ['{"units":[', ...Array.from({ length: 40 }, (_, index) => (index === 0 ? unit(index) : `, ${unit(index)}`)), ']}'];
    answer = () => ok(new JsonText(...parts));
    const response = await app.inject({ method: 'GET', url: '/public/v1/calendar?from=2027-01-01&to=2027-12-31', headers: { authorization: 'ikp_test' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['transfer-encoding'], 'chunked');
    assert.equal(response.headers['content-length'], undefined);
    assert.ok(response.rawPayload.equals(Buffer.from(parts.join(''), 'utf8')), 'the same bytes');
    assert.doesNotThrow(() => JSON.parse(response.body));
  });

  it('answers a refused credential with 401 and a challenge that names the resource metadata', async () => {
    answer = () => ({
      ok: false,
      status: 401,
      body: { statusCode: 401, code: 'INVALID_CREDENTIAL', msg: 'Unknown key.' },
      quota: QUOTA,
      principal: null,
      replayed: false,
    });
    const response = await app.inject({ method: 'GET', url: '/public/v1/properties', headers: { authorization: 'ikp_unknown' } });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'INVALID_CREDENTIAL');
    assert.equal(
      response.headers['www-authenticate'],
      'Bearer realm="innkeep", resource_metadata="http://api.test/.well-known/oauth-protected-resource/public/v1", error="invalid_token"',
    );
  });

  it('answers a spent quota with 429 and Retry-After, and a replayed write with Idempotent-Replayed', async () => {
    answer = () => ({
      ok: false,
      status: 429,
      body: { statusCode: 429, code: 'RATE_LIMITED', msg: 'Quota used up.', retryAfter: 42 },
      quota: { ...QUOTA, allowed: false, remaining: 0, resetSeconds: 42 },
      principal: null,
      replayed: false,
    });
    const limited = await app.inject({ method: 'GET', url: '/public/v1/properties', headers: { authorization: 'ikp_test' } });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers['retry-after'], '42');

    answer = () => ({ ...ok({ id: 'res_1' }, 201), replayed: true });
    const replayed = await app.inject({
      method: 'POST',
      url: '/public/v1/reservations',
      payload: {},
      headers: { authorization: 'ikp_test', 'idempotency-key': 'k1' },
    });
    assert.equal(replayed.statusCode, 201);
    assert.equal(replayed.headers['idempotent-replayed'], 'true');
    assert.deepEqual(replayed.json(), { id: 'res_1' });
  });

  it('hands ?dryRun=true of a write to the executor and marks the answer Dry-Run; reads ignore it; other values fail validation', async () => {
    answer = () => ok({ id: 'res_1' }, 201);
    const send = async (method: 'GET' | 'POST', url: string) => {
      invocations.length = 0;
      const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: { authorization: 'ikp_test' } });
      return { response, invocation: invocations[0] };
    };
    const dry = await send('POST', '/public/v1/reservations?dryRun=true');
    assert.deepEqual([dry.response.statusCode, dry.invocation.dryRun, dry.response.headers['dry-run']], [201, true, 'true']);
    const real = await send('POST', '/public/v1/reservations?dryRun=false');
    assert.deepEqual([real.invocation.dryRun, real.response.headers['dry-run']], [false, undefined]);
    const read = await send('GET', '/public/v1/properties?dryRun=maybe');
    assert.deepEqual([read.invocation.dryRun, read.response.headers['dry-run']], [false, undefined]);
    assert.deepEqual(read.invocation.input(), {});
    const malformed = await send('POST', '/public/v1/reservations?dryRun=yes');
    assert.equal(malformed.invocation.dryRun, false);
    assert.throws(() => malformed.invocation.input(), /dryRun must be true or false/);
  });

  it('answers the database out of reach with 503 and Retry-After, so clients know to come back', async () => {
    answer = () => ({
      ok: false,
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', msg: 'The database is not answering; retry in 5 s.', retryAfter: 5 },
      quota: undefined,
      principal: null,
      replayed: false,
    });
    const response = await app.inject({ method: 'GET', url: '/public/v1/properties', headers: { authorization: 'ikp_test' } });
    assert.equal(response.statusCode, 503);
    assert.equal(response.json().code, 'SERVICE_UNAVAILABLE');
    assert.equal(response.headers['retry-after'], '5');
  });
});
