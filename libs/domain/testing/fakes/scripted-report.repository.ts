import type { DayActivity, ReportRepository, ReportScope, ReportSumsRow } from '../../src';
import type { CallLog } from '../call-log';
import { scripted } from '../unexpected-call.error';

/** Reports are SQL statements: a test scripts their answers, and a call without one fails. */
export class ScriptedReportRepository implements ReportRepository {
  readonly answers: { sums?: ReportSumsRow[] | null; dayActivity?: DayActivity } = {};

  constructor(private readonly log: CallLog) {}

  async sums(workspaceId: string, scope: ReportScope): Promise<ReportSumsRow[] | null> {
    this.log.record('reports.sums', [workspaceId, scope]);
    return scripted(this.answers.sums, 'reports.sums', [workspaceId, scope]);
  }

  async dayActivity(workspaceId: string, date: string, days: number): Promise<DayActivity> {
    this.log.record('reports.dayActivity', [workspaceId, date, days]);
    return scripted(this.answers.dayActivity, 'reports.dayActivity', [workspaceId, date, days]);
  }
}
