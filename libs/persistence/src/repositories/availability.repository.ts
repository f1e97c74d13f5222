import type { AvailabilityQuery, AvailabilityRepository } from '@innkeep/domain';
import { JsonText } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { AVAILABILITY_SQL } from './availability.sql';

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
