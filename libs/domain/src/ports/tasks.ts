import { ChecklistItem, TaskStatus, TaskType, TaskView } from '@innkeep/contract';

import type { JsonText } from './json-text';

export interface TaskFilter {
  /** Due on or after this day. */
  from?: string;
  /** Due on or before this day (inclusive). */
  to?: string;
  status?: TaskStatus;
  /** The assignee's user id. */
  assigneeUserId?: string;
  unitId?: string;
  type?: TaskType;
  /** The (dueDate, id) of the last task of the previous page. */
  after?: { dueDate: string; id: string };
  take: number;
}

export interface NewTask {
  type: TaskType;
  unitId: string;
  propertyId: string;
  dueDate: string;
  /** `HH:MM`; null: by the end of the day. */
  dueBy: string | null;
  title: string;
  notes: string | null;
  checklist: ChecklistItem[];
  assigneeUserId: string | null;
}

/** A change of a task; absent fields keep their value. */
export interface TaskPatch {
  dueDate?: string;
  /** Set by hand: null means by the end of the day, whatever arrives. */
  dueBy?: string | null;
  notes?: string | null;
  checklist?: ChecklistItem[];
  assigneeUserId?: string | null;
  status?: TaskStatus;
}

export interface TaskRepository {
  /**
   * One page of `take` tasks in (dueDate, id) order as JSON PostgreSQL built (`{ tasks, nextCursor }`),
   * `nextCursor` made by `cursorOf` from the row after the page, if any.
   */
  list(workspaceId: string, filter: TaskFilter, cursorOf: (row: { dueDate: string; id: string }) => string): Promise<JsonText>;
  find(workspaceId: string, taskId: string): Promise<TaskView | null>;
  /** Locks the task row for the rest of the transaction. */
  findForUpdate(workspaceId: string, taskId: string): Promise<TaskView | null>;
  create(workspaceId: string, task: NewTask): Promise<TaskView>;
  /** Null when the task is not in the workspace. Moving the status sets its time (started, completed, cancelled). */
  update(workspaceId: string, taskId: string, patch: TaskPatch): Promise<TaskView | null>;
}
