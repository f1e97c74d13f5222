import type { ListingSettings, Propagation, SettingsChange, UnitRepository, UnitView } from '../../src';
import type { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';

export class InMemoryUnitRepository implements UnitRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async list(workspaceId: string, propertyId?: string): Promise<UnitView[] | null> {
    this.log.record('units.list', [workspaceId, propertyId]);
    if (propertyId !== undefined && !this.db.propertyIn(workspaceId, propertyId)) return null;
    return this.db.unitsOf(workspaceId, propertyId).map((unit) => this.db.unitView(unit));
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
