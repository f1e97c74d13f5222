/*
 * The report statements, exported so that the benchmark can run exactly this SQL.
 */

/** Statuses whose stays count: they hold a room, or held it (checked out). */
const COUNTED = `'PROVISIONAL', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'`;
/** Statuses that hold a room on a night (docs/contract.md#inventory). */
const HOLDING = `'PROVISIONAL', 'CONFIRMED', 'CHECKED_IN'`;

/** An amount of a stay as its share of one night (`<name>_per_night`) and what is left over (`<name>_remainder`). */
const spread = (amount: string, name: string) =>
  `(${amount}) / (r.departure_date - r.arrival_date) AS ${name}_per_night, (${amount}) % (r.departure_date - r.arrival_date) AS ${name}_remainder`;

/** An amount spread over a stay's nights, for its nights in one month: the remainder in the month of arrival. */
const share = (name: string) => `CASE WHEN cancelled THEN 0 ELSE ${name}_per_night * nights + CASE WHEN arrives_here THEN ${name}_remainder ELSE 0 END END`;

/**
 * Every sum of the summary ($1 workspace, $2 from, $3 to inclusive, $4 property, $5 unit) in one
 * statement, without a row per night: a unit's supply is its rooms times the nights of each month
 * in the period, corrected by the calendar rows that exist (another room count, blocked rooms),
 * summed per unit and month before the grouping sets see them;
 * a stay's revenue in a month is its per-night share times its nights there, plus the remainder
 * in the month of its arrival; its exclusive taxes, what was paid of it and what is still due are
 * spread the same way, revenue being the total less the taxes (owed to someone else). GROUPING SETS give the total and each breakdown per currency:
 * revenue in the stay's currency, supply in its property's. An archived unit supplies nights
 * until the day it was archived. Stays are at most 366 nights, which bounds the index scan.
 */
export const REPORT_SUMS_SQL = `
WITH u AS (
  SELECT u.id, u.name, u.property_id, p.currency, u.count_of_rooms AS rooms,
         LEAST($3::date + 1, COALESCE((u.archived_at AT TIME ZONE p.timezone)::date, $3::date + 1)) AS until
    FROM units u JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
   WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)),
months AS (
  SELECT GREATEST(m::date, $2::date) AS first, LEAST((m + interval '1 month')::date, $3::date + 1) AS until
    FROM generate_series(date_trunc('month', $2::timestamp), $3::timestamp, interval '1 month') AS m),
corrections AS (
  SELECT c.unit_id, GREATEST(date_trunc('month', c.night)::date, $2::date) AS month,
         sum(GREATEST(c.rooms - c.owner_blocked - c.maintenance_blocked, 0) - u.rooms) AS delta
    FROM calendar_nights c JOIN u ON u.id = c.unit_id
   WHERE c.workspace_id = $1 AND c.night >= $2::date AND c.night < u.until
   GROUP BY 1, 2),
supply AS (
  SELECT u.currency, u.property_id, u.id AS unit_id, m.first AS month,
         u.rooms * GREATEST(LEAST(m.until, u.until) - m.first, 0) + COALESCE(k.delta, 0) AS available
    FROM u CROSS JOIN months m
    LEFT JOIN corrections k ON k.unit_id = u.id AND k.month = m.first),
stays AS (
  SELECT r.currency, r.source, r.unit_id, r.status = 'CANCELLED' AS cancelled, r.arrival_date,
         ${spread("r.total_amount_minor - COALESCE((r.amounts->>'taxesMinor')::int, 0)", 'net')},
         ${spread("COALESCE((r.amounts->>'taxesMinor')::int, 0)", 'tax')},
         ${spread('r.paid_amount_minor', 'paid')},
         ${spread('GREATEST(r.total_amount_minor - r.paid_amount_minor, 0)', 'due')},
         GREATEST(r.arrival_date, $2::date) AS first, LEAST(r.departure_date, $3::date + 1) AS until
    FROM reservations r
   WHERE r.workspace_id = $1 AND r.arrival_date BETWEEN $2::date - 366 AND $3::date AND r.departure_date > $2::date
     AND r.status IN (${COUNTED}, 'CANCELLED') AND r.unit_id IN (SELECT id FROM u)),
demand AS (
  SELECT s.currency, u.property_id, s.unit_id, s.source, m.first AS month, s.cancelled,
         LEAST(s.until, m.until) - GREATEST(s.first, m.first) AS nights,
         s.arrival_date >= m.first AND s.arrival_date < m.until AS arrives_here,
         s.net_per_night, s.net_remainder, s.tax_per_night, s.tax_remainder, s.paid_per_night, s.paid_remainder, s.due_per_night, s.due_remainder,
         s.first >= m.first AS starts_here
    FROM stays s JOIN u ON u.id = s.unit_id JOIN months m ON m.first < s.until AND m.until > s.first),
facts AS (
  SELECT currency, property_id, unit_id, NULL::text AS source, month, available, 0 AS sold, 0 AS revenue, 0 AS taxes, 0 AS collected, 0 AS outstanding,
         0 AS reservations, 0 AS cancellations
    FROM supply
  UNION ALL
  SELECT currency, property_id, unit_id, source, month, 0,
         CASE WHEN cancelled THEN 0 ELSE nights END,
         ${share('net')}, ${share('tax')}, ${share('paid')}, ${share('due')},
         (starts_here AND NOT cancelled)::int, (starts_here AND cancelled)::int
    FROM demand),
sums AS (
  SELECT currency, source, property_id, unit_id, month, GROUPING(source, property_id, unit_id, month) AS g,
         sum(revenue)::int8 AS revenue, sum(taxes)::int8 AS taxes, sum(collected)::int8 AS collected, sum(outstanding)::int8 AS outstanding,
         sum(sold)::int8 AS sold, sum(available)::int8 AS available,
         sum(reservations)::int8 AS reservations, sum(cancellations)::int8 AS cancellations
    FROM facts
   GROUP BY GROUPING SETS ((currency), (currency, source), (currency, property_id), (currency, unit_id), (currency, month)))
SELECT s.currency,
       CASE s.g WHEN 15 THEN 'total' WHEN 7 THEN 'channel' WHEN 11 THEN 'property' WHEN 13 THEN 'unit' ELSE 'month' END AS breakdown,
       COALESCE(s.source, s.property_id, s.unit_id, to_char(s.month, 'YYYY-MM')) AS key,
       COALESCE(p.name, un.name) AS name, un.property_id AS "propertyId",
       s.revenue AS "revenueMinor", s.taxes AS "taxesMinor", s.collected AS "collectedMinor", s.outstanding AS "outstandingMinor", s.sold AS "nightsSold", s.available AS "nightsAvailable", s.reservations, s.cancellations
  FROM sums s
  LEFT JOIN properties p ON s.g = 11 AND p.workspace_id = $1 AND p.id = s.property_id
  LEFT JOIN u un ON s.g = 13 AND un.id = s.unit_id
 WHERE NOT (s.g = 7 AND s.source IS NULL)`;

/**
 * One date's arrivals and departures, the stays in house that night, and for each of the $3 days
 * after it the arrivals, departures and rooms held over rooms available ($1 workspace, $2 date).
 */
export const DAY_ACTIVITY_SQL = `
WITH stays AS (
  SELECT r.id, r.status, r.source, r.arrival_date, r.departure_date, r.adults, r.children, r.unit_id,
         g.first_name, g.last_name, u.name AS unit_name, p.id AS property_id, p.name AS property_name,
         p.check_in_time, p.check_out_time
    FROM reservations r
    JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
    JOIN units u ON u.workspace_id = r.workspace_id AND u.id = r.unit_id
    JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
   WHERE r.workspace_id = $1 AND r.status IN (${COUNTED})
     AND r.arrival_date BETWEEN $2::date - 366 AND $2::date + $3::int AND r.departure_date >= $2::date),
days AS (SELECT ($2::date + i) AS day FROM generate_series(1, $3::int) AS i),
supply AS (
  SELECT d.day, sum(GREATEST(COALESCE(c.rooms, u.count_of_rooms) - COALESCE(c.owner_blocked + c.maintenance_blocked, 0), 0))::int AS available
    FROM days d
    JOIN units u ON u.workspace_id = $1
    JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
    LEFT JOIN calendar_nights c ON c.workspace_id = $1 AND c.unit_id = u.id AND c.night = d.day
   WHERE u.archived_at IS NULL OR d.day < (u.archived_at AT TIME ZONE p.timezone)::date
   GROUP BY d.day)
SELECT json_build_object(
  'arrivals', COALESCE((SELECT json_agg(json_build_object(
      'reservationId', s.id, 'status', s.status, 'source', s.source,
      'guest', json_build_object('firstName', s.first_name, 'lastName', s.last_name),
      'unit', json_build_object('id', s.unit_id, 'name', s.unit_name),
      'property', json_build_object('id', s.property_id, 'name', s.property_name),
      'arrivalDate', s.arrival_date, 'departureDate', s.departure_date, 'nights', s.departure_date - s.arrival_date,
      'adults', s.adults, 'children', s.children, 'time', s.check_in_time) ORDER BY s.property_name, s.unit_name, s.id)
    FROM stays s WHERE s.arrival_date = $2::date), '[]'),
  'departures', COALESCE((SELECT json_agg(json_build_object(
      'reservationId', s.id, 'status', s.status, 'source', s.source,
      'guest', json_build_object('firstName', s.first_name, 'lastName', s.last_name),
      'unit', json_build_object('id', s.unit_id, 'name', s.unit_name),
      'property', json_build_object('id', s.property_id, 'name', s.property_name),
      'arrivalDate', s.arrival_date, 'departureDate', s.departure_date, 'nights', s.departure_date - s.arrival_date,
      'adults', s.adults, 'children', s.children, 'time', s.check_out_time) ORDER BY s.property_name, s.unit_name, s.id)
    FROM stays s WHERE s.departure_date = $2::date), '[]'),
  'inHouse', (SELECT count(*) FROM stays s WHERE s.status IN (${HOLDING}) AND s.arrival_date <= $2::date AND s.departure_date > $2::date),
  'nextDays', COALESCE((SELECT json_agg(json_build_object(
      'date', d.day,
      'arrivals', (SELECT count(*) FROM stays s WHERE s.arrival_date = d.day),
      'departures', (SELECT count(*) FROM stays s WHERE s.departure_date = d.day),
      'occupancy', CASE WHEN sp.available > 0
        THEN round((SELECT count(*) FROM stays s WHERE s.status IN (${HOLDING}) AND s.arrival_date <= d.day AND s.departure_date > d.day)::numeric / sp.available, 4)
        ELSE 0 END) ORDER BY d.day)
    FROM days d LEFT JOIN supply sp ON sp.day = d.day), '[]'),
  'tasks', (SELECT json_build_object(
      'open', count(*) FILTER (WHERE t.due_date = $2::date AND t.status IN ('OPEN', 'IN_PROGRESS')),
      'overdue', count(*) FILTER (WHERE t.due_date < $2::date AND t.status IN ('OPEN', 'IN_PROGRESS')),
      'sameDayTurnovers', count(*) FILTER (WHERE t.due_date = $2::date AND t.type = 'CLEANING' AND t.status <> 'CANCELLED' AND EXISTS (
        SELECT 1 FROM reservations n
         WHERE n.workspace_id = t.workspace_id AND n.unit_id = t.unit_id AND n.arrival_date = t.due_date
           AND n.status IN (${HOLDING}, 'CHECKED_OUT') AND n.id IS DISTINCT FROM t.reservation_id)))
    FROM tasks t WHERE t.workspace_id = $1 AND t.due_date <= $2::date AND (t.status IN ('OPEN', 'IN_PROGRESS') OR (t.due_date = $2::date AND t.status = 'DONE')))
)::text AS activity`;
