import type { BookableUnit, CalendarFormat, InventoryKind, InventoryRepository } from '@innkeep/domain';
import { addDays, JsonText, nightsBetween } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { queryPrepared } from '../database/prepared-query';
import { queryTextAsBytes } from '../database/text-as-bytes';
import { AriTouches } from '../events/ari-touches';
import { CALENDAR_COMPACT_UNITS_SQL, calendarStatementFor, COLUMN, holdOverbookingSql, holdSql, releaseSql } from './inventory.sql';

export interface BookableUnitRow {
  id: string;
  name: string;
  count_of_rooms: number;
  property_id: string;
  property_name: string;
  currency: string;
  timezone: string;
  archived: BookableUnit['archived'];
  rate_plan_id: string | null;
}

/** A bookable unit's columns of `units u JOIN properties p`, but for its default plan's id (`rate_plan_id`). */
export const BOOKABLE_UNIT_COLUMNS = `u.id, u.name, u.count_of_rooms, p.id AS property_id, p.name AS property_name, p.currency, p.timezone,
              CASE WHEN u.archived_at IS NOT NULL THEN 'unit' WHEN p.status = 'ARCHIVED' THEN 'property' END AS archived`;

export function bookableUnitOf(row: BookableUnitRow): BookableUnit {
  return {
    unitId: row.id,
    unitName: row.name,
    propertyId: row.property_id,
    propertyName: row.property_name,
    currency: row.currency,
    timezone: row.timezone,
    rooms: row.count_of_rooms,
    defaultRatePlanId: row.rate_plan_id,
    archived: row.archived,
  };
}

export class TypeormInventoryRepository implements InventoryRepository {
  constructor(
    private readonly manager: EntityManager,
    /** Nights whose availability changed, for the channel connectors' outbox. */
    private readonly touches: AriTouches = new AriTouches(),
  ) {}

  async findBookableUnit(workspaceId: string, unitId: string): Promise<BookableUnit | null> {
    const [row] = await queryPrepared<BookableUnitRow>(
      this.manager,
      `SELECT ${BOOKABLE_UNIT_COLUMNS},
              (SELECT rp.id FROM rate_plans rp WHERE rp.workspace_id = u.workspace_id AND rp.unit_id = u.id AND rp.is_default) AS rate_plan_id
         FROM units u JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
        WHERE u.workspace_id = $1 AND u.id = $2`,
      [workspaceId, unitId],
    );
    return row ? bookableUnitOf(row) : null;
  }

  async hold(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<string | null> {
    this.touches.unit(unitId, from, until);
    const taken = await queryPrepared<{ night: string }>(this.manager, holdSql(COLUMN[kind]), [workspaceId, unitId, from, until, rooms]);
    const nights = new Set(taken.map((row) => row.night));
    for (let night = from; night < until; night = nextDay(night)) if (!nights.has(night)) return night;
    return null;
  }

  async holdOverbooking(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind = 'reserved', rooms = 1): Promise<boolean> {
    this.touches.unit(unitId, from, until);
    const rows = await queryPrepared<{ over: boolean }>(this.manager, holdOverbookingSql(COLUMN[kind]), [workspaceId, unitId, from, until, rooms]);
    return rows.some((row) => row.over);
  }

  async release(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<void> {
    this.touches.unit(unitId, from, until);
    await queryPrepared(this.manager, releaseSql(COLUMN[kind]), [workspaceId, unitId, from, until, rooms]);
  }

  async calendar(
    workspaceId: string,
    range: { from: string; to: string; propertyId?: string; unitId?: string; format?: CalendarFormat },
  ): Promise<JsonText | null> {
    const params = [workspaceId, range.from, range.to, range.propertyId ?? null, range.unitId ?? null];
    if (range.format === 'compact') {
      if (range.propertyId || range.unitId) {
        const [found] = await this.manager.query(
          `SELECT ($4::text IS NULL OR EXISTS (SELECT 1 FROM properties WHERE workspace_id = $1 AND id = $4))
              AND ($5::text IS NULL OR EXISTS (SELECT 1 FROM units WHERE workspace_id = $1 AND id = $5)) AS ok
            WHERE $2::date IS NOT NULL AND $3::date IS NOT NULL`,
          params,
        );
        if (!found?.ok) return null;
      }
      const units: JsonRow[] = await this.manager.query(CALENDAR_COMPACT_UNITS_SQL, params);
      const dates = Array.from({ length: nightsBetween(range.from, range.to) + 1 }, (_, index) => addDays(range.from, index));
      return new JsonText(
        `{"format":"compact","from":${JSON.stringify(range.from)},"to":${JSON.stringify(range.to)},"dates":${JSON.stringify(dates)},"units":`,
        ...jsonList(units, ','),
        '}',
      );
    }
    // The whole answer as PostgreSQL wrote it, its bytes never decoded: REST sends them on as they are.
    const parts = await queryTextAsBytes(this.manager, calendarStatementFor(nightsBetween(range.from, range.to) + 1), [
      ...params,
      JSON.stringify(range.from),
      JSON.stringify(range.to),
    ]);
    return parts.length ? JsonText.ofUtf8Bytes(parts) : null;
  }
}

/** A row of JSON text. */
interface JsonRow {
  json: string;
}

/** A JSON list of rows as parts: `[`, each row with `separator` before all but the first, `]`. */
function jsonList(rows: readonly JsonRow[], separator: string): string[] {
  const parts = ['['];
  rows.forEach((row, index) => parts.push(index === 0 ? row.json : separator + row.json));
  parts.push(']');
  return parts;
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
