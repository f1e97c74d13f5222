import { TASK_TYPES, taskSchema, TaskType, TaskView } from '@innkeep/contract';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { HH_MM } from '../../inputs/property-fields.input';
import { ChecklistItemInput, checklistOf, MAX_CHECKLIST_ITEMS } from '../../inputs/task-fields.input';
import { answered } from '../../services/event-drafts';
import { findUnitOrThrow } from '../../services/stay-rules';
import { checkAssignee } from '../../services/task-assignee';
import { IsCalendarDate } from '../../validation/is-date';
import { ToTrimmed } from '../../validation/transforms';
import { CREATE } from '../annotations';

const DEFAULT_TITLES: Record<TaskType, string> = { CLEANING: 'Cleaning', INSPECTION: 'Inspection', MAINTENANCE: 'Maintenance', OTHER: 'Task' };

export class CreateTaskInput {
  @IsIn(TASK_TYPES)
  @JSONSchema({ description: 'CLEANING, INSPECTION, MAINTENANCE or OTHER' })
  type: TaskType;

  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The unit the work is in' })
  unitId: string;

  @IsCalendarDate('The day it is due, YYYY-MM-DD')
  dueDate: string;

  @IsOptional()
  @Matches(HH_MM, { message: 'dueBy must be a time HH:MM' })
  @JSONSchema({ type: 'string', description: 'Local time HH:MM it is due by (default: the end of the day)' })
  dueBy?: string;

  @IsOptional()
  @ToTrimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'What it is, in a few words (default: the type’s name, "Cleaning")' })
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @JSONSchema({ description: 'Anything the person doing it should know' })
  notes?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHECKLIST_ITEMS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ChecklistItemInput)
  @JSONSchema({ description: 'The steps to tick, at most 50: [{ "label": "Change the towels" }]' })
  checklist?: ChecklistItemInput[];

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'The member who does it (a user id; default: nobody yet)' })
  assigneeUserId?: string;
}

export const createTask = defineOperation({
  name: 'tasks.create',
  summary: 'Create a task',
  description:
    'Creates a task by hand on a unit: a CLEANING, INSPECTION, MAINTENANCE or OTHER job due on a day (and optionally by a local time), with a checklist and an assignee who must be a member of the workspace. Turnover cleanings of stays are made automatically when the property’s task settings say so; this is for everything else. Send an Idempotency-Key to retry safely.',
  access: 'pms:write',
  quota: 'write',
  input: CreateTaskInput,
  output: taskSchema,
  successStatus: 201,
  http: [{ method: 'POST', path: '/tasks', operationId: 'createTask' }],
  mcp: {
    tool: 'task_create',
    title: 'Create a task',
    annotations: CREATE,
    example: { type: 'INSPECTION', unitId: 'unit_123', dueDate: '2030-07-04', checklist: [{ label: 'Check the boiler' }] },
  },
  cli: 'tasks:create',
  errors: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'],
  events: answered('task.created', 'task'),
  async handle(ctx, input): Promise<TaskView> {
    const { workspaceId } = principalOf(ctx);
    const unit = await findUnitOrThrow(ctx.repos, workspaceId, input.unitId);
    await checkAssignee(ctx.repos, workspaceId, input.assigneeUserId);
    return ctx.repos.tasks.create(workspaceId, {
      type: input.type,
      unitId: unit.unitId,
      propertyId: unit.propertyId,
      dueDate: input.dueDate,
      dueBy: input.dueBy ?? null,
      title: input.title ?? DEFAULT_TITLES[input.type],
      notes: input.notes ?? null,
      checklist: checklistOf(input.checklist ?? []),
      assigneeUserId: input.assigneeUserId ?? null,
    });
  },
});
