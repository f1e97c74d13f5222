import { addDays } from '@innkeep/domain';

/** `2027-03` moved by `months` (negative: back). */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and the last day of `YYYY-MM`. */
export function daysOfMonth(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}
