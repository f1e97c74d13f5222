import { minorUnitsOf, nightsBetween, signedMinorUnitsOf, Weekday } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { usageError } from '../cli-failure';
import { CLEAR, NightRange, nightsFrom, nullableIntegerFlag, parseCalendarDate } from '../input-flags';

/**
 * What the rates, restrictions and availability commands read from their command line: which rate
 * plans (`<unit>`, --unit-id, --property-id or --rate-plan-id), which nights, prices and changes.
 * (Kept here, beside their views, because src/input-flags.ts is shared by every command.)
 */

/** The API plans rates further ahead than it reads calendars: at most 731 nights a request. */
export const MAX_RATE_NIGHTS = 731;

/** `2030-07-14` → that night; `2030-07-14:2030-07-20` → seven nights, the 20th included. */
export function parseRateNights(text: string, maxNights = MAX_RATE_NIGHTS): NightRange {
  const parts = text.trim().split(':');
  if (parts.length > 2 || parts.some((part) => part.trim() === '')) {
    throw usageError(`expected <from>[:<to>] with dates YYYY-MM-DD, such as 2030-07-14:2030-07-20, got "${text}"`);
  }
  const from = parseCalendarDate(parts[0]);
  const to = parts.length === 2 ? parseCalendarDate(parts[1]) : from;
  return checkedRange(from, to, maxNights, `the range ends (${to}) before it starts (${from})`);
}

function checkedRange(from: string, to: string, maxNights: number, backwards: string): NightRange {
  if (to < from) throw usageError(backwards);
  const nights = nightsBetween(from, to) + 1;
  if (nights > maxNights) throw usageError(`the range covers ${nights} nights; at most ${maxNights}`);
  return { from, to };
}

/** Where a rates write goes, or what a read covers: exactly one of these. */
export type RateTarget = { unitId: string } | { propertyId: string } | { ratePlanId: string };

export interface RateTargetFlags {
  'unit-id'?: string;
  'property-id'?: string;
  'rate-plan-id'?: string;
}

const looksLikeNights = (text: string) => /^\d{4}-\d{1,2}-\d{1,2}/.test(text.trim());

/**
 * The target and the remaining positional arguments. The unit is the first positional argument
 * (`innkeep rates set unit_1 2030-07-01:2030-07-31 120`) unless a flag names the target
 * (--unit-id, --property-id, --rate-plan-id): then every positional argument moves one place up.
 */
export function splitRateTarget(positionals: ReadonlyArray<string | undefined>, flags: RateTargetFlags): { target: RateTarget; rest: string[] } {
  const given = positionals.filter((value): value is string => value !== undefined);
  const named: RateTarget[] = [];
  if (flags['unit-id'] !== undefined) named.push({ unitId: flags['unit-id'] });
  if (flags['property-id'] !== undefined) named.push({ propertyId: flags['property-id'] });
  if (flags['rate-plan-id'] !== undefined) named.push({ ratePlanId: flags['rate-plan-id'] });
  if (named.length > 1) throw usageError('Name one of --unit-id, --property-id or --rate-plan-id, not several.');
  if (named.length === 1) return { target: named[0], rest: given };
  const [unit, ...rest] = given;
  if (unit === undefined || unit.trim() === '' || looksLikeNights(unit)) {
    throw usageError('Name the unit first (<unit> <from>[:<to>]), or use --property-id or --rate-plan-id instead of a unit.');
  }
  return { target: { unitId: unit.trim() }, rest };
}

/** A nightly price typed in major units (`123.45`) in minor units; `none` returns to the base price (null). */
export function parsePrice(text: string): number | null {
  if (text.trim().toLowerCase() === CLEAR) return null;
  const minor = minorUnitsOf(text);
  if (minor === null) throw usageError(`expected a price in major units such as 123.45 (or none for the base price), got "${text}"`);
  return minor;
}

/** `10`, `-12.5`, `+5%` → a change in percent with at most two decimals. */
export function parsePercent(text: string): number {
  const match = /^([+-]?\d{1,4}(?:\.\d{1,2})?)\s*%?$/.exec(text.trim());
  if (!match) throw usageError(`expected a percentage such as 10 or -12.5, got "${text}"`);
  const percent = Number(match[1]);
  return percent === 0 ? 0 : percent;
}

/** `--percent 10`, `--percent -12.5`. */
export const percentFlag = Flags.custom<number>({
  helpValue: '<percent>',
  async parse(input) {
    return parsePercent(input);
  },
});

/** A change typed in major units, either sign (`-5.00`, `+12`), in minor units. */
export const signedAmountFlag = Flags.custom<number>({
  helpValue: '<amount>',
  async parse(input) {
    const minor = signedMinorUnitsOf(input);
    if (minor === null) throw usageError(`expected an amount in major units such as 5 or -5.00, got "${input}"`);
    return minor;
  },
});

/** How the nights of a read were asked for. */
export interface NightsAsked {
  /** The `<from>[:<to>]` argument. */
  positional?: string;
  from?: string;
  to?: string;
  /** --next: this many nights. */
  next?: number;
}

/**
 * The nights to read: the `<from>[:<to>]` argument, --from/--to, --from/--next, --next from today,
 * or `defaultNights` from today. "Today" is asked for only when needed (the workspace's date).
 */
export async function resolveNights(
  asked: NightsAsked,
  options: { maxNights: number; defaultNights: number; today: () => Promise<string> },
): Promise<NightRange> {
  const { positional, from, to, next } = asked;
  if (positional !== undefined) {
    if (from !== undefined || to !== undefined || next !== undefined) {
      throw usageError('Give the nights either as <from>[:<to>] or with --from/--to/--next, not both.');
    }
    return parseRateNights(positional, options.maxNights);
  }
  if (to !== undefined && next !== undefined) throw usageError('Give either --to or --next, not both.');
  if (to !== undefined && from === undefined) throw usageError('--to needs --from (or use --next 30d).');
  if (from !== undefined && to !== undefined) return checkedRange(from, to, options.maxNights, `--to (${to}) is before --from (${from}).`);
  return nightsFrom(from ?? (await options.today()), next ?? options.defaultNights);
}

/** `--weekdays any` (an empty list) asks for every night: nothing is sent. */
export function weekdaysInput(weekdays: Weekday[] | undefined): Weekday[] | undefined {
  return weekdays && weekdays.length > 0 ? weekdays : undefined;
}

/** --unit-id, --property-id, --rate-plan-id: instead of the `<unit>` argument. */
export function rateTargetFlags(forWrite: boolean) {
  return {
    'unit-id': Flags.string({
      summary: forWrite
        ? 'The unit (its default rate plan), instead of the <unit> argument.'
        : 'The unit (all its rate plans), instead of the <unit> argument.',
      aliases: ['unit'],
      helpGroup: 'TARGET',
    }),
    'property-id': Flags.string({
      summary: 'Every rate plan of every unit of this property, instead of a unit.',
      aliases: ['property'],
      helpGroup: 'TARGET',
    }),
    'rate-plan-id': Flags.string({
      summary: forWrite ? "This rate plan, instead of the unit's default plan." : 'This rate plan only, instead of a unit.',
      aliases: ['rate-plan'],
      helpGroup: 'TARGET',
    }),
  };
}

/** The stay restrictions of a night, as flags (PUT /restrictions, and PUT /rates beside the price). */
export const RESTRICTION_FLAGS = {
  'min-nights': nullableIntegerFlag({ summary: 'Shortest stay arriving on these nights; none clears it.', min: 1, max: 365 }),
  'max-nights': nullableIntegerFlag({ summary: 'Longest stay arriving on these nights; none clears it.', min: 1, max: 365 }),
  'closed-to-arrival': Flags.boolean({ summary: 'No arrival on these nights (--no-closed-to-arrival lifts it).', allowNo: true }),
  'closed-to-departure': Flags.boolean({ summary: 'No departure on these days (--no-closed-to-departure lifts it).', allowNo: true }),
  'stop-sell': Flags.boolean({ summary: 'Do not sell these nights at all (--no-stop-sell sells them again).', allowNo: true }),
};

/** Whether any restriction flag was given (false, null and none count: they change something). */
export function namesARestriction(flags: Record<string, unknown>): boolean {
  return Object.keys(RESTRICTION_FLAGS).some((name) => flags[name] !== undefined);
}
