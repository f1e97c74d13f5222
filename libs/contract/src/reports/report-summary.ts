import { ReservationSource } from '../model/reservation';

/** The figures of a period, for the whole scope or one of its breakdowns (docs/contract.md#reports). */
export interface ReportFigures {
  /** Each counted stay's total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the period's nights. */
  revenueMinor: number;
  /** The exclusive taxes of those stays, spread the same way: owed to someone else, so not revenue. */
  taxesMinor: number;
  /** What was paid of those stays, spread the same way. */
  collectedMinor: number;
  /** What is still due of those stays (total − paid, never below 0), spread the same way. */
  outstandingMinor: number;
  /** Room-nights in the period of the stays that hold a room or are checked out. */
  nightsSold: number;
  /** Σ (rooms − owner- and maintenance-blocked rooms) over the period's nights. */
  nightsAvailable: number;
  /** nightsSold / nightsAvailable, to four decimals; 0 when nothing was available. */
  occupancy: number;
  /** revenue / nightsSold in whole minor units; 0 when nothing was sold. */
  adrMinor: number;
  /** revenue / nightsAvailable in whole minor units; 0 when nothing was available. */
  revparMinor: number;
  /** Counted stays with a night in the period (each counted in the month of its first such night). */
  reservations: number;
  /** Cancelled stays that had a night in the period. */
  cancellations: number;
}

export interface ChannelFigures extends ReportFigures {
  source: ReservationSource;
}

export interface PropertyFigures extends ReportFigures {
  propertyId: string;
  propertyName: string;
}

export interface UnitFigures extends ReportFigures {
  unitId: string;
  unitName: string;
  propertyId: string;
}

export interface MonthFigures extends ReportFigures {
  /** `YYYY-MM`; only the part of the month inside the period counts. */
  month: string;
}

/** Everything of one currency: its revenue, and the nights of the properties priced in it. */
export interface CurrencySummary {
  currency: string;
  totals: ReportFigures;
  byChannel: ChannelFigures[];
  byProperty: PropertyFigures[];
  byUnit: UnitFigures[];
  byMonth: MonthFigures[];
}

/**
 * GET /reports/summary. The top-level fields are the first currency's summary (the one with the
 * most revenue); `currencies` holds one summary per currency, that one included.
 */
export interface ReportSummary extends Omit<CurrencySummary, 'currency'> {
  from: string;
  to: string;
  /** Null only when the scope holds no property and no stay. */
  currency: string | null;
  currencies: CurrencySummary[];
}

export const REPORT_BREAKDOWNS = ['channel', 'property', 'unit', 'month'] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];
