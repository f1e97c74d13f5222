import { arrayOf, bool, enumOf, Infer, int, nullable, objectSchema, shapeOf, str } from '../schemas/json-schema';
import { addressSchema } from './address';
import { paymentScheduleSchema } from './payment';
import { ratePlanSchema } from './rate-plan';
import { taskSettingsSchema } from './task';
import { unitSchema } from './unit';

export const PROPERTY_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** The statuses a host sets directly; ARCHIVED is reached by archiving the property. */
export const SETTABLE_PROPERTY_STATUSES = ['ACTIVE', 'INACTIVE'] as const satisfies readonly PropertyStatus[];

export const CANCELLATION_POLICIES = ['FLEXIBLE', 'MODERATE', 'FIRM', 'STRICT', 'NON_REFUNDABLE'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** `HH:MM`, local time of the property. */
const hhmm = shapeOf<string>({ type: 'string', pattern: '^\\d{2}:\\d{2}$' });

export const bookingSettingsSchema = objectSchema({
  instantBooking: bool,
  arrivalTimeFrom: nullable(hhmm),
  arrivalTimeTo: nullable(hhmm),
});
export type BookingSettings = Infer<typeof bookingSettingsSchema>;

export const propertySchema = objectSchema(
  {
    id: str,
    name: str,
    status: enumOf(PROPERTY_STATUSES),
    city: nullable(str),
    currency: { ...str, description: 'ISO 4217 code' },
    timezone: { ...str, description: 'IANA time-zone name' },
    unitCount: int,
  },
  ['id', 'name'],
);
export type PropertySummary = Infer<typeof propertySchema>;

export const propertyDetailSchema = objectSchema(
  {
    ...propertySchema.properties,
    address: addressSchema,
    checkInTime: { ...hhmm, description: 'Earliest check-in, local time' },
    checkOutTime: { ...hhmm, description: 'Latest check-out, local time' },
    cancellationPolicy: enumOf(CANCELLATION_POLICIES),
    bookingSettings: bookingSettingsSchema,
    // Housekeeping: automatic turnover cleanings, their checklist and default assignee.
    taskSettings: taskSettingsSchema,
    // The deposit due at booking and when the balance is due.
    paymentSchedule: paymentScheduleSchema,
    units: arrayOf(unitSchema),
    ratePlans: arrayOf(ratePlanSchema),
  },
  ['id', 'name'],
);
export type PropertyDetail = Infer<typeof propertyDetailSchema>;
