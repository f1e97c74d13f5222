/** A timestamptz as ISO 8601 in UTC, the way JSON answers carry instants. */
export const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The deposit and balance due, with what was paid of each (the migration's innkeep_payment_schedule). */
export const PAYMENT_SCHEDULE = `innkeep_payment_schedule(r.total_amount_minor, r.paid_amount_minor, (r.created_at AT TIME ZONE p.timezone)::date,
  r.arrival_date, p.deposit_percent, p.balance_due_days_before_arrival)`;

/**
 * A reservation's amounts: as priced and stored, or, for a total known only as one figure, that
 * figure as one line (the channel's total, or one set by staff). The one line is written as text,
 * byte for byte as jsonb writes the object (keys by length, then bytes): building it with
 * jsonb_build_object cost a tenth of the calendar's reservation statement
 * (docs/performance.md#the-calendars-own-cost). Its labels are `oneLineAmounts`' in libs/domain.
 */
const AMOUNTS_TEXT = `CASE WHEN r.amounts IS NOT NULL THEN r.amounts::text ELSE '{"lines": [{"code": "' ||
  CASE WHEN r.source IN ('MANUAL', 'DIRECT', 'OTHER') THEN 'MANUAL_TOTAL", "kind": "NIGHT", "label": "Total set by staff"'
       ELSE 'CHANNEL_TOTAL", "kind": "NIGHT", "label": "Total from the channel"' END ||
  ', "quantity": 1, "amountMinor": ' || r.total_amount_minor || ', "unitAmountMinor": ' || r.total_amount_minor ||
  '}], "feesMinor": 0, "taxesMinor": 0, "totalMinor": ' || r.total_amount_minor || ', "discountMinor": 0, "accommodationMinor": ' || r.total_amount_minor || '}' END`;

/** The same amounts as json, for json_build_object. */
export const AMOUNTS_JSON = `(${AMOUNTS_TEXT})::json`;

/**
 * A reservation row with its guest, unit and property as one JSON object, built by PostgreSQL.
 * Expects aliases r (reservations), g (guests), u (units), p (properties).
 */
export const RESERVATION_JSON = `json_build_object(
  'id', r.id, 'status', r.status, 'source', r.source,
  'arrivalDate', r.arrival_date, 'departureDate', r.departure_date, 'nights', r.departure_date - r.arrival_date,
  'unitId', r.unit_id, 'propertyId', r.property_id, 'ratePlanId', r.rate_plan_id,
  'totalAmountMinor', r.total_amount_minor, 'amounts', ${AMOUNTS_JSON}, 'paidAmountMinor', r.paid_amount_minor,
  'balanceMinor', r.total_amount_minor - r.paid_amount_minor, 'currency', r.currency, 'paymentStatus', r.payment_status,
  'schedule', ${PAYMENT_SCHEDULE},
  'adults', r.adults, 'children', r.children, 'notes', r.notes,
  'isOverbooking', r.is_overbooking, 'channelReference', r.channel_reference, 'connectionId', r.connection_id,
  'guest', json_build_object('id', g.id, 'firstName', g.first_name, 'lastName', g.last_name, 'email', g.email, 'phone', g.phone),
  'unit', json_build_object('id', u.id, 'name', u.name),
  'property', json_build_object('id', p.id, 'name', p.name),
  'createdAt', ${isoInstant('r.created_at')}, 'updatedAt', ${isoInstant('r.updated_at')},
  'cancelledAt', ${isoInstant('r.cancelled_at')}, 'cancelledBy', r.cancelled_by
)`;

/** A text column as a JSON string, escaped as json_build_object escapes it; NULL as null. */
const jsonString = (column: string) => `COALESCE(to_json(${column})::text, 'null')`;

/** A date as json_build_object writes it (ISO 8601, whatever the session's DateStyle). */
const jsonDate = (column: string) => `'"' || to_char(${column}, 'YYYY-MM-DD') || '"'`;

/** An instant as isoInstant writes it, as a JSON string or null. */
const jsonInstant = (column: string) => `COALESCE('"' || ${isoInstant(column)} || '"', 'null')`;

/**
 * RESERVATION_JSON's object as text, written by concatenation byte for byte as json_build_object
 * writes it (`"key" : value`, `, ` between pairs), for the calendar, which sends the text on
 * unread. json_build_object looks up how to write each of its 33 values' types on every row, and
 * the amounts and the schedule were parsed back from text to json only to be written out again
 * (docs/performance.md#the-calendars-own-cost). A medium test holds the two equal.
 */
export const RESERVATION_JSON_TEXT = `'{"id" : ' || ${jsonString('r.id')} || ', "status" : ' || ${jsonString('r.status')} || ', "source" : ' || ${jsonString('r.source')} ||
  ', "arrivalDate" : ' || ${jsonDate('r.arrival_date')} || ', "departureDate" : ' || ${jsonDate('r.departure_date')} ||
  ', "nights" : ' || (r.departure_date - r.arrival_date) ||
  ', "unitId" : ' || ${jsonString('r.unit_id')} || ', "propertyId" : ' || ${jsonString('r.property_id')} || ', "ratePlanId" : ' || ${jsonString('r.rate_plan_id')} ||
  ', "totalAmountMinor" : ' || r.total_amount_minor || ', "amounts" : ' || ${AMOUNTS_TEXT} || ', "paidAmountMinor" : ' || r.paid_amount_minor ||
  ', "balanceMinor" : ' || (r.total_amount_minor - r.paid_amount_minor) || ', "currency" : ' || ${jsonString('r.currency')} ||
  ', "paymentStatus" : ' || ${jsonString('r.payment_status')} || ', "schedule" : ' || ${PAYMENT_SCHEDULE}::text ||
  ', "adults" : ' || r.adults || ', "children" : ' || r.children || ', "notes" : ' || ${jsonString('r.notes')} ||
  ', "isOverbooking" : ' || r.is_overbooking || ', "channelReference" : ' || ${jsonString('r.channel_reference')} ||
  ', "connectionId" : ' || ${jsonString('r.connection_id')} ||
  ', "guest" : {"id" : ' || ${jsonString('g.id')} || ', "firstName" : ' || ${jsonString('g.first_name')} || ', "lastName" : ' || ${jsonString('g.last_name')} ||
  ', "email" : ' || ${jsonString('g.email')} || ', "phone" : ' || ${jsonString('g.phone')} ||
  '}, "unit" : {"id" : ' || ${jsonString('u.id')} || ', "name" : ' || ${jsonString('u.name')} ||
  '}, "property" : {"id" : ' || ${jsonString('p.id')} || ', "name" : ' || ${jsonString('p.name')} ||
  '}, "createdAt" : ' || ${jsonInstant('r.created_at')} || ', "updatedAt" : ' || ${jsonInstant('r.updated_at')} ||
  ', "cancelledAt" : ' || ${jsonInstant('r.cancelled_at')} || ', "cancelledBy" : ' || ${jsonString('r.cancelled_by')} || '}'`;

export const RESERVATION_JOINS = `
  JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
  JOIN units u ON u.workspace_id = r.workspace_id AND u.id = r.unit_id
  JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id`;

/** BLOCK_JSON's object as text, written by concatenation as json_build_object writes it (see RESERVATION_JSON_TEXT). */
export const BLOCK_JSON_TEXT = `'{"id" : ' || ${jsonString('b.id')} || ', "unitId" : ' || ${jsonString('b.unit_id')} || ', "type" : ' || ${jsonString('b.type')} ||
  ', "from" : ' || ${jsonDate('b.from_date')} || ', "to" : ' || ${jsonDate('b.to_date')} || ', "rooms" : ' || b.rooms ||
  ', "note" : ' || ${jsonString('b.note')} || ', "connectionId" : ' || ${jsonString('b.connection_id')} || ', "createdAt" : ' || ${jsonInstant('b.created_at')} || '}'`;

export const BLOCK_JSON = `json_build_object(
  'id', b.id, 'unitId', b.unit_id, 'type', b.type, 'from', b.from_date, 'to', b.to_date,
  'rooms', b.rooms, 'note', b.note, 'connectionId', b.connection_id, 'createdAt', ${isoInstant('b.created_at')}
)`;
