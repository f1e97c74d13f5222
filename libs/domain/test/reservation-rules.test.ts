import assert from 'node:assert/strict';

import { canTransition, holdsRoom, RESERVATION_STATUSES } from '../src';

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
