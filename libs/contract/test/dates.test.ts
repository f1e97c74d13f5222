import assert from 'node:assert/strict';

import { addDays, isIsoDate, nightsBetween, todayIn, weekdayOf } from '../src';

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

  it('gives today in each time zone, the same instant on both sides of midnight', () => {
    const instant = new Date('2026-01-01T02:30:00Z');
    for (let call = 0; call < 2; call += 1) {
      assert.equal(todayIn('Europe/Lisbon', instant), '2026-01-01');
      assert.equal(todayIn('America/New_York', instant), '2025-12-31');
      assert.equal(todayIn('Pacific/Kiritimati', new Date('2026-01-01T10:30:00Z')), '2026-01-02');
    }
    assert.throws(() => todayIn('Not/AZone', instant), RangeError);
  });
});
