import type { DayActivity, ReportRepository, ReportScope, ReportSumsRow } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { DAY_ACTIVITY_SQL, REPORT_SUMS_SQL } from './report.sql';

const COUNTS = ['revenueMinor', 'taxesMinor', 'collectedMinor', 'outstandingMinor', 'nightsSold', 'nightsAvailable', 'reservations', 'cancellations'] as const;

export class TypeormReportRepository implements ReportRepository {
  constructor(private readonly manager: EntityManager) {}

  async sums(workspaceId: string, scope: ReportScope): Promise<ReportSumsRow[] | null> {
    if (scope.propertyId || scope.unitId) {
      const [found] = await this.manager.query(
        `SELECT ($2::text IS NULL OR EXISTS (SELECT 1 FROM properties WHERE workspace_id = $1 AND id = $2))
            AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM units WHERE workspace_id = $1 AND id = $3)) AS ok`,
        [workspaceId, scope.propertyId ?? null, scope.unitId ?? null],
      );
      if (!found.ok) return null;
    }
    const rows: Record<string, unknown>[] = await this.manager.query(REPORT_SUMS_SQL, [
      workspaceId,
      scope.from,
      scope.to,
      scope.propertyId ?? null,
      scope.unitId ?? null,
    ]);
    // int8 sums arrive as text; every one of them fits a JavaScript number.
    return rows.map((row) => ({ ...row, ...Object.fromEntries(COUNTS.map((name) => [name, Number(row[name])])) }) as unknown as ReportSumsRow);
  }

  async dayActivity(workspaceId: string, date: string, days: number): Promise<DayActivity> {
    const [row] = await this.manager.query(DAY_ACTIVITY_SQL, [workspaceId, date, days]);
    const activity = JSON.parse(row.activity);
    return { ...activity, nextDays: activity.nextDays.map((day: { occupancy: number | string }) => ({ ...day, occupancy: Number(day.occupancy) })) };
  }
}
