import { TASK_TYPES, TaskView } from '@innkeep/contract';
import { Flags } from '@oclif/core';

import { DRY_RUN_FLAGS, IDEMPOTENCY_FLAGS, InnkeepCommand } from '../../base-command';
import { clockTimeFlag, dateFlag } from '../../input-flags';
import { describeTask } from '../../output/task-views';

export default class TasksCreate extends InnkeepCommand<typeof TasksCreate, TaskView> {
  static override summary = 'Create a task on a unit: an inspection, a repair, an extra cleaning.';
  static override description =
    "Turnover cleanings of stays are made by themselves when the property's task settings turn them on; this is for the rest. " +
    'Give the checklist as --item once per step.';
  static override examples = [
    '<%= config.bin %> tasks create --type INSPECTION --unit unit_123 --due-date 2030-07-14 --item "Check the boiler"',
    '<%= config.bin %> tasks create --type MAINTENANCE --unit unit_123 --due-date 2030-07-14 --due-by 12:00 --title "Fix the tap" --assignee-user-id usr_123',
  ];
  static override operation = 'tasks.create';
  static override flags = {
    type: Flags.string({ summary: 'What kind of work.', options: TASK_TYPES, required: true }),
    'unit-id': Flags.string({ summary: 'The unit the work is in.', aliases: ['unit'], required: true }),
    'due-date': dateFlag({ summary: 'The day it is due, YYYY-MM-DD.', required: true }),
    'due-by': clockTimeFlag({ summary: 'Local time it is due by (default: the end of the day).' }),
    title: Flags.string({ summary: "What it is, in a few words (default: the type's name)." }),
    notes: Flags.string({ summary: 'Anything the person doing it should know.' }),
    item: Flags.string({ summary: 'A step of the checklist (repeat for each).', multiple: true }),
    'assignee-user-id': Flags.string({ summary: 'The member who does it (a user id).', aliases: ['assignee'] }),
    ...IDEMPOTENCY_FLAGS,
    ...DRY_RUN_FLAGS,
  };
  static override fieldNames = { item: 'checklist' };

  protected override input() {
    const input = super.input();
    if (Array.isArray(input.checklist)) input.checklist = input.checklist.map((label) => ({ label }));
    return input;
  }

  protected override humanize(task: TaskView): string {
    return `Created task ${describeTask(task)}.`;
  }
}
