/*
 * The availability statement, exported so that the benchmark baseline runs exactly this SQL.
 */

/**
 * Gaps and islands in one statement: a night is free with a sellable room and no stop sell on
 * the unit's default plan; consecutive free nights share `night - row_number()`, which groups
 * them into maximal periods. With weekdays, a period starts on its first allowed arrival night.
 * Archived units, and those of archived properties, take no bookings, so they are left out.
 */
export const AVAILABILITY_SQL = `
WITH u AS (
  SELECT u.workspace_id, u.id, u.name, u.count_of_rooms,
         (SELECT rp.id FROM rate_plans rp WHERE rp.workspace_id = u.workspace_id AND rp.unit_id = u.id AND rp.is_default) AS plan
    FROM units u JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
   WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)
     AND u.archived_at IS NULL AND p.status <> 'ARCHIVED'),
days AS (SELECT g::date AS night FROM generate_series($2::date, $3::date, interval '1 day') AS g),
counters AS (
  SELECT c.unit_id, c.night, c.rooms - c.reserved - c.owner_blocked - c.maintenance_blocked - c.channel_blocked AS sellable
    FROM calendar_nights c
   WHERE c.workspace_id = $1 AND c.night BETWEEN $2::date AND $3::date AND c.unit_id IN (SELECT id FROM u)),
stopped AS (
  SELECT r.rate_plan_id, r.night
    FROM rate_nights r
   WHERE r.workspace_id = $1 AND r.stop_sell AND r.night BETWEEN $2::date AND $3::date AND r.rate_plan_id IN (SELECT plan FROM u)),
free AS (
  SELECT u.id AS unit_id, d.night,
         d.night - (row_number() OVER (PARTITION BY u.id ORDER BY d.night))::int AS island
    FROM u CROSS JOIN days d
    LEFT JOIN counters c ON c.unit_id = u.id AND c.night = d.night
    LEFT JOIN stopped s ON s.rate_plan_id = u.plan AND s.night = d.night
   WHERE COALESCE(c.sellable, u.count_of_rooms) > 0 AND s.night IS NULL),
free_nights AS (
  SELECT unit_id, json_agg(night ORDER BY night) AS nights
    FROM free WHERE $7::int[] IS NULL OR extract(isodow FROM night)::int = ANY($7::int[])
   GROUP BY unit_id),
periods AS (
  SELECT unit_id,
         min(night) FILTER (WHERE $7::int[] IS NULL OR extract(isodow FROM night)::int = ANY($7::int[])) AS start,
         max(night) AS finish
    FROM free GROUP BY unit_id, island),
unit_periods AS (
  SELECT unit_id, json_agg(json_build_object('from', start, 'to', finish, 'nights', finish - start + 1) ORDER BY start) AS periods
    FROM periods WHERE start IS NOT NULL AND finish - start + 1 >= $6
   GROUP BY unit_id)
SELECT COALESCE(json_agg(json_build_object(
         'id', u.id, 'name', u.name,
         'freeNights', COALESCE(f.nights, '[]'::json),
         'periods', COALESCE(p.periods, '[]'::json)
       ) ORDER BY u.name, u.id), '[]')::text AS units
  FROM u
  LEFT JOIN free_nights f ON f.unit_id = u.id
  LEFT JOIN unit_periods p ON p.unit_id = u.id`;
