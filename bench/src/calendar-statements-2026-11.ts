/**
 * The calendar's statements as they were on 2026-11-28, before their cost was cut
 * (docs/performance.md#the-calendars-own-cost): the baseline of the `calendar-month-statements`
 * scenario, which holds the API's statements to half their PostgreSQL CPU and to the same bytes.
 * Frozen text, never to follow the application's: the payment schedule function of that day is
 * created under a name of its own (BENCH_SCHEDULE_FUNCTION_2026_11) when the bench starts.
 */

export const BENCH_SCHEDULE_FUNCTION_2026_11 = `CREATE OR REPLACE FUNCTION bench_payment_schedule_2026_11(total integer, paid integer, booked date, arrival date, deposit_percent integer, balance_days integer)
  RETURNS json LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(json_agg(json_build_object('dueDate', due, 'amountMinor', amount, 'paidMinor',
             least(amount, greatest(0, greatest(paid, 0) - (before_it)))) ORDER BY position), '[]'::json)
      FROM (SELECT position, due, amount, coalesce(sum(amount) OVER (ORDER BY position ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before_it
              FROM (SELECT 1 AS position, booked AS due,
                           CASE WHEN greatest(arrival - balance_days, booked) = booked THEN total
                                ELSE (total::bigint * deposit_percent + 50) / 100 END::integer AS amount
                    UNION ALL
                    SELECT 2, greatest(arrival - balance_days, booked),
                           CASE WHEN greatest(arrival - balance_days, booked) = booked THEN 0
                                ELSE total - ((total::bigint * deposit_percent + 50) / 100)::integer END) AS items
             WHERE amount > 0) AS placed
  $$`;

export const CALENDAR_UNITS_SQL_2026_11 = `
SELECT json_build_object('id', u.id, 'name', u.name, 'nights', x.nights)::text AS json
  FROM units u
  CROSS JOIN LATERAL (
    SELECT json_agg(json_build_object(
             'date', d.night,
             'physical', COALESCE(n.rooms, u.count_of_rooms),
             'reserved', COALESCE(n.reserved, 0),
             'ownerBlocked', COALESCE(n.owner_blocked, 0),
             'maintenanceBlocked', COALESCE(n.maintenance_blocked, 0),
             'channelBlocked', COALESCE(n.channel_blocked, 0),
             'sellable', GREATEST(0, COALESCE(n.rooms, u.count_of_rooms) - COALESCE(n.reserved, 0) - COALESCE(n.owner_blocked, 0) - COALESCE(n.maintenance_blocked, 0) - COALESCE(n.channel_blocked, 0)),
             'cleaningPending', tp.due_date IS NOT NULL
           ) ORDER BY d.night) AS nights
      FROM (SELECT g::date AS night FROM generate_series($2::date, $3::date, interval '1 day') AS g) AS d
      LEFT JOIN (SELECT c.night, c.rooms, c.reserved, c.owner_blocked, c.maintenance_blocked, c.channel_blocked
                   FROM calendar_nights c
                  WHERE c.workspace_id = u.workspace_id AND c.unit_id = u.id AND c.night BETWEEN $2::date AND $3::date) AS n
        ON n.night = d.night
      LEFT JOIN (SELECT DISTINCT t.due_date FROM tasks t
                  WHERE t.workspace_id = u.workspace_id AND t.unit_id = u.id AND t.due_date BETWEEN $2::date AND $3::date
                    AND t.type = 'CLEANING' AND t.status IN ('OPEN', 'IN_PROGRESS')) AS tp
        ON tp.due_date = d.night
  ) AS x
 WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)
   AND ($5::text IS NOT NULL OR (u.archived_at IS NULL AND NOT EXISTS (
  SELECT 1 FROM properties ap WHERE ap.workspace_id = u.workspace_id AND ap.id = u.property_id AND ap.status = 'ARCHIVED')))
 ORDER BY u.name, u.id`;

export const CALENDAR_RESERVATIONS_SQL_2026_11 = `
SELECT json_build_object(
  'id', r.id, 'status', r.status, 'source', r.source,
  'arrivalDate', r.arrival_date, 'departureDate', r.departure_date, 'nights', r.departure_date - r.arrival_date,
  'unitId', r.unit_id, 'propertyId', r.property_id, 'ratePlanId', r.rate_plan_id,
  'totalAmountMinor', r.total_amount_minor, 'amounts', COALESCE(r.amounts, jsonb_build_object(
  'accommodationMinor', r.total_amount_minor, 'discountMinor', 0, 'feesMinor', 0, 'taxesMinor', 0, 'totalMinor', r.total_amount_minor,
  'lines', jsonb_build_array(CASE WHEN r.source IN ('MANUAL', 'DIRECT', 'OTHER')
    THEN jsonb_build_object('kind', 'NIGHT', 'code', 'MANUAL_TOTAL', 'label', 'Total set by staff', 'quantity', 1, 'unitAmountMinor', r.total_amount_minor, 'amountMinor', r.total_amount_minor)
    ELSE jsonb_build_object('kind', 'NIGHT', 'code', 'CHANNEL_TOTAL', 'label', 'Total from the channel', 'quantity', 1, 'unitAmountMinor', r.total_amount_minor, 'amountMinor', r.total_amount_minor) END))), 'paidAmountMinor', r.paid_amount_minor,
  'balanceMinor', r.total_amount_minor - r.paid_amount_minor, 'currency', r.currency, 'paymentStatus', r.payment_status,
  'schedule', bench_payment_schedule_2026_11(r.total_amount_minor, r.paid_amount_minor, (r.created_at AT TIME ZONE p.timezone)::date,
  r.arrival_date, p.deposit_percent, p.balance_due_days_before_arrival),
  'adults', r.adults, 'children', r.children, 'notes', r.notes,
  'isOverbooking', r.is_overbooking, 'channelReference', r.channel_reference, 'connectionId', r.connection_id,
  'guest', json_build_object('id', g.id, 'firstName', g.first_name, 'lastName', g.last_name, 'email', g.email, 'phone', g.phone),
  'unit', json_build_object('id', u.id, 'name', u.name),
  'property', json_build_object('id', p.id, 'name', p.name),
  'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'updatedAt', to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'cancelledAt', to_char(r.cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'cancelledBy', r.cancelled_by
)::text AS json
  FROM reservations r 
  JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
  JOIN units u ON u.workspace_id = r.workspace_id AND u.id = r.unit_id
  JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
 WHERE r.workspace_id = $1 AND r.arrival_date <= $3::date AND r.departure_date > $2::date
   AND r.status NOT IN ('CANCELLED', 'NO_SHOW')
   AND ($4::text IS NULL OR r.property_id = $4) AND ($5::text IS NULL OR r.unit_id = $5)
   AND ($5::text IS NOT NULL OR (u.archived_at IS NULL AND NOT EXISTS (
  SELECT 1 FROM properties ap WHERE ap.workspace_id = u.workspace_id AND ap.id = u.property_id AND ap.status = 'ARCHIVED')))
 ORDER BY r.arrival_date, r.id`;

export const CALENDAR_BLOCKS_SQL_2026_11 = `
SELECT json_build_object(
  'id', b.id, 'unitId', b.unit_id, 'type', b.type, 'from', b.from_date, 'to', b.to_date,
  'rooms', b.rooms, 'note', b.note, 'connectionId', b.connection_id, 'createdAt', to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)::text AS json
  FROM blocks b JOIN units u ON u.workspace_id = b.workspace_id AND u.id = b.unit_id
 WHERE b.workspace_id = $1 AND b.from_date <= $3::date AND b.to_date >= $2::date
   AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR b.unit_id = $5)
   AND ($5::text IS NOT NULL OR (u.archived_at IS NULL AND NOT EXISTS (
  SELECT 1 FROM properties ap WHERE ap.workspace_id = u.workspace_id AND ap.id = u.property_id AND ap.status = 'ARCHIVED')))
 ORDER BY b.from_date, b.id`;

/** The three statements as a calendar baseline runs them. */
export const STATEMENTS_2026_11 = {
  units: CALENDAR_UNITS_SQL_2026_11,
  reservations: CALENDAR_RESERVATIONS_SQL_2026_11,
  blocks: CALENDAR_BLOCKS_SQL_2026_11,
};
