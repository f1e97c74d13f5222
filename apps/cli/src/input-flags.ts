import { addDays, BLOCK_TYPES, BlockType, isIsoDate, minorUnitsOf, nightsBetween, Weekday, WEEKDAYS } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { usageError } from './cli-failure';

/** The word that clears a setting that can be null (`--weekend-price none`). */
export const CLEAR = 'none';

/** A price typed in major units (`123.45`), parsed to minor units (12345); `none` clears it. */
export const moneyFlag = Flags.custom<number | null>({
  helpValue: '<amount>|none',
  async parse(input) {
    if (input.trim().toLowerCase() === CLEAR) return null;
    const minor = minorUnitsOf(input);
    if (minor === null) throw usageError(`expected an amount in major units such as 123.45, got "${input}"`);
    return minor;
  },
});

/** A price typed in major units (`123.45`), parsed to minor units (12345); it cannot be cleared. */
export const amountFlag = Flags.custom<number>({
  helpValue: '<amount>',
  async parse(input) {
    const minor = minorUnitsOf(input);
    if (minor === null) throw usageError(`expected an amount in major units such as 123.45, got "${input}"`);
    return minor;
  },
});

/** A whole number within bounds; `none` clears it. */
export const nullableIntegerFlag = Flags.custom<number | null, { min: number; max: number }>({
  helpValue: '<n>|none',
  async parse(input, _context, options) {
    if (input.trim().toLowerCase() === CLEAR) return null;
    if (!/^\d+$/.test(input.trim())) throw usageError(`expected a whole number, got "${input}"`);
    const value = Number(input.trim());
    if (value < options.min || value > options.max) {
      throw usageError(`expected a number from ${options.min} to ${options.max}, got ${value}`);
    }
    return value;
  },
});

/** A local time `HH:MM` on a 24-hour clock. */
export function parseTimeOfDay(text: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text.trim())) throw usageError(`expected a time HH:MM such as 15:00, got "${text}"`);
  return text.trim();
}

/** A local time `HH:MM`; `none` clears it. */
export const timeOfDayFlag = Flags.custom<string | null>({
  helpValue: '<HH:MM>|none',
  async parse(input) {
    return input.trim().toLowerCase() === CLEAR ? null : parseTimeOfDay(input);
  },
});

/** A local time `HH:MM` that cannot be cleared (check-in, check-out). */
export const clockTimeFlag = Flags.custom<string>({
  helpValue: '<HH:MM>',
  async parse(input) {
    return parseTimeOfDay(input);
  },
});

/** Weekdays as `MON,FRI`; `any` (or an empty value) means every day. */
export const weekdaysFlag = Flags.custom<Weekday[]>({
  helpValue: '<MON,…,SUN>|any',
  async parse(input) {
    const text = input.trim().toUpperCase();
    if (text === '' || text === 'ANY') return [];
    const days = text
      .split(',')
      .map((day) => day.trim())
      .filter(Boolean);
    const unknown = days.filter((day) => !(WEEKDAYS as readonly string[]).includes(day));
    if (unknown.length > 0) throw usageError(`unknown weekday ${unknown.join(', ')}; use ${WEEKDAYS.join(', ')}`);
    if (new Set(days).size !== days.length) throw usageError('a weekday is named twice');
    return days as Weekday[];
  },
});

/** A block type, `OWNER` or `MAINTENANCE`, typed in any case (`--type maintenance`). */
export const blockTypeFlag = Flags.custom<BlockType>({
  helpValue: '<OWNER|MAINTENANCE>',
  async parse(input) {
    const type = input.trim().toUpperCase();
    if (!(BLOCK_TYPES as readonly string[]).includes(type)) throw usageError(`expected ${BLOCK_TYPES.join(' or ')}, got "${input}"`);
    return type as BlockType;
  },
});

/** The most nights a range may span (the API's limit for calendars and blocks). */
export const MAX_RANGE_NIGHTS = 366;

/** A calendar date `YYYY-MM-DD`, checked to exist (no 2030-02-30). */
export function parseCalendarDate(text: string): string {
  const date = text.trim();
  if (!isIsoDate(date)) throw usageError(`expected a date YYYY-MM-DD such as 2030-07-14, got "${text}"`);
  return date;
}

/** The nights `<from>[:<to>]`, `to` inclusive: one date is that one night. */
export interface NightRange {
  from: string;
  to: string;
}

/** `2030-07-14` → that night; `2030-07-14:2030-07-20` → seven nights, the 20th included. */
export function parseNightRange(text: string): NightRange {
  const parts = text.trim().split(':');
  if (parts.length > 2 || parts.some((part) => part.trim() === '')) {
    throw usageError(`expected <from>[:<to>] with dates YYYY-MM-DD, such as 2030-07-14:2030-07-20, got "${text}"`);
  }
  const from = parseCalendarDate(parts[0]);
  const to = parts.length === 2 ? parseCalendarDate(parts[1]) : from;
  if (to < from) throw usageError(`the range ends (${to}) before it starts (${from})`);
  const nights = nightsBetween(from, to) + 1;
  if (nights > MAX_RANGE_NIGHTS) throw usageError(`the range covers ${nights} nights; at most ${MAX_RANGE_NIGHTS}`);
  return { from, to };
}

/** `14d`, `14` (days) or `2w` (weeks) → a number of nights, 1 to 366. */
export function parseNightCount(text: string): number {
  const match = /^(\d{1,4})\s*([dw]?)$/i.exec(text.trim());
  if (!match) throw usageError(`expected a number of days such as 14d (or weeks: 2w), got "${text}"`);
  const nights = Number(match[1]) * (match[2].toLowerCase() === 'w' ? 7 : 1);
  if (nights < 1 || nights > MAX_RANGE_NIGHTS) throw usageError(`expected 1 to ${MAX_RANGE_NIGHTS} days, got ${nights}`);
  return nights;
}

/** The `nights` nights from `first` on: `to` is the last of them. */
export function nightsFrom(first: string, nights: number): NightRange {
  return { from: first, to: addDays(first, nights - 1) };
}

/** A date flag `YYYY-MM-DD`, refused before any call when it is not one. */
export const dateFlag = Flags.custom<string>({
  helpValue: '<YYYY-MM-DD>',
  async parse(input) {
    return parseCalendarDate(input);
  },
});

/** `--next 14d`: a number of nights. */
export const nightCountFlag = Flags.custom<number>({
  helpValue: '<days>d',
  async parse(input) {
    return parseNightCount(input);
  },
});

/** The argument `<from>[:<to>]`. */
export const nightRangeArg = Args.custom<NightRange>({
  async parse(input) {
    return parseNightRange(input);
  },
});

/** A stay `<arrival>:<departure>`: the departure day is not a night of it. */
export interface StayDates {
  arrivalDate: string;
  departureDate: string;
}

export function parseStayDates(text: string): StayDates {
  const parts = text.trim().split(':');
  if (parts.length !== 2) throw usageError(`expected <arrival>:<departure> with dates YYYY-MM-DD, such as 2030-07-14:2030-07-18, got "${text}"`);
  const [arrivalDate, departureDate] = parts.map(parseCalendarDate);
  if (departureDate <= arrivalDate) throw usageError(`the departure (${departureDate}) must come after the arrival (${arrivalDate})`);
  return { arrivalDate, departureDate };
}

/** The argument `<arrival>:<departure>`. */
export const stayDatesArg = Args.custom<StayDates>({
  async parse(input) {
    return parseStayDates(input);
  },
});
