import type { ListingSettings, NewUnit, NightInUse, Propagation, SettingsChange, UnitFilter, UnitRepository, UnitView } from '../../src';
import { MAX_NIGHTS_NAMED } from '../../src';
import type { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';

export class InMemoryUnitRepository implements UnitRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async list(workspaceId: string, filter: UnitFilter): Promise<UnitView[] | null> {
    this.log.record('units.list', [workspaceId, filter]);
    if (filter.propertyId !== undefined && !this.db.propertyIn(workspaceId, filter.propertyId)) return null;
    return this.db
      .unitsOf(workspaceId, filter.propertyId)
      .filter((unit) => filter.includeArchived || !this.db.isArchived(unit))
      .map((unit) => this.db.unitView(unit));
  }

  async find(workspaceId: string, unitId: string): Promise<UnitView | null> {
    this.log.record('units.find', [workspaceId, unitId]);
    const unit = this.db.unitIn(workspaceId, unitId);
    return unit ? this.db.unitView(unit) : null;
  }

  async create(workspaceId: string, unit: NewUnit): Promise<UnitView | null> {
    this.log.record('units.create', [workspaceId, unit]);
    const property = this.db.propertyIn(workspaceId, unit.propertyId);
    if (!property) return null;
    const { defaultRatePlan, ...fields } = unit;
    const created = this.db.addUnit(property, { ...fields, basePriceMinor: defaultRatePlan.basePriceMinor });
    this.db.tables.ratePlans.get(created.defaultRatePlanId!)!.title = defaultRatePlan.title;
    return this.db.unitView(created);
  }

  async update(workspaceId: string, unitId: string, patch: Partial<Pick<NewUnit, 'name' | 'maxOccupancy'>> & { archivedAt?: Date }): Promise<UnitView | null> {
    this.log.record('units.update', [workspaceId, unitId, patch]);
    const unit = this.db.unitIn(workspaceId, unitId);
    if (!unit) return null;
    Object.assign(unit, patch);
    return this.db.unitView(unit);
  }

  /** As the SQL does, with the unit's room count standing for each night's (the fake keeps one count). */
  async setRoomCount(workspaceId: string, unitId: string, countOfRooms: number, fromNight: string): Promise<{ inUse: NightInUse[] } | null> {
    this.log.record('units.setRoomCount', [workspaceId, unitId, countOfRooms, fromNight]);
    const unit = this.db.unitIn(workspaceId, unitId);
    if (!unit) return null;
    const inUse = [...this.db.tables.nights]
      .map(([key, counters]) => ({
        unit: key.split(' ')[0],
        date: key.split(' ')[1],
        roomsHeld: counters.reserved + counters.ownerBlocked + counters.maintenanceBlocked + counters.channelBlocked,
      }))
      .filter((night) => night.unit === unitId && night.date >= fromNight && unit.countOfRooms > countOfRooms && night.roomsHeld > countOfRooms)
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(0, MAX_NIGHTS_NAMED)
      .map(({ date, roomsHeld }) => ({ date, roomsHeld }));
    if (inUse.length === 0) unit.countOfRooms = countOfRooms;
    return { inUse };
  }

  async updateListingSettings(
    workspaceId: string,
    unitId: string,
    change: SettingsChange<ListingSettings>,
  ): Promise<{ unit: UnitView; propagation: Propagation[] } | null> {
    this.log.record('units.updateListingSettings', [workspaceId, unitId, change]);
    const unit = this.db.unitIn(workspaceId, unitId);
    if (!unit) return null;
    unit.listingSettings = { ...unit.listingSettings, ...change.patch };
    const property = this.db.tables.properties.get(unit.propertyId)!;
    const propagation = [...property.channels].sort().map((channel): Propagation => ({ channel, state: change.propagation(channel) }));
    return { unit: this.db.unitView(unit), propagation };
  }
}
