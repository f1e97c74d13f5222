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
export const AMOUNTS_JSON = `CASE WHEN r.amounts IS NOT NULL THEN r.amounts::json ELSE ('{"lines": [{"code": "' ||
  CASE WHEN r.source IN ('MANUAL', 'DIRECT', 'OTHER') THEN 'MANUAL_TOTAL", "kind": "NIGHT", "label": "Total set by staff"'
       ELSE 'CHANNEL_TOTAL", "kind": "NIGHT", "label": "Total from the channel"' END ||
  ', "quantity": 1, "amountMinor": ' || r.total_amount_minor || ', "unitAmountMinor": ' || r.total_amount_minor ||
  '}], "feesMinor": 0, "taxesMinor": 0, "totalMinor": ' || r.total_amount_minor || ', "discountMinor": 0, "accommodationMinor": ' || r.total_amount_minor || '}')::json END`;

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

export const RESERVATION_JOINS = `
  JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
  JOIN units u ON u.workspace_id = r.workspace_id AND u.id = r.unit_id
  JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id`;

export const BLOCK_JSON = `json_build_object(
  'id', b.id, 'unitId', b.unit_id, 'type', b.type, 'from', b.from_date, 'to', b.to_date,
  'rooms', b.rooms, 'note', b.note, 'connectionId', b.connection_id, 'createdAt', ${isoInstant('b.created_at')}
)`;
