import { randomUUID } from 'node:crypto';

import { formatMinor, PropertyDetail, PropertySummary, RatePlanView, UnitView } from '@innkeep/domain';

import { csrfField, html, SafeHtml } from '../html';
import { Form, SignedIn, signedInPage } from '../web-kit';

type Notice = { kind: 'ok' | 'error'; text: string } | undefined;

/** The values a form shows: what was just submitted (after a refusal), else the record's own. */
type Values = Record<string, string>;

const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/** A fresh key per rendered create form: submitting it twice (a double click, a reload) creates one record. */
const idempotencyField = () => html`<input type="hidden" name="_idempotency" value="${randomUUID()}">`;

function submitted(form: Form | undefined): Values {
  const values: Values = {};
  for (const [name, value] of Object.entries(form ?? {})) values[name] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  return values;
}

function input(id: string, label: string, name: string, value: string | undefined, attributes: SafeHtml | string = ''): SafeHtml {
  return html`<label for="${id}">${label}</label><input id="${id}" name="${name}" type="text" value="${value ?? ''}"${attributes ? html` ${attributes}` : ''}>`;
}

function propertyFields(prefix: string, values: Values): SafeHtml {
  return html`${input(`${prefix}-name`, 'Name', 'name', values.name, html`required maxlength="200"`)}
<div class="row">
<div>${input(`${prefix}-city`, 'City', 'city', values.city, html`maxlength="100"`)}</div>
<div>${input(`${prefix}-country`, 'Country (two letters, PT)', 'country', values.country, html`maxlength="2" pattern="[A-Za-z]{2}"`)}</div>
</div>
<div class="row">
<div>${input(`${prefix}-currency`, 'Currency', 'currency', values.currency ?? 'EUR', html`required maxlength="3" pattern="[A-Za-z]{3}"`)}</div>
<div>${input(`${prefix}-timezone`, 'Time zone', 'timezone', values.timezone, html`required list="time-zones"`)}</div>
</div>
<div class="row">
<div>${input(`${prefix}-check-in`, 'Check-in from (HH:MM)', 'checkInTime', values.checkInTime ?? '15:00', html`pattern="[0-2][0-9]:[0-5][0-9]"`)}</div>
<div>${input(`${prefix}-check-out`, 'Check-out by (HH:MM)', 'checkOutTime', values.checkOutTime ?? '11:00', html`pattern="[0-2][0-9]:[0-5][0-9]"`)}</div>
</div>
<datalist id="time-zones">${TIME_ZONES.map((zone) => html`<option value="${zone}">`)}</datalist>`;
}

export interface PropertiesPageData {
  properties: PropertySummary[];
  includeArchived: boolean;
  /** The default time zone of a new property: the workspace's. */
  timezone: string;
  /** What was submitted, shown again after a refusal. */
  form?: Form;
}

export function propertiesPage(signedIn: SignedIn, data: PropertiesPageData, notice?: Notice): string {
  const values = data.form ? submitted(data.form) : { timezone: data.timezone };
  return signedInPage(
    signedIn,
    { title: 'Properties', notice },
    html`<h1>Properties</h1>
<section>
${
  data.properties.length === 0
    ? html`<p>No property yet. Add your first one below, then its units.</p>`
    : html`<table id="properties">
<tr><th>Property</th><th>City</th><th>Currency</th><th>Time zone</th><th>Units</th><th>Status</th></tr>
${data.properties.map(
  (property) => html`<tr data-property-id="${property.id}"><td><a href="/properties/${property.id}">${property.name}</a></td><td>${property.city ?? ''}</td>
<td>${property.currency}</td><td>${property.timezone}</td><td>${property.unitCount}</td><td>${property.status.toLowerCase()}</td></tr>`,
)}
</table>`
}
<p class="muted">${
      data.includeArchived
        ? html`Archived properties are shown. <a href="/properties">Hide them</a>`
        : html`<a href="/properties?includeArchived=true">Show archived properties</a>`
    }</p>
</section>
<section>
<h2>Add a property</h2>
<form method="post" action="/properties">
${csrfField(signedIn.state.csrfToken)}${idempotencyField()}
${propertyFields('new-property', values)}
<div class="actions"><button type="submit">Create property</button></div>
</form>
</section>`,
  );
}

export interface PropertyPageData {
  property: PropertyDetail;
  form?: Form;
  /** Which form `form` belongs to. */
  formName?: 'property' | 'unit';
}

export function propertyPage(signedIn: SignedIn, data: PropertyPageData, notice?: Notice): string {
  const { property } = data;
  const { csrfToken } = signedIn.state;
  const archived = property.status === 'ARCHIVED';
  const own: Values = {
    name: property.name,
    city: property.address.city ?? '',
    country: property.address.country ?? '',
    currency: property.currency,
    timezone: property.timezone,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
  };
  const propertyValues = data.formName === 'property' ? submitted(data.form) : own;
  const unitValues = data.formName === 'unit' ? submitted(data.form) : { countOfRooms: '1' };
  const plans = (unit: UnitView) => unit.ratePlans.map((plan) => `${plan.title} ${formatMinor(plan.basePriceMinor, plan.currency)}`).join(', ');
  return signedInPage(
    signedIn,
    { title: property.name, notice },
    html`<p class="muted"><a href="/properties">Properties</a> ›</p>
<h1>${property.name}${archived ? html` <span class="muted">(archived)</span>` : ''}</h1>
<section>
<h2>Units</h2>
${
  property.units.length === 0
    ? html`<p>No unit yet: add the rooms or apartments you rent out below.</p>`
    : html`<table id="units">
<tr><th>Unit</th><th>Rooms</th><th>Sleeps</th><th>Rate plans</th><th>Status</th></tr>
${property.units.map(
  (unit) => html`<tr data-unit-id="${unit.id}"><td><a href="/properties/${property.id}/units/${unit.id}">${unit.name}</a></td><td>${unit.countOfRooms}</td>
<td>${unit.maxOccupancy ?? ''}</td><td>${plans(unit)}</td><td>${unit.archivedAt ? 'archived' : 'in use'}</td></tr>`,
)}
</table>`
}
${
  archived
    ? ''
    : html`<h3>Add a unit</h3>
<form method="post" action="/units">
${csrfField(csrfToken)}${idempotencyField()}<input type="hidden" name="propertyId" value="${property.id}">
${input('new-unit-name', 'Unit name', 'name', unitValues.name, html`required maxlength="200"`)}
<div class="row">
<div>${input('new-unit-rooms', 'Rooms', 'countOfRooms', unitValues.countOfRooms, html`required inputmode="numeric" pattern="[0-9]+"`)}</div>
<div>${input('new-unit-price', `Base price per night (${property.currency})`, 'basePrice', unitValues.basePrice, html`required inputmode="decimal" placeholder="120.00"`)}</div>
<div>${input('new-unit-occupancy', 'Sleeps (guests)', 'maxOccupancy', unitValues.maxOccupancy, html`inputmode="numeric" pattern="[0-9]*"`)}</div>
</div>
<p class="muted">The unit gets a default rate plan, “Standard”, at its base price.</p>
<div class="actions"><button type="submit">Create unit</button></div>
</form>`
}
</section>
<section>
<h2>Fees and taxes</h2>
<p>Cleaning and extra-guest fees are set per unit; the property’s own fees and its taxes are added to every quote: <a href="/properties/${property.id}/fees-and-taxes">fees and taxes</a>.</p>
</section>
<section>
<h2>Details</h2>
<form method="post" action="/properties/${property.id}">
${csrfField(csrfToken)}
${propertyFields('property', propertyValues)}
<label for="property-status">Status</label><select id="property-status" name="status">${(['ACTIVE', 'INACTIVE'] as const).map(
      (status) => html`<option value="${status}"${property.status === status ? html` selected` : ''}>${status === 'ACTIVE' ? 'Active' : 'Inactive'}</option>`,
    )}</select>
<div class="actions"><button type="submit">Save changes</button></div>
</form>
</section>
<section>
<h2>${archived ? 'Archived' : 'Archive'}</h2>
${
  archived
    ? html`<p>This property is archived: it is hidden from lists, and its history is kept. Saving its details with a status brings it back into use.</p>`
    : html`<p>Archiving hides the property and its units from lists and takes no new reservations; its reservations and history stay.</p>
<form method="post" action="/properties/${property.id}/archive">${csrfField(csrfToken)}<button class="danger" type="submit">Archive ${property.name}</button></form>`
}
</section>`,
  );
}

export interface UnitPageData {
  property: PropertyDetail;
  unit: UnitView;
  form?: Form;
  /** Which form `form` belongs to: the unit's, a new plan's, or a plan's id. */
  formName?: string;
}

function planRow(csrfToken: string, propertyId: string, plan: RatePlanView, values: Values): SafeHtml {
  return html`<tr data-rate-plan-id="${plan.id}"><td><form class="inline-row" method="post" action="/rate-plans/${plan.id}">${csrfField(csrfToken)}
<input type="hidden" name="propertyId" value="${propertyId}"><input type="hidden" name="unitId" value="${plan.unitId}">
<input type="text" name="title" value="${values.title}" aria-label="Title of ${plan.title}" required maxlength="100">
<input type="text" name="basePrice" value="${values.basePrice}" aria-label="Base price of ${plan.title}" inputmode="decimal" required>
<label class="inline"><input type="checkbox" name="isDefault" value="true"${plan.isDefault ? html` checked disabled` : ''}> default</label>
<button class="secondary" type="submit">Save ${plan.title}</button></form></td></tr>`;
}

export function unitPage(signedIn: SignedIn, data: UnitPageData, notice?: Notice): string {
  const { property, unit } = data;
  const { csrfToken } = signedIn.state;
  const archived = unit.archivedAt !== null;
  const unitValues: Values =
    data.formName === 'unit'
      ? submitted(data.form)
      : { name: unit.name, countOfRooms: String(unit.countOfRooms), maxOccupancy: unit.maxOccupancy === null ? '' : String(unit.maxOccupancy) };
  const newPlanValues = data.formName === 'rate-plan' ? submitted(data.form) : {};
  return signedInPage(
    signedIn,
    { title: unit.name, notice },
    html`<p class="muted"><a href="/properties">Properties</a> › <a href="/properties/${property.id}">${property.name}</a> ›</p>
<h1>${unit.name}${archived ? html` <span class="muted">(archived)</span>` : ''}</h1>
<section>
<h2>Rate plans</h2>
<table id="rate-plans">
<tr><th>Title, base price per night (${property.currency}), default</th></tr>
${unit.ratePlans.map((plan) =>
  planRow(csrfToken, property.id, plan, data.formName === plan.id ? submitted(data.form) : { title: plan.title, basePrice: formatMinor(plan.basePriceMinor) }),
)}
</table>
${
  archived
    ? ''
    : html`<h3>Add a rate plan</h3>
<form method="post" action="/rate-plans">
${csrfField(csrfToken)}${idempotencyField()}<input type="hidden" name="unitId" value="${unit.id}"><input type="hidden" name="propertyId" value="${property.id}">
<div class="row">
<div>${input('new-plan-title', 'Rate plan title', 'title', newPlanValues.title, html`required maxlength="100" placeholder="Non-refundable"`)}</div>
<div>${input('new-plan-price', `Plan base price (${property.currency})`, 'basePrice', newPlanValues.basePrice, html`required inputmode="decimal" placeholder="99.00"`)}</div>
</div>
<label class="inline"><input type="checkbox" name="isDefault" value="true"> Make it the default plan</label>
<div class="actions"><button type="submit">Create rate plan</button></div>
</form>`
}
</section>
<section>
<h2>Details</h2>
<form method="post" action="/units/${unit.id}">
${csrfField(csrfToken)}<input type="hidden" name="propertyId" value="${property.id}">
${input('unit-name', 'Unit name', 'name', unitValues.name, html`required maxlength="200"`)}
<div class="row">
<div>${input('unit-rooms', 'Rooms', 'countOfRooms', unitValues.countOfRooms, html`required inputmode="numeric" pattern="[0-9]+"`)}</div>
<div>${input('unit-occupancy', 'Sleeps (guests)', 'maxOccupancy', unitValues.maxOccupancy, html`inputmode="numeric" pattern="[0-9]*"`)}</div>
</div>
<p class="muted">A new room count applies from tonight on; it cannot go below the rooms reservations and blocks already hold.</p>
<div class="actions"><button type="submit">Save changes</button></div>
</form>
</section>
${
  archived
    ? ''
    : html`<section><h2>Archive</h2>
<p>Archiving hides the unit from lists and the calendar and takes no new reservations; its reservations and history stay.</p>
<form method="post" action="/units/${unit.id}/archive">${csrfField(csrfToken)}<input type="hidden" name="propertyId" value="${property.id}"><button class="danger" type="submit">Archive ${unit.name}</button></form>
</section>`
}`,
  );
}
