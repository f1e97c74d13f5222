import { taskSchema, TaskStatus, TaskView } from '@innkeep/contract';

import { defineOperation, Operation, principalOf, ToolAnnotations } from '../../catalogue/operation';
import { DomainError, notFound } from '../../errors/domain-error';
import { EventDraft } from '../../ports/events';
import { answered } from '../../services/event-drafts';
import { assignedTask } from './staff-tasks';
import { TaskIdInput } from './task-id.input';

export class TaskStatusInput extends TaskIdInput {}

/** Where each status change may start from: OPEN may go straight to DONE. */
const FROM: Record<'IN_PROGRESS' | 'DONE' | 'CANCELLED', readonly TaskStatus[]> = {
  IN_PROGRESS: ['OPEN'],
  DONE: ['OPEN', 'IN_PROGRESS'],
  CANCELLED: ['OPEN', 'IN_PROGRESS'],
};

const STEP: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };

function statusChange(spec: {
  name: string;
  to: keyof typeof FROM;
  verb: string;
  operationId: string;
  summary: string;
  description: string;
  tool: string;
  cli: string;
  staff: boolean;
  events: (answer: TaskView) => EventDraft[];
}): Operation<TaskStatusInput, TaskView> {
  return defineOperation({
    name: spec.name,
    summary: spec.summary,
    description: spec.description,
    access: 'pms:write',
    quota: 'write',
    input: TaskStatusInput,
    output: taskSchema,
    http: [{ method: 'POST', path: `/tasks/:taskId/${spec.verb}`, operationId: spec.operationId }],
    mcp: {
      tool: spec.tool,
      title: spec.summary,
      annotations: spec.to === 'CANCELLED' ? { ...STEP, destructiveHint: true } : STEP,
      example: { taskId: 'task_123' },
    },
    cli: spec.cli,
    errors: ['NOT_FOUND', 'INVALID_TRANSITION'],
    ...(spec.staff ? { staff: { owned: assignedTask } } : {}),
    events: spec.events,
    async handle(ctx, input) {
      const { workspaceId } = principalOf(ctx);
      const task = await ctx.repos.tasks.findForUpdate(workspaceId, input.taskId);
      if (!task) throw notFound('Task');
      if (!FROM[spec.to].includes(task.status)) {
        throw new DomainError('INVALID_TRANSITION', `A ${task.status} task cannot become ${spec.to}.`, { from: task.status, to: spec.to });
      }
      return (await ctx.repos.tasks.update(workspaceId, task.id, { status: spec.to }))!;
    },
  });
}

export const startTask = statusChange({
  name: 'tasks.start',
  to: 'IN_PROGRESS',
  verb: 'start',
  operationId: 'startTask',
  summary: 'Start a task',
  description: 'Marks an OPEN task IN_PROGRESS (the cleaner is on it). Any other status answers 409 INVALID_TRANSITION.',
  tool: 'task_start',
  cli: 'tasks:start',
  staff: true,
  events: answered('task.updated', 'task'),
});

export const completeTask = statusChange({
  name: 'tasks.complete',
  to: 'DONE',
  verb: 'complete',
  operationId: 'completeTask',
  summary: 'Complete a task',
  description:
    'Marks an OPEN or IN_PROGRESS task DONE, with the time it was done; the calendar no longer shows its cleaning pending. DONE and CANCELLED tasks answer 409 INVALID_TRANSITION.',
  tool: 'task_complete',
  cli: 'tasks:done',
  staff: true,
  events: answered('task.completed', 'task'),
});

export const cancelTask = statusChange({
  name: 'tasks.cancel',
  to: 'CANCELLED',
  verb: 'cancel',
  operationId: 'cancelTask',
  summary: 'Cancel a task',
  description:
    'Cancels an OPEN or IN_PROGRESS task: the work is not needed. DONE and CANCELLED tasks answer 409 INVALID_TRANSITION. A STAFF member cannot cancel.',
  tool: 'task_cancel',
  cli: 'tasks:cancel',
  staff: false,
  events: answered('task.updated', 'task'),
});
