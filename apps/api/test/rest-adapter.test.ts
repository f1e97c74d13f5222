import assert from 'node:assert/strict';

import { Authenticator } from '@innkeep/auth';
import { InMemoryCredentialStore } from '@innkeep/auth/testing';
import { OperationTestbed } from '@innkeep/domain/testing';
import { MemoryQuotaStore, QuotaPolicy } from '@innkeep/ratelimit';
import { OperationExecutor, serverErrorHandlers, ServerRuntime } from '@innkeep/server';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';

import { API_DOCS_HINT, ApiExceptionFilter } from '../src/rest/api-exception.filter';
import { RestModule } from '../src/rest/rest.module';
import { RuntimeModule } from '../src/runtime.module';

const LIMITS = { read: 500, write: 500, windowSeconds: 3600, unauthenticated: 500, unauthenticatedWindowSeconds: 60 };

/**
 * The generated REST routes over the real executor (authenticator, quota policy, validation,
 * idempotency) on the domain's in-memory fakes: what a client sees of each answer and refusal.
 */
describe('the REST adapter over the executor', () => {
  let app: NestFastifyApplication;
  const bed = new OperationTestbed();
  const { workspace, owner, property, unit } = bed.seedWorkspace();
  const credentials = new InMemoryCredentialStore();
  credentials.setAccess(owner.id, workspace.id, { role: 'OWNER', plan: 'PRO', subscriptionStatus: 'ACTIVE' });
  const key = credentials.addApiKey({ userId: owner.id, workspaceIds: [workspace.id] }).key;
  const readKey = credentials.addApiKey({ userId: owner.id, workspaceIds: [workspace.id], scopes: ['pms:read'] }).key;

  beforeAll(async () => {
    const executor = new OperationExecutor(
      new Authenticator(credentials),
      new QuotaPolicy(new MemoryQuotaStore(() => Date.now()), LIMITS),
      bed.repos,
      bed.unitOfWork,
      bed.service,
      {
        error: () => undefined,
        warn: () => undefined,
      },
    );
    const runtime = { service: bed.service, executor } as unknown as ServerRuntime;
    app = await NestFactory.create<NestFastifyApplication>(
      { module: RestModule, imports: [RuntimeModule.forRuntime(runtime)] },
      new FastifyAdapter(serverErrorHandlers(executor, API_DOCS_HINT)),
      { logger: false },
    );
    app.useGlobalFilters(new ApiExceptionFilter(runtime));
    app.setGlobalPrefix('public/v1');
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const send = (method: Method, path: string, options: { payload?: unknown; headers?: Record<string, string>; rawBody?: string } = {}) =>
    app.inject({
      method,
      url: `/public/v1${path}`,
      ...(options.rawBody !== undefined ? { payload: options.rawBody } : options.payload !== undefined ? { payload: options.payload as object } : {}),
      headers: { authorization: key, ...(options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    });

  /** Every refusal is the one ApiError shape: statusCode, an UPPER_SNAKE code and a sentence. */
  function refusal(response: Awaited<ReturnType<typeof send>>, status: number, code: string): Record<string, unknown> {
    assert.equal(response.statusCode, status, response.body);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const body = response.json();
    assert.deepEqual([body.statusCode, body.code, typeof body.msg], [status, code, 'string'], response.body);
    return body;
  }

  it('answers a read with its JSON, the success status and the quota headers', async () => {
    const response = await send('GET', `/properties/${property.id}`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    assert.deepEqual([response.json().id, response.json().name], [property.id, property.name]);
    assert.equal(response.headers['ratelimit-limit'], '500');
    assert.equal(response.headers['ratelimit-policy'], '500;w=3600');
    assert.ok(Number(response.headers['ratelimit-remaining']) < 500);
  });

  it('answers a write with its own success status (201 for a creation)', async () => {
    const response = await send('POST', '/units', {
      payload: { propertyId: property.id, name: 'Loft', countOfRooms: 1, maxOccupancy: 2, basePriceMinor: 9_000 },
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().name, 'Loft');
  });

  it('answers a domain refusal with its status and ApiError body, quota headers included', async () => {
    const body = refusal(await send('GET', '/properties/prop_missing'), 404, 'NOT_FOUND');
    assert.equal(body.msg, 'Property not found in this workspace.');
    assert.ok((await send('GET', '/properties/prop_missing')).headers['ratelimit-remaining']);
  });

  it('answers 401 with a challenge: without a credential it names no error, with a bad one invalid_token', async () => {
    const missing = await send('GET', '/properties', { headers: { authorization: '' } });
    refusal(missing, 401, 'UNAUTHENTICATED');
    assert.equal(
      missing.headers['www-authenticate'],
      'Bearer realm="innkeep", resource_metadata="https://api.innkeep.test/.well-known/oauth-protected-resource/v1"',
    );
    const bad = await send('GET', '/properties', { headers: { authorization: 'ikp_nope' } });
    refusal(bad, 401, 'INVALID_CREDENTIAL');
    assert.match(String(bad.headers['www-authenticate']), /, error="invalid_token"$/);
  });

  it('answers 403 SCOPE_REQUIRED to a read-only key on a write', async () => {
    refusal(await send('PATCH', `/properties/${property.id}`, { payload: { name: 'X' }, headers: { authorization: readKey } }), 403, 'SCOPE_REQUIRED');
  });

  describe('input', () => {
    it('refuses a body that is not a JSON object, a field the route fixes, and an id that differs from the path', async () => {
      const reservation = bed.db.addReservation(unit, { status: 'PROVISIONAL' });
      assert.deepEqual(refusal(await send('PATCH', `/properties/${property.id}`, { payload: [1, 2] }), 400, 'VALIDATION_FAILED').message, [
        'the request body must be a JSON object',
      ]);
      assert.deepEqual(
        refusal(await send('POST', `/reservations/${reservation.id}/confirm`, { payload: { status: 'CANCELLED' } }), 400, 'VALIDATION_FAILED').message,
        ['status is set by the route /reservations/:reservationId/confirm'],
      );
      assert.deepEqual(
        refusal(await send('PATCH', `/properties/${property.id}`, { payload: { propertyId: 'prop_other', name: 'X' } }), 400, 'VALIDATION_FAILED').message,
        ['propertyId in the body differs from the path'],
      );
      assert.equal(bed.db.reservation(reservation.id)!.status, 'PROVISIONAL');
    });

    it('refuses an unknown body field, ignores an unknown query parameter, and types query text', async () => {
      refusal(await send('PATCH', `/properties/${property.id}`, { payload: { name: 'X', colour: 'blue' } }), 400, 'VALIDATION_FAILED');
      assert.equal((await send('GET', '/properties?colour=blue')).statusCode, 200);
      assert.equal((await send('GET', '/payments?take=2')).statusCode, 200);
      refusal(await send('GET', '/payments?take=two'), 400, 'VALIDATION_FAILED');
    });

    it('refuses a body that is not JSON with 400 MALFORMED_JSON in the same shape', async () => {
      refusal(await send('PATCH', `/properties/${property.id}`, { rawBody: '{"name": ' }), 400, 'MALFORMED_JSON');
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer to a retry with the same key and body, saying so, and refuses the key with another body', async () => {
      const first = await send('PATCH', `/properties/${property.id}`, { payload: { name: 'Casa Um' }, headers: { 'idempotency-key': 'rename-1' } });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['idempotent-replayed'], undefined);
      bed.db.tables.properties.get(property.id)!.name = 'Changed meanwhile';
      const retry = await send('PATCH', `/properties/${property.id}`, { payload: { name: 'Casa Um' }, headers: { 'idempotency-key': 'rename-1' } });
      assert.deepEqual([retry.statusCode, retry.headers['idempotent-replayed'], retry.body], [200, 'true', first.body]);
      assert.equal(bed.db.tables.properties.get(property.id)!.name, 'Changed meanwhile', 'the retry wrote nothing');
      refusal(
        await send('PATCH', `/properties/${property.id}`, { payload: { name: 'Casa Dois' }, headers: { 'idempotency-key': 'rename-1' } }),
        422,
        'IDEMPOTENCY_KEY_REUSED',
      );
    });
  });

  describe('dry runs', () => {
    it('mark every answer Dry-Run, refusals included, and keep nothing', async () => {
      const before = bed.db.tables.properties.get(property.id)!.name;
      const dry = await send('PATCH', `/properties/${property.id}?dryRun=true`, { payload: { name: 'Never stored' } });
      assert.deepEqual([dry.statusCode, dry.headers['dry-run'], dry.json().name], [200, 'true', 'Never stored']);
      assert.equal(bed.db.tables.properties.get(property.id)!.name, before);
      const refused = await send('PATCH', '/properties/prop_missing?dryRun=true', { payload: { name: 'X' } });
      refusal(refused, 404, 'NOT_FOUND');
      assert.equal(refused.headers['dry-run'], 'true');
    });
  });

  describe('CSV', () => {
    it('serves an operation’s CSV form to Accept: text/csv with Vary: Accept, JSON otherwise, and refusals always as JSON', async () => {
      await send('POST', `/reservations/${bed.db.addReservation(unit, { status: 'CONFIRMED', totalAmountMinor: 10_000 }).id}/payments`, {
        payload: { amountMinor: 2_500, method: 'CASH', receivedAt: '2026-05-01' },
      });
      const csv = await send('GET', '/payments', { headers: { accept: 'text/csv' } });
      assert.equal(csv.statusCode, 200);
      assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(csv.headers.vary, 'Accept');
      assert.match(csv.body, /^id,kind,received_at,.*\r\npay_\w+,PAYMENT,2026-05-01T00:00:00.000Z,.*,CASH,25.00,/);
      const json = await send('GET', '/payments');
      assert.deepEqual([json.headers.vary, json.json().payments.length], ['Accept', 1]);
      refusal(await send('GET', '/payments?take=0', { headers: { accept: 'text/csv' } }), 400, 'VALIDATION_FAILED');
    });
  });

  it('answers a route it does not have with 404 NOT_FOUND pointing at the docs, with quota headers', async () => {
    const response = await send('GET', '/nowhere?x=1');
    const body = refusal(response, 404, 'NOT_FOUND');
    assert.equal(body.msg, `No route GET /public/v1/nowhere. ${API_DOCS_HINT}`);
    assert.ok(response.headers['ratelimit-limit']);
  });
});
