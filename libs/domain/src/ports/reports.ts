import type { OverviewDay, OverviewStay, OverviewTasks, ReportBreakdown } from '@innkeep/contract';

export interface ReportScope {
  from: string;
  /** Inclusive. */
  to: string;
  propertyId?: string;
  unitId?: string;
}

/**
 * The sums of one currency for the whole scope (`breakdown: 'total'`, `key` null) or for one entry
 * of a breakdown: a source, a property, a unit or a month (`YYYY-MM`).
 */
export interface ReportSumsRow {
  currency: string;
  breakdown: 'total' | ReportBreakdown;
  key: string | null;
  /** The property's or unit's name. */
  name: string | null;
  /** The unit's property, on unit rows. */
  propertyId: string | null;
  revenueMinor: number;
  taxesMinor: number;
  collectedMinor: number;
  outstandingMinor: number;
  nightsSold: number;
  nightsAvailable: number;
  reservations: number;
  cancellations: number;
}

export interface DayActivity {
  arrivals: OverviewStay[];
  departures: OverviewStay[];
  inHouse: number;
  /** The `days` days after the date. */
  nextDays: OverviewDay[];
  tasks: OverviewTasks;
}

export interface ReportRepository {
  /** Every sum of the summary in one set-based statement; null when a filter names nothing in the workspace. */
  sums(workspaceId: string, scope: ReportScope): Promise<ReportSumsRow[] | null>;
  /** Arrivals and departures of a date, the stays in house that night, and the next days' counts. */
  dayActivity(workspaceId: string, date: string, days: number): Promise<DayActivity>;
}
