import type { NewRatePlan, RatePlanRepository, RatePlanView } from '../../src';
import type { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';
import { testId } from '../test-ids';

export class InMemoryRatePlanRepository implements RatePlanRepository {
  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async find(workspaceId: string, ratePlanId: string): Promise<RatePlanView | null> {
    this.log.record('ratePlans.find', [workspaceId, ratePlanId]);
    return this.view(workspaceId, ratePlanId);
  }

  async create(workspaceId: string, plan: NewRatePlan): Promise<RatePlanView | null> {
    this.log.record('ratePlans.create', [workspaceId, plan]);
    const unit = this.db.unitIn(workspaceId, plan.unitId);
    if (!unit) return null;
    if (plan.isDefault) this.clearDefault(unit.id);
    const row = this.db.addRatePlan(unit, { id: testId('rp'), ...plan });
    return this.view(workspaceId, row.id);
  }

  async update(
    workspaceId: string,
    ratePlanId: string,
    patch: Partial<Pick<NewRatePlan, 'title' | 'basePriceMinor'>> & { isDefault?: true },
  ): Promise<RatePlanView | null> {
    this.log.record('ratePlans.update', [workspaceId, ratePlanId, patch]);
    const plan = this.db.ratePlanIn(workspaceId, ratePlanId);
    if (!plan) return null;
    if (patch.isDefault) this.clearDefault(plan.unitId);
    Object.assign(plan, patch);
    return this.view(workspaceId, ratePlanId);
  }

  private clearDefault(unitId: string): void {
    for (const plan of this.db.ratePlansOf(unitId)) plan.isDefault = false;
  }

  private view(workspaceId: string, ratePlanId: string): RatePlanView | null {
    const plan = this.db.ratePlanIn(workspaceId, ratePlanId);
    if (!plan) return null;
    const unit = this.db.tables.units.get(plan.unitId)!;
    return this.db.ratePlanView(plan, this.db.tables.properties.get(unit.propertyId)!.currency);
  }
}
