import type { RatePlanView } from '@innkeep/contract';

import { JsonText } from './json-text';

export interface PricingRepository {
  /** The price of each night of `[from, until)` on a rate plan, in minor units. */
  nightlyPrices(workspaceId: string, ratePlanId: string, from: string, until: string): Promise<{ date: string; priceMinor: number }[]>;
  ratePlanOfUnit(workspaceId: string, unitId: string, ratePlanId: string): Promise<boolean>;
  /**
   * The lowest nightly price of each rate plan over `[from, until)`, its unit's weekend price
   * counted on Friday and Saturday nights as a quote counts it: a website's "from" prices, in one
   * statement however many units. Plans not in the workspace are left out.
   */
  lowestPrices(workspaceId: string, ratePlanIds: string[], from: string, until: string): Promise<{ ratePlanId: string; priceMinor: number }[]>;
}

export interface NewRatePlan {
  unitId: string;
  title: string;
  basePriceMinor: number;
  isDefault: boolean;
}

export interface RatePlanRepository {
  find(workspaceId: string, ratePlanId: string): Promise<RatePlanView | null>;
  /** Null when the unit is not in the workspace. A default plan takes over from the unit's earlier default. */
  create(workspaceId: string, plan: NewRatePlan): Promise<RatePlanView | null>;
  /**
   * Null when the plan is not in the workspace. `isDefault: true` clears the default of the unit's
   * other plans in the same statement, so a unit always has exactly one.
   */
  update(
    workspaceId: string,
    ratePlanId: string,
    patch: Partial<Pick<NewRatePlan, 'title' | 'basePriceMinor'>> & { isDefault?: true },
  ): Promise<RatePlanView | null>;
}

/** Which rate plans a rates request addresses: one plan, a unit's default plan, or every plan of a property. */
export interface RateTarget {
  ratePlanId?: string;
  unitId?: string;
  propertyId?: string;
}

/** Fields a rates write sets; absent fields keep their value, null clears one. */
export interface RatePatch {
  priceMinor?: number | null;
  minNights?: number | null;
  maxNights?: number | null;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  stopSell?: boolean;
}

export interface NightRestrictions {
  date: string;
  minNights: number | null;
  maxNights: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
}

export interface NightsSelection {
  from: string;
  /** Inclusive. */
  to: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday); absent: every night. */
  isoWeekdays?: number[];
}

export type PriceChange = { percent: number } | { amountMinor: number };

export interface RateRepository {
  /**
   * The rate plans the target names (a unit: all its plans to read, its default plan to write);
   * null when it names nothing in the workspace.
   */
  resolvePlans(workspaceId: string, target: RateTarget, forWrite: boolean): Promise<string[] | null>;
  /** One row per plan and night, built as JSON by the database. */
  list(workspaceId: string, ratePlanIds: string[], nights: NightsSelection): Promise<JsonText>;
  /**
   * One set-based upsert; answers the nights written, or, writing nothing, the first night that
   * would end with minNights above maxNights.
   */
  upsert(
    workspaceId: string,
    ratePlanIds: string[],
    nights: NightsSelection,
    patch: RatePatch,
  ): Promise<{ updated: number } | { conflict: { ratePlanId: string; date: string; minNights: number; maxNights: number } }>;
  /**
   * Moves prices in one statement unless a night would move by more than `maxShare` of its
   * price; then changes nothing and answers that night.
   */
  adjust(
    workspaceId: string,
    ratePlanIds: string[],
    nights: NightsSelection,
    change: PriceChange,
    maxShare: number,
  ): Promise<{ updated: number } | { refused: { ratePlanId: string; date: string; priceMinor: number; newPriceMinor: number; currency: string } }>;
}
