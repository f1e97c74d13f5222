import { REPORT_BREAKDOWNS, ReportBreakdown, ReportSummary, reportSummaryCsv, WorkspaceContext } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../base-command';
import { usageError } from '../cli-failure';
import { dateFlag, NightRange } from '../input-flags';
import { renderSummary } from '../output/report-views';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2027-03` → its first and last night. */
export function monthRange(text: string): NightRange {
  const match = MONTH.exec(text.trim());
  if (!match) throw usageError(`expected a month YYYY-MM such as 2027-03, got "${text}"`);
  const [year, month] = [Number(match[1]), Number(match[2])];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${match[1]}-${match[2]}-01`, to: `${match[1]}-${match[2]}-${String(last).padStart(2, '0')}` };
}

export default class Revenue extends InnkeepCommand<typeof Revenue, ReportSummary> {
  static override summary = 'Show revenue, occupancy, ADR and RevPAR for a month or a period, with a bar per channel (or property, unit, month).';
  static override description =
    'Calls GET /reports/summary. Revenue is counted by night of stay: a stay across the period’s edge counts only its nights inside. ' +
    'Give --month YYYY-MM, or --from and --to (inclusive, at most 366 nights); with neither, this month in the workspace’s time zone. ' +
    '--by chooses the table (channel by default); --format csv prints CSV for spreadsheets; --json prints the API’s answer as it is.';
  static override examples = [
    '<%= config.bin %> revenue --month 2027-03',
    '<%= config.bin %> revenue --month 2027-03 --by property',
    '<%= config.bin %> revenue --from 2027-01-01 --to 2027-12-31 --by month --format csv > 2027.csv',
  ];
  static override operation = 'reports.summary';
  static override flags = {
    month: Flags.string({ summary: 'A calendar month, YYYY-MM.', helpValue: '<YYYY-MM>', exclusive: ['from', 'to'] }),
    from: dateFlag({ summary: 'First night, YYYY-MM-DD.' }),
    to: dateFlag({ summary: 'Last night, YYYY-MM-DD (inclusive).' }),
    'property-id': Flags.string({ summary: 'Only this property.', aliases: ['property'] }),
    'unit-id': Flags.string({ summary: 'Only this unit.', aliases: ['unit'] }),
    by: Flags.string({ summary: 'The table: one row per channel, property, unit or month.', options: [...REPORT_BREAKDOWNS], default: 'channel' }),
    format: Flags.string({ summary: 'table (default) or csv.', options: ['table', 'csv'], default: 'table' }),
  };
  static override fieldNames = { month: ['from', 'to'], by: null, format: null };

  override async run(): Promise<ReportSummary> {
    return this.call<ReportSummary>('reports.summary', { ...this.input(), ...(await this.period()) });
  }

  private async period(): Promise<NightRange> {
    const { month, from, to } = this.flags;
    if (month !== undefined) return monthRange(month);
    if ((from === undefined) !== (to === undefined)) throw usageError('Give both --from and --to, or --month.');
    if (from !== undefined && to !== undefined) {
      if (to < from) throw usageError(`--to (${to}) is before --from (${from}).`);
      return { from, to };
    }
    const context = await this.call<WorkspaceContext>('workspace.get');
    return monthRange(context.nowLocal.slice(0, 7));
  }

  protected override humanize(summary: ReportSummary): string {
    const by = this.flags.by as ReportBreakdown;
    // CSV ends with its own line break; the log adds one more.
    if (this.flags.format === 'csv') return reportSummaryCsv(summary, [by]).replace(/\r\n$/, '');
    return renderSummary(summary, by);
  }
}
