import { TaskView } from '@innkeep/contract';

import { Column, paintStatus, renderFields, renderTable, statusTone } from './table-renderer';

/** How tasks read in a terminal: what, where, by when, and who arrives next (the party, never the guest). */

function party(arrival: NonNullable<TaskView['nextArrival']>): string {
  const people = arrival.adults + arrival.children;
  return `${people} ${people === 1 ? 'guest' : 'guests'}`;
}

function due(task: TaskView): string {
  return task.dueBy ? `${task.dueDate} by ${task.dueBy}` : task.dueDate;
}

function nextArrival(task: TaskView): string {
  if (!task.nextArrival) return '';
  const when = task.sameDayTurnover ? 'same day' : task.nextArrival.date;
  return `${when}, ${party(task.nextArrival)}`;
}

function checklistProgress(task: TaskView): string {
  if (task.checklist.length === 0) return '';
  return `${task.checklist.filter((item) => item.done).length}/${task.checklist.length}`;
}

export const taskColumns: Column<TaskView>[] = [
  { header: 'id', value: (t) => t.id },
  { header: 'due', value: (t) => due(t) },
  { header: 'status', value: (t) => t.status, tone: (t) => statusTone(t.status) },
  { header: 'type', value: (t) => t.type },
  { header: 'unit', value: (t) => t.unit?.name ?? t.unitId },
  { header: 'title', value: (t) => t.title },
  { header: 'checklist', value: (t) => checklistProgress(t), align: 'right' },
  { header: 'next arrival', value: (t) => nextArrival(t) },
  { header: 'assignee', value: (t) => t.assigneeUserId ?? '' },
];

export function renderTasks(tasks: TaskView[]): string {
  return tasks.length === 0 ? 'No tasks.' : renderTable(tasks, taskColumns);
}

function address(task: TaskView): string {
  const a = task.property?.address;
  return a ? [a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') : '';
}

/** One task, field by field, with its checklist ticked or not. */
export function renderTask(task: TaskView): string {
  const fields = renderFields([
    ['Id', task.id],
    ['Status', paintStatus(task.status)],
    ['Type', task.automatic ? `${task.type} (automatic)` : task.type],
    ['Title', task.title],
    ['Due', due(task)],
    ['Unit', task.unit ? `${task.unit.name} (${task.unit.id})` : task.unitId],
    ['Property', task.property ? `${task.property.name}, ${address(task)}` : task.propertyId],
    ['Next arrival', task.nextArrival ? `${task.nextArrival.date}${task.sameDayTurnover ? ' (same-day turnover)' : ''}, ${party(task.nextArrival)}` : 'none'],
    ['Assignee', task.assigneeUserId ?? 'nobody'],
    ['Notes', task.notes],
    ...(task.completedAt ? ([['Completed at', task.completedAt]] as const) : []),
  ]);
  if (task.checklist.length === 0) return fields;
  return `${fields}\n\nChecklist:\n${task.checklist.map((item) => `  [${item.done ? 'x' : ' '}] ${item.label}`).join('\n')}`;
}

/** `task_1 (Turnover cleaning, Room 1, due 2030-07-14 by 15:00)`. */
export function describeTask(task: TaskView): string {
  return `${task.id} (${task.title}, ${task.unit?.name ?? task.unitId}, due ${due(task)})`;
}
