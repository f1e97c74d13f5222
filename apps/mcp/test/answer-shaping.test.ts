import assert from 'node:assert/strict';

import { DomainError } from '@innkeep/domain';

import { decodeOffsetCursor, encodeOffsetCursor, fieldsOf, fitToBound, keepFields, MAX_ANSWER_BYTES, pageOf } from '../src/tools/answer-shaping';

const units = (count: number, nights: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `unit_${index}`, name: `Room ${index}`, sellable: Array.from({ length: nights }, () => 1) }));

describe('answers sized for models', () => {
  it('leaves an answer within the bound as it is', () => {
    const body = { units: units(3, 31) };
    const fitted = fitToBound(body, 'Ask for less.');
    assert.equal(fitted.body, body);
    assert.equal(fitted.text, JSON.stringify(body));
  });

  it('cuts the longest list from its end to fit, and says what was cut and how to ask for less', () => {
    const body = { format: 'compact', dates: ['2030-07-01'], units: units(1000, 366) };
    const fitted = fitToBound(body, 'Ask for fewer nights.');
    assert.ok(Buffer.byteLength(fitted.text) <= MAX_ANSWER_BYTES);
    assert.equal(fitted.text, JSON.stringify(fitted.body));
    const kept = fitted.body.units as { id: string }[];
    assert.ok(kept.length > 50 && kept.length < 1000, `${kept.length} kept`);
    // Joined: the cut copy's arrays come from structuredClone, of another realm than the test's.
    assert.equal(
      kept.map((unit) => unit.id).join(),
      body.units
        .slice(0, kept.length)
        .map((unit) => unit.id)
        .join(),
      'the first units, whole',
    );
    assert.equal(fitted.body.truncated, true);
    assert.deepEqual(fitted.body.truncatedLists, [{ path: 'units', kept: kept.length, total: 1000 }]);
    assert.match(String(fitted.body.hint), /cut to fit 100 kB \(units: \d+ of 1000\)\. Ask for fewer nights\.$/);
    assert.equal(body.units.length, 1000, 'the answer given is not changed');
  });

  it('cuts inside the one item when a single item is too long', () => {
    const fitted = fitToBound({ units: units(1, 80_000) }, 'Ask for less.');
    assert.ok(Buffer.byteLength(fitted.text) <= MAX_ANSWER_BYTES);
    assert.deepEqual(fitted.body.truncatedLists, [
      { path: 'units[0].sellable', kept: (fitted.body.units as { sellable: number[] }[])[0].sellable.length, total: 80_000 },
    ]);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const names = Array.from({ length: 2_000 }, (_, index) => ({ id: String(index), name: 'Casa Três Corações é ótima '.repeat(4) }));
    const fitted = fitToBound({ units: names }, 'Ask for less.');
    assert.ok(Buffer.byteLength(fitted.text, 'utf8') <= MAX_ANSWER_BYTES);
  });

  it('pages by an opaque cursor and keeps the fields asked for, with the id', () => {
    const items = Array.from({ length: 5 }, (_, index) => ({ id: `p${index}`, name: `P${index}`, city: 'Lisbon' }));
    const first = pageOf(items, undefined, 2);
    assert.deepEqual(
      first.items.map((item) => item.id),
      ['p0', 'p1'],
    );
    const second = pageOf(items, first.nextCursor, 2);
    const third = pageOf(items, second.nextCursor, 2);
    assert.deepEqual(
      [...second.items, ...third.items].map((item) => item.id),
      ['p2', 'p3', 'p4'],
    );
    assert.equal(third.nextCursor, null);
    assert.equal(decodeOffsetCursor(encodeOffsetCursor(7)), 7);
    assert.deepEqual(keepFields(items.slice(0, 1), ['name']), [{ id: 'p0', name: 'P0' }]);
  });

  it('refuses a cursor it did not give out, a page size out of range and empty fields as VALIDATION_FAILED', () => {
    const refused = (run: () => unknown) => assert.throws(run, (error: unknown) => error instanceof DomainError && error.code === 'VALIDATION_FAILED');
    refused(() => pageOf([], 'abc', undefined));
    refused(() => pageOf([], encodeOffsetCursor(1).replace('o1.', 'o2.'), undefined));
    refused(() => pageOf([], undefined, 0));
    refused(() => pageOf([], undefined, 201));
    refused(() => pageOf([], undefined, 1.5));
    refused(() => fieldsOf([]));
    refused(() => fieldsOf('name'));
    refused(() => fieldsOf([1]));
  });
});
