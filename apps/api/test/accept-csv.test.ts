import assert from 'node:assert/strict';

import { prefersCsv } from '../src/rest/rest-operation.handler';

describe('content negotiation for the CSV form', () => {
  it('serves CSV when asked for it first or alone, JSON otherwise', () => {
    assert.equal(prefersCsv('text/csv'), true);
    assert.equal(prefersCsv('text/csv, application/json;q=0.9'), true);
    assert.equal(prefersCsv('application/json, text/csv'), false);
    assert.equal(prefersCsv('application/json;q=0.5, text/csv'), true);
    assert.equal(prefersCsv('*/*'), false);
    assert.equal(prefersCsv(undefined), false);
    assert.equal(prefersCsv('text/csv;q=0'), false);
  });
});
