import { nightsBetween } from '@innkeep/contract';

import { DomainError } from '../errors/domain-error';

export const MAX_RANGE_NIGHTS = 366;

/** `from` and `to` inclusive; at most 366 nights. */
export function checkDateRange(from: string, to: string): void {
  if (to < from) throw new DomainError('VALIDATION_FAILED', `to (${to}) is before from (${from}).`);
  const nights = nightsBetween(from, to) + 1;
  if (nights > MAX_RANGE_NIGHTS) {
    throw new DomainError('RANGE_TOO_LONG', `The range covers ${nights} nights; at most ${MAX_RANGE_NIGHTS} are allowed.`, {
      maxNights: MAX_RANGE_NIGHTS,
    });
  }
}
