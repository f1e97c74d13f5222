import { addDays, ReportOverview, reportOverviewSchema, todayIn } from '@innkeep/contract';
import { IsOptional } from 'class-validator';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { IsCalendarDate } from '../../validation/is-date';
import { READ_ONLY } from '../annotations';
import { getReportSummary, reportSummary } from './get-report-summary.operation';
import { ratio } from './report-figures';

export class GetReportOverviewInput {
  @IsOptional()
  @IsCalendarDate('The day to look at, YYYY-MM-DD; default today in the workspace’s time zone')
  date?: string;
}

/** The first and last night of the calendar month of a date. */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1) };
}

const NEXT_DAYS = 7;
const OVERDUE_LISTED = 50;

export const getReportOverview = defineOperation({
  name: 'reports.overview',
  summary: 'The host’s day: arrivals, departures, the month so far',
  description:
    'For `date` (default today in the workspace’s time zone): the arrivals and departures with guest, unit and check-in or check-out time, the stays in house that night, the month’s occupancy, revenue and ADR (as GET /reports/summary counts them, in the main currency), ' +
    'the direct share (DIRECT and MANUAL revenue / all revenue of the month), arrivals, departures and occupancy of each of the next seven days, and the overdue balances (stays owing an amount of their payment schedule due before `date`, at most 50). ' +
    'On MCP, `from` and `to` instead answer the revenue report of GET /reports/summary (its plan feature and quota).',
  access: 'pms:read',
  feature: 'analytics',
  quota: 'read',
  input: GetReportOverviewInput,
  output: reportOverviewSchema,
  http: [{ method: 'GET', path: '/reports/overview', operationId: 'getReportOverview' }],
  mcp: {
    tool: 'analytics_summary',
    example: { date: '2030-07-15' },
    title: 'Today and this month',
    annotations: READ_ONLY,
    periodForm: { operation: getReportSummary, when: ['from', 'to'] },
  },
  cli: 'overview',
  errors: ['NOT_FOUND'],
  async handle(ctx, input): Promise<ReportOverview> {
    const { workspaceId } = principalOf(ctx);
    const workspace = await ctx.repos.workspaces.findById(workspaceId);
    if (!workspace) throw notFound('Workspace');
    const date = input.date ?? todayIn(workspace.timezone, ctx.now());
    const [summary, day, overdueBalances] = await Promise.all([
      reportSummary(ctx, monthOf(date)),
      ctx.repos.reports.dayActivity(workspaceId, date, NEXT_DAYS),
      ctx.repos.payments.overdue(workspaceId, date, OVERDUE_LISTED),
    ]);
    const direct = summary.byChannel.filter((row) => row.source === 'DIRECT' || row.source === 'MANUAL').reduce((sum, row) => sum + row.revenueMinor, 0);
    return {
      date,
      timezone: workspace.timezone,
      arrivals: day.arrivals,
      departures: day.departures,
      inHouse: day.inHouse,
      month: {
        month: date.slice(0, 7),
        currency: summary.currency,
        occupancy: summary.totals.occupancy,
        revenueMinor: summary.totals.revenueMinor,
        adrMinor: summary.totals.adrMinor,
      },
      directShare: ratio(direct, summary.totals.revenueMinor),
      nextSevenDays: day.nextDays,
      tasks: day.tasks,
      overdueBalances,
    };
  },
});
