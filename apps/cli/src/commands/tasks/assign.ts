import { TaskView } from '@innkeep/contract';
import { Args } from '@oclif/core';

import { InnkeepCommand } from '../../base-command';
import { describeTask } from '../../output/task-views';
import { checklistFrom, TASK_UPDATE_FLAGS } from './update';

export default class TasksAssign extends InnkeepCommand<typeof TasksAssign, TaskView> {
  static override summary = 'Assign a task to a member (none: to nobody).';
  static override examples = ['<%= config.bin %> tasks assign task_123 usr_456', '<%= config.bin %> tasks assign task_123 none'];
  static override operation = 'tasks.update';
  static override args = {
    taskId: Args.string({ description: 'Id of the task', required: true }),
    assignee: Args.string({ description: "The member's user id, or none", required: true }),
  };
  static override flags = TASK_UPDATE_FLAGS;
  static override fieldNames = { assignee: 'assigneeUserId', item: 'checklist' };

  protected override input() {
    const input = super.input();
    if (typeof input.assigneeUserId === 'string' && input.assigneeUserId.toLowerCase() === 'none') input.assigneeUserId = null;
    input.checklist = checklistFrom(input.checklist);
    if (input.checklist === undefined) delete input.checklist;
    return input;
  }

  protected override humanize(task: TaskView): string {
    return task.assigneeUserId ? `Assigned task ${describeTask(task)} to ${task.assigneeUserId}.` : `Task ${describeTask(task)} is assigned to nobody.`;
  }
}
