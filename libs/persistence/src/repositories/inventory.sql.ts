import type { InventoryKind } from '@innkeep/domain';

import { BLOCK_JSON_TEXT, RESERVATION_JSON_TEXT } from './reservation-json.sql';

/*
 * The inventory statements, exported so that the benchmark baselines run exactly this SQL.
 */

/** Counter columns by kind: the only text ever put into these statements besides placeholders. */
export const COLUMN: Record<InventoryKind, string> = {
  reserved: 'reserved',
  ownerBlocked: 'owner_blocked',
  maintenanceBlocked: 'maintenance_blocked',
  channelBlocked: 'channel_blocked',
};

/** Rooms a night's reservations and blocks of every kind hold. */
const HELD = 'reserved + owner_blocked + maintenance_blocked + channel_blocked';

/**
 * Takes rooms on each night in one upsert: a night without a row is created holding them, an
 * existing night is updated only while the rooms are free. Rows come back for the nights taken.
 * The unit row is read FOR SHARE: a new night starts from the unit's room count, so a change of
 * that count (which locks the unit, see SET_ROOM_COUNT_SQL) waits for running holds, and holds wait
 * for it; holds never wait for each other there.
 */
export const holdSql = (column: string) => `
INSERT INTO calendar_nights AS n (workspace_id, unit_id, night, rooms, ${column})
SELECT u.workspace_id, u.id, d::date, u.count_of_rooms, $5
  FROM units u CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
 WHERE u.workspace_id = $1 AND u.id = $2 AND $5 <= u.count_of_rooms
   FOR SHARE OF u
ON CONFLICT (workspace_id, unit_id, night) DO UPDATE SET ${column} = n.${column} + $5
 WHERE n.reserved + n.owner_blocked + n.maintenance_blocked + n.channel_blocked + $5 <= n.rooms
RETURNING to_char(night, 'YYYY-MM-DD') AS night`;

/** Takes rooms even when full (a channel's facts), admitting the excess as overbooked. */
export const holdOverbookingSql = (column: string) => `
INSERT INTO calendar_nights AS n (workspace_id, unit_id, night, rooms, ${column}, overbooked)
SELECT u.workspace_id, u.id, d::date, u.count_of_rooms, $5, GREATEST(0, $5 - u.count_of_rooms)
  FROM units u CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
 WHERE u.workspace_id = $1 AND u.id = $2
   FOR SHARE OF u
ON CONFLICT (workspace_id, unit_id, night) DO UPDATE SET
  ${column} = n.${column} + $5,
  overbooked = GREATEST(n.overbooked, n.reserved + n.owner_blocked + n.maintenance_blocked + n.channel_blocked + $5 - n.rooms)
RETURNING overbooked > 0 AS over`;

/** Locks a unit against holds and room-count changes until the transaction ends. */
export const LOCK_UNIT_SQL = `SELECT id FROM units WHERE workspace_id = $1 AND id = $2 FOR NO KEY UPDATE`;

/**
 * A unit's new room count, for the unit and every night from $4 on, in one statement (the unit is
 * locked first, with LOCK_UNIT_SQL). A night whose reservations and blocks hold more rooms than a
 * smaller count is in use: then nothing changes, and the first $5 such nights come back. The
 * overbooked allowance shrinks with the excess it admits, as on release.
 */
export const SET_ROOM_COUNT_SQL = `
WITH in_use AS (
  SELECT night, ${HELD} AS held
    FROM calendar_nights
   WHERE workspace_id = $1 AND unit_id = $2 AND night >= $4::date
     AND rooms > $3 AND ${HELD} > $3),
nights AS (
  UPDATE calendar_nights SET
    rooms = $3,
    overbooked = GREATEST(0, LEAST(overbooked, ${HELD} - $3))
   WHERE workspace_id = $1 AND unit_id = $2 AND night >= $4::date AND rooms <> $3
     AND NOT EXISTS (SELECT 1 FROM in_use)),
unit AS (
  UPDATE units SET count_of_rooms = $3, updated_at = now()
   WHERE workspace_id = $1 AND id = $2 AND NOT EXISTS (SELECT 1 FROM in_use))
SELECT to_char(night, 'YYYY-MM-DD') AS date, held AS "roomsHeld" FROM in_use ORDER BY night LIMIT $5`;

/** Frees rooms; the overbooked allowance shrinks with the load so it never outlives the excess. */
export const releaseSql = (column: string) => `
UPDATE calendar_nights SET
  ${column} = ${column} - $5,
  overbooked = GREATEST(0, LEAST(overbooked, ${HELD} - $5 - rooms))
 WHERE workspace_id = $1 AND unit_id = $2 AND night >= $3::date AND night < $4::date`;

/**
 * The calendar shows the units in use: an archived unit, or a unit of an archived property, only
 * when the request names it ($5), with its reservations and blocks.
 */
const SHOWN_IN_CALENDAR = `($5::text IS NOT NULL OR (u.archived_at IS NULL AND NOT EXISTS (
  SELECT 1 FROM properties ap WHERE ap.workspace_id = u.workspace_id AND ap.id = u.property_id AND ap.status = 'ARCHIVED')))`;

/**
 * The days of `u` in $2..$3 whose cleaning is not done (an OPEN or IN_PROGRESS CLEANING task due
 * that day), as `tp`: one probe of tasks_workspace_unit_due_idx per unit.
 */
const CLEANING_PENDING_JOIN = (night: string) => `
      LEFT JOIN (SELECT DISTINCT t.due_date FROM tasks t
                  WHERE t.workspace_id = u.workspace_id AND t.unit_id = u.id AND t.due_date BETWEEN $2::date AND $3::date
                    AND t.type = 'CLEANING' AND t.status IN ('OPEN', 'IN_PROGRESS')) AS tp
        ON tp.due_date = ${night}`;

/**
 * Items' JSON text in groups of about `size` items, a row per group (`list`, `grp`, `json`) with
 * `, ` between items and before every group but the first: the answer's list, written by node as
 * the rows come. A row of tens of kB rather than one per item (a message each for pg) or one of
 * the whole list (which node would have to gather into one large buffer).
 */
const groupsOf = (list: number, items: string, size: string) => `
SELECT ${list} AS list, i.position / (${size}) AS grp,
       CASE WHEN min(i.position) > 0 THEN ', ' ELSE '' END || string_agg(i.json, ', ' ORDER BY i.position) AS json
  FROM (${items}) AS i
 GROUP BY i.position / (${size})`;

/** Nights of JSON text a row of units carries: for a month, about eight units (40 kB). */
const NIGHTS_A_ROW = 256;

/**
 * Units and their nights, in the answer's order, a JSON object each. Each unit's counters are read
 * with one index range scan and joined to the dates, rather than looked up night by night. The
 * text is written by concatenation, byte for byte as json_build_object and json_agg write it
 * (`"key" : value`, `, ` between items): json_build_object looks up how to write each argument's
 * type on every call, a third of the statement's CPU for a month of 100 units; the dates' own
 * text is written once, not once per unit; the units are sorted before their nights are written
 * (docs/performance.md#the-calendars-own-cost). Reads `shown` and `days` (CALENDAR_SQL).
 */
const CALENDAR_UNITS = `
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
        ON n.night = d.night${CLEANING_PENDING_JOIN('d.night')}
  ) AS x`;

/**
 * The compact calendar's units: the same counters as CALENDAR_UNITS_SQL, one list per counter and
 * unit in date order, a row per unit. PostgreSQL writes the JSON text itself, each list with one
 * string_agg over the nights (all ordered alike, so the nights are sorted once), rather than an
 * object per night. cleaningPending is 1 or 0 rather than true or false: as the only flag among
 * small counters, spelled out it would be the longest column.
 */
export const CALENDAR_COMPACT_UNITS_SQL = `
SELECT '{"id":' || to_json(u.id)::text || ',"name":' || to_json(u.name)::text ||
       ',"physical":[' || x.physical || '],"reserved":[' || x.reserved || '],"ownerBlocked":[' || x.owner_blocked ||
       '],"maintenanceBlocked":[' || x.maintenance_blocked || '],"channelBlocked":[' || x.channel_blocked ||
       '],"blocked":[' || x.blocked || '],"sellable":[' || x.sellable || '],"cleaningPending":[' || x.cleaning_pending || ']}' AS json
  FROM units u
  CROSS JOIN LATERAL (
    SELECT string_agg(r.rooms::text, ',' ORDER BY r.night) AS physical,
           string_agg(r.reserved::text, ',' ORDER BY r.night) AS reserved,
           string_agg(r.owner_blocked::text, ',' ORDER BY r.night) AS owner_blocked,
           string_agg(r.maintenance_blocked::text, ',' ORDER BY r.night) AS maintenance_blocked,
           string_agg(r.channel_blocked::text, ',' ORDER BY r.night) AS channel_blocked,
           string_agg((r.owner_blocked + r.maintenance_blocked + r.channel_blocked)::text, ',' ORDER BY r.night) AS blocked,
           string_agg(GREATEST(0, r.rooms - r.reserved - r.owner_blocked - r.maintenance_blocked - r.channel_blocked)::text, ',' ORDER BY r.night) AS sellable,
           string_agg(r.cleaning_pending::int::text, ',' ORDER BY r.night) AS cleaning_pending
      FROM (SELECT d.night, COALESCE(n.rooms, u.count_of_rooms) AS rooms, COALESCE(n.reserved, 0) AS reserved,
                   COALESCE(n.owner_blocked, 0) AS owner_blocked, COALESCE(n.maintenance_blocked, 0) AS maintenance_blocked,
                   COALESCE(n.channel_blocked, 0) AS channel_blocked, tp.due_date IS NOT NULL AS cleaning_pending
              FROM (SELECT g::date AS night FROM generate_series($2::date, $3::date, interval '1 day') AS g) AS d
              LEFT JOIN calendar_nights n
                ON n.workspace_id = u.workspace_id AND n.unit_id = u.id AND n.night = d.night AND n.night BETWEEN $2::date AND $3::date${CLEANING_PENDING_JOIN('d.night')}) AS r
  ) AS x
 WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)
   AND ${SHOWN_IN_CALENDAR}
 ORDER BY u.name, u.id`;

/** Reservations overlapping the range, except cancelled ones and no-shows (they hold nothing), a JSON object each. */
const CALENDAR_RESERVATIONS = `
SELECT row_number() OVER (ORDER BY r.arrival_date, r.id) - 1 AS position, ${RESERVATION_JSON_TEXT} AS json
  FROM reservations r
  JOIN shown u ON u.id = r.unit_id
  JOIN guests g ON g.workspace_id = r.workspace_id AND g.id = r.guest_id
  JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
 WHERE r.workspace_id = $1 AND r.arrival_date <= $3::date AND r.departure_date > $2::date
   AND r.status NOT IN ('CANCELLED', 'NO_SHOW')
   AND ($4::text IS NULL OR r.property_id = $4) AND ($5::text IS NULL OR r.unit_id = $5)`;

/**
 * Blocks overlapping the range, a JSON object each: looked up unit by unit in the blocks' index,
 * rather than by reading every block of the workspace (docs/performance.md#the-calendars-own-cost).
 */
const CALENDAR_BLOCKS = `
SELECT row_number() OVER (ORDER BY b.from_date, b.id) - 1 AS position, ${BLOCK_JSON_TEXT} AS json
  FROM shown u
  -- OFFSET 0 keeps the subquery a per-unit lookup: pulled up, it became a scan of every block.
  JOIN LATERAL (SELECT * FROM blocks b
                 WHERE b.workspace_id = u.workspace_id AND b.unit_id = u.id AND b.from_date <= $3::date AND b.to_date >= $2::date OFFSET 0) AS b ON true`;

/**
 * The whole calendar answer `{from,to,units,reservations,blocks}` as rows of JSON text (one
 * column, `json`) that make it when written one after the other, the lists as json_agg writes
 * them; no row when the property ($4) or unit ($5) named is not the workspace's. $6 and $7 are
 * `from` and `to` already written as JSON strings. The API reads the rows as bytes and sends them
 * on unread (InventoryRepository.calendar, docs/performance.md#the-calendars-own-cost).
 */
export const CALENDAR_SQL = `
WITH shown AS MATERIALIZED (
  SELECT u.workspace_id, u.id, u.name, u.count_of_rooms, row_number() OVER (ORDER BY u.name, u.id) - 1 AS position
    FROM units u
   WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)
     AND ${SHOWN_IN_CALENDAR}),
days AS MATERIALIZED (
  SELECT g::date AS night, '{"date" : "' || to_char(g, 'YYYY-MM-DD') || '", "physical" : ' AS head
    FROM generate_series($2::date, $3::date, interval '1 day') AS g)
SELECT parts.json FROM (
  SELECT 0 AS list, 0 AS grp, '{"from":' || $6::text || ',"to":' || $7::text || ',"units":[' AS json
  UNION ALL ${groupsOf(1, CALENDAR_UNITS, `GREATEST(1, ${NIGHTS_A_ROW} / ($3::date - $2::date + 1))`)}
  UNION ALL SELECT 2, 0, '],"reservations":['
  UNION ALL ${groupsOf(3, CALENDAR_RESERVATIONS, '32')}
  UNION ALL SELECT 4, 0, '],"blocks":['
  UNION ALL ${groupsOf(5, CALENDAR_BLOCKS, '128')}
  UNION ALL SELECT 6, 0, ']}') AS parts
 WHERE ($4::text IS NULL OR EXISTS (SELECT 1 FROM properties WHERE workspace_id = $1 AND id = $4))
   AND ($5::text IS NULL OR EXISTS (SELECT 1 FROM units WHERE workspace_id = $1 AND id = $5))
 ORDER BY parts.list, parts.grp`;

/**
 * The full calendar as the API reads it over a range of up to PLANNED_ONCE_MAX_NIGHTS nights:
 * CALENDAR_SQL run by the function innkeep_calendar_parts (migration calendar-parts-function),
 * whose plan PostgreSQL keeps per connection. The answer's bytes come through COPY, which takes no
 * parameters and so no prepared statement: planning CALENDAR_SQL was 4 ms of every request's
 * PostgreSQL CPU (docs/performance.md#the-calendars-own-cost). WITH ORDINALITY numbers the rows as
 * the function returns them, in the statement's order.
 */
export const CALENDAR_PARTS_SQL = `SELECT t.json FROM innkeep_calendar_parts($1, $2, $3, $4, $5, $6, $7) WITH ORDINALITY AS t(json, n) ORDER BY t.n`;

/**
 * Past two months the statement runs as it is: its run outweighs its planning, and the function
 * gathers every row before the first is sent (a year of 1,000 units is 100 MB, written to a
 * temporary file), where the statement's COPY sends them as they come.
 */
export const PLANNED_ONCE_MAX_NIGHTS = 62;

/** The statement that answers a full calendar of `nights` nights ($1 to $7 alike). */
export const calendarStatementFor = (nights: number): string => (nights <= PLANNED_ONCE_MAX_NIGHTS ? CALENDAR_PARTS_SQL : CALENDAR_SQL);

/** What innkeep_calendar_parts runs, as the migration that writes it words its body. */
export const calendarPartsBody = (statement: string) => `
BEGIN
  RETURN QUERY ${statement};
END
`;
