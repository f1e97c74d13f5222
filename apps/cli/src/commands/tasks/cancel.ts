import { TaskView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeTask } from '../../output/task-views';

export default class TasksCancel extends InnkeepCommand<typeof TasksCancel, TaskView> {
  static override summary = 'Cancel a task that is not needed any more.';
  static override examples = ['<%= config.bin %> tasks cancel task_123', '<%= config.bin %> tasks cancel task_123 --json'];
  static override operation = 'tasks.cancel';
  static override args = {
    taskId: Args.string({ description: 'Id of the task', required: true }),
  };
  static override flags = { ...DRY_RUN_FLAGS };

  protected override humanize(task: TaskView): string {
    return `Task ${describeTask(task)} is cancelled.`;
  }
}
