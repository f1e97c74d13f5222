import type { PricingRepository } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

/**
 * Nightly prices: the rate plan's base price, or the unit's weekend price on Friday and Saturday
 * nights when one is set. (Per-night rate rows arrive with rates and restrictions.)
 */
export class TypeormPricingRepository implements PricingRepository {
  constructor(private readonly manager: EntityManager) {}

  async nightlyPrices(workspaceId: string, ratePlanId: string, from: string, until: string): Promise<{ date: string; priceMinor: number }[]> {
    return this.manager.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date,
              CASE WHEN extract(isodow FROM d) IN (5, 6) AND u.weekend_price_minor IS NOT NULL
                   THEN u.weekend_price_minor ELSE rp.base_price_minor END AS "priceMinor"
         FROM rate_plans rp
         JOIN units u ON u.workspace_id = rp.workspace_id AND u.id = rp.unit_id
         CROSS JOIN generate_series($3::date, $4::date - 1, interval '1 day') AS d
        WHERE rp.workspace_id = $1 AND rp.id = $2
        ORDER BY d`,
      [workspaceId, ratePlanId, from, until],
    );
  }

  async ratePlanOfUnit(workspaceId: string, unitId: string, ratePlanId: string): Promise<boolean> {
    const [row] = await this.manager.query(`SELECT 1 FROM rate_plans WHERE workspace_id = $1 AND unit_id = $2 AND id = $3`, [
      workspaceId,
      unitId,
      ratePlanId,
    ]);
    return Boolean(row);
  }
}
