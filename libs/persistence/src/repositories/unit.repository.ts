import type { ListingSettings, NewUnit, NightInUse, Propagation, SettingsChange, UnitFilter, UnitRepository, UnitView } from '@innkeep/domain';
import { MAX_NIGHTS_NAMED } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { PropertyEntity, RatePlanEntity, UnitEntity } from '../entities';
import { propagateSetting } from './channel-propagation';
import { LOCK_UNIT_SQL, SET_ROOM_COUNT_SQL } from './inventory.sql';
import { findUnitViews } from './unit-views.query';

export class TypeormUnitRepository implements UnitRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(workspaceId: string, filter: UnitFilter): Promise<UnitView[] | null> {
    if (filter.propertyId !== undefined) {
      const exists = await this.manager.getRepository(PropertyEntity).exists({ where: { workspaceId, id: filter.propertyId } });
      if (!exists) return null;
    }
    return findUnitViews(this.manager, workspaceId, filter);
  }

  async find(workspaceId: string, unitId: string): Promise<UnitView | null> {
    const [view] = await findUnitViews(this.manager, workspaceId, { unitId, includeArchived: true });
    return view ?? null;
  }

  async create(workspaceId: string, unit: NewUnit): Promise<UnitView | null> {
    const exists = await this.manager.getRepository(PropertyEntity).exists({ where: { workspaceId, id: unit.propertyId } });
    if (!exists) return null;
    const id = newId(ID_PREFIX.unit);
    const { defaultRatePlan, ...fields } = unit;
    await this.manager.insert(UnitEntity, { workspaceId, id, ...fields });
    await this.manager.insert(RatePlanEntity, { workspaceId, id: newId(ID_PREFIX.ratePlan), unitId: id, ...defaultRatePlan, isDefault: true });
    return this.find(workspaceId, id);
  }

  async update(workspaceId: string, unitId: string, patch: Partial<Pick<NewUnit, 'name' | 'maxOccupancy'>> & { archivedAt?: Date }): Promise<UnitView | null> {
    const result = await this.manager.update(UnitEntity, { workspaceId, id: unitId }, patch);
    if (!result.affected) return null;
    return this.find(workspaceId, unitId);
  }

  async setRoomCount(workspaceId: string, unitId: string, countOfRooms: number, fromNight: string): Promise<{ inUse: NightInUse[] } | null> {
    // Holds read the unit row FOR SHARE: once it is locked here, the nights' counters hold still.
    const [unit] = await this.manager.query(LOCK_UNIT_SQL, [workspaceId, unitId]);
    if (!unit) return null;
    const inUse: NightInUse[] = await this.manager.query(SET_ROOM_COUNT_SQL, [workspaceId, unitId, countOfRooms, fromNight, MAX_NIGHTS_NAMED]);
    return { inUse };
  }

  async updateListingSettings(
    workspaceId: string,
    unitId: string,
    change: SettingsChange<ListingSettings>,
  ): Promise<{ unit: UnitView; propagation: Propagation[] } | null> {
    return this.manager.transaction(async (manager) => {
      const unit = await manager.findOne(UnitEntity, { where: { workspaceId, id: unitId }, lock: { mode: 'pessimistic_write' } });
      if (!unit) return null;
      await manager.update(UnitEntity, { workspaceId, id: unitId }, change.patch);
      const propagation = await propagateSetting(
        manager,
        { workspaceId, propertyId: unit.propertyId, unitId },
        change.setting,
        change.patch,
        change.propagation,
      );
      const [view] = await findUnitViews(manager, workspaceId, { unitId, includeArchived: true });
      return { unit: view, propagation };
    });
  }
}
