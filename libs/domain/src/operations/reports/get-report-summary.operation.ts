import { ReportSummary, reportSummaryCsv, reportSummarySchema } from '@innkeep/contract';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, OperationContext, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { ReportScope } from '../../ports/reports';
import { checkDateRange } from '../../services/date-range';
import { IsCalendarDate } from '../../validation/is-date';
import { READ_ONLY } from '../annotations';
import { assembleSummary } from './report-figures';

export class GetReportSummaryInput {
  @IsCalendarDate('First night of the period, YYYY-MM-DD (inclusive)')
  from: string;

  @IsCalendarDate('Last night of the period, YYYY-MM-DD (inclusive); at most 366 nights after from')
  to: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only this property' })
  propertyId?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only this unit' })
  unitId?: string;
}

/** The summary of a period, shared by the overview's month. */
export async function reportSummary(ctx: OperationContext, scope: ReportScope): Promise<ReportSummary> {
  checkDateRange(scope.from, scope.to);
  const rows = await ctx.repos.reports.sums(principalOf(ctx).workspaceId, scope);
  if (!rows) throw notFound(scope.unitId ? 'Unit' : 'Property');
  return assembleSummary(scope.from, scope.to, rows);
}

export const getReportSummary = defineOperation({
  name: 'reports.summary',
  summary: 'Revenue, occupancy, ADR and RevPAR for a period',
  description:
    'Revenue, nights sold and available, occupancy, ADR, RevPAR, reservations and cancellations for the nights `from`–`to` (inclusive, at most 366), in total and by channel, property, unit and month. ' +
    'Revenue is each stay’s total spread evenly over its nights (remainder on the first night) and counted by night of stay, for stays that hold a room (PROVISIONAL, CONFIRMED, CHECKED_IN) or are CHECKED_OUT; a 5-night stay with 2 nights in the period counts 2/5 of its total. ' +
    'Nights available are the rooms of each night less those blocked for owner use or maintenance. Amounts are minor units; with stays or properties in several currencies, `currencies` holds one summary per currency and the top level repeats the one with the most revenue. ' +
    'REST also answers `text/csv` (Accept header) for spreadsheets.',
  access: 'pms:read',
  feature: 'reports',
  quota: 'read',
  input: GetReportSummaryInput,
  output: reportSummarySchema,
  http: [{ method: 'GET', path: '/reports/summary', operationId: 'getReportSummary' }],
  mcp: { tool: 'reports_summary', example: { from: '2030-07-01', to: '2030-07-31' }, title: 'Revenue report', annotations: READ_ONLY },
  cli: 'revenue',
  errors: ['RANGE_TOO_LONG', 'NOT_FOUND'],
  csv: (summary: ReportSummary) => reportSummaryCsv(summary),
  async handle(ctx, input) {
    return reportSummary(ctx, input);
  },
});
