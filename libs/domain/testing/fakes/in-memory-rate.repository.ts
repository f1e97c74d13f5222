import type { JsonText, NightsSelection, PriceChange, RatePatch, RateRepository, RateTarget } from '../../src';
import type { CallLog } from '../call-log';
import type { InMemoryDatabase } from '../in-memory-database';
import { scripted } from '../unexpected-call.error';

type UpsertResult = Awaited<ReturnType<RateRepository['upsert']>>;
type AdjustResult = Awaited<ReturnType<RateRepository['adjust']>>;

/**
 * Which plans a target names, and the restrictions of a stay, from the stored rows. The set-based
 * reads and writes (list, upsert, adjust) are SQL: a test scripts their answers in `answers`, and
 * a call without one fails.
 */
export class InMemoryRateRepository implements RateRepository {
  readonly answers: { list?: JsonText; upsert?: UpsertResult; adjust?: AdjustResult } = {};

  constructor(
    private readonly db: InMemoryDatabase,
    private readonly log: CallLog,
  ) {}

  async resolvePlans(workspaceId: string, target: RateTarget, forWrite: boolean): Promise<string[] | null> {
    this.log.record('rates.resolvePlans', [workspaceId, target, forWrite]);
    if (target.ratePlanId !== undefined) return this.db.ratePlanIn(workspaceId, target.ratePlanId) ? [target.ratePlanId] : null;
    if (target.unitId !== undefined) {
      if (!this.db.unitIn(workspaceId, target.unitId)) return null;
      return this.db
        .ratePlansOf(target.unitId)
        .filter((plan) => plan.isDefault || !forWrite)
        .map((plan) => plan.id);
    }
    if (target.propertyId === undefined || !this.db.propertyIn(workspaceId, target.propertyId)) return null;
    return this.db.unitsOf(workspaceId, target.propertyId).flatMap((unit) => this.db.ratePlansOf(unit.id).map((plan) => plan.id));
  }

  async list(workspaceId: string, ratePlanIds: string[], nights: NightsSelection): Promise<JsonText> {
    this.log.record('rates.list', [workspaceId, ratePlanIds, nights]);
    return scripted(this.answers.list, 'rates.list', [workspaceId, ratePlanIds, nights]);
  }

  async upsert(workspaceId: string, ratePlanIds: string[], nights: NightsSelection, patch: RatePatch): Promise<UpsertResult> {
    this.log.record('rates.upsert', [workspaceId, ratePlanIds, nights, patch]);
    return scripted(this.answers.upsert, 'rates.upsert', [workspaceId, ratePlanIds, nights, patch]);
  }

  async adjust(workspaceId: string, ratePlanIds: string[], nights: NightsSelection, change: PriceChange, maxShare: number): Promise<AdjustResult> {
    this.log.record('rates.adjust', [workspaceId, ratePlanIds, nights, change, maxShare]);
    return scripted(this.answers.adjust, 'rates.adjust', [workspaceId, ratePlanIds, nights, change, maxShare]);
  }
}
