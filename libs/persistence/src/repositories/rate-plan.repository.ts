import type { NewRatePlan, RatePlanRepository, RatePlanView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { ID_PREFIX, newId } from '../database/ids';
import { RatePlanEntity } from '../entities';
import { LOCK_UNIT_SQL } from './inventory.sql';

const RATE_PLAN_VIEW_SQL = `
SELECT rp.id, rp.title, rp.is_default AS "isDefault", rp.unit_id AS "unitId", rp.base_price_minor AS "basePriceMinor", p.currency
  FROM rate_plans rp
  JOIN units u ON u.workspace_id = rp.workspace_id AND u.id = rp.unit_id
  JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
 WHERE rp.workspace_id = $1 AND rp.id = $2`;

/**
 * Rate plans. A unit has exactly one default plan (a partial unique index holds it): a change of
 * default locks the unit first, so concurrent changes on one unit take turns instead of colliding.
 */
export class TypeormRatePlanRepository implements RatePlanRepository {
  constructor(private readonly manager: EntityManager) {}

  async find(workspaceId: string, ratePlanId: string): Promise<RatePlanView | null> {
    const [plan] = await this.manager.query(RATE_PLAN_VIEW_SQL, [workspaceId, ratePlanId]);
    return plan ?? null;
  }

  async create(workspaceId: string, plan: NewRatePlan): Promise<RatePlanView | null> {
    const [unit] = await this.manager.query(LOCK_UNIT_SQL, [workspaceId, plan.unitId]);
    if (!unit) return null;
    if (plan.isDefault) await this.clearDefault(workspaceId, plan.unitId);
    const id = newId(ID_PREFIX.ratePlan);
    await this.manager.insert(RatePlanEntity, { workspaceId, id, ...plan });
    return this.find(workspaceId, id);
  }

  async update(
    workspaceId: string,
    ratePlanId: string,
    patch: Partial<Pick<NewRatePlan, 'title' | 'basePriceMinor'>> & { isDefault?: true },
  ): Promise<RatePlanView | null> {
    const current = await this.manager.findOne(RatePlanEntity, { where: { workspaceId, id: ratePlanId } });
    if (!current) return null;
    if (patch.isDefault) {
      await this.manager.query(LOCK_UNIT_SQL, [workspaceId, current.unitId]);
      await this.clearDefault(workspaceId, current.unitId, ratePlanId);
    }
    await this.manager.update(RatePlanEntity, { workspaceId, id: ratePlanId }, patch);
    return this.find(workspaceId, ratePlanId);
  }

  private async clearDefault(workspaceId: string, unitId: string, except?: string): Promise<void> {
    await this.manager.query(`UPDATE rate_plans SET is_default = false WHERE workspace_id = $1 AND unit_id = $2 AND is_default AND id IS DISTINCT FROM $3`, [
      workspaceId,
      unitId,
      except ?? null,
    ]);
  }
}
