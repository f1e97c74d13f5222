/**
 * COPIED from libs/persistence/src/repositories/inventory.repository.ts and reservation-json.sql.ts,
 * because @innkeep/persistence does not export these statements. The baselines must run exactly the
 * application's SQL; once persistence exports them (say as `INVENTORY_SQL`), import them instead
 * and delete this file. Keep the text identical until then.
 */

/** A timestamptz as ISO 8601 in UTC, the way JSON answers carry instants. */
const isoInstant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const RESERVATION_JSON = `json_build_object(
  'id', r.id, 'status', r.status, 'source', r.source,
  'arrivalDate', r.arrival_date, 'departureDate', r.departure_date, 'nights', r.departure_date - r.arrival_date,
  'unitId', r.unit_id, 'propertyId', r.property_id, 'ratePlanId', r.rate_plan_id,
  'totalAmountMinor', r.total_amount_minor, 'paidAmountMinor', r.paid_amount_minor,
  'balanceMinor', r.total_amount_minor - r.paid_amount_minor, 'currency', r.currency, 'paymentStatus', r.payment_status,
  'adults', r.adults, 'children', r.children, 'notes', r.notes,
  'isOverbooking', r.is_overbooking, 'channelReference', r.channel_reference,
  'guest', json_build_object('id', g.id, 'firstName', g.first_name, 'lastName', g.last_name, 'email', g.email, 'phone', g.phone),
  'unit', json_build_object('id', u.id, 'name', u.name),
  'property', json_build_object('id', p.id, 'name', p.name),
  'createdAt', ${isoInstant('r.created_at')}, 'updatedAt', ${isoInstant('r.updated_at')},
  'cancelledAt', ${isoInstant('r.cancelled_at')}
)`;

export const RESERVATION_JOINS = `
  JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
  JOIN units u ON u.workspace_id = r.workspace_id AND u.id = r.unit_id
  JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id`;

export const BLOCK_JSON = `json_build_object(
  'id', b.id, 'unitId', b.unit_id, 'type', b.type, 'from', b.from_date, 'to', b.to_date,
  'rooms', b.rooms, 'note', b.note, 'createdAt', ${isoInstant('b.created_at')}
)`;

/** The inventory hold of `reserved` rooms: $1 workspace, $2 unit, $3 arrival, $4 departure, $5 rooms. */
export const HOLD_RESERVED_SQL = `
INSERT INTO calendar_nights AS n (workspace_id, unit_id, night, rooms, reserved)
SELECT u.workspace_id, u.id, d::date, u.count_of_rooms, $5
  FROM units u CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
 WHERE u.workspace_id = $1 AND u.id = $2 AND $5 <= u.count_of_rooms
ON CONFLICT (workspace_id, unit_id, night) DO UPDATE SET reserved = n.reserved + $5
 WHERE n.reserved + n.owner_blocked + n.maintenance_blocked + $5 <= n.rooms
RETURNING to_char(night, 'YYYY-MM-DD') AS night`;

/** Calendar statements: $1 workspace, $2 from, $3 to (inclusive), $4 property or null, $5 unit or null. */
export const CALENDAR_UNITS_SQL = `
SELECT COALESCE(json_agg(json_build_object('id', u.id, 'name', u.name, 'nights', x.nights) ORDER BY u.name, u.id), '[]')::text AS units
  FROM units u
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object(
             'date', d.night,
             'physical', COALESCE(n.rooms, u.count_of_rooms),
             'reserved', COALESCE(n.reserved, 0),
             'ownerBlocked', COALESCE(n.owner_blocked, 0),
             'maintenanceBlocked', COALESCE(n.maintenance_blocked, 0),
             'sellable', GREATEST(0, COALESCE(n.rooms, u.count_of_rooms) - COALESCE(n.reserved, 0) - COALESCE(n.owner_blocked, 0) - COALESCE(n.maintenance_blocked, 0))
           ) ORDER BY d.night) AS nights
      FROM generate_series($2::date, $3::date, interval '1 day') AS g(day)
      CROSS JOIN LATERAL (SELECT g.day::date AS night) AS d
      LEFT JOIN calendar_nights n ON n.workspace_id = u.workspace_id AND n.unit_id = u.id AND n.night = d.night
  ) AS x
 WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)`;

export const CALENDAR_RESERVATIONS_SQL = `
SELECT COALESCE(json_agg(${RESERVATION_JSON} ORDER BY r.arrival_date, r.id), '[]')::text AS reservations
  FROM reservations r ${RESERVATION_JOINS}
 WHERE r.workspace_id = $1 AND r.arrival_date <= $3::date AND r.departure_date > $2::date
   AND r.status NOT IN ('CANCELLED', 'NO_SHOW')
   AND ($4::text IS NULL OR r.property_id = $4) AND ($5::text IS NULL OR r.unit_id = $5)`;

export const CALENDAR_BLOCKS_SQL = `
SELECT COALESCE(json_agg(${BLOCK_JSON} ORDER BY b.from_date, b.id), '[]')::text AS blocks
  FROM blocks b JOIN units u ON u.workspace_id = b.workspace_id AND u.id = b.unit_id
 WHERE b.workspace_id = $1 AND b.from_date <= $3::date AND b.to_date >= $2::date
   AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR b.unit_id = $5)`;
