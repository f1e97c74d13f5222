import type { StayFacts, StayRepository } from '@innkeep/domain';
import { EntityManager } from 'typeorm';
import { LISTING_SETTINGS_JSON } from './unit-views.query';
import { queryPrepared } from '../database/prepared-query';

/**
 * Free rooms, listing settings, restrictions and prices of a stay in one statement: a DIRECT
 * create, a stay check and a website quote each read them in one round trip, not four.
 */
const STAY_FACTS_SQL = `
SELECT
  COALESCE((
    SELECT json_agg(json_build_object(
      'date', to_char(d, 'YYYY-MM-DD'),
      'free', COALESCE(n.rooms - n.reserved - n.owner_blocked - n.maintenance_blocked - n.channel_blocked, u.count_of_rooms)
    ) ORDER BY d)
    FROM generate_series($4::date, $5::date - 1, interval '1 day') AS d
    LEFT JOIN calendar_nights n ON n.workspace_id = u.workspace_id AND n.unit_id = u.id AND n.night = d::date
  ), '[]'::json) AS free,
  ${LISTING_SETTINGS_JSON} AS "listingSettings",
  COALESCE((
    SELECT json_agg(json_build_object(
      'date', to_char(rn.night, 'YYYY-MM-DD'), 'minNights', rn.min_nights, 'maxNights', rn.max_nights,
      'closedToArrival', rn.closed_to_arrival, 'closedToDeparture', rn.closed_to_departure, 'stopSell', rn.stop_sell
    ) ORDER BY rn.night)
    FROM rate_nights rn
    WHERE rn.workspace_id = u.workspace_id AND rn.rate_plan_id = $3 AND rn.night BETWEEN $4::date AND $5::date
  ), '[]'::json) AS restrictions,
  COALESCE((
    SELECT json_agg(json_build_object('date', to_char(d, 'YYYY-MM-DD'), 'priceMinor', COALESCE(rn.price_minor, rp.base_price_minor)) ORDER BY d)
    FROM rate_plans rp
    CROSS JOIN generate_series($4::date, $5::date - 1, interval '1 day') AS d
    LEFT JOIN rate_nights rn ON rn.workspace_id = rp.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = d::date
    WHERE rp.workspace_id = u.workspace_id AND rp.id = $3
  ), '[]'::json) AS prices
FROM units u
WHERE u.workspace_id = $1 AND u.id = $2`;

export class TypeormStayRepository implements StayRepository {
  constructor(private readonly manager: EntityManager) {}

  async facts(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<StayFacts | null> {
    const [row] = await queryPrepared<StayFacts>(this.manager, STAY_FACTS_SQL, [workspaceId, unitId, ratePlanId, arrivalDate, departureDate]);
    return row ?? null;
  }
}
