import { TASK_STATUSES, TASK_TYPES, TaskPage } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { usageError } from '../../cli-failure';
import { dateFlag } from '../../input-flags';
import { renderTasks } from '../../output/task-views';

export default class Tasks extends InnkeepCommand<typeof Tasks, TaskPage> {
  static override summary = 'List housekeeping tasks: turnover cleanings, inspections, maintenance.';
  static override description =
    '--today lists the tasks due today, --date those due on one day, --from/--to a period (both included); without any, the ' +
    'tasks due from today on. "Today" is the date in the workspace\'s time zone. --mine keeps the tasks assigned to you ' +
    "(a STAFF member only ever sees theirs). Each line gives the next arrival's day and party size, never the guest. " +
    '--json prints the API answer as it is ({ tasks, nextCursor }).';
  static override examples = [
    '<%= config.bin %> tasks --today --mine',
    '<%= config.bin %> tasks --date 2030-07-14 --type CLEANING',
    '<%= config.bin %> tasks --today --json',
  ];
  static override operation = 'tasks.list';
  static override flags = {
    today: Flags.boolean({ summary: 'Only the tasks due today (workspace time zone).', exclusive: ['date', 'from', 'to'] }),
    date: dateFlag({ summary: 'Only the tasks due on this day, YYYY-MM-DD.', exclusive: ['from', 'to'] }),
    mine: Flags.boolean({ summary: 'Only the tasks assigned to you.', exclusive: ['assignee'] }),
    from: dateFlag({ summary: 'Tasks due on or after this day, YYYY-MM-DD.' }),
    to: dateFlag({ summary: 'Tasks due on or before this day, YYYY-MM-DD.' }),
    status: Flags.string({ summary: 'Only tasks in this status.', options: TASK_STATUSES }),
    assignee: Flags.string({ summary: 'Only the tasks of this member (a user id, or me).' }),
    'unit-id': Flags.string({ summary: 'Only the tasks of this unit.', aliases: ['unit'] }),
    type: Flags.string({ summary: 'Only tasks of this type.', options: TASK_TYPES }),
    take: Flags.integer({ summary: 'Page size, 1 to 200 (default 100).', min: 1, max: 200 }),
    cursor: Flags.string({ summary: 'The page after this cursor (printed under the previous page).' }),
  };
  /** --today, --date and --mine become from, to and assignee in `run()`. */
  static override fieldNames = { today: null, date: null, mine: null };

  override async run(): Promise<TaskPage> {
    const input = this.input();
    const { today, date, mine } = this.flags;
    if (typeof input.from === 'string' && typeof input.to === 'string' && input.to < input.from) {
      throw usageError(`--to (${input.to}) is before --from (${input.from}).`);
    }
    const day = today ? await this.workspaceToday() : date;
    if (day) Object.assign(input, { from: day, to: day });
    else if (input.from === undefined && input.to === undefined) input.from = await this.workspaceToday();
    if (mine) input.assignee = 'me';
    return this.call<TaskPage>('tasks.list', input);
  }

  protected override humanize({ tasks, nextCursor }: TaskPage): string {
    const table = renderTasks(tasks);
    return nextCursor ? `${table}\n\nMore tasks: repeat the command with --cursor ${nextCursor}.` : table;
  }
}
