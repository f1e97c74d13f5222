import { Address, TaskView } from '@innkeep/domain';

import { csrfField, html, SafeHtml } from '../html';
import { SignedIn, signedInPage } from '../web-kit';

export interface TodayView {
  today: string;
  tomorrow: string;
  /** The signed-in member's tasks due today or tomorrow, not cancelled. */
  tasks: TaskView[];
  notice?: { kind: 'ok' | 'error'; text: string };
}

/** Due order: by day, then by the time it is due by (end of day last), then as listed. */
export function inDueOrder(tasks: TaskView[]): TaskView[] {
  return [...tasks].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || (a.dueBy ?? '24:00').localeCompare(b.dueBy ?? '24:00'));
}

function addressLine(address: Address): string {
  return [address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' '), address.country].filter(Boolean).join(', ');
}

const people = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Who comes next and when: the date and the party's size, never a name. */
function nextArrival(task: TaskView): SafeHtml {
  const next = task.nextArrival;
  if (!next) return html`<p class="muted" data-next-arrival="none">No arrival booked next.</p>`;
  const party = [people(next.adults, 'adult', 'adults'), next.children > 0 ? people(next.children, 'child', 'children') : ''].filter(Boolean).join(', ');
  const when = next.date === task.dueDate ? 'today' : next.date;
  return html`<p data-next-arrival="${next.date}">Next arrival <strong>${when === 'today' ? 'the same day' : when}</strong>: ${party}.</p>`;
}

function checklist(task: TaskView, csrfToken: string, editable: boolean): SafeHtml {
  if (task.checklist.length === 0) return html``;
  return html`<form class="checklist" method="post" action="/today/tasks/${task.id}/checklist" data-autosave>
${csrfField(csrfToken)}
<ul>${task.checklist.map(
    (item, index) =>
      html`<li><label class="tick"><input type="checkbox" name="done" value="${index}"${item.done ? html` checked` : ''}${editable ? '' : html` disabled`}> <span>${item.label}</span></label></li>`,
  )}</ul>
${editable ? html`<noscript><button class="secondary" type="submit">Save the checklist</button></noscript><p class="muted save-state" aria-live="polite"></p>` : ''}
</form>`;
}

function taskCard(task: TaskView, csrfToken: string): SafeHtml {
  const done = task.status === 'DONE';
  return html`<article class="card task${done ? html` is-done` : ''}" id="${task.id}" data-task="${task.id}" data-status="${task.status}">
<h3>${task.unit.name} <span class="muted">· ${task.title}</span></h3>
<p class="due">${task.dueBy ? html`Due by <strong>${task.dueBy}</strong>` : 'Due by the end of the day'}${task.sameDayTurnover ? html` <span class="badge">Same-day turnover</span>` : ''}</p>
<p class="muted">${task.property.name} · ${addressLine(task.property.address)}</p>
${nextArrival(task)}
${task.notes ? html`<p class="notes">${task.notes}</p>` : ''}
${checklist(task, csrfToken, !done)}
${
  done
    ? html`<p class="done">Done</p>`
    : html`<form method="post" action="/today/tasks/${task.id}/done">${csrfField(csrfToken)}<button class="big" type="submit">Done</button></form>`
}
</article>`;
}

function day(title: string, date: string, tasks: TaskView[], csrfToken: string): SafeHtml {
  const ofDay = tasks.filter((task) => task.dueDate === date);
  return html`<section class="day" data-day="${date}">
<h2>${title} <span class="muted">${date}</span></h2>
${ofDay.length === 0 ? html`<p class="muted">Nothing to do.</p>` : ofDay.map((task) => taskCard(task, csrfToken))}
</section>`;
}

/** A cleaner's phone: what to do today and tomorrow, in the order it is due. */
export function todayPage(signedIn: SignedIn, view: TodayView): string {
  const tasks = inDueOrder(view.tasks);
  const csrfToken = signedIn.state.csrfToken;
  return signedInPage(
    signedIn,
    { title: 'Today', notice: view.notice },
    html`<div class="today">
<h1>Your tasks</h1>
${day('Today', view.today, tasks, csrfToken)}
${day('Tomorrow', view.tomorrow, tasks, csrfToken)}
</div>`,
  );
}
