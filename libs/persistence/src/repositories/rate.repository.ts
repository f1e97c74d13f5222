import type { NightsSelection, PriceChange, RatePatch, RateRepository, RateTarget } from '@innkeep/domain';
import { JsonText } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { AriTouches } from '../events/ari-touches';
import { ADJUST_SQL, LIST_SQL, UPSERT_SQL } from './rate.sql';

export class TypeormRateRepository implements RateRepository {
  constructor(
    private readonly manager: EntityManager,
    /** Nights whose prices or restrictions changed, for the channel connectors' outbox. */
    private readonly touches: AriTouches = new AriTouches(),
  ) {}

  async resolvePlans(workspaceId: string, target: RateTarget, forWrite: boolean): Promise<string[] | null> {
    const [row] = await this.manager.query(
      `SELECT
         CASE
           WHEN $2::text IS NOT NULL THEN ARRAY(SELECT id FROM rate_plans WHERE workspace_id = $1 AND id = $2)
           WHEN $3::text IS NOT NULL THEN ARRAY(SELECT id FROM rate_plans WHERE workspace_id = $1 AND unit_id = $3 AND (is_default OR NOT $5) ORDER BY is_default DESC, id)
           ELSE ARRAY(SELECT rp.id FROM rate_plans rp JOIN units u ON u.workspace_id = rp.workspace_id AND u.id = rp.unit_id
                       WHERE rp.workspace_id = $1 AND u.property_id = $4 ORDER BY u.id, rp.id)
         END AS plans,
         CASE
           WHEN $2::text IS NOT NULL THEN EXISTS (SELECT 1 FROM rate_plans WHERE workspace_id = $1 AND id = $2)
           WHEN $3::text IS NOT NULL THEN EXISTS (SELECT 1 FROM units WHERE workspace_id = $1 AND id = $3)
           ELSE EXISTS (SELECT 1 FROM properties WHERE workspace_id = $1 AND id = $4)
         END AS found`,
      [workspaceId, target.ratePlanId ?? null, target.unitId ?? null, target.propertyId ?? null, forWrite],
    );
    return row.found ? row.plans : null;
  }

  async list(workspaceId: string, ratePlanIds: string[], nights: NightsSelection): Promise<JsonText> {
    const [row] = await this.manager.query(LIST_SQL, [workspaceId, ratePlanIds, nights.from, nights.to, nights.isoWeekdays ?? null]);
    return new JsonText(`{"rates":${row.rates}}`);
  }

  async upsert(workspaceId: string, ratePlanIds: string[], nights: NightsSelection, patch: RatePatch): ReturnType<RateRepository['upsert']> {
    this.touches.ratePlans(ratePlanIds, nights.from, nights.to);
    const field = (name: keyof RatePatch) => [patch[name] !== undefined, patch[name] ?? null];
    const [row] = await this.manager.query(UPSERT_SQL, [
      workspaceId,
      ratePlanIds,
      nights.from,
      nights.to,
      nights.isoWeekdays ?? null,
      ...field('priceMinor'),
      ...field('minNights'),
      ...field('maxNights'),
      ...field('closedToArrival'),
      ...field('closedToDeparture'),
      ...field('stopSell'),
    ]);
    return row.conflict ? { conflict: row.conflict } : { updated: row.updated };
  }

  async adjust(
    workspaceId: string,
    ratePlanIds: string[],
    nights: NightsSelection,
    change: PriceChange,
    maxShare: number,
  ): ReturnType<RateRepository['adjust']> {
    this.touches.ratePlans(ratePlanIds, nights.from, nights.to);
    const [row] = await this.manager.query(ADJUST_SQL, [
      workspaceId,
      ratePlanIds,
      nights.from,
      nights.to,
      nights.isoWeekdays ?? null,
      'percent' in change ? change.percent : null,
      'amountMinor' in change ? change.amountMinor : null,
      maxShare,
    ]);
    return row.refused ? { refused: row.refused } : { updated: row.updated };
  }
}
