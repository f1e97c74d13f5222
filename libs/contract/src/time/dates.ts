/** Calendar dates as `YYYY-MM-DD` strings, computed in UTC so that no time zone shifts a night. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Nights from `from` up to the night before `until`. */
export function nightsBetween(from: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * One formatter per time zone, kept: building an Intl.DateTimeFormat loads the zone's rules, which
 * cost more than half a millisecond of CPU on every write that asked for "today".
 */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    // Built first, so an unknown zone throws (RangeError) as before and is not kept.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(now);
}

export const WEEKDAY_OF_INDEX = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export function weekdayOf(date: string): (typeof WEEKDAY_OF_INDEX)[number] {
  return WEEKDAY_OF_INDEX[new Date(`${date}T00:00:00Z`).getUTCDay()];
}
