import {
  arrayOf,
  bool,
  dateString,
  dateTime,
  enumOf,
  Infer,
  int,
  mayBeAbsent,
  nextPageCursor,
  nullable,
  objectSchema,
  shapeOf,
  str,
} from '../schemas/json-schema';
import { amountsSchema } from './amounts';
import { CHANNELS } from './channel';

export const RESERVATION_STATUSES = ['INQUIRY', 'PROVISIONAL', 'CONFIRMED', 'CANCELLED', 'CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'] as const;
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

export const guestSchema = objectSchema({ id: str, firstName: str, lastName: str, email: nullable(str), phone: nullable(str) }, ['firstName', 'lastName']);
export type GuestView = Infer<typeof guestSchema>;

const paymentScheduleItemSchema = objectSchema({ dueDate: dateString, amountMinor: int, paidMinor: int }, ['dueDate', 'amountMinor', 'paidMinor']);
export type PaymentScheduleItem = Infer<typeof paymentScheduleItemSchema>;

/** A reservation as every surface answers it. */
export const reservationSchema = objectSchema(
  {
    id: str,
    status: enumOf(RESERVATION_STATUSES),
    source: enumOf(RESERVATION_SOURCES),
    arrivalDate: dateString,
    departureDate: { ...dateString, description: 'Day of departure; its night is not part of the stay' },
    nights: int,
    unitId: str,
    propertyId: str,
    ratePlanId: nullable(str),
    totalAmountMinor: { ...int, description: 'Total in minor units: amounts.totalMinor' },
    // What the total is made of, as priced when the stay was booked.
    amounts: amountsSchema,
    paidAmountMinor: { ...int, description: 'Payments less refunds, from the reservation’s ledger' },
    balanceMinor: { ...int, description: 'totalAmountMinor − paidAmountMinor (negative when overpaid)' },
    currency: str,
    paymentStatus: {
      ...enumOf(PAYMENT_STATUSES),
      description:
        'From the ledger: UNPAID (nothing paid), PARTIALLY_PAID, PAID (paid = total), OVERPAID (paid > total), REFUNDED (something was paid and refunds brought the net paid back to 0)',
    },
    schedule: arrayOf(
      paymentScheduleItemSchema,
      'What is due when, by the property’s payment schedule: the deposit on the booking’s day, the balance some days before arrival; the net paid is allocated to the earliest first',
    ),
    adults: int,
    children: int,
    notes: nullable(str),
    isOverbooking: { ...bool, description: 'A channel reservation stored although a night was full' },
    channelReference: nullable(str),
    connectionId: { ...nullable(str), description: 'The channel connection that imported it, for channel reservations' },
    guest: guestSchema,
    unit: objectSchema({ id: str, name: str }, ['id', 'name']),
    property: objectSchema({ id: str, name: str }, ['id', 'name']),
    createdAt: dateTime,
    updatedAt: dateTime,
    cancelledAt: nullable(dateTime),
    cancelledBy: {
      ...nullable(enumOf(['CHANNEL', 'SYSTEM'] as const)),
      description: 'CHANNEL when the channel’s feed dropped the stay; SYSTEM when an unpaid hold ran out; null otherwise',
    },
  },
  ['id'],
);

export type ReservationView = Infer<typeof reservationSchema>;

/** GET /reservations: a page of reservations. */
export const reservationPageSchema = objectSchema({ reservations: arrayOf(reservationSchema), nextCursor: nextPageCursor }, ['reservations', 'nextCursor']);
export type ReservationPage = Infer<typeof reservationPageSchema>;

/** The rules a guest's stay is checked against, in the order a refusal names the first. */
export const STAY_RULES = [
  'NO_AVAILABILITY',
  'ADVANCE_BOOKING',
  'CLOSED_TO_ARRIVAL',
  'MIN_NIGHTS',
  'MAX_NIGHTS',
  'STOP_SELL',
  'CLOSED_TO_DEPARTURE',
  'CHECK_IN_DAY',
  'CHECK_OUT_DAY',
] as const;
export type StayRule = (typeof STAY_RULES)[number];

/** The price of a stay, as the stay evaluation computes it: the stay check's quote and a create's. */
export const stayQuoteSchema = objectSchema(
  {
    nights: arrayOf(
      objectSchema({ date: dateString, priceMinor: int }, ['date', 'priceMinor']),
      'Each night’s price (the listing’s weekend price on Fridays and Saturdays)',
    ),
    ...amountsSchema.properties,
    currency: str,
  },
  ['nights', 'accommodationMinor', 'discountMinor', 'feesMinor', 'taxesMinor', 'totalMinor', 'lines', 'currency'],
);
export type StayQuote = Infer<typeof stayQuoteSchema>;

/** A rule a stay breaks, by name and night (for departures, the day), with the sentence a guest reads. */
export const stayViolationSchema = objectSchema({ rule: enumOf(STAY_RULES), date: dateString, msg: str }, ['rule', 'date', 'msg']);
export type StayViolationView = Infer<typeof stayViolationSchema>;

/** GET /availability/check: whether the stay could be booked, its price, and every rule it breaks. */
export const stayCheckSchema = objectSchema({ bookable: bool, quote: stayQuoteSchema, violations: arrayOf(stayViolationSchema) }, [
  'bookable',
  'quote',
  'violations',
]);
export type StayCheck = Infer<typeof stayCheckSchema>;

/** What reservations.create answers: the reservation, and how the create priced it when it did. */
export const createdReservationSchema = objectSchema(
  {
    ...reservationSchema.properties,
    quote: mayBeAbsent({
      ...stayQuoteSchema,
      description:
        'How a DIRECT create priced the stay when no totalAmountMinor was sent: the stay check’s quote (weekend price, discount, fees, taxes). Only on the answer of a create (and its dry run).',
    }),
  },
  ['id'],
);
export type CreatedReservation = ReservationView & Infer<typeof createdReservationSchema>;
/** Blocks a host makes. */
export const BLOCK_TYPES = ['OWNER', 'MAINTENANCE'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
/** Every block type: CHANNEL blocks come from a channel's feed and belong to its connection. */
export const ALL_BLOCK_TYPES = [...BLOCK_TYPES, 'CHANNEL'] as const;
export type AnyBlockType = (typeof ALL_BLOCK_TYPES)[number];

export const blockSchema = objectSchema(
  {
    id: str,
    unitId: str,
    type: { ...enumOf(ALL_BLOCK_TYPES), description: 'OWNER and MAINTENANCE are the host’s; CHANNEL blocks come from a channel’s calendar feed' },
    from: { ...dateString, description: 'First blocked night' },
    to: { ...dateString, description: 'Last blocked night (inclusive)' },
    rooms: int,
    note: nullable(str),
    // Null for the host's own blocks.
    connectionId: { ...nullable(str), description: 'The channel connection that owns a CHANNEL block' },
    createdAt: dateTime,
  },
  ['id', 'unitId', 'type', 'from', 'to', 'rooms'],
);
export type BlockView = Infer<typeof blockSchema>;

const calendarNightSchema = objectSchema(
  {
    date: dateString,
    physical: int,
    reserved: int,
    ownerBlocked: int,
    maintenanceBlocked: int,
    channelBlocked: { ...int, description: 'Rooms a channel’s calendar feed marks unavailable' },
    sellable: { ...int, description: 'max(0, physical − reserved − ownerBlocked − maintenanceBlocked − channelBlocked)' },
    cleaningPending: { ...bool, description: 'A cleaning due that day (a departure’s turnover) is not DONE; it does not change what is sellable' },
  },
  ['date', 'physical', 'reserved', 'ownerBlocked', 'maintenanceBlocked', 'channelBlocked', 'sellable', 'cleaningPending'],
);
export type CalendarNight = Infer<typeof calendarNightSchema>;

export const calendarSchema = objectSchema(
  {
    from: dateString,
    to: dateString,
    units: arrayOf(objectSchema({ id: str, name: str, nights: arrayOf(calendarNightSchema) }, ['id', 'name', 'nights'])),
    reservations: arrayOf(reservationSchema),
    blocks: arrayOf(blockSchema),
  },
  ['from', 'to', 'units', 'reservations', 'blocks'],
  'The full form (the default): a row per unit and night, with the reservations and blocks overlapping the range',
);
/** GET /calendar (the full form): a row per unit and night, with the reservations and blocks overlapping the range. */
export type Calendar = Infer<typeof calendarSchema>;

/** The two shapes of GET /calendar: `full` (a row per night) and `compact` (per-unit arrays aligned to `dates`). */
export const CALENDAR_FORMATS = ['full', 'compact'] as const;
export type CalendarFormat = (typeof CALENDAR_FORMATS)[number];

const counts = (description: string) => arrayOf(int, `${description}, one per night of \`dates\``);

const compactCalendarUnitSchema = objectSchema(
  {
    id: str,
    name: str,
    physical: counts('Rooms the unit has'),
    reserved: counts('Rooms reservations hold'),
    ownerBlocked: counts('Rooms owner blocks hold'),
    maintenanceBlocked: counts('Rooms maintenance blocks hold'),
    channelBlocked: counts('Rooms a channel’s calendar feed marks unavailable'),
    blocked: counts('ownerBlocked + maintenanceBlocked + channelBlocked'),
    sellable: counts('max(0, physical − reserved − ownerBlocked − maintenanceBlocked − channelBlocked)'),
    cleaningPending: arrayOf(
      shapeOf<0 | 1>({ type: 'integer', enum: [0, 1] }),
      '1 where a cleaning due that day (a departure’s turnover) is not DONE, else 0 (the full form’s `cleaningPending` as a number, to keep the columns short)',
    ),
  },
  ['id', 'name', 'physical', 'reserved', 'ownerBlocked', 'maintenanceBlocked', 'channelBlocked', 'blocked', 'sellable', 'cleaningPending'],
);
export type CompactCalendarUnit = Infer<typeof compactCalendarUnitSchema>;

/**
 * GET /calendar?format=compact: the full form's night counters as one array per counter and unit,
 * each value at the index of its night in `dates`; no reservations or blocks.
 */
export const compactCalendarSchema = objectSchema(
  {
    format: shapeOf<'compact'>({ type: 'string', enum: ['compact'] }),
    from: dateString,
    to: dateString,
    dates: arrayOf(dateString, 'Every night from `from` to `to`; the index of a night here is its index in each unit’s arrays'),
    units: arrayOf(compactCalendarUnitSchema),
  },
  ['format', 'from', 'to', 'dates', 'units'],
  'The compact form (`format=compact`): per-unit arrays aligned to `dates`, without reservations and blocks',
);
export type CompactCalendar = Infer<typeof compactCalendarSchema>;

/** Either form of GET /calendar, as `format` chose. */
export const calendarAnswerSchema = shapeOf<Calendar | CompactCalendar>({ type: 'object', oneOf: [calendarSchema, compactCalendarSchema] });
