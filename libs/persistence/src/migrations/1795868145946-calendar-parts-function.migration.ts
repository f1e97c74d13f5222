import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The full calendar's statement (CALENDAR_SQL of 2026-11-28) inside a PL/pgSQL function, so that
 * PostgreSQL keeps its plan per connection: the API reads the answer through COPY, which takes no
 * parameters and so no prepared statement, and planning these 8 kB of SQL was 4 ms of every
 * request's PostgreSQL CPU (docs/performance.md#the-calendars-own-cost). A later change of
 * CALENDAR_SQL replaces the function in a migration of its own: a medium test holds the two alike.
 * RETURN QUERY gathers the rows before the COPY sends them: 16 MB of work_mem keeps a month of
 * 1,000 units (9 MB) in memory rather than in a temporary file.
 */
export const CALENDAR_PARTS_FUNCTION_V1 = `CREATE FUNCTION innkeep_calendar_parts(text, date, date, text, text, text, text) RETURNS SETOF text
  LANGUAGE plpgsql STABLE SET work_mem = '16MB' AS $fn$
BEGIN
  RETURN QUERY 
WITH shown AS MATERIALIZED (
  SELECT u.workspace_id, u.id, u.name, u.count_of_rooms, row_number() OVER (ORDER BY u.name, u.id) - 1 AS position
    FROM units u
   WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)
     AND ($5::text IS NOT NULL OR (u.archived_at IS NULL AND NOT EXISTS (
  SELECT 1 FROM properties ap WHERE ap.workspace_id = u.workspace_id AND ap.id = u.property_id AND ap.status = 'ARCHIVED')))),
days AS MATERIALIZED (
  SELECT g::date AS night, '{"date" : "' || to_char(g, 'YYYY-MM-DD') || '", "physical" : ' AS head
    FROM generate_series($2::date, $3::date, interval '1 day') AS g)
SELECT parts.json FROM (
  SELECT 0 AS list, 0 AS grp, '{"from":' || $6::text || ',"to":' || $7::text || ',"units":[' AS json
  UNION ALL 
SELECT 1 AS list, i.position / (GREATEST(1, 256 / ($3::date - $2::date + 1))) AS grp,
       CASE WHEN min(i.position) > 0 THEN ', ' ELSE '' END || string_agg(i.json, ', ' ORDER BY i.position) AS json
  FROM (
SELECT u.position, '{"id" : ' || to_json(u.id)::text || ', "name" : ' || to_json(u.name)::text || ', "nights" : ' || COALESCE(x.nights, 'null') || '}' AS json
  FROM shown AS u
  CROSS JOIN LATERAL (
    SELECT '[' || string_agg(d.head || COALESCE(n.rooms, u.count_of_rooms) ||
             ', "reserved" : ' || COALESCE(n.reserved, 0) ||
             ', "ownerBlocked" : ' || COALESCE(n.owner_blocked, 0) ||
             ', "maintenanceBlocked" : ' || COALESCE(n.maintenance_blocked, 0) ||
             ', "channelBlocked" : ' || COALESCE(n.channel_blocked, 0) ||
             ', "sellable" : ' || GREATEST(0, COALESCE(n.rooms, u.count_of_rooms) - COALESCE(n.reserved, 0) - COALESCE(n.owner_blocked, 0) - COALESCE(n.maintenance_blocked, 0) - COALESCE(n.channel_blocked, 0)) ||
             ', "cleaningPending" : ' || CASE WHEN tp.due_date IS NULL THEN 'false' ELSE 'true' END || '}', ', ' ORDER BY d.night) || ']' AS nights
      FROM days AS d
      LEFT JOIN (SELECT c.night, c.rooms, c.reserved, c.owner_blocked, c.maintenance_blocked, c.channel_blocked
                   FROM calendar_nights c
                  WHERE c.workspace_id = u.workspace_id AND c.unit_id = u.id AND c.night BETWEEN $2::date AND $3::date) AS n
        ON n.night = d.night
      LEFT JOIN (SELECT DISTINCT t.due_date FROM tasks t
                  WHERE t.workspace_id = u.workspace_id AND t.unit_id = u.id AND t.due_date BETWEEN $2::date AND $3::date
                    AND t.type = 'CLEANING' AND t.status IN ('OPEN', 'IN_PROGRESS')) AS tp
        ON tp.due_date = d.night
  ) AS x) AS i
 GROUP BY i.position / (GREATEST(1, 256 / ($3::date - $2::date + 1)))
  UNION ALL SELECT 2, 0, '],"reservations":['
  UNION ALL 
SELECT 3 AS list, i.position / (32) AS grp,
       CASE WHEN min(i.position) > 0 THEN ', ' ELSE '' END || string_agg(i.json, ', ' ORDER BY i.position) AS json
  FROM (
SELECT row_number() OVER (ORDER BY r.arrival_date, r.id) - 1 AS position, '{"id" : ' || COALESCE(to_json(r.id)::text, 'null') || ', "status" : ' || COALESCE(to_json(r.status)::text, 'null') || ', "source" : ' || COALESCE(to_json(r.source)::text, 'null') ||
  ', "arrivalDate" : ' || '"' || to_char(r.arrival_date, 'YYYY-MM-DD') || '"' || ', "departureDate" : ' || '"' || to_char(r.departure_date, 'YYYY-MM-DD') || '"' ||
  ', "nights" : ' || (r.departure_date - r.arrival_date) ||
  ', "unitId" : ' || COALESCE(to_json(r.unit_id)::text, 'null') || ', "propertyId" : ' || COALESCE(to_json(r.property_id)::text, 'null') || ', "ratePlanId" : ' || COALESCE(to_json(r.rate_plan_id)::text, 'null') ||
  ', "totalAmountMinor" : ' || r.total_amount_minor || ', "amounts" : ' || CASE WHEN r.amounts IS NOT NULL THEN r.amounts::text ELSE '{"lines": [{"code": "' ||
  CASE WHEN r.source IN ('MANUAL', 'DIRECT', 'OTHER') THEN 'MANUAL_TOTAL", "kind": "NIGHT", "label": "Total set by staff"'
       ELSE 'CHANNEL_TOTAL", "kind": "NIGHT", "label": "Total from the channel"' END ||
  ', "quantity": 1, "amountMinor": ' || r.total_amount_minor || ', "unitAmountMinor": ' || r.total_amount_minor ||
  '}], "feesMinor": 0, "taxesMinor": 0, "totalMinor": ' || r.total_amount_minor || ', "discountMinor": 0, "accommodationMinor": ' || r.total_amount_minor || '}' END || ', "paidAmountMinor" : ' || r.paid_amount_minor ||
  ', "balanceMinor" : ' || (r.total_amount_minor - r.paid_amount_minor) || ', "currency" : ' || COALESCE(to_json(r.currency)::text, 'null') ||
  ', "paymentStatus" : ' || COALESCE(to_json(r.payment_status)::text, 'null') || ', "schedule" : ' || innkeep_payment_schedule(r.total_amount_minor, r.paid_amount_minor, (r.created_at AT TIME ZONE p.timezone)::date,
  r.arrival_date, p.deposit_percent, p.balance_due_days_before_arrival)::text ||
  ', "adults" : ' || r.adults || ', "children" : ' || r.children || ', "notes" : ' || COALESCE(to_json(r.notes)::text, 'null') ||
  ', "isOverbooking" : ' || r.is_overbooking || ', "channelReference" : ' || COALESCE(to_json(r.channel_reference)::text, 'null') ||
  ', "connectionId" : ' || COALESCE(to_json(r.connection_id)::text, 'null') ||
  ', "guest" : {"id" : ' || COALESCE(to_json(g.id)::text, 'null') || ', "firstName" : ' || COALESCE(to_json(g.first_name)::text, 'null') || ', "lastName" : ' || COALESCE(to_json(g.last_name)::text, 'null') ||
  ', "email" : ' || COALESCE(to_json(g.email)::text, 'null') || ', "phone" : ' || COALESCE(to_json(g.phone)::text, 'null') ||
  '}, "unit" : {"id" : ' || COALESCE(to_json(u.id)::text, 'null') || ', "name" : ' || COALESCE(to_json(u.name)::text, 'null') ||
  '}, "property" : {"id" : ' || COALESCE(to_json(p.id)::text, 'null') || ', "name" : ' || COALESCE(to_json(p.name)::text, 'null') ||
  '}, "createdAt" : ' || COALESCE('"' || to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || ', "updatedAt" : ' || COALESCE('"' || to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') ||
  ', "cancelledAt" : ' || COALESCE('"' || to_char(r.cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || ', "cancelledBy" : ' || COALESCE(to_json(r.cancelled_by)::text, 'null') || '}' AS json
  FROM reservations r
  JOIN shown u ON u.id = r.unit_id
  JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
  JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
 WHERE r.workspace_id = $1 AND r.arrival_date <= $3::date AND r.departure_date > $2::date
   AND r.status NOT IN ('CANCELLED', 'NO_SHOW')
   AND ($4::text IS NULL OR r.property_id = $4) AND ($5::text IS NULL OR r.unit_id = $5)) AS i
 GROUP BY i.position / (32)
  UNION ALL SELECT 4, 0, '],"blocks":['
  UNION ALL 
SELECT 5 AS list, i.position / (128) AS grp,
       CASE WHEN min(i.position) > 0 THEN ', ' ELSE '' END || string_agg(i.json, ', ' ORDER BY i.position) AS json
  FROM (
SELECT row_number() OVER (ORDER BY b.from_date, b.id) - 1 AS position, '{"id" : ' || COALESCE(to_json(b.id)::text, 'null') || ', "unitId" : ' || COALESCE(to_json(b.unit_id)::text, 'null') || ', "type" : ' || COALESCE(to_json(b.type)::text, 'null') ||
  ', "from" : ' || '"' || to_char(b.from_date, 'YYYY-MM-DD') || '"' || ', "to" : ' || '"' || to_char(b.to_date, 'YYYY-MM-DD') || '"' || ', "rooms" : ' || b.rooms ||
  ', "note" : ' || COALESCE(to_json(b.note)::text, 'null') || ', "connectionId" : ' || COALESCE(to_json(b.connection_id)::text, 'null') || ', "createdAt" : ' || COALESCE('"' || to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || '}' AS json
  FROM shown u
  -- OFFSET 0 keeps the subquery a per-unit lookup: pulled up, it became a scan of every block.
  JOIN LATERAL (SELECT * FROM blocks b
                 WHERE b.workspace_id = u.workspace_id AND b.unit_id = u.id AND b.from_date <= $3::date AND b.to_date >= $2::date OFFSET 0) AS b ON true) AS i
 GROUP BY i.position / (128)
  UNION ALL SELECT 6, 0, ']}') AS parts
 WHERE ($4::text IS NULL OR EXISTS (SELECT 1 FROM properties WHERE workspace_id = $1 AND id = $4))
   AND ($5::text IS NULL OR EXISTS (SELECT 1 FROM units WHERE workspace_id = $1 AND id = $5))
 ORDER BY parts.list, parts.grp;
END
$fn$`;

export class CalendarPartsFunction1795868145946 implements MigrationInterface {
  name = 'CalendarPartsFunction1795868145946';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CALENDAR_PARTS_FUNCTION_V1);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION innkeep_calendar_parts(text, date, date, text, text, text, text)');
  }
}
