import { JsonSchema } from '@innkeep/contract';
import { ALL_BLOCK_TYPES, PAYMENT_STATUSES, RESERVATION_SOURCES, RESERVATION_STATUSES } from '@innkeep/contract';
import { STAY_RULES } from '../operations/availability/stay-evaluation';
import { amountsProperties, amountsSchema } from './amounts';
import { arrayOf, dateString, nullable, objectSchema } from './json-schema';

const str = { type: 'string' };
const int = { type: 'integer' };

export const guestSchema = objectSchema(
  { id: str, firstName: str, lastName: str, email: nullable(str), phone: nullable(str) },
  ['firstName', 'lastName'],
);

export const reservationSchema = objectSchema(
  {
    id: str,
    status: { enum: [...RESERVATION_STATUSES] },
    source: { enum: [...RESERVATION_SOURCES] },
    arrivalDate: dateString,
    departureDate: { ...dateString, description: 'Day of departure; its night is not part of the stay' },
    nights: int,
    unitId: str,
    propertyId: str,
    ratePlanId: nullable(str),
    totalAmountMinor: { ...int, description: 'Total in minor units: amounts.totalMinor' },
    amounts: amountsSchema,
    paidAmountMinor: { ...int, description: 'Payments less refunds, from the reservation’s ledger' },
    balanceMinor: { ...int, description: 'totalAmountMinor − paidAmountMinor (negative when overpaid)' },
    currency: str,
    paymentStatus: {
      enum: [...PAYMENT_STATUSES],
      description:
        'From the ledger: UNPAID (nothing paid), PARTIALLY_PAID, PAID (paid = total), OVERPAID (paid > total), REFUNDED (something was paid and refunds brought the net paid back to 0)',
    },
    schedule: arrayOf(
      objectSchema({ dueDate: dateString, amountMinor: int, paidMinor: int }, ['dueDate', 'amountMinor', 'paidMinor']),
      'What is due when, by the property’s payment schedule: the deposit on the booking’s day, the balance some days before arrival; the net paid is allocated to the earliest first',
    ),
    adults: int,
    children: int,
    notes: nullable(str),
    isOverbooking: { type: 'boolean', description: 'A channel reservation stored although a night was full' },
    channelReference: nullable(str),
    guest: guestSchema,
    unit: objectSchema({ id: str, name: str }, ['id', 'name']),
    property: objectSchema({ id: str, name: str }, ['id', 'name']),
    createdAt: { ...str, format: 'date-time' },
    updatedAt: { ...str, format: 'date-time' },
    cancelledAt: nullable({ ...str, format: 'date-time' }),
  },
  ['id'],
);

/** The price of a stay, as the stay evaluation computes it: the stay check's quote and a create's. */
export const stayQuoteSchema = objectSchema(
  {
    nights: arrayOf(objectSchema({ date: dateString, priceMinor: int }, ['date', 'priceMinor']), 'Each night’s price (the listing’s weekend price on Fridays and Saturdays)'),
    ...amountsProperties,
    currency: str,
  },
  ['nights', 'accommodationMinor', 'discountMinor', 'feesMinor', 'taxesMinor', 'totalMinor', 'lines', 'currency'],
);

/** A rule a stay breaks, by name and night, with the sentence a guest reads. */
export const stayViolationSchema = objectSchema({ rule: { enum: [...STAY_RULES] }, date: dateString, msg: str }, ['rule', 'date', 'msg']);

/** What reservations.create answers: the reservation, and how the create priced it when it did. */
export const createdReservationSchema: JsonSchema = {
  ...reservationSchema,
  properties: {
    ...(reservationSchema.properties as Record<string, JsonSchema>),
    quote: {
      ...stayQuoteSchema,
      description:
        'How a DIRECT create priced the stay when no totalAmountMinor was sent: the stay check’s quote (weekend price, discount, fees, taxes). Only on the answer of a create (and its dry run).',
    },
  },
};

export const blockSchema = objectSchema(
  {
    id: str,
    unitId: str,
    type: { enum: [...ALL_BLOCK_TYPES], description: 'OWNER and MAINTENANCE are the host’s; CHANNEL blocks come from a channel’s calendar feed' },
    from: { ...dateString, description: 'First blocked night' },
    to: { ...dateString, description: 'Last blocked night (inclusive)' },
    rooms: int,
    note: nullable(str),
    connectionId: { ...nullable(str), description: 'The channel connection that owns a CHANNEL block' },
    createdAt: { ...str, format: 'date-time' },
  },
  ['id', 'unitId', 'type', 'from', 'to', 'rooms'],
);

export const calendarSchema = objectSchema(
  {
    from: dateString,
    to: dateString,
    units: arrayOf(
      objectSchema(
        {
          id: str,
          name: str,
          nights: arrayOf(
            objectSchema(
              {
                date: dateString,
                physical: int,
                reserved: int,
                ownerBlocked: int,
                maintenanceBlocked: int,
                channelBlocked: { ...int, description: 'Rooms a channel’s calendar feed marks unavailable' },
                sellable: { ...int, description: 'max(0, physical − reserved − ownerBlocked − maintenanceBlocked − channelBlocked)' },
                cleaningPending: { type: 'boolean', description: 'A cleaning due that day (a departure’s turnover) is not DONE; it does not change what is sellable' },
              },
              ['date', 'physical', 'reserved', 'ownerBlocked', 'maintenanceBlocked', 'channelBlocked', 'sellable', 'cleaningPending'],
            ),
          ),
        },
        ['id', 'name', 'nights'],
      ),
    ),
    reservations: arrayOf(reservationSchema),
    blocks: arrayOf(blockSchema),
  },
  ['from', 'to', 'units', 'reservations', 'blocks'],
  'The full form (the default): a row per unit and night, with the reservations and blocks overlapping the range',
);

const counts = (description: string): JsonSchema => arrayOf(int, `${description}, one per night of \`dates\``);

/** GET /calendar?format=compact: the full form's night counters, one array per counter and unit, aligned to `dates`. */
export const compactCalendarSchema = objectSchema(
  {
    format: { type: 'string', enum: ['compact'] },
    from: dateString,
    to: dateString,
    dates: arrayOf(dateString, 'Every night from `from` to `to`; the index of a night here is its index in each unit’s arrays'),
    units: arrayOf(
      objectSchema(
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
          cleaningPending: arrayOf({ type: 'integer', enum: [0, 1] }, '1 where a cleaning due that day (a departure’s turnover) is not DONE, else 0 (the full form’s `cleaningPending` as a number, to keep the columns short)'),
        },
        ['id', 'name', 'physical', 'reserved', 'ownerBlocked', 'maintenanceBlocked', 'channelBlocked', 'blocked', 'sellable', 'cleaningPending'],
      ),
    ),
  },
  ['format', 'from', 'to', 'dates', 'units'],
  'The compact form (`format=compact`): per-unit arrays aligned to `dates`, without reservations and blocks',
);

/** Either form of GET /calendar, as `format` chose. */
export const calendarAnswerSchema: JsonSchema = { type: 'object', oneOf: [calendarSchema, compactCalendarSchema] };
