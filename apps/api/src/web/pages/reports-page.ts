import { CalendarNight, CurrencySummary, formatMinor, ReportSummary } from '@innkeep/domain';

import { html, SafeHtml } from '../html';
import { SignedIn, signedInPage } from '../web-kit';
import { BarItem, columnChart, heatmap, HeatmapRow, horizontalBars, trendChart } from './report-charts';

export interface CalendarUnits {
  units: { id: string; name: string; nights: CalendarNight[] }[];
}

export interface ReportsView {
  month: string;
  previous: string;
  next: string;
  /** The month's summary. */
  summary: ReportSummary;
  /** The twelve months up to this one, for the trends. */
  year: ReportSummary;
  calendar: CalendarUnits;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function figure(name: string, label: string, value: number, shown: string, currency: string): SafeHtml {
  return html`<div class="figure"><dt>${label}</dt><dd data-figure="${name}" data-currency="${currency}" data-value="${value}">${shown}</dd></div>`;
}

function currencySection(summary: CurrencySummary): SafeHtml {
  const { currency, totals } = summary;
  const money = (minor: number) => formatMinor(minor, currency);
  const channels: BarItem[] = summary.byChannel.map((row) => ({ key: row.source, label: row.source, value: row.revenueMinor, shown: money(row.revenueMinor) }));
  const properties: BarItem[] = summary.byProperty.map((row) => ({
    key: row.propertyId,
    label: row.propertyName,
    value: row.revenueMinor,
    shown: money(row.revenueMinor),
  }));
  return html`<section data-currency="${currency}">
<h2>${currency}</h2>
<dl class="figures">
${figure('revenueMinor', 'Revenue', totals.revenueMinor, money(totals.revenueMinor), currency)}
${figure('occupancy', 'Occupancy', totals.occupancy, percent(totals.occupancy), currency)}
${figure('adrMinor', 'ADR', totals.adrMinor, money(totals.adrMinor), currency)}
${figure('revparMinor', 'RevPAR', totals.revparMinor, money(totals.revparMinor), currency)}
${figure('nightsSold', 'Nights sold', totals.nightsSold, `${totals.nightsSold} of ${totals.nightsAvailable}`, currency)}
${figure('reservations', 'Reservations', totals.reservations, `${totals.reservations} (${totals.cancellations} cancelled)`, currency)}
</dl>
<h3>Revenue by channel</h3>
${horizontalBars(`revenue-by-channel-${currency}`, `Revenue by channel, ${currency}`, channels)}
<h3>Revenue by property</h3>
${horizontalBars(`revenue-by-property-${currency}`, `Revenue by property, ${currency}`, properties)}
</section>`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => MONTH_NAMES[Number(month.slice(5, 7)) - 1];

function trendsSection(year: ReportSummary): SafeHtml {
  const currency = year.currency;
  if (!currency) return html``;
  const money = (minor: number) => formatMinor(minor, currency);
  const point = (month: string, value: number): BarItem => ({ key: month, label: monthLabel(month), value, shown: money(value) });
  return html`<section>
<h2>Twelve months, ${currency}</h2>
<p class="muted">${year.from} to ${year.to}</p>
<h3>Revenue by month</h3>
${columnChart(
  'revenue-by-month',
  `Revenue by month, ${currency}`,
  year.byMonth.map((row) => point(row.month, row.revenueMinor)),
)}
<h3>ADR and RevPAR</h3>
${trendChart('adr-revpar-trend', `ADR and RevPAR by month, ${currency}`, [
  { name: 'ADR', colour: '#1565c0', points: year.byMonth.map((row) => point(row.month, row.adrMinor)) },
  { name: 'RevPAR', colour: '#ef6c00', points: year.byMonth.map((row) => point(row.month, row.revparMinor)) },
])}
</section>`;
}

/** A night's occupancy as the calendar counts it: rooms reserved over rooms not blocked; null when all are blocked. */
function nightOccupancy(night: CalendarNight): number | null {
  const open = night.physical - night.ownerBlocked - night.maintenanceBlocked;
  return open > 0 ? Math.min(night.reserved / open, 1) : null;
}

function heatmapSection(calendar: CalendarUnits): SafeHtml {
  const rows: HeatmapRow[] = calendar.units.map((unit) => ({
    key: unit.id,
    label: unit.name,
    cells: unit.nights.map((night) => {
      const occupancy = nightOccupancy(night);
      return {
        date: night.date,
        occupancy,
        shown: occupancy === null ? 'blocked' : `${night.reserved} of ${night.physical - night.ownerBlocked - night.maintenanceBlocked} rooms`,
      };
    }),
  }));
  return html`<section>
<h2>Occupancy by night</h2>
${rows.length ? heatmap('occupancy-heatmap', 'Occupancy by night and unit', rows) : html`<p class="muted">No units.</p>`}
<p class="muted legend-heat">Darker is fuller; grey nights are blocked.</p>
</section>`;
}

/** The Reports page: the month's figures and charts, the year's trends, the month's nights. */
export function reportsPage(signedIn: SignedIn, view: ReportsView): string {
  const { summary } = view;
  return signedInPage(
    signedIn,
    { title: 'Reports' },
    html`<h1>Reports, ${view.month}</h1>
<nav class="month-switch" aria-label="Month">
<a href="/reports?month=${view.previous}">← ${view.previous}</a>
<form method="get" action="/reports"><label class="inline" for="month">Month</label><input type="month" id="month" name="month" value="${view.month}"><button class="secondary" type="submit">Show</button></form>
<a href="/reports?month=${view.next}">${view.next} →</a>
</nav>
<p class="muted">Revenue is counted by night of stay, as in GET /reports/summary: a stay across the month’s edge counts only its nights inside.</p>
${summary.currencies.length ? summary.currencies.map(currencySection) : html`<section><p>No property and no stay in this month.</p></section>`}
${trendsSection(view.year)}
${heatmapSection(view.calendar)}`,
  );
}
