import type { PricingRepository } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

/** Nightly prices: the rate night's price where one is set, else the rate plan's base price. */
export class TypeormPricingRepository implements PricingRepository {
  constructor(private readonly manager: EntityManager) {}

  async nightlyPrices(workspaceId: string, ratePlanId: string, from: string, until: string): Promise<{ date: string; priceMinor: number }[]> {
    return this.manager.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date, COALESCE(rn.price_minor, rp.base_price_minor) AS "priceMinor"
         FROM rate_plans rp
         CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
         LEFT JOIN rate_nights rn ON rn.workspace_id = rp.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = d::date
        WHERE rp.workspace_id = $1 AND rp.id = $2
        ORDER BY d`,
      [workspaceId, ratePlanId, from, until],
    );
  }

  async ratePlanOfUnit(workspaceId: string, unitId: string, ratePlanId: string): Promise<boolean> {
    const [row] = await this.manager.query(`SELECT 1 FROM rate_plans WHERE workspace_id = $1 AND unit_id = $2 AND id = $3`, [workspaceId, unitId, ratePlanId]);
    return Boolean(row);
  }

  async lowestPrices(workspaceId: string, ratePlanIds: string[], from: string, until: string): Promise<{ ratePlanId: string; priceMinor: number }[]> {
    if (ratePlanIds.length === 0) return [];
    const rows: { ratePlanId: string; priceMinor: string }[] = await this.manager.query(
      `SELECT rp.id AS "ratePlanId",
              MIN(CASE WHEN u.weekend_price_minor IS NOT NULL AND extract(isodow FROM d) IN (5, 6) THEN u.weekend_price_minor
                       ELSE COALESCE(rn.price_minor, rp.base_price_minor) END) AS "priceMinor"
         FROM rate_plans rp
         JOIN units u ON u.workspace_id = rp.workspace_id AND u.id = rp.unit_id
         CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
         LEFT JOIN rate_nights rn ON rn.workspace_id = rp.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = d::date
        WHERE rp.workspace_id = $1 AND rp.id = ANY($2::text[])
        GROUP BY rp.id`,
      [workspaceId, ratePlanIds, from, until],
    );
    return rows.map((row) => ({ ratePlanId: row.ratePlanId, priceMinor: Number(row.priceMinor) }));
  }
}
