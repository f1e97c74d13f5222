import type { NewTask, TaskFilter, TaskPatch, TaskRepository, TaskView } from '@innkeep/domain';
import { JsonText } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { newId } from '../database/ids';
import { queryPrepared } from '../database/prepared-query';
import { TASK_JOINS, TASK_JSON } from './task-json.sql';

/**
 * One fixed text for every filter, so it is prepared once per connection: an absent filter is a
 * null parameter. The due-day range bounds the index scan; the other filters are checked on the
 * rows in it.
 */
const LIST_SQL = `
SELECT t.due_date::text AS due_date, t.id, ${TASK_JSON}::text AS task
  FROM tasks t ${TASK_JOINS}
 WHERE t.workspace_id = $1
   AND t.due_date >= coalesce($2::date, '-infinity'::date) AND t.due_date <= coalesce($3::date, 'infinity'::date)
   AND ($4::text IS NULL OR t.status = $4)
   AND ($5::text IS NULL OR t.assignee_user_id = $5)
   AND ($6::text IS NULL OR t.unit_id = $6)
   AND ($7::text IS NULL OR t.type = $7)
   AND ($8::date IS NULL OR (t.due_date, t.id) > ($8::date, $9::text))
 ORDER BY t.due_date, t.id
 LIMIT $10`;

const FIND_SQL = `SELECT ${TASK_JSON} AS task FROM tasks t ${TASK_JOINS} WHERE t.workspace_id = $1 AND t.id = $2`;

const INSERT_SQL = `
INSERT INTO tasks (workspace_id, id, type, property_id, unit_id, due_date, due_by, due_by_set, title, notes, checklist, assignee_user_id)
VALUES ($1, $2, $3, $4, $5, $6, $7, $7::text IS NOT NULL, $8, $9, $10::jsonb, $11)`;

/** Each field is changed only when its flag says it is part of the patch; a status sets its time. */
const UPDATE_SQL = `
UPDATE tasks SET
  due_date = CASE WHEN $3 THEN $4::date ELSE due_date END,
  due_by = CASE WHEN $5 THEN $6::text ELSE due_by END,
  due_by_set = due_by_set OR $5,
  notes = CASE WHEN $7 THEN $8::text ELSE notes END,
  checklist = CASE WHEN $9 THEN $10::jsonb ELSE checklist END,
  assignee_user_id = CASE WHEN $11 THEN $12::text ELSE assignee_user_id END,
  status = coalesce($13::text, status),
  started_at = CASE WHEN $13::text = 'IN_PROGRESS' THEN now() ELSE started_at END,
  completed_at = CASE WHEN $13::text = 'DONE' THEN now() ELSE completed_at END,
  cancelled_at = CASE WHEN $13::text = 'CANCELLED' THEN now() ELSE cancelled_at END,
  updated_at = now()
WHERE workspace_id = $1 AND id = $2`;

export class TypeormTaskRepository implements TaskRepository {
  constructor(private readonly manager: EntityManager) {}

  async list(workspaceId: string, filter: TaskFilter, cursorOf: (row: { dueDate: string; id: string }) => string): Promise<JsonText> {
    const rows = await queryPrepared<{ due_date: string; id: string; task: string }>(this.manager, LIST_SQL, [
      workspaceId,
      filter.from ?? null,
      filter.to ?? null,
      filter.status ?? null,
      filter.assigneeUserId ?? null,
      filter.unitId ?? null,
      filter.type ?? null,
      filter.after?.dueDate ?? null,
      filter.after?.id ?? null,
      filter.take + 1,
    ]);
    const page = rows.slice(0, filter.take);
    const last = page.at(-1);
    const nextCursor = rows.length > filter.take && last ? cursorOf({ dueDate: last.due_date, id: last.id }) : null;
    // The tasks stay the text PostgreSQL wrote: the page is sent without a parse and a serialisation.
    return new JsonText(`{"tasks":[${page.map((row) => row.task).join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`);
  }

  async find(workspaceId: string, taskId: string): Promise<TaskView | null> {
    const [row] = await queryPrepared<{ task: TaskView }>(this.manager, FIND_SQL, [workspaceId, taskId]);
    return row?.task ?? null;
  }

  /** The task row alone is locked; its view is read by the next statement (a lock through the joins could drop it). */
  async findForUpdate(workspaceId: string, taskId: string): Promise<TaskView | null> {
    const locked = await queryPrepared(this.manager, `SELECT 1 FROM tasks WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, [workspaceId, taskId]);
    return locked.length === 0 ? null : this.find(workspaceId, taskId);
  }

  async create(workspaceId: string, task: NewTask): Promise<TaskView> {
    const id = newId('task');
    await queryPrepared(this.manager, INSERT_SQL, [
      workspaceId,
      id,
      task.type,
      task.propertyId,
      task.unitId,
      task.dueDate,
      task.dueBy,
      task.title,
      task.notes,
      JSON.stringify(task.checklist),
      task.assigneeUserId,
    ]);
    return (await this.find(workspaceId, id))!;
  }

  async update(workspaceId: string, taskId: string, patch: TaskPatch): Promise<TaskView | null> {
    const has = (field: keyof TaskPatch) => patch[field] !== undefined;
    await queryPrepared(this.manager, UPDATE_SQL, [
      workspaceId,
      taskId,
      has('dueDate'),
      patch.dueDate ?? null,
      has('dueBy'),
      patch.dueBy ?? null,
      has('notes'),
      patch.notes ?? null,
      has('checklist'),
      patch.checklist ? JSON.stringify(patch.checklist) : null,
      has('assigneeUserId'),
      patch.assigneeUserId ?? null,
      patch.status ?? null,
    ]);
    return this.find(workspaceId, taskId);
  }
}
