import { CurrencySummary, formatMinor, OverviewStay, ReportFigures, ReportOverview, ReportSummary } from '@innkeep/contract';

import { colours } from './colours';
import { renderFields, renderTable } from './table-renderer';

export type SummaryBreakdown = 'channel' | 'property' | 'unit' | 'month';

/** The widest bar, in character cells. */
const BAR_CELLS = 20;
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A horizontal bar of `value / max` of the full width, to the eighth of a cell; empty for nothing. */
export function bar(value: number, max: number, cells = BAR_CELLS): string {
  if (max <= 0 || value <= 0) return '';
  const eighths = Math.max(1, Math.round((Math.min(value, max) / max) * cells * 8));
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

export function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

interface Row extends ReportFigures {
  label: string;
}

function rowsOf(summary: CurrencySummary, by: SummaryBreakdown): Row[] {
  switch (by) {
    case 'channel':
      return summary.byChannel.map((row) => ({ ...row, label: row.source }));
    case 'property':
      return summary.byProperty.map((row) => ({ ...row, label: row.propertyName }));
    case 'unit':
      return summary.byUnit.map((row) => ({ ...row, label: row.unitName }));
    case 'month':
      return summary.byMonth.map((row) => ({ ...row, label: row.month }));
  }
}

/** One currency: its totals, then a table of the breakdown with a revenue bar per row. */
function renderCurrency(summary: CurrencySummary, by: SummaryBreakdown): string {
  const { currency, totals } = summary;
  const paint = colours();
  const fields = renderFields([
    ['Revenue', formatMinor(totals.revenueMinor, currency)],
    ['Nights sold', `${totals.nightsSold} of ${totals.nightsAvailable} available`],
    ['Occupancy', percent(totals.occupancy)],
    ['ADR', formatMinor(totals.adrMinor, currency)],
    ['RevPAR', formatMinor(totals.revparMinor, currency)],
    ['Reservations', `${totals.reservations} (${totals.cancellations} cancelled)`],
  ]);
  const rows = rowsOf(summary, by);
  if (rows.length === 0) return `${fields}\n\nNo ${by} had nights in this period.`;
  const max = Math.max(...rows.map((row) => row.revenueMinor));
  const table = renderTable<Row>(rows, [
    { header: by, value: (row) => row.label },
    { header: 'revenue', value: (row) => formatMinor(row.revenueMinor), align: 'right' },
    { header: 'share', value: (row) => percent(totals.revenueMinor > 0 ? row.revenueMinor / totals.revenueMinor : 0), align: 'right' },
    { header: 'nights', value: (row) => row.nightsSold, align: 'right' },
    { header: 'occupancy', value: (row) => percent(row.occupancy), align: 'right' },
    { header: 'adr', value: (row) => formatMinor(row.adrMinor), align: 'right' },
    { header: '', value: (row) => bar(row.revenueMinor, max), tone: () => 'cyan' },
  ]);
  return `${fields}\n\n${paint.dim(`By ${by}, ${currency}:`)}\n${table}`;
}

/** The revenue report: the period, then each currency's totals and breakdown table. */
export function renderSummary(summary: ReportSummary, by: SummaryBreakdown): string {
  const title = colours().bold(`Revenue ${summary.from} to ${summary.to}`);
  if (summary.currencies.length === 0) return `${title}\nNo property and no stay in this period.`;
  return [title, ...summary.currencies.map((entry) => renderCurrency(entry, by))].join('\n\n');
}

function stayLine(stay: OverviewStay): string {
  const nights = `${stay.nights} night${stay.nights === 1 ? '' : 's'}`;
  return `  ${stay.time}  ${stay.guest.firstName} ${stay.guest.lastName}  ${stay.unit.name} · ${stay.property.name}  ${nights}  ${stay.source}`;
}

function stayList(title: string, stays: OverviewStay[]): string {
  return [`${colours().bold(title)} (${stays.length})`, ...(stays.length ? stays.map(stayLine) : ['  none'])].join('\n');
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Housekeeping on the day: what is still to do, what is late, and the turnovers that must be ready by check-in. */
function housekeepingLine(tasks: ReportOverview['tasks']): string {
  const line = `Housekeeping: ${counted(tasks.open, 'task open', 'tasks open')}, ${tasks.overdue} overdue, ${counted(tasks.sameDayTurnovers, 'same-day turnover', 'same-day turnovers')}`;
  return tasks.overdue > 0 ? colours().red(line) : line;
}

/** The host's day: arrivals, departures, in house, the month so far and the week ahead. */
/** Stays owing money already due: who, what, since when. */
export function overdueLines(balances: ReportOverview['overdueBalances']): string {
  if (balances.length === 0) return 'Overdue balances: none';
  const lines = balances.map(
    (balance) =>
      `  ${balance.guest.firstName} ${balance.guest.lastName}, ${balance.unit.name}, arriving ${balance.arrivalDate}: ${formatMinor(balance.overdueMinor, balance.currency)} due since ${balance.dueDate} (${balance.reservationId})`,
  );
  return [`Overdue balances: ${balances.length}`, ...lines].join('\n');
}

export function renderOverview(overview: ReportOverview): string {
  const { month } = overview;
  const week = renderTable(overview.nextSevenDays, [
    { header: 'date', value: (day) => day.date },
    { header: 'arrivals', value: (day) => day.arrivals, align: 'right' },
    { header: 'departures', value: (day) => day.departures, align: 'right' },
    { header: 'occupancy', value: (day) => percent(day.occupancy), align: 'right' },
    { header: '', value: (day) => bar(day.occupancy, 1, 10), tone: () => 'cyan' },
  ]);
  return [
    colours().bold(`${overview.date} (${overview.timezone})`),
    stayList('Arrivals', overview.arrivals),
    stayList('Departures', overview.departures),
    `In house tonight: ${overview.inHouse}`,
    housekeepingLine(overview.tasks),
    overdueLines(overview.overdueBalances ?? []),
    renderFields([
      [`Month ${month.month}`, `occupancy ${percent(month.occupancy)}`],
      ['Revenue', formatMinor(month.revenueMinor, month.currency)],
      ['ADR', formatMinor(month.adrMinor, month.currency)],
      ['Direct share', percent(overview.directShare)],
    ]),
    `${colours().bold('Next seven days')}\n${week}`,
  ].join('\n\n');
}
