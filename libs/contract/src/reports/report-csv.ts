import { formatMinor } from '../money/major-units';
import { CurrencySummary, REPORT_BREAKDOWNS, ReportBreakdown, ReportFigures, ReportSummary } from './report-summary';

/** The columns of the summary's CSV: one row per currency and breakdown entry, amounts in major units. */
export const REPORT_CSV_COLUMNS = [
  'breakdown',
  'key',
  'name',
  'currency',
  'revenue',
  'nights_sold',
  'nights_available',
  'occupancy',
  'adr',
  'revpar',
  'reservations',
  'cancellations',
  'taxes',
  'collected',
  'outstanding',
] as const;

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be read as a formula by spreadsheets; names are data, not formulas
  // (a negative amount stays a number).
  const safe = /^[=+\-@]/.test(text) && !/^-\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function figureFields(figures: ReportFigures): (string | number)[] {
  return [
    formatMinor(figures.revenueMinor),
    figures.nightsSold,
    figures.nightsAvailable,
    figures.occupancy,
    formatMinor(figures.adrMinor),
    formatMinor(figures.revparMinor),
    figures.reservations,
    figures.cancellations,
    formatMinor(figures.taxesMinor),
    formatMinor(figures.collectedMinor),
    formatMinor(figures.outstandingMinor),
  ];
}

function breakdownRows(summary: CurrencySummary, breakdown: ReportBreakdown): (string | number)[][] {
  const { currency } = summary;
  switch (breakdown) {
    case 'channel':
      return summary.byChannel.map((row) => ['channel', row.source, row.source, currency, ...figureFields(row)]);
    case 'property':
      return summary.byProperty.map((row) => ['property', row.propertyId, row.propertyName, currency, ...figureFields(row)]);
    case 'unit':
      return summary.byUnit.map((row) => ['unit', row.unitId, row.unitName, currency, ...figureFields(row)]);
    case 'month':
      return summary.byMonth.map((row) => ['month', row.month, row.month, currency, ...figureFields(row)]);
  }
}

/**
 * The summary as CSV for spreadsheets (GET /reports/summary with `Accept: text/csv`, `innkeep
 * revenue --format csv`): per currency, a `total` row, then the rows of each breakdown asked for.
 */
export function reportSummaryCsv(summary: ReportSummary, breakdowns: readonly ReportBreakdown[] = REPORT_BREAKDOWNS): string {
  const rows: (string | number)[][] = [[...REPORT_CSV_COLUMNS]];
  for (const currencySummary of summary.currencies) {
    const { currency } = currencySummary;
    rows.push(['total', `${summary.from}..${summary.to}`, 'Total', currency, ...figureFields(currencySummary.totals)]);
    for (const breakdown of breakdowns) rows.push(...breakdownRows(currencySummary, breakdown));
  }
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
