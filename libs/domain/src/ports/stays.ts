import type { FeesAndTaxes, ListingSettings } from '@innkeep/contract';

import { JsonText } from './json-text';
import type { NightRestrictions } from './rates';
import type { BookableUnit } from './reservations';

/** Everything that decides a stay on a unit, as the stay evaluation reads it. */
export interface StayFacts {
  /** Rooms free on each night of `[arrival, departure)`, read without a lock (a hold decides). */
  free: { date: string; free: number }[];
  listingSettings: ListingSettings;
  /** The fees and taxes of the unit's property. */
  feesAndTaxes: FeesAndTaxes;
  /** The rate plan's restrictions on each night from arrival to departure day, both included, where any are set. */
  restrictions: NightRestrictions[];
  /** The rate plan's price of each night of `[arrival, departure)`, in minor units. */
  prices: { date: string; priceMinor: number }[];
}

/** A unit as a booking needs it, with the facts of a stay on it. */
export interface BookableStay {
  unit: BookableUnit;
  facts: StayFacts;
}

export interface StayRepository {
  /** One round trip for the lot; null when the unit is not in the workspace. Without a plan, no restrictions and no prices. */
  facts(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<StayFacts | null>;
  /** The unit and the stay's facts in one round trip, on `ratePlanId` or, when null, on the unit's default plan; null when the unit is not in the workspace. */
  bookable(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<BookableStay | null>;
}

export interface AvailabilityQuery {
  from: string;
  to: string;
  propertyId?: string;
  unitId?: string;
  minNights: number;
  isoWeekdays?: number[];
}

export interface AvailabilityRepository {
  /** Free nights and periods per unit; null when the property or unit filter names nothing. */
  search(workspaceId: string, query: AvailabilityQuery): Promise<JsonText | null>;
}
