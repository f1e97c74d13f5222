import type { BookableUnit, CalendarFormat, InventoryKind, InventoryRepository, JsonText } from '../../src';
import { addDays } from '../../src';
import type { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';
import type { NightCounters } from '../rows';
import { scripted } from '../unexpected-call.error';

/** A unit of the workspace as a booking needs it, or null. */
export function bookableUnitIn(db: InMemoryDatabase, workspaceId: string, unitId: string): BookableUnit | null {
  const unit = db.unitIn(workspaceId, unitId);
  if (!unit) return null;
  const property = db.tables.properties.get(unit.propertyId)!;
  return {
    unitId: unit.id,
    unitName: unit.name,
    propertyId: property.id,
    propertyName: property.name,
    currency: property.currency,
    timezone: property.timezone,
    rooms: unit.countOfRooms,
    defaultRatePlanId: db.ratePlansOf(unit.id).find((plan) => plan.isDefault)?.id ?? null,
    archived: unit.archivedAt !== null ? 'unit' : property.status === 'ARCHIVED' ? 'property' : null,
  };
}

/**
 * The calendar-night counters, with the port's all-or-nothing hold. The calendar is JSON built by
 * SQL: a test scripts it in `answers.calendar`, and a call without one fails.
 */
export class InMemoryInventoryRepository implements InventoryRepository {
  readonly answers: { calendar?: JsonText | null } = {};

  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async findBookableUnit(workspaceId: string, unitId: string): Promise<BookableUnit | null> {
    this.log.record('inventory.findBookableUnit', [workspaceId, unitId]);
    return bookableUnitIn(this.db, workspaceId, unitId);
  }

  async hold(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<string | null> {
    this.log.record('inventory.hold', [workspaceId, unitId, from, until, kind, rooms]);
    const unit = this.db.unitIn(workspaceId, unitId);
    if (!unit) return from;
    for (let night = from; night < until; night = addDays(night, 1)) {
      if (heldRooms(this.db.counters(unitId, night)) + rooms > unit.countOfRooms) return night;
    }
    this.db.changeNights(unitId, from, until, kind, rooms);
    return null;
  }

  async holdOverbooking(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind = 'reserved', rooms = 1): Promise<boolean> {
    this.log.record('inventory.holdOverbooking', [workspaceId, unitId, from, until]);
    const unit = this.db.unitIn(workspaceId, unitId);
    if (!unit) return false;
    this.db.changeNights(unitId, from, until, kind, rooms);
    return this.db.nights(unitId, from, until).some((night) => heldRooms(night) > unit.countOfRooms);
  }

  async release(workspaceId: string, unitId: string, from: string, until: string, kind: InventoryKind, rooms: number): Promise<void> {
    this.log.record('inventory.release', [workspaceId, unitId, from, until, kind, rooms]);
    if (this.db.unitIn(workspaceId, unitId)) this.db.changeNights(unitId, from, until, kind, -rooms);
  }

  async calendar(
    workspaceId: string,
    range: { from: string; to: string; propertyId?: string; unitId?: string; format?: CalendarFormat },
  ): Promise<JsonText | null> {
    this.log.record('inventory.calendar', [workspaceId, range]);
    return scripted(this.answers.calendar, 'inventory.calendar', [workspaceId, range]);
  }
}

/** Rooms a night's reservations and blocks of every kind hold. */
export function heldRooms(night: NightCounters): number {
  return night.reserved + night.ownerBlocked + night.maintenanceBlocked + night.channelBlocked;
}
