import assert from 'node:assert/strict';

import { addDays, isIsoDate, nightsBetween, weekdayOf } from '../src';

describe('dates', () => {
  it('counts nights from arrival up to the night before departure, across months and DST', () => {
    assert.equal(nightsBetween('2026-03-28', '2026-03-30'), 2);
    assert.equal(nightsBetween('2026-10-24', '2026-10-26'), 2);
    assert.equal(nightsBetween('2026-12-31', '2027-01-01'), 1);
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(addDays('2027-02-28', 1), '2027-03-01');
  });

  it('accepts only dates that exist', () => {
    assert.equal(isIsoDate('2026-02-28'), true);
    assert.equal(isIsoDate('2026-02-29'), false);
    assert.equal(isIsoDate('2026-2-01'), false);
    assert.equal(isIsoDate('2026-13-01'), false);
  });

  it('names weekdays', () => {
    assert.equal(weekdayOf('2026-11-20'), 'FRI');
    assert.equal(weekdayOf('2026-11-22'), 'SUN');
  });
});
