import { OperationContext, principalOf } from '../../catalogue/operation';

/** Who the task an input names is assigned to, for the STAFF gate: a task they do not hold is not theirs to see. */
export const assignedTask = {
  resource: 'Task',
  async assigneeOf(ctx: OperationContext, input: { taskId: string }): Promise<string | null | undefined> {
    return (await ctx.repos.tasks.find(principalOf(ctx).workspaceId, input.taskId))?.assigneeUserId;
  },
};
