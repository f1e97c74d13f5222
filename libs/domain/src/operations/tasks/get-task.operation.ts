import { taskSchema } from '@innkeep/contract';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { READ_ONLY } from '../annotations';
import { assignedTask } from './staff-tasks';
import { TaskIdInput } from './task-id.input';

export class GetTaskInput extends TaskIdInput {}

export const getTask = defineOperation({
  name: 'tasks.get',
  summary: 'Get a task',
  description:
    'One task with its checklist, its unit and property address, and the next arrival’s day and party size. A STAFF member gets only a task assigned to them (any other answers 404).',
  access: 'pms:read',
  quota: 'read',
  input: GetTaskInput,
  output: taskSchema,
  http: [{ method: 'GET', path: '/tasks/:taskId', operationId: 'getTask' }],
  mcp: { tool: 'task_get', title: 'Get a task', annotations: READ_ONLY, example: { taskId: 'task_123' } },
  cli: 'tasks:get',
  errors: ['NOT_FOUND'],
  staff: { owned: assignedTask },
  async handle(ctx, input) {
    const task = await ctx.repos.tasks.find(principalOf(ctx).workspaceId, input.taskId);
    if (!task) throw notFound('Task');
    return task;
  },
});
