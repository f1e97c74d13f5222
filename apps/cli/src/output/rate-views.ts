import {
  addDays,
  AvailabilityAnswer,
  formatMinor,
  nightsBetween,
  RateNight,
  RatesAnswer,
  UpdatedAnswer,
  Weekday,
  weekdayOf,
  WEEKDAYS,
} from '@innkeep/contract';

import type { NameBook } from '../inventory-names';
import { nightsText } from './reservation-views';
import { Column, renderTable } from './table-renderer';

/** How rates, restrictions and availability read in a terminal. */

/** Nights of one rate plan in a row, with the same price and restrictions. */
export interface RateRun extends Omit<RateNight, 'date'> {
  from: string;
  to: string;
  /** The nights of the run (with a weekday filter, only those on the asked days). */
  nights: number;
  /** The weekdays the run's nights fall on, Monday first. */
  weekdays: Weekday[];
}

const SAME_FIELDS = ['priceMinor', 'currency', 'minNights', 'maxNights', 'closedToArrival', 'closedToDeparture', 'stopSell'] as const;

/** The night after `date` that was asked for: the next day, or the next one on an asked weekday. */
export function nextAskedNight(date: string, weekdays: readonly Weekday[] = []): string {
  let next = addDays(date, 1);
  if (weekdays.length === 0) return next;
  for (let step = 0; step < 7 && !weekdays.includes(weekdayOf(next) as Weekday); step++) next = addDays(next, 1);
  return next;
}

/**
 * The rows as runs: per rate plan (in the order the plans first appear), nights in date order, and
 * each run of nights that follow one another (with `weekdays`, the next asked weekday follows) and
 * share price and restrictions as one run. A year at one price is one line.
 */
export function compressRates(rows: readonly RateNight[], weekdays: readonly Weekday[] = []): RateRun[] {
  const plans = new Map<string, RateNight[]>();
  for (const row of rows) {
    const key = `${row.unitId}\u0000${row.ratePlanId}`;
    const list = plans.get(key) ?? [];
    list.push(row);
    plans.set(key, list);
  }
  const runs: RateRun[] = [];
  for (const nights of plans.values()) {
    const sorted = [...nights].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    let run: (RateRun & { days: Set<Weekday> }) | undefined;
    for (const night of sorted) {
      const follows = run !== undefined && night.date === nextAskedNight(run.to, weekdays) && SAME_FIELDS.every((field) => night[field] === run![field]);
      if (run && follows) {
        run.to = night.date;
        run.nights++;
        run.days.add(weekdayOf(night.date) as Weekday);
        continue;
      }
      if (run) runs.push(finish(run));
      const { date, ...fields } = night;
      run = { ...fields, from: date, to: date, nights: 1, weekdays: [], days: new Set([weekdayOf(date) as Weekday]) };
    }
    if (run) runs.push(finish(run));
  }
  return runs;
}

function finish(run: RateRun & { days: Set<Weekday> }): RateRun {
  const { days, ...rest } = run;
  return { ...rest, weekdays: WEEKDAYS.filter((day) => days.has(day)) };
}

const SHORT: Record<Weekday, string> = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' };

/**
 * Weekdays, short: `Sat`, `Sat,Sun`, `Mon-Fri`, `Fri-Sun` (a run across the week's end), `all`,
 * or a list when they do not follow one another (`Mon,Wed,Fri`).
 */
export function weekdaysText(days: readonly Weekday[]): string {
  const set = new Set(days);
  if (set.size === 7) return 'all';
  if (set.size === 0) return '-';
  const indexes = WEEKDAYS.map((day, index) => (set.has(day) ? index : -1)).filter((index) => index >= 0);
  if (set.size >= 3) {
    // One run around the week: it starts on the only asked day whose day before is not asked.
    const starts = indexes.filter((index) => !set.has(WEEKDAYS[(index + 6) % 7]));
    if (starts.length === 1) return `${SHORT[WEEKDAYS[starts[0]]]}-${SHORT[WEEKDAYS[(starts[0] + set.size - 1) % 7]]}`;
  }
  // In the order of the week, a run over Sunday kept together (`Sat,Sun,Mon`).
  const start = indexes.find((index) => !set.has(WEEKDAYS[(index + 6) % 7])) ?? indexes[0];
  const ordered = [...indexes].sort((a, b) => ((a - start + 7) % 7) - ((b - start + 7) % 7));
  return ordered.map((index) => SHORT[WEEKDAYS[index]]).join(',');
}

const mark = (on: boolean) => (on ? 'x' : '-');

export const RATES_LEGEND =
  'MIN/MAX = shortest/longest stay arriving on the night; CTA = closed to arrival, CTD = closed to departure, STOP = stop sell (x = set).';

/**
 * GET /rates for a terminal: a heading, one line per run of equal nights per rate plan (the unit
 * column only when several units are shown), and the legend. Units and rate plans go by their
 * names when `names` knows them (the answer has only their ids).
 */
export function renderRates(answer: RatesAnswer, options: { weekdays?: readonly Weekday[]; names?: NameBook } = {}): string {
  const rows = answer.rates;
  if (rows.length === 0) return 'No nights in the range (or on the asked weekdays).';
  const weekdays = options.weekdays ?? [];
  const runs = compressRates(rows, weekdays);
  const units = new Set(rows.map((row) => row.unitId));
  const plans = new Set(rows.map((row) => `${row.unitId}\u0000${row.ratePlanId}`));
  const dates = rows.map((row) => row.date).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const nights = new Set(dates).size;
  const columns: Column<RateRun>[] = [
    { header: 'from', value: (run) => run.from },
    { header: 'to', value: (run) => run.to },
    { header: 'nights', value: (run) => run.nights, align: 'right' },
    { header: 'days', value: (run) => weekdaysText(run.weekdays) },
    ...(units.size > 1 ? [{ header: 'unit', value: (run: RateRun) => options.names?.units.get(run.unitId)?.name ?? run.unitId }] : []),
    { header: 'rate plan', value: (run) => options.names?.ratePlans.get(run.ratePlanId) ?? run.ratePlanId },
    { header: 'price', value: (run) => formatMinor(run.priceMinor, run.currency), align: 'right' },
    { header: 'min', value: (run) => run.minNights, align: 'right' },
    { header: 'max', value: (run) => run.maxNights, align: 'right' },
    { header: 'cta', value: (run) => mark(run.closedToArrival) },
    { header: 'ctd', value: (run) => mark(run.closedToDeparture) },
    { header: 'stop', value: (run) => mark(run.stopSell) },
  ];
  const onDays = weekdays.length > 0 ? ` on ${weekdaysText(weekdays)}` : '';
  const planText = `${plans.size} ${plans.size === 1 ? 'rate plan' : 'rate plans'}`;
  const heading =
    `Rates ${first} to ${last}${onDays}: ${nightsText(nights)}, ${planText}. ` +
    'Nights in a row with the same price and restrictions share a line; --json lists every night.';
  return [heading, '', renderTable(runs, columns), '', RATES_LEGEND].join('\n');
}

/** `Set 4 nights.`; `updated` counts nights per rate plan, which a property's several plans multiply. */
export function renderUpdated(verb: string, answer: UpdatedAnswer, options: { perPlan?: boolean } = {}): string {
  const perPlan = options.perPlan && answer.updated > 0 ? ' (counted per rate plan)' : '';
  const none = answer.updated === 0 ? ' No night in the range falls on the asked weekdays.' : '';
  return `${verb} ${nightsText(answer.updated)}${perPlan}.${none}`;
}

/**
 * GET /availability for a terminal: per unit, the free nights and the free periods (first night,
 * last night, the check-out day after it, nights).
 */
export function renderAvailability(answer: AvailabilityAnswer, options: { minNights?: number; weekdays?: readonly Weekday[] } = {}): string {
  const range = nightsBetween(answer.from, answer.to) + 1;
  const conditions: string[] = [];
  if (options.minNights !== undefined && options.minNights > 1) conditions.push(`periods of at least ${nightsText(options.minNights)}`);
  if (options.weekdays && options.weekdays.length > 0) conditions.push(`free nights on ${weekdaysText(options.weekdays)}, periods arriving on them`);
  const heading = `Availability ${answer.from} to ${answer.to} (${nightsText(range)})${conditions.length ? `: ${conditions.join('; ')}` : ''}.`;
  if (answer.units.length === 0) return `${heading}\n\nNo units.`;
  const parts = [heading];
  for (const unit of answer.units) {
    const free = unit.freeNights.length;
    const freeText = free === 0 ? 'no free night' : `${free} free ${free === 1 ? 'night' : 'nights'}`;
    const label = `${unit.name} (${unit.id})`;
    if (unit.periods.length === 0) {
      const short = options.minNights !== undefined && options.minNights > 1 ? ` of at least ${nightsText(options.minNights)}` : ' long enough';
      parts.push(free > 0 ? `${label}: ${freeText}, but no period${short}.` : `${label}: ${freeText}.`);
      continue;
    }
    const title = `${label}: ${freeText}, ${unit.periods.length === 1 ? '1 period' : `${unit.periods.length} periods`}`;
    parts.push(
      `${title}\n${renderTable(unit.periods, [
        { header: 'from', value: (period) => period.from },
        { header: 'to', value: (period) => period.to },
        { header: 'check-out', value: (period) => addDays(period.to, 1) },
        { header: 'nights', value: (period) => period.nights, align: 'right' },
      ])}`,
    );
  }
  parts.push('TO is the last free night; a stay using it checks out the morning after (CHECK-OUT).');
  return parts.join('\n\n');
}
