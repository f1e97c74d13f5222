import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sdkMethods, sdkSources } from '../src/sdk/sdk-sources';

const ROOT = join(__dirname, '../..');
const document = () => JSON.parse(readFileSync(join(ROOT, 'apps/api/openapi.json'), 'utf8'));

describe('the generated part of @innkeep/sdk', () => {
  it('is what the committed OpenAPI document generates (run `npm run openapi` after changing the contract)', async () => {
    for (const [name, text] of Object.entries(await sdkSources(document()))) {
      assert.equal(
        readFileSync(join(ROOT, 'libs/sdk/src/generated', name), 'utf8'),
        text,
        `libs/sdk/src/generated/${name} is out of date: run \`npm run openapi\``,
      );
    }
  });

  it('names each method after its catalogue operation, and the routes that share one after their own operationId', () => {
    const names = sdkMethods(document()).map((method) => `${method.resource}.${method.name} ${method.httpMethod} ${method.path}`);
    for (const expected of [
      'reservations.create POST /reservations',
      'reservations.get GET /reservations/{reservationId}',
      'reservations.list GET /reservations',
      'reservations.checkIn POST /reservations/{reservationId}/check-in',
      'reservations.markNoShow POST /reservations/{reservationId}/no-show',
      'units.list GET /units',
      'units.listPropertyUnits GET /properties/{propertyId}/units',
      'ratePlans.create POST /rate-plans',
      'events.list GET /events',
    ]) {
      assert.ok(names.includes(expected), expected);
    }
    assert.ok(!names.some((name) => name.includes('/channel-hooks/')), 'a channel’s inbound hook is not an integrator’s method');
  });

  it('reads the cursor-paged lists page by page, and the change feed by its `after`', () => {
    const pages = Object.fromEntries(
      sdkMethods(document())
        .filter((method) => method.page)
        .map((method) => [`${method.resource}.${method.name}`, method.page]),
    );
    assert.deepEqual(pages['reservations.list'], { items: 'reservations', cursor: 'cursor' });
    assert.deepEqual(pages['events.list'], { items: 'events', cursor: 'after' });
    assert.equal(pages['properties.list'], undefined, 'a list without a cursor is one answer');
  });

  it('refuses two routes that would be the same method', () => {
    const doubled = document();
    doubled.paths['/reservations-again'] = { post: { ...doubled.paths['/reservations'].post, operationId: 'createReservation' } };
    assert.throws(() => sdkMethods(doubled), /Two routes would both be innkeep\.reservations\.create/);
  });
});
