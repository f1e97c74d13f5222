import { TaskView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { DRY_RUN_FLAGS, InnkeepCommand } from '../../base-command';
import { describeTask } from '../../output/task-views';

export default class TasksStart extends InnkeepCommand<typeof TasksStart, TaskView> {
  static override summary = 'Start a task (it is IN_PROGRESS).';
  static override examples = ['<%= config.bin %> tasks start task_123', '<%= config.bin %> tasks start task_123 --json'];
  static override operation = 'tasks.start';
  static override args = {
    taskId: Args.string({ description: 'Id of the task', required: true }),
  };
  static override flags = { ...DRY_RUN_FLAGS };

  protected override humanize(task: TaskView): string {
    return `Task ${describeTask(task)} is now IN_PROGRESS.`;
  }
}
