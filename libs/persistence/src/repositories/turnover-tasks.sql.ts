import type { EventRepository, TaskView } from '@innkeep/domain';
import { EntityManager } from 'typeorm';

import { newId } from '../database/ids';
import { NEXT_ARRIVAL_JOIN, TASK_JSON } from './task-json.sql';

/**
 * The automatic tasks: each stay that holds (or held) a room makes a CLEANING task on its departure
 * day when its property's task settings turn automatic cleaning on, and the task follows the stay.
 * They are written by the statements that write the stay, in its transaction, so no path that
 * changes a stay (an operation, a channel import, the connector, the operator tool) can leave its
 * task behind.
 */

/** Statuses of a stay whose departure needs a cleaning. */
export const TURNOVER_STATUSES = `('PROVISIONAL', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT')`;

export const TURNOVER_TITLE = 'Turnover cleaning';

/** The checklist a new automatic cleaning starts with: the property's labels, none ticked. */
export const settingsChecklist = (property: string) =>
  `(SELECT coalesce(jsonb_agg(jsonb_build_object('label', c.label, 'done', false) ORDER BY c.ord), '[]'::jsonb)
      FROM jsonb_array_elements_text(${property}.task_checklist) WITH ORDINALITY AS c(label, ord))`;

/** The columns an automatic cleaning is inserted with, in the order `turnoverValues` gives them. */
export const TURNOVER_COLUMNS = `(workspace_id, id, type, property_id, unit_id, due_date, title, checklist, assignee_user_id, reservation_id, automatic)`;

/** The values of a stay `r`'s automatic cleaning in a property `p`, its id given. */
export const turnoverValues = (id: string, stay = 'r', property = 'p') =>
  `${stay}.workspace_id, ${id}, 'CLEANING', ${stay}.property_id, ${stay}.unit_id, ${stay}.departure_date, '${TURNOVER_TITLE}', ${settingsChecklist(property)}, ${property}.task_default_assignee_user_id, ${stay}.id, true`;

/** Task rows `t` of a statement, as the task events carry them (`kind` is the event type). */
export const TASK_EVENTS_SELECT = `SELECT t.kind, ${TASK_JSON} AS task FROM changed t
  JOIN units u ON u.workspace_id = t.workspace_id AND u.id = t.unit_id
  JOIN properties p ON p.workspace_id = t.workspace_id AND p.id = t.property_id
  ${NEXT_ARRIVAL_JOIN}`;

export type TaskEventRow = { kind: 'task.created' | 'task.updated'; task: TaskView };

/** Keeps the events of tasks a stay or a block changed, after the write's own. */
export function followTaskEvents(events: EventRepository | undefined, rows: TaskEventRow[]): void {
  for (const row of rows) events?.follow({ type: row.kind, resource: { type: 'task', id: row.task.id }, data: row.task });
}

/**
 * Makes the automatic cleanings of these stays that lack one (those of properties with automatic
 * cleaning, holding a room): one statement however many, for a channel's first import or a
 * property turning automatic cleaning on.
 */
export async function createTurnoverTasks(
  manager: EntityManager,
  events: EventRepository | undefined,
  workspaceId: string,
  reservationIds: string[],
): Promise<void> {
  if (reservationIds.length === 0) return;
  const ids = reservationIds.map((reservationId) => ({ reservation_id: reservationId, task_id: newId('task') }));
  const rows: TaskEventRow[] = await manager.query(
    `WITH changed AS (
       INSERT INTO tasks ${TURNOVER_COLUMNS}
       SELECT ${turnoverValues('i.task_id')}
         FROM jsonb_to_recordset($2::jsonb) AS i(reservation_id text, task_id text)
         JOIN reservations r ON r.workspace_id = $1 AND r.id = i.reservation_id
         JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
        WHERE p.task_auto_cleaning AND r.status IN ${TURNOVER_STATUSES}
       ON CONFLICT DO NOTHING
       RETURNING 'task.created'::text AS kind, *)
     ${TASK_EVENTS_SELECT}`,
    [workspaceId, JSON.stringify(ids)],
  );
  followTaskEvents(events, rows);
}

/**
 * A change of a stay and of its automatic cleaning, in one statement: `$1` workspace, `$2` stay,
 * `$3` the id a new cleaning takes, then the stay's columns from `$4` (`sets`). A stay that holds a
 * room moves its open cleaning (and reopens one cancelled while it held none); one that stops holding
 * a room cancels its cleaning unless DONE; one that starts holding a room in a property with
 * automatic cleaning gets one.
 */
export function updateStayWithTaskSql(sets: string[]): string {
  return `
WITH before AS (SELECT status FROM reservations WHERE workspace_id = $1 AND id = $2),
r AS (UPDATE reservations SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE workspace_id = $1 AND id = $2 RETURNING *),
following AS (
  UPDATE tasks t SET unit_id = r.unit_id, property_id = r.property_id, due_date = r.departure_date,
         status = CASE WHEN t.status = 'CANCELLED' THEN 'OPEN' ELSE t.status END,
         cancelled_at = CASE WHEN t.status = 'CANCELLED' THEN NULL ELSE t.cancelled_at END,
         updated_at = now()
    FROM r, before b
   WHERE t.workspace_id = r.workspace_id AND t.reservation_id = r.id AND t.automatic AND r.status IN ${TURNOVER_STATUSES}
     AND ((t.status IN ('OPEN', 'IN_PROGRESS') AND (t.unit_id, t.due_date) IS DISTINCT FROM (r.unit_id, r.departure_date))
          OR (t.status = 'CANCELLED' AND b.status NOT IN ${TURNOVER_STATUSES}))
  RETURNING t.*),
dropped AS (
  UPDATE tasks t SET status = 'CANCELLED', cancelled_at = now(), updated_at = now()
    FROM r, before b
   WHERE t.workspace_id = r.workspace_id AND t.reservation_id = r.id AND t.automatic
     AND r.status NOT IN ${TURNOVER_STATUSES} AND b.status IN ${TURNOVER_STATUSES} AND t.status IN ('OPEN', 'IN_PROGRESS')
  RETURNING t.*),
made AS (
  INSERT INTO tasks ${TURNOVER_COLUMNS}
  SELECT ${turnoverValues('$3')}
    FROM r JOIN properties p ON p.workspace_id = r.workspace_id AND p.id = r.property_id
   WHERE p.task_auto_cleaning AND r.status IN ${TURNOVER_STATUSES}
     AND NOT EXISTS (SELECT 1 FROM tasks x WHERE x.workspace_id = r.workspace_id AND x.reservation_id = r.id AND x.automatic)
  ON CONFLICT DO NOTHING
  RETURNING *),
changed AS (
  SELECT 'task.created'::text AS kind, * FROM made
  UNION ALL SELECT 'task.updated', * FROM following
  UNION ALL SELECT 'task.updated', * FROM dropped)
${TASK_EVENTS_SELECT}`;
}
