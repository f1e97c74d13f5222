import { TaskView } from '@innkeep/contract';
import { Args, Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { CLEAR, dateFlag, timeOfDayFlag } from '../../input-flags';
import { renderTask } from '../../output/task-views';

/** `none` clears a text field. */
const clearableText = (summary: string) =>
  Flags.custom<string | null>({
    summary,
    async parse(input) {
      return input.trim().toLowerCase() === CLEAR ? null : input;
    },
  })();

export const TASK_UPDATE_FLAGS = {
  'assignee-user-id': clearableText('The member who does it (a user id; none: nobody).'),
  'due-date': dateFlag({ summary: 'The day it is due, YYYY-MM-DD.' }),
  'due-by': timeOfDayFlag({ summary: 'Local time it is due by (none: the end of the day).' }),
  notes: clearableText('Notes for the person doing it (none clears them).'),
  item: Flags.string({ summary: 'The checklist, one --item per step, replacing the old one (a step starting "[x] " is ticked).', multiple: true }),
  ...DRY_RUN_FLAGS,
};

/** `--item "[x] Towels"` is a ticked step; any other text an open one. */
export function checklistFrom(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((text: string) => (/^\[x\]\s*/i.test(text) ? { label: text.replace(/^\[x\]\s*/i, ''), done: true } : { label: text, done: false }));
}

export default class TasksUpdate extends InnkeepCommand<typeof TasksUpdate, TaskView> {
  static override summary = 'Change a task: its assignee, due day or time, notes or checklist.';
  static override description = 'Fields left out keep their value. A STAFF member may change the notes and checklist of their own tasks only.';
  static override examples = [
    '<%= config.bin %> tasks update task_123 --due-date 2030-07-15 --due-by 12:00',
    '<%= config.bin %> tasks update task_123 --item "[x] Towels" --item "Beds"',
  ];
  static override operation = 'tasks.update';
  static override args = {
    taskId: Args.string({ description: 'Id of the task', required: true }),
  };
  static override flags = TASK_UPDATE_FLAGS;
  static override fieldNames = { item: 'checklist' };

  protected override input() {
    const input = super.input();
    input.checklist = checklistFrom(input.checklist);
    if (input.checklist === undefined) delete input.checklist;
    return input;
  }

  protected override humanize(task: TaskView): string {
    return renderTask(task);
  }
}
