import type { BookableUnit, InventoryKind, InventoryRepository } from '@innkeep/domain';
import { JsonText } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { BLOCK_JSON, RESERVATION_JOINS, RESERVATION_JSON } from './reservation-json.sql';

/** Counter columns by kind: the only text ever put into these statements besides placeholders. */
const COLUMN: Record<InventoryKind, string> = {
  reserved: 'reserved',
  ownerBlocked: 'owner_blocked',
  maintenanceBlocked: 'maintenance_blocked',
};

/**
 * Takes rooms on each night in one upsert: a night without a row is created holding them, an
 * existing night is updated only while the rooms are free. Rows come back for the nights taken.
 */
const holdSql = (column: string) => `
INSERT INTO calendar_nights AS n (workspace_id, unit_id, night, rooms, ${column})
SELECT u.workspace_id, u.id, d::date, u.count_of_rooms, $5
  FROM units u CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
 WHERE u.workspace_id = $1 AND u.id = $2 AND $5 <= u.count_of_rooms
ON CONFLICT (workspace_id, unit_id, night) DO UPDATE SET ${column} = n.${column} + $5
 WHERE n.reserved + n.owner_blocked + n.maintenance_blocked + $5 <= n.rooms
RETURNING to_char(night, 'YYYY-MM-DD') AS night`;

const HOLD_OVERBOOKING_SQL = `
INSERT INTO calendar_nights AS n (workspace_id, unit_id, night, rooms, reserved, overbooked)
SELECT u.workspace_id, u.id, d::date, u.count_of_rooms, 1, GREATEST(0, 1 - u.count_of_rooms)
  FROM units u CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
 WHERE u.workspace_id = $1 AND u.id = $2
ON CONFLICT (workspace_id, unit_id, night) DO UPDATE SET
  reserved = n.reserved + 1,
  overbooked = GREATEST(n.overbooked, n.reserved + 1 + n.owner_blocked + n.maintenance_blocked - n.rooms)
RETURNING overbooked > 0 AS over`;

/** Frees rooms; the overbooked allowance shrinks with the load so it never outlives the excess. */
const releaseSql = (column: string) => `
UPDATE calendar_nights SET
  ${column} = ${column} - $5,
  overbooked = GREATEST(0, LEAST(overbooked, reserved + owner_blocked + maintenance_blocked - $5 - rooms))
 WHERE workspace_id = $1 AND unit_id = $2 AND night >= $3::date AND night < $4::date`;

const CALENDAR_UNITS_SQL = `
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

/** Reservations overlapping the range, except cancelled ones and no-shows (they hold nothing). */
const CALENDAR_RESERVATIONS_SQL = `
SELECT COALESCE(json_agg(${RESERVATION_JSON} ORDER BY r.arrival_date, r.id), '[]')::text AS reservations
  FROM reservations r ${RESERVATION_JOINS}
 WHERE r.workspace_id = $1 AND r.arrival_date <= $3::date AND r.departure_date > $2::date
   AND r.status NOT IN ('CANCELLED', 'NO_SHOW')
   AND ($4::text IS NULL OR r.property_id = $4) AND ($5::text IS NULL OR r.unit_id = $5)`;

const CALENDAR_BLOCKS_SQL = `
SELECT COALESCE(json_agg(${BLOCK_JSON} ORDER BY b.from_date, b.id), '[]')::text AS blocks
  FROM blocks b JOIN units u ON u.workspace_id = b.workspace_id AND u.id = b.unit_id
 WHERE b.workspace_id = $1 AND b.from_date <= $3::date AND b.to_date >= $2::date
   AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR b.unit_id = $5)`;

export class TypeormInventoryRepository implements InventoryRepository {
  constructor(private readonly manager: EntityManager) {}

  async findBookableUnit(workspaceId: string, unitId: string): Promise<BookableUnit | null> {
    const [row] = await this.manager.query(
      `SELECT u.id, u.name, u.count_of_rooms, p.id AS property_id, p.name AS property_name, p.currency, p.timezone,
              (SELECT rp.id FROM rate_plans rp WHERE rp.workspace_id = u.workspace_id AND rp.unit_id = u.id AND rp.is_default) AS rate_plan_id
         FROM units u JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
        WHERE u.workspace_id = $1 AND u.id = $2`,
      [workspaceId, unitId],
    );
    if (!row) return null;
    return {
      unitId: row.id,
      unitName: row.name,
      propertyId: row.property_id,
      propertyName: row.property_name,
      currency: row.currency,
      timezone: row.timezone,
      rooms: row.count_of_rooms,
      defaultRatePlanId: row.rate_plan_id,
    };
  }

  async hold(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<string | null> {
    const taken: { night: string }[] = await this.manager.query(holdSql(COLUMN[kind]), [workspaceId, unitId, from, until, rooms]);
    const nights = new Set(taken.map((row) => row.night));
    for (let night = from; night < until; night = nextDay(night)) if (!nights.has(night)) return night;
    return null;
  }

  async holdOverbooking(workspaceId: string, unitId: string, from: string, until: string): Promise<boolean> {
    const rows: { over: boolean }[] = await this.manager.query(HOLD_OVERBOOKING_SQL, [workspaceId, unitId, from, until]);
    return rows.some((row) => row.over);
  }

  async release(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<void> {
    await this.manager.query(releaseSql(COLUMN[kind]), [workspaceId, unitId, from, until, rooms]);
  }

  async calendar(workspaceId: string, range: { from: string; to: string; propertyId?: string; unitId?: string }): Promise<JsonText | null> {
    const params = [workspaceId, range.from, range.to, range.propertyId ?? null, range.unitId ?? null];
    if (range.propertyId || range.unitId) {
      const [found] = await this.manager.query(
        `SELECT ($4::text IS NULL OR EXISTS (SELECT 1 FROM properties WHERE workspace_id = $1 AND id = $4))
            AND ($5::text IS NULL OR EXISTS (SELECT 1 FROM units WHERE workspace_id = $1 AND id = $5)) AS ok
          WHERE $2::date IS NOT NULL AND $3::date IS NOT NULL`,
        params,
      );
      if (!found?.ok) return null;
    }
    const [[units], [reservations], [blocks]] = await Promise.all([
      this.manager.query(CALENDAR_UNITS_SQL, params),
      this.manager.query(CALENDAR_RESERVATIONS_SQL, params),
      this.manager.query(CALENDAR_BLOCKS_SQL, params),
    ]);
    return new JsonText(
      `{"from":${JSON.stringify(range.from)},"to":${JSON.stringify(range.to)},"units":${units.units},"reservations":${reservations.reservations},"blocks":${blocks.blocks}}`,
    );
  }
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
