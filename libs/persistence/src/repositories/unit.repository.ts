import type { ListingSettings, Propagation, SettingsChange, UnitRepository, UnitView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { PropertyEntity, UnitEntity } from '../entities';
import { propagateSetting } from './channel-propagation';
import { findUnitViews } from './unit-views.query';

export class TypeormUnitRepository implements UnitRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(workspaceId: string, propertyId?: string): Promise<UnitView[] | null> {
    if (propertyId !== undefined) {
      const exists = await this.manager.getRepository(PropertyEntity).exists({ where: { workspaceId, id: propertyId } });
      if (!exists) return null;
    }
    return findUnitViews(this.manager, workspaceId, { propertyId });
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
      const [view] = await findUnitViews(manager, workspaceId, { unitId });
      return { unit: view, propagation };
    });
  }
}
