import { addDays, BlockView, Calendar, CalendarNight, ReservationView, UnitView, weekdayOf } from '@innkeep/domain';

import { html, SafeHtml } from '../html';
import { shiftMonth } from '../months';
import { SignedIn, signedInPage } from '../web-kit';

export interface CalendarPageData {
  /** `YYYY-MM`. */
  month: string;
  calendar: Calendar;
  /** The units shown, for their property's name. */
  units: UnitView[];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

const guestName = (reservation: ReservationView) => `${reservation.guest.firstName} ${reservation.guest.lastName}`.trim();
const statusText = (status: string) => status.toLowerCase().replace('_', ' ');

function nightCell(unitName: string, night: CalendarNight, stays: ReservationView[], blocks: BlockView[], first: boolean, rangeStart: string): SafeHtml {
  const what = [
    `${night.sellable} of ${night.physical} ${night.physical === 1 ? 'room' : 'rooms'} sellable`,
    ...stays.map((stay) => `${guestName(stay)} (${statusText(stay.status)}, ${stay.source.toLowerCase()})`),
    ...blocks.map((block) => `${block.type === 'OWNER' ? 'owner use' : 'maintenance'}${block.note ? `: ${block.note}` : ''}`),
    ...(night.cleaningPending ? ['cleaning not done'] : []),
  ].join('; ');
  const weekend = ['FRI', 'SAT'].includes(weekdayOf(night.date));
  return html`<td role="gridcell" tabindex="${first ? '0' : '-1'}" data-date="${night.date}" class="${night.sellable === 0 ? 'full' : 'open'}${weekend ? ' weekend' : ''}" aria-label="${unitName}, ${night.date}: ${what}">
<span class="sellable" aria-hidden="true">${night.sellable}</span>${stays.map(
    (stay) =>
      html`<span class="stay ${stay.status.toLowerCase()}" aria-hidden="true" title="${guestName(stay)}, ${stay.arrivalDate} to ${stay.departureDate}">${stay.arrivalDate === night.date || night.date === rangeStart ? guestName(stay) : ''}</span>`,
  )}${blocks.map((block) => html`<span class="block ${block.type.toLowerCase()}" aria-hidden="true" title="${block.note ?? ''}">${block.type === 'OWNER' ? 'Owner' : 'Maint.'}</span>`)}${
    night.cleaningPending
      ? html`<a class="cleaning" data-cleaning-pending href="/tasks?from=${night.date}" title="The cleaning due this day is not done" aria-hidden="true" tabindex="-1">To clean</a>`
      : ''
  }
</td>`;
}

export function calendarPage(signedIn: SignedIn, data: CalendarPageData): string {
  const { calendar, month } = data;
  const dates: string[] = [];
  for (let date = calendar.from; date <= calendar.to; date = addDays(date, 1)) dates.push(date);
  const propertyOf = new Map(data.units.map((unit) => [unit.id, unit.propertyName]));
  const staysOn = (unitId: string, date: string) =>
    calendar.reservations.filter((stay) => stay.unitId === unitId && stay.status !== 'CANCELLED' && stay.arrivalDate <= date && date < stay.departureDate);
  const blocksOn = (unitId: string, date: string) => calendar.blocks.filter((block) => block.unitId === unitId && block.from <= date && date <= block.to);
  let lastProperty: string | undefined;
  return signedInPage(
    signedIn,
    { title: `Calendar, ${monthTitle(month)}`, wide: true },
    html`<h1>Calendar</h1>
<nav class="month-nav" aria-label="Months">
<a href="/calendar?month=${shiftMonth(month, -1)}" rel="prev" data-key="PageUp">‹ ${monthTitle(shiftMonth(month, -1))}</a>
<strong>${monthTitle(month)}</strong>
<a href="/calendar?month=${shiftMonth(month, 1)}" rel="next" data-key="PageDown">${monthTitle(shiftMonth(month, 1))} ›</a>
<form method="get" action="/calendar"><label class="inline" for="calendar-month">Go to</label><input id="calendar-month" name="month" type="month" value="${month}"><button class="secondary" type="submit">Show</button></form>
</nav>
${
  calendar.units.length === 0
    ? html`<section><p>No unit to show yet. <a href="/properties">Add a property and its units</a> first.</p></section>`
    : html`<p class="muted" id="calendar-help">Each night shows the rooms still sellable, the guests staying and the blocks. Arrow keys move between nights and units, Home and End to the month’s ends, Page Up and Page Down to the months before and after.</p>
<div class="calendar-scroll">
<table id="calendar" class="calendar" role="grid" aria-labelledby="calendar-caption" aria-describedby="calendar-help">
<caption id="calendar-caption">Sellable rooms, reservations and blocks, ${monthTitle(month)}</caption>
<thead><tr role="row"><th scope="col">Unit</th>${dates.map((date) => html`<th scope="col" role="columnheader" abbr="${date}"><span>${weekdayOf(date).slice(0, 2)}</span> ${Number(date.slice(8))}</th>`)}</tr></thead>
<tbody>
${calendar.units.map((unit, row) => {
  const property = propertyOf.get(unit.id);
  const heading =
    property !== undefined && property !== lastProperty
      ? html`<tr class="property-row"><th scope="rowgroup" colspan="${dates.length + 1}">${property}</th></tr>`
      : '';
  lastProperty = property;
  return html`${heading}<tr role="row" data-unit-id="${unit.id}"><th scope="row" role="rowheader">${unit.name}</th>${unit.nights.map((night, column) =>
    nightCell(unit.name, night, staysOn(unit.id, night.date), blocksOn(unit.id, night.date), row === 0 && column === 0, calendar.from),
  )}</tr>`;
})}
</tbody>
</table>
</div>
<p class="legend muted"><span class="stay confirmed">Confirmed</span> <span class="stay provisional">Provisional</span> <span class="stay checked_in">Checked in</span> <span class="stay checked_out">Checked out</span> <span class="block owner">Owner use</span> <span class="block maintenance">Maintenance</span> <span class="cleaning">To clean</span></p>`
}`,
  );
}
