import { nightsBetween } from '@innkeep/contract';

/**
 * Words for the question a person answers before a risky write (operation.confirmationQuestion):
 * dates as a person reads them, not as an API sends them.
 */
// By hand rather than Intl: ICU versions differ in punctuation ("Mon, 12 Aug" or "Mon 12 Aug").
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2030-08-12` as `Mon 12 Aug 2030`. */
export function spokenDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

export function nightsText(nights: number): string {
  return nights === 1 ? '1 night' : `${nights} nights`;
}

/** Nights `from` to `to`, both included: `the night of Mon 12 Aug 2030` or `the 3 nights Mon 12 Aug 2030 to Wed 14 Aug 2030`. */
export function nightRangeText(from: string, to: string): string {
  const nights = nightsBetween(from, to) + 1;
  return nights === 1 ? `the night of ${spokenDate(from)}` : `the ${nightsText(nights)} ${spokenDate(from)} to ${spokenDate(to)}`;
}

/** A text quoted for the person, cut with an ellipsis past `max` characters. */
export function quoted(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}”`;
}
