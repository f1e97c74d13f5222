import { addDays, Calendar, CalendarNight, CompactCalendar, nightsBetween } from '@innkeep/contract';

import { colours } from './colours';
import { blockColumns, guestName } from './reservation-views';
import { renderTable, statusTone } from './table-renderer';

/** GET /calendar in the full form (the Calendar schema). */
export type CalendarAnswer = Calendar;

/** GET /calendar in either form. */
export type AnyCalendar = CalendarAnswer | CompactCalendar;

export const isCompact = (calendar: AnyCalendar): calendar is CompactCalendar => (calendar as CompactCalendar).format === 'compact';

/** Each unit's nights keyed by date, whichever form the calendar came in. */
function unitNights(calendar: AnyCalendar): Array<{ id: string; name: string; nights: Map<string, CalendarNight> }> {
  if (!isCompact(calendar))
    return calendar.units.map((unit) => ({ id: unit.id, name: unit.name, nights: new Map(unit.nights.map((night) => [night.date, night])) }));
  return calendar.units.map((unit) => ({
    id: unit.id,
    name: unit.name,
    nights: new Map(
      calendar.dates.map((date, index) => [
        date,
        {
          date,
          physical: unit.physical[index],
          reserved: unit.reserved[index],
          ownerBlocked: unit.ownerBlocked[index],
          maintenanceBlocked: unit.maintenanceBlocked[index],
          channelBlocked: unit.channelBlocked[index],
          sellable: unit.sellable[index],
          // An older server answers without the column: no mark rather than a crash.
          cleaningPending: unit.cleaningPending?.[index] === 1,
        },
      ]),
    ),
  }));
}

/** The marks of a night with no room left to sell. */
export const MARKS = {
  reserved: 'x',
  owner: 'O',
  maintenance: 'M',
  channel: 'C',
  overbooked: '!',
  unknown: '?',
  cleaningPending: '*',
} as const;

export const CALENDAR_LEGEND =
  `Legend: number = rooms still sellable; ${MARKS.reserved} = fully reserved; ${MARKS.owner} = owner-blocked; ` +
  `${MARKS.maintenance} = maintenance-blocked; ${MARKS.channel} = blocked on a channel; ${MARKS.overbooked} = overbooked; ` +
  `${MARKS.cleaningPending} after a mark = the cleaning due that day is not done.`;

/**
 * A night's cell: the sellable rooms, or, when none is left, why: overbooked (more rooms taken
 * than the unit has) first, then a maintenance block, an owner block, reservations.
 */
export function nightMark(night: CalendarNight | undefined): string {
  if (!night) return MARKS.unknown;
  const taken = night.reserved + night.ownerBlocked + night.maintenanceBlocked + (night.channelBlocked ?? 0);
  if (taken > night.physical) return MARKS.overbooked;
  if (night.sellable > 0) return String(night.sellable);
  if ((night.channelBlocked ?? 0) > 0) return MARKS.channel;
  if (night.maintenanceBlocked > 0) return MARKS.maintenance;
  if (night.ownerBlocked > 0) return MARKS.owner;
  if (night.reserved > 0) return MARKS.reserved;
  return '0';
}

/** A night's mark, followed by `*` while the cleaning due that day is not done. */
function nightCell(night: CalendarNight | undefined): string {
  return nightMark(night) + (night?.cleaningPending ? MARKS.cleaningPending : '');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

function datesOf(from: string, to: string): string[] {
  const count = Math.max(0, nightsBetween(from, to) + 1);
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

export interface GridOptions {
  /** Lines are kept within this width by splitting the nights into blocks (default 120). */
  maxWidth?: number;
}

/**
 * Units down, nights across: three label columns (unit, id, rooms), then one narrow column per
 * night under a month line, a weekday line and the day of the month. A range wider than
 * `maxWidth` is split into blocks of nights, one under the other. Plain ASCII, no trailing spaces.
 */
export function renderCalendarGrid(calendar: AnyCalendar, options: GridOptions = {}): string {
  const dates = datesOf(calendar.from, calendar.to);
  const rows = unitNights(calendar).map((unit) => ({
    labels: [unit.name, unit.id, String(unit.nights.get(dates[0])?.physical ?? '')],
    cells: dates.map((date) => nightCell(unit.nights.get(date))),
  }));
  if (rows.length === 0) return 'No units.';
  const headers = ['UNIT', 'ID', 'ROOMS'];
  const labelWidths = headers.map((header, index) => Math.max(header.length, ...rows.map((row) => row.labels[index].length)));
  // The labels, then one more space: with each cell's own leading space, two before the first night.
  const labelText = (labels: string[]) =>
    `${labels.map((text, index) => (index === 2 ? text.padStart(labelWidths[index]) : text.padEnd(labelWidths[index]))).join('  ')} `;
  const labelWidth = labelWidths.reduce((sum, width) => sum + width, 0) + 2 * (labelWidths.length - 1) + 1;
  const cellWidth = Math.max(2, ...rows.flatMap((row) => row.cells.map((cell) => cell.length)));
  const stride = cellWidth + 1;
  const maxWidth = options.maxWidth ?? 120;
  const perBlock = Math.max(7, Math.floor((maxWidth - labelWidth - 1) / stride));

  const paint = colours();
  /** On a terminal: rooms to sell green, blocks yellow, full dim, overbooked red; a pending cleaning's `*` yellow. */
  const markTone = (cell: string): string => {
    if (cell.endsWith(MARKS.cleaningPending)) return markTone(cell.slice(0, -1)) + paint.yellow(MARKS.cleaningPending);
    const mark = cell;
    if (mark === MARKS.overbooked) return paint.red(mark);
    if (mark === MARKS.owner || mark === MARKS.maintenance) return paint.yellow(mark);
    if (mark === MARKS.reserved || mark === '0') return paint.dim(mark);
    return /^\d+$/.test(mark) ? paint.green(mark) : mark;
  };
  const blocks: string[] = [];
  for (let start = 0; start < dates.length; start += perBlock) {
    const blockDates = dates.slice(start, start + perBlock);
    const cellsOf = (cells: string[], tone = markTone) =>
      cells
        .slice(start, start + perBlock)
        .map((cell) => ` ${' '.repeat(cellWidth - cell.length)}${tone(cell)}`)
        .join('');
    const lines = [
      monthLine(blockDates, labelWidth, stride),
      ' '.repeat(labelWidth) + blockDates.map((date) => ` ${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()].padStart(cellWidth)}`).join(''),
      paint.bold(
        labelText(headers) +
          cellsOf(
            dates.map((date) => String(Number(date.slice(8, 10)))),
            (day) => day,
          ),
      ),
      ...rows.map((row) => labelText(row.labels) + cellsOf(row.cells)),
    ];
    blocks.push(lines.map((line) => line.trimEnd()).join('\n'));
  }
  return blocks.join('\n\n');
}

/** `Jul 2030` over the first night and over each first of a month, where it fits. */
function monthLine(dates: string[], labelWidth: number, stride: number): string {
  const starts = dates.map((date, index) => ({ date, index })).filter(({ date, index }) => index === 0 || date.endsWith('-01'));
  const columnOf = (index: number) => labelWidth + index * stride + 1;
  let line = ' '.repeat(labelWidth);
  starts.forEach(({ date, index }, position) => {
    const column = columnOf(index);
    const next = starts[position + 1];
    // A space is kept before the next month's label.
    const room = next ? columnOf(next.index) - column - 1 : Infinity;
    const month = MONTHS[Number(date.slice(5, 7)) - 1];
    const label = [`${month} ${date.slice(0, 4)}`, month].find((text) => text.length <= room);
    if (label) line = line.padEnd(column) + label;
  });
  return line;
}

/** The whole calendar answer for a terminal: a heading, the grid, the legend, then its bookings and blocks. */
export function renderCalendar(calendar: AnyCalendar, options: GridOptions = {}): string {
  const nights = nightsBetween(calendar.from, calendar.to) + 1;
  const parts = [
    `Calendar ${calendar.from} to ${calendar.to} (${nights} ${nights === 1 ? 'night' : 'nights'}): rooms still sellable per unit and night.`,
    renderCalendarGrid(calendar, options),
    CALENDAR_LEGEND,
  ];
  if (isCompact(calendar)) return parts.join('\n\n');
  const unitNames = new Map(calendar.units.map((unit) => [unit.id, unit.name]));
  if (calendar.reservations.length > 0) {
    parts.push(
      `Bookings in the range\n${renderTable(calendar.reservations, [
        { header: 'id', value: (r) => r.id },
        { header: 'status', value: (r) => r.status, tone: (r) => statusTone(r.status) },
        { header: 'unit', value: (r) => r.unit?.name ?? unitNames.get(r.unitId) ?? r.unitId },
        { header: 'arrival', value: (r) => r.arrivalDate },
        { header: 'departure', value: (r) => r.departureDate },
        { header: 'guest', value: (r) => guestName(r) },
      ])}`,
    );
  }
  if (calendar.blocks.length > 0) parts.push(`Blocks in the range\n${renderTable(calendar.blocks, blockColumns(unitNames))}`);
  return parts.join('\n\n');
}
