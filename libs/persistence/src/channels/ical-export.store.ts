import { addDays, ExportFeed, IcalExportFeeds } from '@innkeep/domain';
import { DataSource } from 'typeorm';

/**
 * Nights with no room left once this connection's own imports are taken back out: what the
 * channel told us is not echoed to it. Reservations holding a room and blocks of every kind count.
 */
const BUSY_NIGHTS_SQL = `
WITH listing AS (
  SELECT l.workspace_id, l.connection_id, l.unit_id, u.name AS unit_name, p.name AS property_name, p.timezone
    FROM channel_listings l
    JOIN channel_connections c ON c.workspace_id = l.workspace_id AND c.id = l.connection_id AND c.status <> 'DISCONNECTED'
    JOIN units u ON u.workspace_id = l.workspace_id AND u.id = l.unit_id
    JOIN properties p ON p.workspace_id = u.workspace_id AND p.id = u.property_id
   WHERE l.export_token_hash = $1),
horizon AS (
  SELECT (now() AT TIME ZONE listing.timezone)::date AS first_night FROM listing)
SELECT listing.unit_id, listing.unit_name, listing.property_name,
       COALESCE((
         SELECT json_agg(to_char(n.night, 'YYYY-MM-DD') ORDER BY n.night)
           FROM calendar_nights n, horizon
          WHERE n.workspace_id = listing.workspace_id AND n.unit_id = listing.unit_id
            AND n.night >= horizon.first_night AND n.night < horizon.first_night + $2::int
            AND n.rooms - n.reserved - n.owner_blocked - n.maintenance_blocked - n.channel_blocked
              + (SELECT count(*) FROM reservations r
                  WHERE r.workspace_id = n.workspace_id AND r.unit_id = n.unit_id AND r.connection_id = listing.connection_id
                    AND r.status IN ('PROVISIONAL', 'CONFIRMED', 'CHECKED_IN') AND r.arrival_date <= n.night AND r.departure_date > n.night)
              + (SELECT COALESCE(sum(b.rooms), 0) FROM blocks b
                  WHERE b.workspace_id = n.workspace_id AND b.unit_id = n.unit_id AND b.connection_id = listing.connection_id
                    AND b.from_date <= n.night AND b.to_date >= n.night) <= 0), '[]') AS nights
  FROM listing`;

/** Days of the calendar an export feed covers, from today in the property's time zone. */
export const EXPORT_DAYS = 730;

export class IcalExportStore implements IcalExportFeeds {
  constructor(private readonly dataSource: DataSource) {}

  /** The feed of the listing whose export token has this hash; null when none (unknown, rotated, disconnected). */
  async feedFor(tokenHash: string): Promise<ExportFeed | null> {
    const [row] = await this.dataSource.query(BUSY_NIGHTS_SQL, [tokenHash, EXPORT_DAYS]);
    if (!row) return null;
    const busy: ExportFeed['busy'] = [];
    for (const night of row.nights as string[]) {
      const last = busy.at(-1);
      if (last && last.until === night) last.until = addDays(night, 1);
      else busy.push({ from: night, until: addDays(night, 1) });
    }
    return { unitId: row.unit_id, unitName: row.unit_name, propertyName: row.property_name, busy };
  }
}
