import { addDays } from '@innkeep/domain';

/** A date `days` from today (UTC), so tests never book the past. */
export function daysFromNow(days: number): string {
  return addDays(new Date().toISOString().slice(0, 10), days);
}
