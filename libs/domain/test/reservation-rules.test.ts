import assert from 'node:assert/strict';

import { addDays, canTransition, holdsRoom, isIsoDate, nightsBetween, RESERVATION_STATUSES, weekdayOf } from '../src';

describe('reservation rules', () => {
  it('holds a room only while PROVISIONAL, CONFIRMED or CHECKED_IN', () => {
    assert.deepEqual(RESERVATION_STATUSES.filter(holdsRoom), ['PROVISIONAL', 'CONFIRMED', 'CHECKED_IN']);
  });

  it('allows exactly the transitions of the contract', () => {
    const allowed = RESERVATION_STATUSES.flatMap((from) => RESERVATION_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`));
    assert.deepEqual(allowed.sort(), [
      'CHECKED_IN>CHECKED_OUT',
      'CONFIRMED>CANCELLED',
      'CONFIRMED>CHECKED_IN',
      'CONFIRMED>NO_SHOW',
      'INQUIRY>CANCELLED',
      'INQUIRY>PROVISIONAL',
      'PROVISIONAL>CANCELLED',
      'PROVISIONAL>CONFIRMED',
    ]);
  });
});

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
