import { TASK_STATUSES, TASK_TYPES, taskPageSchema, TaskStatus, TaskType } from '@innkeep/contract';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

import { defineOperation, principalOf } from '../../catalogue/operation';
import { DomainError } from '../../errors/domain-error';
import { IsCalendarDate } from '../../validation/is-date';
import { ToInteger } from '../../validation/transforms';
import { READ_ONLY } from '../annotations';
import { decodeTaskCursor, encodeTaskCursor } from './task-cursor';

export const MAX_TASKS_TAKE = 200;

export class ListTasksInput {
  @IsOptional()
  @IsCalendarDate('Tasks due on or after this day, YYYY-MM-DD')
  from?: string;

  @IsOptional()
  @IsCalendarDate('Tasks due on or before this day (inclusive), YYYY-MM-DD')
  to?: string;

  @IsOptional()
  @IsIn(TASK_STATUSES)
  @JSONSchema({ description: 'Only tasks in this status' })
  status?: TaskStatus;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: '`me` (your own tasks) or a member’s user id' })
  assignee?: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Only tasks of this unit' })
  unitId?: string;

  @IsOptional()
  @IsIn(TASK_TYPES)
  @JSONSchema({ description: 'Only tasks of this type' })
  type?: TaskType;

  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  @JSONSchema({ description: 'The nextCursor of the previous page' })
  cursor?: string;

  @IsOptional()
  @ToInteger()
  @IsInt()
  @Min(1)
  @Max(MAX_TASKS_TAKE)
  @JSONSchema({ description: 'Page size, 1 to 200 (default 100)' })
  take?: number;
}

export const listTasks = defineOperation({
  name: 'tasks.list',
  summary: 'List tasks',
  description:
    'Housekeeping tasks (turnover cleanings, inspections, maintenance) by due day (`from`–`to`, both included), status, assignee (`me` or a user id), unit and type, ordered by due day then id, in pages of `take` (default 100, at most 200) linked by `nextCursor`. Each task names its unit and property address, and the next arrival’s day and party size, never the guest. A STAFF member sees only the tasks assigned to them, whatever `assignee` says. Example: `GET /tasks?from=2030-07-04&to=2030-07-04&assignee=me`.',
  access: 'pms:read',
  quota: 'read',
  input: ListTasksInput,
  output: taskPageSchema,
  http: [{ method: 'GET', path: '/tasks', operationId: 'listTasks' }],
  mcp: {
    tool: 'tasks_list',
    title: 'List tasks',
    annotations: READ_ONLY,
    list: 'tasks',
    cursorAfter: (task: { dueDate: string; id: string }) => encodeTaskCursor(task),
    defaults: { take: 50 },
    example: { from: '2030-07-04', to: '2030-07-05', status: 'OPEN' },
  },
  cli: 'tasks',
  staff: { narrow: (input, principal) => ({ ...input, assignee: principal.userId }) },
  async handle(ctx, input) {
    if (input.from && input.to && input.to < input.from) {
      throw new DomainError('VALIDATION_FAILED', `to (${input.to}) is before from (${input.from}).`);
    }
    const principal = principalOf(ctx);
    return ctx.repos.tasks.list(
      principal.workspaceId,
      {
        from: input.from,
        to: input.to,
        status: input.status,
        assigneeUserId: input.assignee === 'me' ? principal.userId : input.assignee,
        unitId: input.unitId,
        type: input.type,
        after: input.cursor ? decodeTaskCursor(input.cursor) : undefined,
        take: input.take ?? 100,
      },
      encodeTaskCursor,
    );
  },
});
