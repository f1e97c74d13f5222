/**
 * The inventory checks, in SQL: the calendar-night counters of a workspace against its rows.
 * For every unit-night, `reserved` must equal the room-holding reservations covering it and the
 * blocked counters the rooms of the blocks covering it; no night may hold more than its rooms
 * plus its overbooked allowance; and with no overbooking allowed, `overbooked` stays 0.
 */
import { holdsRoom, RESERVATION_STATUSES } from '@innkeep/domain';

/** The statuses that hold a room, as the application defines them. */
export const ROOM_HOLDING_STATUSES: readonly string[] = RESERVATION_STATUSES.filter(holdsRoom);

export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

export interface InventoryCheck {
  /** calendar_nights rows of the workspace. */
  nights: number;
  /** Unit-nights whose counters differ from the reservations and blocks (either side may be missing). */
  mismatched: number;
  /** Rows with reserved + owner_blocked + maintenance_blocked > rooms + overbooked. */
  overCapacity: number;
  /** Rows holding more than their physical rooms (sold twice). */
  oversold: number;
  /** Rows with overbooked > 0. */
  overbooked: number;
  /** A few mismatched unit-nights, to show what went wrong. */
  samples: { unitId: string; night: string; counted: number[]; expected: number[] }[];
}

/**
 * What each unit-night's counters should be, derived from the reservations and blocks: the CTEs
 * `reserved` and `blocked`, over workspace ${ws} and room-holding statuses ${statuses}. The
 * generator writes its counters from this and the check compares the counters against it.
 */
export const expectedCountersCtes = (ws: string, statuses: string) => `reserved AS (
  SELECT r.unit_id, d::date AS night, count(*)::int AS reserved
    FROM reservations r CROSS JOIN LATERAL generate_series(r.arrival_date, r.departure_date - 1, interval '1 day') AS d
   WHERE r.workspace_id = ${ws} AND r.status = ANY(${statuses}::text[])
   GROUP BY r.unit_id, d::date
), blocked AS (
  SELECT b.unit_id, d::date AS night,
         COALESCE(sum(b.rooms) FILTER (WHERE b.type = 'OWNER'), 0)::int AS owner_blocked,
         COALESCE(sum(b.rooms) FILTER (WHERE b.type = 'MAINTENANCE'), 0)::int AS maintenance_blocked
    FROM blocks b CROSS JOIN LATERAL generate_series(b.from_date, b.to_date, interval '1 day') AS d
   WHERE b.workspace_id = ${ws}
   GROUP BY b.unit_id, d::date
)`;

const CHECK_SQL = `
WITH counters AS (
  SELECT unit_id, night, rooms, reserved, owner_blocked, maintenance_blocked, overbooked
    FROM calendar_nights WHERE workspace_id = $1
), ${expectedCountersCtes('$1', '$2')}, expected AS (
  SELECT COALESCE(r.unit_id, b.unit_id) AS unit_id, COALESCE(r.night, b.night) AS night,
         COALESCE(r.reserved, 0) AS reserved, COALESCE(b.owner_blocked, 0) AS owner_blocked, COALESCE(b.maintenance_blocked, 0) AS maintenance_blocked
    FROM reserved r FULL JOIN blocked b ON b.unit_id = r.unit_id AND b.night = r.night
), compared AS (
  SELECT COALESCE(c.unit_id, e.unit_id) AS unit_id, COALESCE(c.night, e.night) AS night,
         ARRAY[COALESCE(c.reserved, 0), COALESCE(c.owner_blocked, 0), COALESCE(c.maintenance_blocked, 0)] AS counted,
         ARRAY[COALESCE(e.reserved, 0), COALESCE(e.owner_blocked, 0), COALESCE(e.maintenance_blocked, 0)] AS expected
    FROM counters c FULL JOIN expected e ON e.unit_id = c.unit_id AND e.night = c.night
)
SELECT (SELECT count(*) FROM counters)::int AS nights,
       (SELECT count(*) FROM compared WHERE counted <> expected)::int AS mismatched,
       (SELECT count(*) FROM counters WHERE reserved + owner_blocked + maintenance_blocked > rooms + overbooked)::int AS over_capacity,
       (SELECT count(*) FROM counters WHERE reserved + owner_blocked + maintenance_blocked > rooms)::int AS oversold,
       (SELECT count(*) FROM counters WHERE overbooked > 0)::int AS overbooked,
       (SELECT COALESCE(json_agg(json_build_object('unitId', unit_id, 'night', to_char(night, 'YYYY-MM-DD'), 'counted', counted, 'expected', expected)), '[]')
          FROM (SELECT * FROM compared WHERE counted <> expected ORDER BY unit_id, night LIMIT 5) AS s) AS samples`;

export async function checkInventory(db: Queryable, workspaceId: string): Promise<InventoryCheck> {
  const [row] = await db.query(CHECK_SQL, [workspaceId, ROOM_HOLDING_STATUSES]);
  return {
    nights: row.nights,
    mismatched: row.mismatched,
    overCapacity: row.over_capacity,
    oversold: row.oversold,
    overbooked: row.overbooked,
    samples: typeof row.samples === 'string' ? JSON.parse(row.samples) : row.samples,
  };
}

/** True when nothing is wrong: counters agree with the rows and no night is sold twice. */
export function inventoryIsSound(check: InventoryCheck): boolean {
  return check.mismatched === 0 && check.overCapacity === 0 && check.oversold === 0 && check.overbooked === 0;
}
