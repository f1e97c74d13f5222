import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Innkeep } from '../src';
import { OPERATIONS } from '../src/generated/resources';
import { FakeApi } from './fake-api';

describe('resources named after the catalogue', () => {
  let api: FakeApi;
  let innkeep: Innkeep;

  beforeEach(async () => {
    api = await FakeApi.start();
    innkeep = new Innkeep({ accessToken: 'iko_token', baseUrl: api.baseUrl });
  });
  afterEach(() => api.close());

  it('has a method for every catalogue operation of the OpenAPI document', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../../apps/api/openapi.json'), 'utf8'));
    const routes = Object.values(OPERATIONS).flatMap((methods) => Object.values(methods).map((spec) => `${spec.method} ${spec.path}`));
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries(item))
        if (operation['x-operation']) assert.ok(routes.includes(`${method.toUpperCase()} ${path}`), `${method} ${path}`);
    }
    for (const [resource, methods] of Object.entries(OPERATIONS))
      for (const name of Object.keys(methods)) assert.equal(typeof (innkeep as any)[resource][name], 'function');
  });

  it('puts path ids in the route, the input in the body or the query, and dry runs and the workspace where the API reads them', async () => {
    api.script.push({ status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} });
    await innkeep.reservations.move('res/1', { arrivalDate: '2030-01-02', departureDate: '2030-01-04' } as any, { dryRun: true, workspaceId: 'ws_2' });
    await innkeep.availability.check({ unitId: 'u1', arrivalDate: '2030-01-01', departureDate: '2030-01-02' });
    await innkeep.blocks.lift({ unitId: 'u1', from: '2030-01-01', to: '2030-01-02' });
    await innkeep.reservations.checkIn('res_1');
    const [move, check, lift, checkIn] = api.received;
    assert.equal(`${move.method} ${move.url}`, 'PUT /public/v1/reservations/res%2F1/dates?dryRun=true');
    assert.deepEqual(JSON.parse(move.body), { arrivalDate: '2030-01-02', departureDate: '2030-01-04' });
    assert.equal(move.headers.showorg, 'ws_2');
    assert.equal(move.headers.authorization, 'Bearer iko_token');
    assert.equal(`${check.method} ${check.url}`, 'GET /public/v1/availability/check?unitId=u1&arrivalDate=2030-01-01&departureDate=2030-01-02');
    assert.equal(`${lift.method} ${lift.url}`, 'DELETE /public/v1/blocks?unitId=u1&from=2030-01-01&to=2030-01-02');
    assert.equal(`${checkIn.method} ${checkIn.url}`, 'POST /public/v1/reservations/res_1/check-in');
  });

  it('reads a list page by page as one async iterable of items; awaiting it reads the first page', async () => {
    api.script.push(
      { status: 200, body: { reservations: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c1' } },
      { status: 200, body: { reservations: [{ id: 'c' }], nextCursor: null } },
      { status: 200, body: { reservations: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c1' } },
    );
    const ids: string[] = [];
    for await (const reservation of innkeep.reservations.list({ status: 'CONFIRMED' } as any)) ids.push(reservation.id);
    assert.deepEqual(ids, ['a', 'b', 'c']);
    assert.deepEqual(
      api.received.map((request) => request.url),
      ['/public/v1/reservations?status=CONFIRMED', '/public/v1/reservations?status=CONFIRMED&cursor=c1'],
    );
    const first = await innkeep.reservations.list();
    assert.deepEqual(first, { reservations: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c1' });
  });

  it('reads the change feed up to now with events.list, comma-separating types, and stops at the empty page', async () => {
    api.script.push({ status: 200, body: { events: [{ id: 'e1' }], nextCursor: 'k1' } }, { status: 200, body: { events: [], nextCursor: 'k1' } });
    const events = await innkeep.events.list({ types: ['reservation.created', 'reservation.cancelled'], take: 50 }).toArray();
    assert.deepEqual(
      events.map((event) => event.id),
      ['e1'],
    );
    assert.deepEqual(
      api.received.map((request) => decodeURIComponent(request.url)),
      [
        '/public/v1/events?types=reservation.created,reservation.cancelled&take=50',
        '/public/v1/events?types=reservation.created,reservation.cancelled&take=50&after=k1',
      ],
    );
  });

  it('follows the change feed: polls once caught up, keeps its cursor, and ends when the signal aborts', async () => {
    const stop = new AbortController();
    api.script.push(
      { status: 200, body: { events: [{ id: 'e1' }, { id: 'e2' }], nextCursor: 'k2' } },
      { status: 200, body: { events: [], nextCursor: 'k2' } },
      { status: 200, body: { events: [{ id: 'e3' }], nextCursor: 'k3' } },
    );
    const feed = innkeep.events.follow({ after: 'k0', pollIntervalMs: 10, signal: stop.signal });
    const seen: string[] = [];
    for await (const event of feed) {
      seen.push(event.id);
      if (event.id === 'e3') stop.abort();
    }
    assert.deepEqual(seen, ['e1', 'e2', 'e3']);
    assert.deepEqual(
      api.received.map((request) => new URL(request.url, 'http://x').searchParams.get('after')),
      ['k0', 'k2', 'k2'],
    );
    assert.equal(feed.cursor, 'k3', 'e3 was handled before the loop asked for more: its page was read whole');
  });
});
