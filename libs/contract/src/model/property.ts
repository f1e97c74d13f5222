export const PROPERTY_STATUSES = ['ACTIVE', 'INACTIVE', 'ARCHIVED'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** The statuses a host sets directly; ARCHIVED is reached by archiving the property. */
export const SETTABLE_PROPERTY_STATUSES = ['ACTIVE', 'INACTIVE'] as const satisfies readonly PropertyStatus[];

export const CANCELLATION_POLICIES = ['FLEXIBLE', 'MODERATE', 'FIRM', 'STRICT', 'NON_REFUNDABLE'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export interface Address {
  line1: string | null;
  line2: string | null;
  postalCode: string | null;
  city: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
}

export interface BookingSettings {
  instantBooking: boolean;
  /** `HH:MM`, local time of the property. */
  arrivalTimeFrom: string | null;
  arrivalTimeTo: string | null;
}

export interface PropertySummary {
  id: string;
  name: string;
  status: PropertyStatus;
  city: string | null;
  currency: string;
  timezone: string;
  unitCount: number;
}

export interface RatePlanView {
  id: string;
  title: string;
  isDefault: boolean;
  unitId: string;
  basePriceMinor: number;
  currency: string;
}

export interface PropertyDetail extends PropertySummary {
  address: Address;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: CancellationPolicy;
  bookingSettings: BookingSettings;
  /** Housekeeping: automatic turnover cleanings, their checklist and default assignee. */
  taskSettings: import('./task').TaskSettings;
  /** The deposit due at booking and when the balance is due. */
  paymentSchedule: import('./payment').PaymentSchedule;
  units: import('./unit').UnitView[];
  ratePlans: RatePlanView[];
}
