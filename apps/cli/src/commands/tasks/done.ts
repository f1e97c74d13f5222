import { TaskView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeTask } from '../../output/task-views';

export default class TasksDone extends InnkeepCommand<typeof TasksDone, TaskView> {
  static override summary = 'Mark a task done.';
  static override examples = ['<%= config.bin %> tasks done task_123', '<%= config.bin %> tasks done task_123 --json'];
  static override operation = 'tasks.complete';
  static override args = {
    taskId: Args.string({ description: 'Id of the task', required: true }),
  };
  static override flags = { ...DRY_RUN_FLAGS };

  protected override humanize(task: TaskView): string {
    return `Task ${describeTask(task)} is DONE.`;
  }
}
