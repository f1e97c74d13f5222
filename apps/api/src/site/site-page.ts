import { addDays, AmountLine, nightsBetween, ReservationView, StayQuote } from '@innkeep/domain';

import { html, SafeHtml } from '../web/html';
import { renderMarkdown } from './markdown';
import { monthAfter, SitePageData } from './site-page.data';

/** Small, inline and cached by nobody: one request per page, well under 200 kB. */
const SITE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1c;background:#fafaf7}
a{color:#0b5394}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #e69500;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:2}
header.hero{background:#12343b;color:#fff;padding:32px max(16px,calc((100% - 1008px) / 2))}
header.hero h1{margin:0 0 4px;font-size:2rem}
header.hero p{margin:0;color:#e8f1f2}
main{max-width:1040px;margin:0 auto;padding:16px}
section{margin:24px 0}
h2{font-size:1.4rem;margin:0 0 12px}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:8px}
.photos img{width:100%;height:180px;object-fit:cover;border-radius:6px}
.units{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px;padding:0;list-style:none}
.units li{background:#fff;border:1px solid #d0d0c8;border-radius:8px;padding:12px}
.units li[aria-current=true]{border:2px solid #12343b}
.price{font-weight:600}
.layout{display:grid;gap:24px}
@media(min-width:860px){.layout{grid-template-columns:3fr 2fr}}
table.cal{border-collapse:collapse;width:100%;table-layout:fixed;background:#fff}
table.cal caption{font-weight:600;padding:8px 0}
table.cal th{font-size:.8rem;padding:4px;color:#444}
table.cal td{border:1px solid #e0e0d8;height:58px;padding:0;vertical-align:top;font-size:.85rem}
table.cal td a,table.cal td span{display:block;height:100%;padding:4px;text-decoration:none}
td.free a{color:#0b3d2e;background:#e6f4ea}
td.free a:hover{background:#c8e8d2}
td.full span,td.closed span{color:#5c5c5c;background:repeating-linear-gradient(45deg,#f0f0ec,#f0f0ec 6px,#e4e4de 6px,#e4e4de 12px);text-decoration:line-through}
td.past span{color:#767676}
td.picked a,td.picked span{background:#12343b;color:#fff}
td.inside a,td.inside span{background:#bcd7dc;color:#0c2328}
.cal small{display:block}
.nav{display:flex;justify-content:space-between;margin:8px 0}
.legend{font-size:.85rem;color:#444}
.card{background:#fff;border:1px solid #d0d0c8;border-radius:8px;padding:16px}
.quote td{padding:2px 0}.quote td:last-child{text-align:right}
.quote .included td{color:#555;font-size:.9em}
.quote .total td{border-top:1px solid #999;font-weight:700;padding-top:6px}
.notice{padding:12px;border-radius:6px;margin:12px 0}
.notice.error{background:#fdecea;color:#611a15;border:1px solid #f5c2bd}
.notice.ok{background:#e6f4ea;color:#0b3d2e;border:1px solid #b7dfc2}
label{display:block;font-weight:600;margin-top:10px}
input,select,textarea{font:inherit;width:100%;padding:8px;border:1px solid #767676;border-radius:4px;background:#fff;color:#1c1c1c}
.row{display:grid;grid-template-columns:1fr 1fr;gap:8px}
button{font:inherit;margin-top:14px;padding:10px 18px;border:0;border-radius:6px;background:#12343b;color:#fff;cursor:pointer}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.post{border-top:1px solid #ddd;padding-top:12px}
.post time{color:#555;font-size:.9rem}
footer{color:#555;font-size:.85rem;text-align:center;padding:24px}
`;

const formats = new Map<string, Intl.NumberFormat>();

/** 12345 EUR → €123.45: the visitor reads prices in major units with the currency's sign. */
export function money(minor: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(minor / 100);
}

const longDate = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function readableDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

function readableMonth(month: string): string {
  return monthName.format(new Date(`${month}-01T00:00:00Z`));
}

export function layout(title: string, body: SafeHtml, description = '', refreshSeconds?: number): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${description ? html`<meta name="description" content="${description}">` : ''}${refreshSeconds ? html`<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<style>${new SafeHtml(SITE_CSS)}</style></head>
<body><a class="skip" href="#book">Skip to booking</a>${body}<footer>Direct booking powered by Innkeep</footer></body></html>`.toString();
}

export interface PageMessage {
  kind: 'error' | 'ok';
  text: string;
}

/** Who is coming, as the stay's sentence says it: `2 guests`, or `2 adults, 1 child` with children, as the Today page says it. */
function partyOf(data: Pick<SitePageData, 'adults' | 'children'>): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (data.children === 0) return count(data.adults, 'guest', 'guests');
  return `${count(data.adults, 'adult', 'adults')}, ${count(data.children, 'child', 'children')}`;
}

/** The page's own address with some query fields changed: links keep the visitor's other choices. */
function link(data: SitePageData, changes: Record<string, string | number | null>): string {
  const query = new URLSearchParams();
  const fields: Record<string, string | number | null> = {
    unit: data.unit?.id ?? null,
    month: data.month,
    arrival: data.arrival,
    departure: data.departure,
    adults: data.adults > 1 ? data.adults : null,
    children: data.children > 0 ? data.children : null,
    ...changes,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `/sites/${data.site.slug}${text ? `?${text}` : ''}#calendar`;
}

function calendar(data: SitePageData): SafeHtml {
  if (!data.unit) return html`<p>Nothing to book here yet.</p>`;
  const { arrival, departure } = data;
  const choosingDeparture = arrival !== null && departure === null;
  const previous = data.month > data.firstMonth ? monthAfter(data.month, -1) : null;
  const next = data.month < data.lastMonth ? monthAfter(data.month, 1) : null;
  const currency = data.property.currency;
  const cell = (day: SitePageData['weeks'][number][number]) => {
    if (!day) return html`<td></td>`;
    const number = Number(day.date.slice(8));
    const picked = day.date === arrival || day.date === departure;
    const inside = arrival !== null && departure !== null && day.date > arrival && day.date < departure;
    const classes = [day.state, picked ? 'picked' : '', inside ? 'inside' : ''].filter(Boolean).join(' ');
    // Choosing a departure, any later day can end the stay, even a booked one (guests leave that morning).
    const asDeparture = choosingDeparture && day.date > arrival && day.state !== 'past';
    if (day.state === 'free' || asDeparture) {
      const label = asDeparture
        ? `Leave on ${readableDate(day.date)}`
        : `Arrive on ${readableDate(day.date)}${day.priceMinor !== null ? `, ${money(day.priceMinor, currency)} a night` : ''}`;
      const href = asDeparture ? link(data, { departure: day.date, month: data.month }) : link(data, { arrival: day.date, departure: null, month: data.month });
      return html`<td class="${classes}"><a href="${href}" aria-label="${label}" data-date="${day.date}"${picked ? html` aria-current="date"` : ''}>${number}${day.priceMinor !== null ? html`<small>${money(day.priceMinor, currency)}</small>` : ''}</a></td>`;
    }
    const why = day.state === 'past' ? 'past' : day.state === 'full' ? 'booked' : 'not for sale';
    return html`<td class="${classes}"><span aria-label="${readableDate(day.date)}: ${why}" data-date="${day.date}">${number}</span></td>`;
  };
  return html`<div class="nav">
  ${previous ? html`<a href="${link(data, { month: previous })}" rel="nofollow">← ${readableMonth(previous)}</a>` : html`<span></span>`}
  ${next ? html`<a href="${link(data, { month: next })}" rel="nofollow">${readableMonth(next)} →</a>` : html`<span></span>`}
</div>
<table class="cal"><caption>${data.unit.name}: availability in ${readableMonth(data.month)}</caption>
<thead><tr>${['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => html`<th scope="col">${day}</th>`)}</tr></thead>
<tbody>${data.weeks.map((week) => html`<tr>${week.map(cell)}</tr>`)}</tbody></table>
<p class="legend">${choosingDeparture ? `Arriving ${readableDate(arrival)}: now pick the day you leave.` : 'Pick the day you arrive, then the day you leave. Prices are per night.'}</p>`;
}

/** The price of the stay, as the dry run of its booking answered it: its nights, then every other line. */
function quoteTable(quote: StayQuote): SafeHtml {
  const { currency } = quote;
  const nights = quote.nights;
  const others = quote.lines.filter((line) => line.kind !== 'NIGHT');
  const amount = (minor: number) => (minor < 0 ? `−${money(-minor, currency)}` : money(minor, currency));
  return html`<table class="quote" aria-label="Price of your stay"><tbody>
${nights.map((night) => html`<tr><td>${readableDate(night.date)}</td><td>${money(night.priceMinor, currency)}</td></tr>`)}
<tr><td>${nights.length} ${nights.length === 1 ? 'night' : 'nights'}</td><td>${money(quote.accommodationMinor, currency)}</td></tr>
${others.map((line) => (line.inclusive ? html`<tr class="included"><td>Includes ${line.label}</td><td>${money(line.amountMinor, currency)}</td></tr>` : html`<tr><td>${siteLabel(line)}</td><td>${amount(line.amountMinor)}</td></tr>`))}
<tr class="total"><td>Total</td><td>${money(quote.totalMinor, currency)}</td></tr>
</tbody></table>`;
}

/** A line as a guest reads it; the unit's own fees have the names guests know. */
function siteLabel(line: AmountLine): string {
  if (line.code === 'CLEANING' && line.kind === 'FEE') return 'Cleaning fee';
  if (line.code === 'EXTRA_GUEST' && line.kind === 'FEE') return 'Extra guests';
  if (line.kind === 'DISCOUNT') return line.code === 'MONTHLY_DISCOUNT' ? 'Monthly discount' : 'Weekly discount';
  return line.label;
}

export interface BookingFormState {
  token: string;
  formId: string;
  values?: Record<string, string>;
  /** The host takes the deposit online: the form goes on to Stripe's payment page. */
  paysOnline?: boolean;
}

function bookingSection(data: SitePageData, form: BookingFormState, message?: PageMessage): SafeHtml {
  const { arrival, departure, quote, unit } = data;
  const values = form.values ?? {};
  const instant = data.property.bookingSettings.instantBooking;
  const header = html`<h2 id="book">Book ${unit ? unit.name : ''} direct</h2>${message ? html`<div class="notice ${message.kind}" role="${message.kind === 'error' ? 'alert' : 'status'}">${message.text}</div>` : ''}`;
  const dates = html`<form method="get" action="/sites/${data.site.slug}#book" class="dates">
<input type="hidden" name="unit" value="${unit?.id ?? ''}">
<div class="row"><div><label for="arrival">Arrival</label><input id="arrival" name="arrival" type="date" min="${data.today}" value="${arrival ?? ''}" required></div>
<div><label for="departure">Departure</label><input id="departure" name="departure" type="date" min="${addDays(data.today, 1)}" value="${departure ?? ''}" required></div></div>
<div class="row"><div><label for="adults">Adults</label><input id="adults" name="adults" type="number" min="1" max="${unit?.maxOccupancy ?? 50}" value="${data.adults}"></div>
<div><label for="children">Children</label><input id="children" name="children" type="number" min="0" max="${unit?.maxOccupancy ?? 50}" value="${data.children}"></div></div>
<button type="submit">See the price</button></form>`;
  if (!unit || !arrival || !departure || !quote) return html`<div class="card">${header}${dates}</div>`;
  const stay = html`<p><strong>${readableDate(arrival)}</strong> to <strong>${readableDate(departure)}</strong>, ${nightsBetween(arrival, departure)} nights, ${partyOf(data)}.</p>`;
  if (!quote.bookable) {
    const why = quote.aboutTheStay ? 'These dates cannot be booked:' : 'The price could not be worked out just now:';
    return html`<div class="card">${header}${stay}<div class="notice error" role="alert"><p>${why}</p><ul>${quote.sentences.map((sentence) => html`<li>${sentence}</li>`)}</ul></div>${dates}</div>`;
  }
  return html`<div class="card">${header}${stay}${quoteTable(quote.quote)}
<form method="post" action="/sites/${data.site.slug}/book" class="booking">
<input type="hidden" name="csrf" value="${form.token}"><input type="hidden" name="formId" value="${form.formId}">
<input type="hidden" name="unitId" value="${unit.id}"><input type="hidden" name="arrivalDate" value="${arrival}">
<input type="hidden" name="departureDate" value="${departure}"><input type="hidden" name="adults" value="${data.adults}"><input type="hidden" name="children" value="${data.children}">
<div class="hp" aria-hidden="true"><label for="website">Leave this field empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<div class="row"><div><label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" required maxlength="100" value="${values.firstName ?? ''}"></div>
<div><label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" required maxlength="100" value="${values.lastName ?? ''}"></div></div>
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${values.email ?? ''}">
<label for="phone">Phone (optional)</label><input id="phone" name="phone" type="tel" autocomplete="tel" maxlength="40" value="${values.phone ?? ''}">
<label for="notes">Message to the host (optional)</label><textarea id="notes" name="notes" rows="3" maxlength="1000">${values.notes ?? ''}</textarea>
<button type="submit">${form.paysOnline ? 'Book and pay the deposit' : instant ? 'Book now' : 'Request to book'} · ${money(quote.quote.totalMinor, quote.quote.currency)}</button>
<p class="legend">${instant ? 'Your booking is confirmed at once.' : 'The host confirms your request, usually within a day.'} Check-in from ${data.property.checkInTime}, check-out by ${data.property.checkOutTime}.</p>
</form></div>`;
}

export function renderSitePage(data: SitePageData, form: BookingFormState, message?: PageMessage): string {
  const { content, slug } = data.site;
  const currency = data.property.currency;
  const paragraphs = content.description.split(/\n\s*\n/).filter((part) => part.trim());
  const body = html`<header class="hero"><h1>${content.title}</h1>${content.tagline ? html`<p>${content.tagline}</p>` : ''}</header>
<main>
${content.photos.length ? html`<section aria-label="Photos"><div class="photos">${content.photos.map((photo, index) => html`<img src="${photo}" alt="${content.title}, photo ${index + 1}" loading="${index < 2 ? 'eager' : 'lazy'}" width="440" height="360">`)}</div></section>` : ''}
${paragraphs.length || content.highlights.length ? html`<section aria-labelledby="about"><h2 id="about">About</h2>${paragraphs.map((part) => html`<p>${part}</p>`)}${content.highlights.length ? html`<ul>${content.highlights.map((item) => html`<li>${item}</li>`)}</ul>` : ''}</section>` : ''}
<section aria-labelledby="stay"><h2 id="stay">Where you can stay</h2><ul class="units">${data.units.map(
    ({ unit, fromPriceMinor }) => html`<li${unit.id === data.unit?.id ? html` aria-current="true"` : ''}><h3>${unit.name}</h3>
${unit.maxOccupancy ? html`<p>Sleeps ${unit.maxOccupancy}</p>` : ''}
<p>${fromPriceMinor !== null ? html`From <span class="price">${money(fromPriceMinor, currency)}</span> a night` : 'Price on request'}</p>
<a href="/sites/${slug}?unit=${unit.id}#calendar">See availability<span class="skip"> of ${unit.name}</span></a></li>`,
  )}</ul></section>
<div class="layout"><section id="calendar" aria-labelledby="availability"><h2 id="availability">Availability</h2>${calendar(data)}</section>
<section aria-label="Booking">${bookingSection(data, form, message)}</section></div>
${content.houseRules.length ? html`<section aria-labelledby="rules"><h2 id="rules">House rules</h2><ul>${content.houseRules.map((rule) => html`<li>${rule}</li>`)}</ul></section>` : ''}
${data.posts.length ? html`<section aria-labelledby="news"><h2 id="news">News</h2>${data.posts.map((post) => html`<article class="post"><h3>${post.title}</h3><time datetime="${post.createdAt}">${readableDate(post.createdAt.slice(0, 10))}</time>${renderMarkdown(post.body)}</article>`)}</section>` : ''}
</main>`;
  return layout(content.title, body, content.tagline);
}

export function renderBooked(data: { title: string; slug: string; reservation: ReservationView; instant: boolean }): string {
  const { reservation } = data;
  const confirmed = reservation.status === 'CONFIRMED';
  const body = html`<header class="hero"><h1>${data.title}</h1></header><main><div class="card" role="status">
<h2>${confirmed ? 'Your booking is confirmed' : 'Your booking request is sent'}</h2>
<p>${confirmed ? 'Thank you! We look forward to welcoming you.' : 'Thank you! The host confirms it shortly; the nights are held for you meanwhile.'}</p>
<p>Reference <strong>${reservation.id}</strong>: ${reservation.unit.name}, ${readableDate(reservation.arrivalDate)} to ${readableDate(reservation.departureDate)}
(${reservation.nights} ${reservation.nights === 1 ? 'night' : 'nights'}), total ${money(reservation.totalAmountMinor, reservation.currency)}.</p>
<p><a href="/sites/${data.slug}">Back to ${data.title}</a></p></div></main>`;
  return layout(confirmed ? 'Booking confirmed' : 'Booking requested', body);
}

export function renderNotFound(): string {
  return layout('Not found', html`<main><h1>This site does not exist</h1><p>The address may be mistyped, or the site is not published.</p></main>`);
}

export function renderRefusedPost(title: string, slug: string, text: string): string {
  return layout(title, html`<main><div class="notice error" role="alert">${text}</div><p><a href="/sites/${slug}">Back to ${title}</a></p></main>`);
}
