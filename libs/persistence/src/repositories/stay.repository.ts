import type { BookableStay, StayFacts, StayRepository } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { queryPrepared } from '../database/prepared-query';
import { BOOKABLE_UNIT_COLUMNS, bookableUnitOf, BookableUnitRow } from './inventory.repository';
import { LISTING_SETTINGS_JSON } from './unit-views.query';

/**
 * A stay's free rooms, listing settings, restrictions and prices, the plan's being `plan` (an SQL
 * expression), as columns over `units u`. The nights joined to the series are also bounded to the
 * stay by range: a plan made without the dates at hand (a create's generic plan) otherwise reads the
 * unit's whole calendar.
 */
function stayFactsColumns(plan: string): string {
  return `
  COALESCE((
    SELECT json_agg(json_build_object(
      'date', to_char(d, 'YYYY-MM-DD'),
      'free', COALESCE(n.rooms - n.reserved - n.owner_blocked - n.maintenance_blocked - n.channel_blocked, u.count_of_rooms)
    ) ORDER BY d)
    FROM generate_series($4::date, $5::date - 1, interval '1 day') AS d
    LEFT JOIN calendar_nights n ON n.workspace_id = u.workspace_id AND n.unit_id = u.id AND n.night = d::date AND n.night >= $4::date AND n.night < $5::date
  ), '[]'::json) AS free,
  ${LISTING_SETTINGS_JSON} AS "listingSettings",
  (SELECT fp.fees_and_taxes FROM properties fp WHERE fp.workspace_id = u.workspace_id AND fp.id = u.property_id) AS "feesAndTaxes",
  COALESCE((
    SELECT json_agg(json_build_object(
      'date', to_char(rn.night, 'YYYY-MM-DD'), 'minNights', rn.min_nights, 'maxNights', rn.max_nights,
      'closedToArrival', rn.closed_to_arrival, 'closedToDeparture', rn.closed_to_departure, 'stopSell', rn.stop_sell
    ) ORDER BY rn.night)
    FROM rate_nights rn
    WHERE rn.workspace_id = u.workspace_id AND rn.rate_plan_id = ${plan} AND rn.night BETWEEN $4::date AND $5::date
  ), '[]'::json) AS restrictions,
  COALESCE((
    SELECT json_agg(json_build_object('date', to_char(d, 'YYYY-MM-DD'), 'priceMinor', COALESCE(rn.price_minor, rp.base_price_minor)) ORDER BY d)
    FROM rate_plans rp
    CROSS JOIN generate_series($4::date, $5::date - 1, interval '1 day') AS d
    LEFT JOIN rate_nights rn ON rn.workspace_id = rp.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = d::date AND rn.night >= $4::date AND rn.night < $5::date
    WHERE rp.workspace_id = u.workspace_id AND rp.id = ${plan}
  ), '[]'::json) AS prices`;
}

/**
 * Free rooms, listing settings, restrictions and prices of a stay in one statement: one round trip,
 * not four. A DIRECT create and the stay check read them with the unit (BOOKABLE_STAY_SQL).
 */
const STAY_FACTS_SQL = `SELECT ${stayFactsColumns('$3')}
FROM units u
WHERE u.workspace_id = $1 AND u.id = $2`;

/** The unit as a booking needs it and the facts of the stay on the given plan or, without one, on its default plan. */
const BOOKABLE_STAY_SQL = `SELECT ${BOOKABLE_UNIT_COLUMNS}, dp.id AS rate_plan_id, ${stayFactsColumns('COALESCE($3, dp.id)')}
FROM units u
JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
LEFT JOIN LATERAL (SELECT rp.id FROM rate_plans rp WHERE rp.workspace_id = u.workspace_id AND rp.unit_id = u.id AND rp.is_default) dp ON true
WHERE u.workspace_id = $1 AND u.id = $2`;

export class TypeormStayRepository implements StayRepository {
  constructor(private readonly manager: EntityManager) {}

  async facts(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<StayFacts | null> {
    const [row] = await queryPrepared<StayFacts>(this.manager, STAY_FACTS_SQL, [workspaceId, unitId, ratePlanId, arrivalDate, departureDate]);
    return row ?? null;
  }

  async bookable(workspaceId: string, unitId: string, ratePlanId: string | null, arrivalDate: string, departureDate: string): Promise<BookableStay | null> {
    const [row] = await queryPrepared<BookableUnitRow & StayFacts>(this.manager, BOOKABLE_STAY_SQL, [
      workspaceId,
      unitId,
      ratePlanId,
      arrivalDate,
      departureDate,
    ]);
    if (!row) return null;
    return {
      unit: bookableUnitOf(row),
      facts: { free: row.free, listingSettings: row.listingSettings, feesAndTaxes: row.feesAndTaxes, restrictions: row.restrictions, prices: row.prices },
    };
  }
}
