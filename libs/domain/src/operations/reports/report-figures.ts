import { CurrencySummary, ReportFigures, ReportSummary, ReservationSource } from '@innkeep/contract';

import { ReportSumsRow } from '../../ports/reports';

/** A share to four decimals (0.4667); 0 when there is nothing to share. */
export function ratio(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}

/** Whole minor units per night, half away from zero; 0 when there are no nights. */
function perNight(amountMinor: number, nights: number): number {
  if (nights <= 0) return 0;
  const value = Math.round(Math.abs(amountMinor) / nights);
  return amountMinor < 0 ? -value : value;
}

/** The derived figures (occupancy, ADR, RevPAR) of some sums (docs/contract.md#reports). */
export function figuresOf(
  sums: Pick<
    ReportSumsRow,
    'revenueMinor' | 'taxesMinor' | 'collectedMinor' | 'outstandingMinor' | 'nightsSold' | 'nightsAvailable' | 'reservations' | 'cancellations'
  >,
): ReportFigures {
  const { revenueMinor, taxesMinor, collectedMinor, outstandingMinor, nightsSold, nightsAvailable, reservations, cancellations } = sums;
  return {
    revenueMinor,
    taxesMinor,
    collectedMinor,
    outstandingMinor,
    nightsSold,
    nightsAvailable,
    occupancy: ratio(nightsSold, nightsAvailable),
    adrMinor: perNight(revenueMinor, nightsSold),
    revparMinor: perNight(revenueMinor, nightsAvailable),
    reservations,
    cancellations,
  };
}

const NO_SUMS = {
  revenueMinor: 0,
  taxesMinor: 0,
  collectedMinor: 0,
  outstandingMinor: 0,
  nightsSold: 0,
  nightsAvailable: 0,
  reservations: 0,
  cancellations: 0,
};

const byRevenueThen =
  <T extends ReportFigures>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.revenueMinor - a.revenueMinor || b.nightsSold - a.nightsSold || key(a).localeCompare(key(b));

function currencySummary(currency: string, rows: ReportSumsRow[]): CurrencySummary {
  const total = rows.find((row) => row.breakdown === 'total') ?? { ...NO_SUMS };
  const of = (breakdown: ReportSumsRow['breakdown']) => rows.filter((row) => row.breakdown === breakdown);
  return {
    currency,
    totals: figuresOf(total),
    // A channel's nights are measured against all the nights available: its occupancy is its share.
    byChannel: of('channel')
      .map((row) => ({ source: row.key as ReservationSource, ...figuresOf({ ...row, nightsAvailable: total.nightsAvailable }) }))
      .sort(byRevenueThen((row) => row.source)),
    byProperty: of('property')
      .map((row) => ({ propertyId: row.key!, propertyName: row.name ?? '', ...figuresOf(row) }))
      .sort(byRevenueThen((row) => row.propertyName)),
    byUnit: of('unit')
      .map((row) => ({ unitId: row.key!, unitName: row.name ?? '', propertyId: row.propertyId ?? '', ...figuresOf(row) }))
      .sort(byRevenueThen((row) => row.unitName)),
    byMonth: of('month')
      .map((row) => ({ month: row.key!, ...figuresOf(row) }))
      .sort((a, b) => a.month.localeCompare(b.month)),
  };
}

/**
 * The summary from the statement's sums: one summary per currency, the one with the most revenue
 * first and repeated at the top level, so that a single-currency workspace reads it there.
 */
export function assembleSummary(from: string, to: string, rows: ReportSumsRow[]): ReportSummary {
  const currencies = [...new Set(rows.map((row) => row.currency))]
    .map((currency) =>
      currencySummary(
        currency,
        rows.filter((row) => row.currency === currency),
      ),
    )
    .sort(
      (a, b) => b.totals.revenueMinor - a.totals.revenueMinor || b.totals.nightsAvailable - a.totals.nightsAvailable || a.currency.localeCompare(b.currency),
    );
  const main = currencies[0] ?? { ...currencySummary('', []), currency: null };
  return {
    from,
    to,
    currency: main.currency,
    totals: main.totals,
    byChannel: main.byChannel,
    byProperty: main.byProperty,
    byUnit: main.byUnit,
    byMonth: main.byMonth,
    currencies,
  };
}
