import type { Amounts } from './amounts';
import { CHANNELS } from './channel';

export const RESERVATION_STATUSES = [
  'INQUIRY',
  'PROVISIONAL',
  'CONFIRMED',
  'CANCELLED',
  'CHECKED_IN',
  'CHECKED_OUT',
  'NO_SHOW',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_SOURCES = ['DIRECT', 'MANUAL', 'OTHER', ...CHANNELS] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

/** What can be typed in; everything else arrives by synchronisation. */
export const CREATABLE_SOURCES = ['MANUAL', 'DIRECT'] as const;
export const CREATABLE_STATUSES = ['INQUIRY', 'PROVISIONAL', 'CONFIRMED'] as const;

/**
 * Derived from the reservation's payments and refunds, never set: UNPAID (nothing paid and nothing
 * refunded), PARTIALLY_PAID (0 < net paid < total), PAID (net paid = total), OVERPAID (net paid >
 * total), REFUNDED (something was paid and refunds brought the net paid back to 0).
 */
export const PAYMENT_STATUSES = ['UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERPAID', 'REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentScheduleItem {
  dueDate: string;
  amountMinor: number;
  paidMinor: number;
}

export interface GuestView {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

export interface ReservationView {
  id: string;
  status: ReservationStatus;
  source: ReservationSource;
  arrivalDate: string;
  departureDate: string;
  nights: number;
  unitId: string;
  propertyId: string;
  ratePlanId: string | null;
  /** Equals `amounts.totalMinor`. */
  totalAmountMinor: number;
  /** What the total is made of, as priced when the stay was booked. */
  amounts: Amounts;
  paidAmountMinor: number;
  balanceMinor: number;
  currency: string;
  paymentStatus: PaymentStatus;
  /** The deposit due at booking and the balance due before arrival, each with what was paid of it (earliest first). */
  schedule: PaymentScheduleItem[];
  adults: number;
  children: number;
  notes: string | null;
  isOverbooking: boolean;
  channelReference: string | null;
  /** The channel connection that imported it, for channel reservations. */
  connectionId: string | null;
  guest: GuestView;
  unit: { id: string; name: string };
  property: { id: string; name: string };
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  /** CHANNEL when the channel's feed dropped the stay; SYSTEM when an unpaid hold ran out; null otherwise. */
  cancelledBy: 'CHANNEL' | 'SYSTEM' | null;
}

/** Blocks a host makes. */
export const BLOCK_TYPES = ['OWNER', 'MAINTENANCE'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
/** Every block type: CHANNEL blocks come from a channel's feed and belong to its connection. */
export const ALL_BLOCK_TYPES = [...BLOCK_TYPES, 'CHANNEL'] as const;
export type AnyBlockType = (typeof ALL_BLOCK_TYPES)[number];

export interface BlockView {
  id: string;
  unitId: string;
  type: AnyBlockType;
  /** First blocked night. */
  from: string;
  /** Last blocked night (inclusive). */
  to: string;
  rooms: number;
  note: string | null;
  /** The connection whose feed owns a CHANNEL block; null for the host's own blocks. */
  connectionId: string | null;
  createdAt: string;
}

export interface CalendarNight {
  date: string;
  physical: number;
  reserved: number;
  ownerBlocked: number;
  maintenanceBlocked: number;
  channelBlocked: number;
  sellable: number;
  /** A cleaning due that day (a departure's turnover) is not DONE; what is sellable does not change. */
  cleaningPending: boolean;
}

/** The two shapes of GET /calendar: `full` (a row per night) and `compact` (per-unit arrays aligned to `dates`). */
export const CALENDAR_FORMATS = ['full', 'compact'] as const;
export type CalendarFormat = (typeof CALENDAR_FORMATS)[number];

/**
 * GET /calendar?format=compact: the full form's night counters as one array per counter and unit,
 * each value at the index of its night in `dates`; no reservations or blocks.
 */
export interface CompactCalendar {
  format: 'compact';
  from: string;
  to: string;
  dates: string[];
  units: CompactCalendarUnit[];
}

export interface CompactCalendarUnit {
  id: string;
  name: string;
  physical: number[];
  reserved: number[];
  ownerBlocked: number[];
  maintenanceBlocked: number[];
  channelBlocked: number[];
  /** ownerBlocked + maintenanceBlocked + channelBlocked. */
  blocked: number[];
  sellable: number[];
  /** 1 where the full form's night says `cleaningPending: true`, else 0. */
  cleaningPending: Array<0 | 1>;
}
