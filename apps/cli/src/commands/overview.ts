import { ReportOverview } from '@innkeep/contract';

import { InnkeepCommand } from '../base-command';
import { dateFlag } from '../input-flags';
import { renderOverview } from '../output/report-views';

export default class Overview extends InnkeepCommand<typeof Overview, ReportOverview> {
  static override summary = 'Show today: arrivals and departures, who is in house, the month so far and the next seven days.';
  static override description = 'Calls GET /reports/overview (plan BUSINESS). "Today" is the date in the workspace’s time zone; --date looks at another day.';
  static override examples = ['<%= config.bin %> overview', '<%= config.bin %> overview --date 2027-03-14 --json'];
  static override operation = 'reports.overview';
  static override flags = {
    date: dateFlag({ summary: 'The day to look at, YYYY-MM-DD (default: today in the workspace’s time zone).' }),
  };

  protected override humanize(overview: ReportOverview): string {
    return renderOverview(overview);
  }
}
