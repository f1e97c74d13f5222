import { RatePlanView } from './property';

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ListingSettings {
  weekendPriceMinor: number | null;
  extraGuestFeeMinor: number | null;
  extraGuestFromGuests: number | null;
  cleaningFeeMinor: number | null;
  weeklyDiscountPercent: number | null;
  monthlyDiscountPercent: number | null;
  advanceBookingDays: number | null;
  turnoverDays: number | null;
  checkInWeekdays: Weekday[];
  checkOutWeekdays: Weekday[];
}

export interface UnitView {
  id: string;
  name: string;
  propertyId: string;
  propertyName: string;
  countOfRooms: number;
  /** Most guests the unit sleeps; null when not set. */
  maxOccupancy: number | null;
  /** When the unit was archived (it takes no new reservations); null while it is in use. */
  archivedAt: string | null;
  ratePlans: RatePlanView[];
  listingSettings: ListingSettings;
}
