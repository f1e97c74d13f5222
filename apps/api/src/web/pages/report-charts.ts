import { html, SafeHtml } from '../html';

/**
 * Charts drawn on the server as SVG: no script, no chart library, no CDN. Only presentation
 * attributes are used (the pages' CSP forbids inline styles). Each mark carries its figure in
 * `data-key`/`data-value` and a <title>, so that a reader (or a test) can check it against the API.
 */

export interface BarItem {
  key: string;
  label: string;
  /** The figure as the API gives it (minor units). */
  value: number;
  /** The figure as shown (major units with the currency). */
  shown: string;
}

const FONT = 'system-ui, -apple-system, Segoe UI, sans-serif';
const INK = '#1d2330';
const MUTED = '#5b6475';
const BLUE = '#1565c0';

/** Horizontal bars, one row each: label above, bar and figure below, so it stays readable on a phone. */
export function horizontalBars(name: string, caption: string, items: BarItem[]): SafeHtml {
  if (items.length === 0) return html`<p class="muted">Nothing in this period.</p>`;
  const width = 360;
  const row = 40;
  const max = Math.max(...items.map((item) => item.value), 1);
  const barSpace = 250;
  return html`<svg class="chart" role="img" aria-label="${caption}" viewBox="0 0 ${width} ${items.length * row + 4}" width="100%" font-family="${FONT}" data-chart="${name}">
<title>${caption}</title>
${items.map((item, index) => {
  const y = index * row;
  const length = Math.max(item.value > 0 ? 2 : 0, Math.round((Math.max(item.value, 0) / max) * barSpace));
  return html`<g data-key="${item.key}" data-value="${item.value}"><title>${item.label}: ${item.shown}</title>
<text x="0" y="${y + 13}" font-size="13" fill="${INK}">${item.label}</text>
<rect x="0" y="${y + 18}" width="${length}" height="16" rx="2" fill="${BLUE}"></rect>
<text x="${length + 6}" y="${y + 31}" font-size="13" fill="${INK}">${item.shown}</text></g>`;
})}
</svg>`;
}

/** Vertical bars over time (months), with the figure on top of each bar. */
export function columnChart(name: string, caption: string, items: BarItem[]): SafeHtml {
  const width = 360;
  const height = 190;
  const top = 22;
  const base = height - 22;
  const max = Math.max(...items.map((item) => item.value), 1);
  const slot = width / Math.max(items.length, 1);
  return html`<svg class="chart" role="img" aria-label="${caption}" viewBox="0 0 ${width} ${height}" width="100%" font-family="${FONT}" data-chart="${name}">
<title>${caption}</title>
<line x1="0" y1="${base}" x2="${width}" y2="${base}" stroke="#c5cad3"></line>
${items.map((item, index) => {
  const barHeight = Math.round((Math.max(item.value, 0) / max) * (base - top));
  const x = index * slot + slot * 0.15;
  return html`<g data-key="${item.key}" data-value="${item.value}"><title>${item.label}: ${item.shown}</title>
<rect x="${x.toFixed(1)}" y="${base - barHeight}" width="${(slot * 0.7).toFixed(1)}" height="${barHeight}" fill="${BLUE}"></rect>
<text x="${(x + slot * 0.35).toFixed(1)}" y="${height - 6}" font-size="10" text-anchor="middle" fill="${MUTED}">${item.label}</text></g>`;
})}
</svg>`;
}

export interface TrendSeries {
  name: string;
  colour: string;
  points: BarItem[];
}

/** Lines over time (ADR and RevPAR by month), each point with its figure. */
export function trendChart(name: string, caption: string, series: TrendSeries[]): SafeHtml {
  const width = 360;
  const height = 190;
  const top = 16;
  const base = height - 40;
  const count = Math.max(...series.map((line) => line.points.length), 1);
  const max = Math.max(...series.flatMap((line) => line.points.map((point) => point.value)), 1);
  const x = (index: number) => (count === 1 ? width / 2 : 16 + (index * (width - 32)) / (count - 1));
  const y = (value: number) => base - (Math.max(value, 0) / max) * (base - top);
  const labels = series[0]?.points ?? [];
  return html`<svg class="chart" role="img" aria-label="${caption}" viewBox="0 0 ${width} ${height}" width="100%" font-family="${FONT}" data-chart="${name}">
<title>${caption}</title>
<line x1="0" y1="${base}" x2="${width}" y2="${base}" stroke="#c5cad3"></line>
${labels.map((point, index) => html`<text x="${x(index).toFixed(1)}" y="${base + 14}" font-size="10" text-anchor="middle" fill="${MUTED}">${point.label}</text>`)}
${series.map(
  (line, row) => html`<g data-series="${line.name}">
<polyline fill="none" stroke="${line.colour}" stroke-width="2" points="${line.points.map((point, index) => `${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ')}"></polyline>
${line.points.map(
  (point, index) =>
    html`<circle data-key="${point.key}" data-value="${point.value}" cx="${x(index).toFixed(1)}" cy="${y(point.value).toFixed(1)}" r="3.5" fill="${line.colour}"><title>${line.name} ${point.label}: ${point.shown}</title></circle>`,
)}
<rect x="${8 + row * 110}" y="${height - 14}" width="10" height="10" fill="${line.colour}"></rect><text x="${22 + row * 110}" y="${height - 5}" font-size="11" fill="${INK}">${line.name}</text>
</g>`,
)}
</svg>`;
}

export interface HeatmapRow {
  key: string;
  label: string;
  cells: { date: string; occupancy: number | null; shown: string }[];
}

/** A blend from pale to the brand blue: how full a night was. */
function heat(occupancy: number): string {
  const from = [0xee, 0xf3, 0xfb];
  const to = [0x15, 0x65, 0xc0];
  return `#${from
    .map((start, index) =>
      Math.round(start + (to[index] - start) * occupancy)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Nights across, units down; a night with no room to sell (all blocked) is grey. */
export function heatmap(name: string, caption: string, rows: HeatmapRow[]): SafeHtml {
  const label = 78;
  const cell = 9;
  const gap = 1;
  const nights = rows[0]?.cells ?? [];
  const width = label + nights.length * (cell + gap);
  const height = 16 + rows.length * (cell + 5);
  return html`<svg class="chart heatmap" role="img" aria-label="${caption}" viewBox="0 0 ${width} ${height}" width="100%" font-family="${FONT}" data-chart="${name}">
<title>${caption}</title>
${nights.map((night, index) =>
  index % 7 === 0 ? html`<text x="${label + index * (cell + gap)}" y="10" font-size="8" fill="${MUTED}">${night.date.slice(8)}</text>` : '',
)}
${rows.map(
  (row, rowIndex) => html`<g data-unit="${row.key}">
<text x="0" y="${16 + rowIndex * (cell + 5) + cell - 1}" font-size="9" fill="${INK}">${row.label.length > 14 ? `${row.label.slice(0, 13)}…` : row.label}</text>
${row.cells.map(
  (night, index) =>
    html`<rect data-key="${night.date}" data-value="${night.occupancy ?? ''}" x="${label + index * (cell + gap)}" y="${16 + rowIndex * (cell + 5)}" width="${cell}" height="${cell}" rx="1" fill="${night.occupancy === null ? '#c5cad3' : heat(night.occupancy)}"><title>${row.label}, ${night.date}: ${night.shown}</title></rect>`,
)}
</g>`,
)}
</svg>`;
}
