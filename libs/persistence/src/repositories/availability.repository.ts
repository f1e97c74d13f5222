import type { AvailabilityQuery, AvailabilityRepository } from '@innkeep/domain';
import { JsonText } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

/**
 * Gaps and islands in one statement: a night is free with a sellable room and no stop sell on
 * the unit's default plan; consecutive free nights share `night - row_number()`, which groups
 * them into maximal periods. With weekdays, a period starts on its first allowed arrival night.
 */
const AVAILABILITY_SQL = `
WITH u AS (
  SELECT u.workspace_id, u.id, u.name, u.count_of_rooms,
         (SELECT rp.id FROM rate_plans rp WHERE rp.workspace_id = u.workspace_id AND rp.unit_id = u.id AND rp.is_default) AS plan
    FROM units u
   WHERE u.workspace_id = $1 AND ($4::text IS NULL OR u.property_id = $4) AND ($5::text IS NULL OR u.id = $5)),
free AS (
  SELECT u.id AS unit_id, g::date AS night,
         g::date - (row_number() OVER (PARTITION BY u.id ORDER BY g))::int AS island
    FROM u CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS g
    LEFT JOIN calendar_nights c ON c.workspace_id = u.workspace_id AND c.unit_id = u.id AND c.night = g::date
    LEFT JOIN rate_nights r ON r.workspace_id = u.workspace_id AND r.rate_plan_id = u.plan AND r.night = g::date
   WHERE COALESCE(c.rooms, u.count_of_rooms) - COALESCE(c.reserved, 0) - COALESCE(c.owner_blocked, 0) - COALESCE(c.maintenance_blocked, 0) > 0
     AND NOT COALESCE(r.stop_sell, false)),
periods AS (
  SELECT unit_id,
         min(night) FILTER (WHERE $7::int[] IS NULL OR extract(isodow FROM night)::int = ANY($7::int[])) AS start,
         max(night) AS finish
    FROM free GROUP BY unit_id, island)
SELECT COALESCE(json_agg(json_build_object(
         'id', u.id, 'name', u.name,
         'freeNights', COALESCE((SELECT json_agg(f.night ORDER BY f.night) FROM free f
                                  WHERE f.unit_id = u.id AND ($7::int[] IS NULL OR extract(isodow FROM f.night)::int = ANY($7::int[]))), '[]'::json),
         'periods', COALESCE((SELECT json_agg(json_build_object('from', p.start, 'to', p.finish, 'nights', p.finish - p.start + 1) ORDER BY p.start)
                               FROM periods p WHERE p.unit_id = u.id AND p.start IS NOT NULL AND p.finish - p.start + 1 >= $6), '[]'::json)
       ) ORDER BY u.name, u.id), '[]')::text AS units
  FROM u`;

export class TypeormAvailabilityRepository implements AvailabilityRepository {
  constructor(private readonly manager: EntityManager) {}

  async search(workspaceId: string, query: AvailabilityQuery): Promise<JsonText | null> {
    if (query.propertyId || query.unitId) {
      const [found] = await this.manager.query(
        `SELECT ($2::text IS NULL OR EXISTS (SELECT 1 FROM properties WHERE workspace_id = $1 AND id = $2))
            AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM units WHERE workspace_id = $1 AND id = $3)) AS ok`,
        [workspaceId, query.propertyId ?? null, query.unitId ?? null],
      );
      if (!found.ok) return null;
    }
    const [row] = await this.manager.query(AVAILABILITY_SQL, [
      workspaceId,
      query.from,
      query.to,
      query.propertyId ?? null,
      query.unitId ?? null,
      query.minNights,
      query.isoWeekdays ?? null,
    ]);
    return new JsonText(`{"from":${JSON.stringify(query.from)},"to":${JSON.stringify(query.to)},"units":${row.units}}`);
  }
}
