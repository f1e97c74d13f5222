import type { UnitView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { isoInstant } from './reservation-json.sql';

/** A unit's listing settings (alias `u`) as the API's JSON. */
export const LISTING_SETTINGS_JSON = `json_build_object(
    'weekendPriceMinor', u.weekend_price_minor,
    'extraGuestFeeMinor', u.extra_guest_fee_minor,
    'extraGuestFromGuests', u.extra_guest_from_guests,
    'cleaningFeeMinor', u.cleaning_fee_minor,
    'weeklyDiscountPercent', u.weekly_discount_percent,
    'monthlyDiscountPercent', u.monthly_discount_percent,
    'advanceBookingDays', u.advance_booking_days,
    'turnoverDays', u.turnover_days,
    'checkInWeekdays', to_json(u.check_in_weekdays),
    'checkOutWeekdays', to_json(u.check_out_weekdays)
  )`;

/**
 * Units with their property name, rate plans and listing settings, assembled as JSON by
 * PostgreSQL in one round trip. Archived units, and those of archived properties, only when asked.
 */
const UNIT_VIEWS_SQL = `
SELECT json_build_object(
  'id', u.id,
  'name', u.name,
  'propertyId', u.property_id,
  'propertyName', p.name,
  'countOfRooms', u.count_of_rooms,
  'maxOccupancy', u.max_occupancy,
  'archivedAt', ${isoInstant('u.archived_at')},
  'ratePlans', COALESCE((
    SELECT json_agg(json_build_object(
      'id', rp.id, 'title', rp.title, 'isDefault', rp.is_default, 'unitId', rp.unit_id,
      'basePriceMinor', rp.base_price_minor, 'currency', p.currency
    ) ORDER BY rp.is_default DESC, rp.title, rp.id)
    FROM rate_plans rp WHERE rp.workspace_id = u.workspace_id AND rp.unit_id = u.id
  ), '[]'::json),
  'listingSettings', ${LISTING_SETTINGS_JSON}
) AS unit
FROM units u
JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
WHERE u.workspace_id = $1
  AND ($2::text IS NULL OR u.property_id = $2)
  AND ($3::text IS NULL OR u.id = $3)
  AND ($4::boolean OR (u.archived_at IS NULL AND p.status <> 'ARCHIVED'))
ORDER BY p.name, u.name, u.id`;

export async function findUnitViews(
  manager: EntityManager,
  workspaceId: string,
  filter: { propertyId?: string; unitId?: string; includeArchived: boolean },
): Promise<UnitView[]> {
  const rows: { unit: UnitView }[] = await manager.query(UNIT_VIEWS_SQL, [
    workspaceId,
    filter.propertyId ?? null,
    filter.unitId ?? null,
    filter.includeArchived,
  ]);
  return rows.map((row) => row.unit);
}
