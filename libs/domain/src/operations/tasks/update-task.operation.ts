import { taskSchema, TaskView } from '@innkeep/contract';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { notFound } from '../../errors/domain-error';
import { HH_MM } from '../../inputs/property-fields.input';
import { ChecklistItemInput, checklistOf, MAX_CHECKLIST_ITEMS } from '../../inputs/task-fields.input';
import { TaskPatch } from '../../ports/tasks';
import { answered } from '../../services/event-drafts';
import { checkAssignee } from '../../services/task-assignee';
import { IsCalendarDate } from '../../validation/is-date';
import { RECORD_UPDATE } from '../annotations';
import { assignedTask } from './staff-tasks';
import { TaskIdInput } from './task-id.input';

const present = (_: object, value: unknown) => value !== undefined && value !== null;

export class UpdateTaskInput extends TaskIdInput {
  @ValidateIf(present)
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ type: ['string', 'null'], description: 'The member who does it (a user id); null: nobody' })
  assigneeUserId?: string | null;

  @IsOptional()
  @IsCalendarDate('The day it is due, YYYY-MM-DD')
  dueDate?: string;

  @ValidateIf(present)
  @Matches(HH_MM, { message: 'dueBy must be a time HH:MM' })
  @JSONSchema({ type: ['string', 'null'], description: 'Local time HH:MM it is due by; null: by the end of the day' })
  dueBy?: string | null;

  @ValidateIf(present)
  @IsString()
  @MaxLength(2000)
  @JSONSchema({ type: ['string', 'null'], description: 'Anything the person doing it should know; null clears it' })
  notes?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHECKLIST_ITEMS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ChecklistItemInput)
  @JSONSchema({ description: 'The whole checklist as it should be, ticks included: [{ "label": "Change the towels", "done": true }]' })
  checklist?: ChecklistItemInput[];
}

export const updateTask = defineOperation({
  name: 'tasks.update',
  summary: 'Change a task',
  description:
    'Assigns a task (to a member of the workspace, or to nobody with null), moves its due day or time, changes its notes or its checklist (sent whole, ticks included); fields left out keep their value. A STAFF member may change the checklist and notes of a task assigned to them, nothing else.',
  access: 'pms:write',
  quota: 'write',
  input: UpdateTaskInput,
  output: taskSchema,
  http: [{ method: 'PATCH', path: '/tasks/:taskId', operationId: 'updateTask' }],
  mcp: { tool: 'task_update', title: 'Change a task', annotations: RECORD_UPDATE, example: { taskId: 'task_123', assigneeUserId: 'usr_123' } },
  cli: 'tasks:update',
  moreCli: ['tasks:assign'],
  errors: ['NOT_FOUND'],
  staff: { fields: ['taskId', 'checklist', 'notes'], owned: assignedTask },
  events: answered('task.updated', 'task'),
  async handle(ctx, input): Promise<TaskView> {
    const { workspaceId } = principalOf(ctx);
    const task = await ctx.repos.tasks.findForUpdate(workspaceId, input.taskId);
    if (!task) throw notFound('Task');
    await checkAssignee(ctx.repos, workspaceId, input.assigneeUserId);
    const patch: TaskPatch = {};
    if (input.assigneeUserId !== undefined) patch.assigneeUserId = input.assigneeUserId;
    if (input.dueDate !== undefined) patch.dueDate = input.dueDate;
    if (input.dueBy !== undefined) patch.dueBy = input.dueBy;
    if (input.notes !== undefined) patch.notes = input.notes;
    if (input.checklist !== undefined) patch.checklist = checklistOf(input.checklist);
    return (await ctx.repos.tasks.update(workspaceId, task.id, patch))!;
  },
});
