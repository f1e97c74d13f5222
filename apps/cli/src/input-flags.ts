import { WEEKDAYS, Weekday } from '@innkeep/domain';
import { Flags } from '@oclif/core';
import { usageError } from './cli-failure';
import { minorUnitsOf } from './output/money-format';

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

/** A local time `HH:MM`; `none` clears it. */
export const timeOfDayFlag = Flags.custom<string | null>({
  helpValue: '<HH:MM>|none',
  async parse(input) {
    if (input.trim().toLowerCase() === CLEAR) return null;
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(input.trim())) throw usageError(`expected a time HH:MM such as 15:00, got "${input}"`);
    return input.trim();
  },
});

/** Weekdays as `MON,FRI`; `any` (or an empty value) means every day. */
export const weekdaysFlag = Flags.custom<Weekday[]>({
  helpValue: '<MON,…,SUN>|any',
  async parse(input) {
    const text = input.trim().toUpperCase();
    if (text === '' || text === 'ANY') return [];
    const days = text.split(',').map((day) => day.trim()).filter(Boolean);
    const unknown = days.filter((day) => !(WEEKDAYS as readonly string[]).includes(day));
    if (unknown.length > 0) throw usageError(`unknown weekday ${unknown.join(', ')}; use ${WEEKDAYS.join(', ')}`);
    if (new Set(days).size !== days.length) throw usageError('a weekday is named twice');
    return days as Weekday[];
  },
});
