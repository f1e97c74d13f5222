import { TaskView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { renderTask } from '../../output/task-views';

export default class TasksGet extends InnkeepCommand<typeof TasksGet, TaskView> {
  static override summary = 'Show one task: its checklist, unit and address, and the next arrival.';
  static override examples = ['<%= config.bin %> tasks get task_123', '<%= config.bin %> tasks get task_123 --json'];
  static override operation = 'tasks.get';
  static override args = {
    taskId: Args.string({ description: 'Id of the task', required: true }),
  };

  protected override humanize(task: TaskView): string {
    return renderTask(task);
  }
}
