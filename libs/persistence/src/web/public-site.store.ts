import type { PublicSites, PublishedSiteHead, SiteNight, UnitView } from '@innkeep/domain';
import { DataSource } from 'typeorm';

const PAGE_SQL = `
SELECT s.workspace_id, s.property_id, s.slug, s.published_content, sub.plan_code, sub.status, sub.trial_ends_at, sub.past_due_since, sub.stripe_subscription_id IS NOT NULL AS billed,
       json_build_object(
         'id', p.id, 'name', p.name, 'status', p.status, 'city', p.city, 'currency', p.currency, 'timezone', p.timezone,
         'checkInTime', p.check_in_time, 'checkOutTime', p.check_out_time, 'cancellationPolicy', p.cancellation_policy,
         'bookingSettings', json_build_object('instantBooking', p.instant_booking, 'arrivalTimeFrom', p.arrival_time_from, 'arrivalTimeTo', p.arrival_time_to),
         'address', json_build_object('line1', p.address_line1, 'line2', p.address_line2, 'postalCode', p.postal_code, 'city', p.city, 'region', p.region, 'country', p.country)
       ) AS property,
       (SELECT max(u.updated_at)::text || '/' || count(*) FROM units u WHERE u.workspace_id = s.workspace_id AND u.property_id = s.property_id) AS units_version,
       (SELECT to_char(max(wp.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
          FROM website_posts wp WHERE wp.workspace_id = s.workspace_id AND wp.property_id = s.property_id) AS latest_post_at
  FROM site_slugs r
  JOIN website_sites s ON s.workspace_id = r.workspace_id AND s.property_id = r.property_id
  JOIN subscriptions sub ON sub.workspace_id = s.workspace_id
  JOIN properties p ON p.workspace_id = s.workspace_id AND p.id = s.property_id
 WHERE r.slug = $1 AND s.state = 'PUBLISHED' AND s.published_content IS NOT NULL`;

const UNITS_SQL = `
SELECT COALESCE((
         SELECT json_agg(json_build_object(
           'id', u.id, 'name', u.name, 'propertyId', u.property_id, 'propertyName', p.name,
           'countOfRooms', u.count_of_rooms, 'maxOccupancy', u.max_occupancy, 'archivedAt', NULL,
           'ratePlans', COALESCE((
             SELECT json_agg(json_build_object('id', rp.id, 'title', rp.title, 'isDefault', rp.is_default, 'unitId', rp.unit_id, 'basePriceMinor', rp.base_price_minor, 'currency', p.currency)
                             ORDER BY rp.is_default DESC, rp.title, rp.id)
               FROM rate_plans rp WHERE rp.workspace_id = u.workspace_id AND rp.unit_id = u.id), '[]'::json),
           'listingSettings', json_build_object(
             'weekendPriceMinor', u.weekend_price_minor, 'extraGuestFeeMinor', u.extra_guest_fee_minor, 'extraGuestFromGuests', u.extra_guest_from_guests,
             'cleaningFeeMinor', u.cleaning_fee_minor, 'weeklyDiscountPercent', u.weekly_discount_percent, 'monthlyDiscountPercent', u.monthly_discount_percent,
             'advanceBookingDays', u.advance_booking_days, 'turnoverDays', u.turnover_days,
             'checkInWeekdays', to_json(u.check_in_weekdays), 'checkOutWeekdays', to_json(u.check_out_weekdays))
         ) ORDER BY u.name, u.id)
           FROM units u WHERE u.workspace_id = $1 AND u.property_id = $2 AND u.archived_at IS NULL), '[]'::json) AS units
  FROM properties p WHERE p.workspace_id = $1 AND p.id = $2`;

const NIGHTS_SQL = `
SELECT to_char(d, 'YYYY-MM-DD') AS date,
       COALESCE(n.rooms - n.reserved - n.owner_blocked - n.maintenance_blocked - n.channel_blocked, u.count_of_rooms)::int AS free,
       COALESCE(rn.price_minor, rp.base_price_minor) AS "priceMinor",
       rn.night IS NOT NULL AS "hasRates",
       rn.min_nights AS "minNights", rn.max_nights AS "maxNights",
       COALESCE(rn.closed_to_arrival, false) AS "closedToArrival", COALESCE(rn.closed_to_departure, false) AS "closedToDeparture",
       COALESCE(rn.stop_sell, false) AS "stopSell"
  FROM units u
 CROSS JOIN generate_series($4::date, $5::date - 1, interval '1 day') AS d
  LEFT JOIN calendar_nights n ON n.workspace_id = u.workspace_id AND n.unit_id = u.id AND n.night = d::date
  LEFT JOIN rate_plans rp ON rp.workspace_id = u.workspace_id AND rp.id = $3 AND rp.unit_id = u.id
  LEFT JOIN rate_nights rn ON rn.workspace_id = u.workspace_id AND rn.rate_plan_id = rp.id AND rn.night = d::date
 WHERE u.workspace_id = $1 AND u.id = $2
 ORDER BY d`;

/**
 * The public site's reads. The slug lookup is the one query that crosses workspaces (a slug is
 * unique across all of them); what it finds names the workspace every later query filters on.
 * A page is two statements: the site with its property, and the nights it shows; the units are
 * read again only when they changed (`unitsVersion`).
 */
export class PublicSiteStore implements PublicSites {
  constructor(private readonly dataSource: DataSource) {}

  async findPublished(slug: string): Promise<PublishedSiteHead | null> {
    const [row] = await this.dataSource.query(PAGE_SQL, [slug]);
    if (!row) return null;
    return {
      site: {
        workspaceId: row.workspace_id,
        propertyId: row.property_id,
        slug: row.slug,
        content: row.published_content,
        plan: row.plan_code,
        subscriptionStatus: row.status,
        trialEndsAt: row.trial_ends_at,
        pastDueSince: row.past_due_since,
        billedByProcessor: row.billed,
      },
      property: row.property,
      unitsVersion: row.units_version ?? '',
      latestPostAt: row.latest_post_at,
    };
  }

  /** The property's units in use, with their rate plans and listing settings, as JSON PostgreSQL assembles. */
  async units(workspaceId: string, propertyId: string): Promise<UnitView[]> {
    const [row] = await this.dataSource.query(UNITS_SQL, [workspaceId, propertyId]);
    return row ? row.units : [];
  }

  /** Each night of `[from, until)` of a unit: free rooms from the counters, a rate plan's price and restrictions. */
  async nights(workspaceId: string, unitId: string, ratePlanId: string | null, from: string, until: string): Promise<SiteNight[]> {
    const rows: (SiteNight & { priceMinor: string | number | null })[] = await this.dataSource.query(NIGHTS_SQL, [
      workspaceId,
      unitId,
      ratePlanId,
      from,
      until,
    ]);
    return rows.map((row) => ({ ...row, priceMinor: row.priceMinor === null ? null : Number(row.priceMinor) }));
  }
}
