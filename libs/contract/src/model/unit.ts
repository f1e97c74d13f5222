import { arrayOf, dateTime, enumOf, Infer, int, nullable, objectSchema, str } from '../schemas/json-schema';
import { ratePlanSchema } from './rate-plan';

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const listingSettingsSchema = objectSchema({
  weekendPriceMinor: nullable(int),
  extraGuestFeeMinor: nullable(int),
  extraGuestFromGuests: nullable(int),
  cleaningFeeMinor: nullable(int),
  weeklyDiscountPercent: nullable(int),
  monthlyDiscountPercent: nullable(int),
  advanceBookingDays: nullable(int),
  turnoverDays: nullable(int),
  checkInWeekdays: arrayOf(enumOf(WEEKDAYS)),
  checkOutWeekdays: arrayOf(enumOf(WEEKDAYS)),
});
export type ListingSettings = Infer<typeof listingSettingsSchema>;

export const unitSchema = objectSchema(
  {
    id: str,
    name: str,
    propertyId: str,
    propertyName: str,
    countOfRooms: { ...int, minimum: 1 },
    // Null when not set.
    maxOccupancy: nullable({ ...int, description: 'Most guests a room of the unit sleeps' }),
    // A unit archived takes no new reservations.
    archivedAt: nullable({ ...dateTime, description: 'When the unit was archived; null while in use' }),
    ratePlans: arrayOf(ratePlanSchema),
    listingSettings: listingSettingsSchema,
  },
  ['id', 'name'],
);
export type UnitView = Infer<typeof unitSchema>;
