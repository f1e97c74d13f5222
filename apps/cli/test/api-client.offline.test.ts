import assert from 'node:assert/strict';

import { OperationContract } from '@innkeep/contract';

import { ApiClient, ApiError, buildRequest, ConnectionError, Fetch, MAX_RATE_LIMIT_RETRIES, RateLimitNotice } from '../src/api-client';
import { operationInput } from '../src/base-command';
import { reportFailure } from '../src/cli-failure';

const BASE = 'http://api.test/public/v1';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fetch that answers from a script and fails the test on any call beyond it. */
function scriptedFetch(answers: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>): { fetch: Fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch: Fetch = async (input, init) => {
    const answer = answers.shift();
    if (!answer) throw new assert.AssertionError({ message: `unexpected call to ${String(input)}` });
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: init?.body as string | undefined,
    });
    const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: answer.headers });
  };
  return { fetch, seen };
}

function client(fetch: Fetch, extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) {
  return new ApiClient({ baseUrl: `${BASE}/`, apiKey: 'ikp_key', fetch, sleep: async () => {}, ...extra });
}

describe('ApiClient', () => {
  test('fills path parameters from the input and sends the key as the whole Authorization value', async () => {
    const { fetch, seen } = scriptedFetch([{ status: 200, body: { id: 'p/1' } }]);
    assert.deepEqual(await client(fetch).call('properties.get', { propertyId: 'p/1' }), { id: 'p/1' });
    assert.equal(seen[0].url, `${BASE}/properties/p%2F1`);
    assert.equal(seen[0].method, 'GET');
    assert.equal(seen[0].headers.authorization, 'ikp_key');
    assert.equal(seen[0].headers.showorg, undefined);
  });

  test('puts the remaining input of a GET in the query, booleans as true/false, and sends showorg', async () => {
    const { fetch, seen } = scriptedFetch([{ status: 200, body: { properties: [] } }]);
    await client(fetch, { workspace: 'ws_2' }).call('properties.list', { includeArchived: true, status: 'ACTIVE', ignored: undefined });
    assert.equal(seen[0].url, `${BASE}/properties?includeArchived=true&status=ACTIVE`);
    assert.equal(seen[0].headers.showorg, 'ws_2');
  });

  test('uses the canonical (first) route: units of a property go to /units?propertyId=', async () => {
    const { fetch, seen } = scriptedFetch([{ status: 200, body: { units: [] } }]);
    await client(fetch).call('units.list', { propertyId: 'prop_1' });
    assert.equal(seen[0].url, `${BASE}/units?propertyId=prop_1`);
  });

  test('puts the remaining input of a PUT in a JSON body, keeping nulls (they clear a setting)', async () => {
    const { fetch, seen } = scriptedFetch([{ status: 200, body: { unit: {}, propagation: [] } }]);
    await client(fetch).call('units.setListingSettings', { unitId: 'u1', weekendPriceMinor: 12345, cleaningFeeMinor: null, checkInWeekdays: ['MON'] });
    assert.equal(seen[0].method, 'PUT');
    assert.equal(seen[0].url, `${BASE}/units/u1/listing-settings`);
    assert.equal(seen[0].headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(seen[0].body!), { weekendPriceMinor: 12345, cleaningFeeMinor: null, checkInWeekdays: ['MON'] });
  });

  test('sends no credential to a public operation', async () => {
    const { fetch, seen } = scriptedFetch([{ status: 200, body: { status: 'ok' } }]);
    await client(fetch).call('service.status');
    assert.equal(seen[0].headers.authorization, undefined);
  });

  test("turns the API's error body into an ApiError with its code and msg", async () => {
    const body = { statusCode: 403, code: 'SCOPE_REQUIRED', scope: 'pms:write', role: 'VIEWER', msg: 'Needs pms:write.' };
    const { fetch } = scriptedFetch([{ status: 403, body }]);
    const error = await client(fetch)
      .call('properties.setCancellationPolicy', { propertyId: 'p', policy: 'FIRM' })
      .catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.deepEqual([error.statusCode, error.code, error.message], [403, 'SCOPE_REQUIRED', 'Needs pms:write.']);
    const report = reportFailure(error);
    assert.equal(report.exitCode, 1);
    assert.equal(report.line, 'Error: Needs pms:write. (SCOPE_REQUIRED)');
    assert.match(report.hint ?? '', /pms:write/);
  });

  test('reads the framework shape { statusCode, message: string[] } too', async () => {
    const { fetch } = scriptedFetch([{ status: 400, body: { statusCode: 400, message: ['a is wrong', 'b is wrong'], error: 'Bad Request' } }]);
    const error = await client(fetch)
      .call('properties.list')
      .catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(reportFailure(error).line, 'Error: a is wrong; b is wrong (VALIDATION_FAILED)');
  });

  test('a 401 hints at logging in', async () => {
    const { fetch } = scriptedFetch([{ status: 401, body: { statusCode: 401, code: 'INVALID_CREDENTIAL', msg: 'Bad key.' } }]);
    const error = await client(fetch)
      .call('properties.list')
      .catch((e: unknown) => e);
    assert.match(reportFailure(error).hint ?? '', /innkeep login --with-api-key/);
  });

  test('retries a 429 after Retry-After, telling the caller before each wait', async () => {
    const limited = { status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', msg: 'Slow down.' }, headers: { 'retry-after': '3' } };
    const { fetch, seen } = scriptedFetch([limited, limited, { status: 200, body: { properties: [] } }]);
    const waits: number[] = [];
    const notices: RateLimitNotice[] = [];
    const answer = await client(fetch, { sleep: async (s) => void waits.push(s), onRateLimited: (n) => void notices.push(n) }).call('properties.list');
    assert.deepEqual(answer, { properties: [] });
    assert.equal(seen.length, 3);
    assert.deepEqual(waits, [3, 3]);
    assert.deepEqual(
      notices.map((n) => n.retry),
      [1, 2],
    );
  });

  test(`gives up after ${MAX_RATE_LIMIT_RETRIES} retries`, async () => {
    const limited = { status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', msg: 'Slow down.' }, headers: { 'retry-after': '1' } };
    const { fetch, seen } = scriptedFetch([limited, limited, limited]);
    const error = await client(fetch)
      .call('properties.list')
      .catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.statusCode, 429);
    assert.equal(seen.length, 1 + MAX_RATE_LIMIT_RETRIES);
  });

  test('does not wait when Retry-After is beyond the bound, and says when to try again', async () => {
    const { fetch } = scriptedFetch([
      { status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', msg: 'Quota used up.' }, headers: { 'retry-after': '1800' } },
    ]);
    let slept = false;
    const error = await client(fetch, { sleep: async () => void (slept = true) })
      .call('properties.list')
      .catch((e: unknown) => e);
    assert.equal(slept, false);
    assert.ok(error instanceof ApiError);
    assert.match(reportFailure(error).hint ?? '', /30 min/);
  });

  test('a refused connection is a ConnectionError naming the address', async () => {
    const refused: Fetch = async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    };
    const error = await client(refused)
      .call('service.status')
      .catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError);
    assert.match(error.message, /http:\/\/api\.test\/public\/v1: connection refused/);
    assert.equal(reportFailure(error).exitCode, 1);
  });

  test('a success that is not JSON is reported, not parsed', async () => {
    const { fetch } = scriptedFetch([{ status: 200, body: '<html>proxy</html>' }]);
    const error = await client(fetch)
      .call('service.status')
      .catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError);
    assert.equal(error.code, 'INVALID_RESPONSE');
  });

  test('an operation missing a path parameter is a programming error, not a request', async () => {
    const { fetch } = scriptedFetch([]);
    await assert.rejects(client(fetch).call('properties.get', {}), /path parameter propertyId/);
  });
});

describe('requests built from an operation', () => {
  /** Only the fields buildRequest reads; the rest of an operation does not matter here. */
  const statusOperation = {
    name: 'things.setStatus',
    http: [
      { method: 'POST', path: '/things/:thingId/confirm', fixed: { status: 'CONFIRMED' } },
      { method: 'POST', path: '/things/:thingId/check-in', fixed: { status: 'CHECKED_IN' } },
    ],
  } as unknown as OperationContract;

  test('a route that fixes a field is chosen by that field, which then stays out of the body', () => {
    const request = buildRequest(statusOperation, { thingId: 't1', status: 'CHECKED_IN', note: 'late' });
    assert.deepEqual(request, { method: 'POST', path: '/things/t1/check-in', body: { note: 'late' } });
  });

  test('an input no route fixes is refused', () => {
    assert.throws(() => buildRequest(statusOperation, { thingId: 't1', status: 'NO_SHOW' }), /no route for status=NO_SHOW/);
  });

  test('a DELETE sends its input in the query, lists comma-separated', () => {
    const lift = { name: 'things.lift', http: [{ method: 'DELETE', path: '/things' }] } as unknown as OperationContract;
    const request = buildRequest(lift, { unitId: 'u1', from: '2030-01-01', weekdays: ['MON', 'FRI'] });
    assert.equal(request.method, 'DELETE');
    assert.equal(String(request.query), 'unitId=u1&from=2030-01-01&weekdays=MON%2CFRI');
  });
});

describe('operation input from args and flags', () => {
  test('kebab-case names become camelCase fields; global flags and undefined values stay out', () => {
    const input = operationInput({ propertyId: 'p1', 'include-archived': true, status: undefined, json: true, 'api-key': 'k', workspace: 'w', yes: true });
    assert.deepEqual(input, { propertyId: 'p1', includeArchived: true });
  });

  test('fieldNames rename, nest by dotted path, or leave out; fixedInput is added', () => {
    const input = operationInput(
      { 'weekend-price': 12345, 'guest-first-name': 'Ada', 'guest-last-name': 'L', next: '14d', range: '2030-01-01:2030-01-03' },
      { 'weekend-price': 'weekendPriceMinor', 'guest-first-name': 'guest.firstName', 'guest-last-name': 'guest.lastName', next: null, range: ['from', 'to'] },
      { status: 'CONFIRMED' },
    );
    assert.deepEqual(input, { weekendPriceMinor: 12345, guest: { firstName: 'Ada', lastName: 'L' }, status: 'CONFIRMED' });
  });
});
