import { addDays, TaskView, weekdayOf, WorkspaceMember } from '@innkeep/domain';

import { csrfField, html, SafeHtml } from '../html';
import { SignedIn, signedInPage } from '../web-kit';
import { inDueOrder } from './today-page';

export interface TaskBoardView {
  /** The first day shown; the board shows BOARD_DAYS days from it. */
  from: string;
  tasks: TaskView[];
  members: WorkspaceMember[];
  notice?: { kind: 'ok' | 'error'; text: string };
}

export const BOARD_DAYS = 7;

const memberName = (member: WorkspaceMember) => member.name || member.email;

/** A task in its cell: what, by when, its state, and while open, who does it and on which day. */
function taskChip(task: TaskView, members: WorkspaceMember[], csrfToken: string, from: string): SafeHtml {
  const open = task.status === 'OPEN' || task.status === 'IN_PROGRESS';
  const assignee = members.find((member) => member.userId === task.assigneeUserId);
  return html`<div class="board-task status-${task.status.toLowerCase()}" data-task="${task.id}" data-status="${task.status}" data-assignee="${task.assigneeUserId ?? ''}">
<strong>${task.title}</strong> <span class="muted">${task.dueBy ?? 'end of day'} · ${task.status.toLowerCase().replace('_', ' ')}</span>
${task.sameDayTurnover ? html`<span class="badge">Same-day</span>` : ''}
${
  open
    ? html`<form method="post" action="/tasks/${task.id}/plan" class="board-plan">${csrfField(csrfToken)}<input type="hidden" name="from" value="${from}">
<label class="sr-only" for="assignee-${task.id}">Assignee of ${task.title}</label>
<select id="assignee-${task.id}" name="assigneeUserId"><option value="">Nobody</option>${members.map(
        (member) => html`<option value="${member.userId}"${member.userId === task.assigneeUserId ? html` selected` : ''}>${memberName(member)}</option>`,
      )}</select>
<label class="sr-only" for="due-${task.id}">Due day of ${task.title}</label>
<input id="due-${task.id}" type="date" name="dueDate" value="${task.dueDate}">
<button class="secondary" type="submit">Save</button></form>`
    : html`<p class="muted">${assignee ? memberName(assignee) : 'Nobody'}</p>`
}
</div>`;
}

/** The host's week of tasks: a row per unit with tasks, a column per day; tasks are assigned and moved in place. */
export function taskBoardPage(signedIn: SignedIn, view: TaskBoardView): string {
  const days = Array.from({ length: BOARD_DAYS }, (_, index) => addDays(view.from, index));
  const units = new Map<string, { name: string; property: string }>();
  for (const task of view.tasks) units.set(task.unitId, { name: task.unit.name, property: task.property.name });
  const rows = [...units.entries()].sort(([, a], [, b]) => a.property.localeCompare(b.property) || a.name.localeCompare(b.name));
  const tasks = inDueOrder(view.tasks);
  const csrfToken = signedIn.state.csrfToken;
  return signedInPage(
    signedIn,
    { title: 'Tasks', wide: true, notice: view.notice },
    html`<h1>Tasks</h1>
<div class="month-nav"><a href="/tasks?from=${addDays(view.from, -BOARD_DAYS)}">← Earlier</a><strong>${days[0]} – ${days[days.length - 1]}</strong><a href="/tasks?from=${addDays(view.from, BOARD_DAYS)}">Later →</a></div>
${
  rows.length === 0
    ? html`<section><p>No tasks these days. Turn on automatic cleaning in a property’s task settings, or create tasks with the API, MCP or CLI.</p></section>`
    : html`<div class="calendar-scroll"><table class="calendar board" data-board>
<thead><tr><th scope="col">Unit</th>${days.map((day) => html`<th scope="col" data-day="${day}">${day.slice(5)}<span>${weekdayOf(day)}</span></th>`)}</tr></thead>
<tbody>${rows.map(
        ([unitId, unit]) =>
          html`<tr data-unit="${unitId}"><th scope="row">${unit.name}<span class="muted"> · ${unit.property}</span></th>${days.map(
            (day) =>
              html`<td data-day="${day}">${tasks.filter((task) => task.unitId === unitId && task.dueDate === day).map((task) => taskChip(task, view.members, csrfToken, view.from))}</td>`,
          )}</tr>`,
      )}</tbody>
</table></div>`
}`,
  );
}
