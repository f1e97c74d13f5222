import { colours, Palette } from './colours';

/** How a cell is painted on a terminal: a palette colour, or none. */
export type Tone = Exclude<keyof Palette, 'bold'> | undefined;

/** One column of a table: its header and how to show a row's cell. */
export interface Column<R> {
  header: string;
  value: (row: R) => string | number | boolean | null | undefined;
  /** Right-align (numbers, amounts). */
  align?: 'left' | 'right';
  /** The cell's colour on a terminal (a status in green, yellow or red). */
  tone?: (row: R) => Tone;
}

const GAP = '  ';

/**
 * A plain-text table: upper-case headers, columns two spaces apart, no trailing spaces, no box
 * drawing, so the output pipes into `grep`, `cut` and `column` unharmed. On a terminal the header
 * is bold and toned cells coloured; a pipe gets no colour (output/colours.ts).
 */
export function renderTable<R>(rows: readonly R[], columns: readonly Column<R>[]): string {
  const paint = colours();
  const header = columns.map((column) => column.header.toUpperCase());
  const cells = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  const widths = header.map((text, index) => Math.max(width(text), ...cells.map((line) => width(line[index]))));
  const renderLine = (line: string[], tones: Tone[]) =>
    line
      .map((text, index) => {
        const pad = ' '.repeat(widths[index] - width(text));
        const tone = tones[index];
        const painted = tone ? paint[tone](text) : text;
        if (columns[index].align === 'right') return pad + painted;
        return index === line.length - 1 ? painted : painted + pad;
      })
      .join(GAP)
      .trimEnd();
  const lines = cells.map((line, index) =>
    renderLine(
      line,
      columns.map((column) => column.tone?.(rows[index])),
    ),
  );
  return [paint.bold(renderLine(header, [])), ...lines].join('\n');
}

/** Labelled values, one per line, the values aligned: `Name:      Seaside`; labels bold on a terminal. */
export function renderFields(fields: ReadonlyArray<readonly [label: string, value: unknown]>): string {
  const paint = colours();
  const labelWidth = Math.max(0, ...fields.map(([label]) => width(label) + 1));
  return fields
    .map(([label, value]) => {
      const text = `${label}:`;
      return `${paint.bold(text)}${' '.repeat(labelWidth - width(text))}  ${cellText(value)}`.trimEnd();
    })
    .join('\n');
}

/** A status word, in its colour on a terminal. */
export function paintStatus(status: string): string {
  const tone = statusTone(status);
  return tone ? colours()[tone](status) : status;
}

/** The colour of a status: going ahead green, waiting yellow, ended badly red, over and done none. */
export function statusTone(status: string | null | undefined): Tone {
  switch (status) {
    case 'CONFIRMED':
    case 'CHECKED_IN':
    case 'ACTIVE':
    case 'OK':
      return 'green';
    case 'INQUIRY':
    case 'PROVISIONAL':
    case 'INACTIVE':
    case 'PENDING':
    case 'WARNING':
      return 'yellow';
    case 'CANCELLED':
    case 'NO_SHOW':
    case 'ERROR':
      return 'red';
    case 'CHECKED_OUT':
    case 'ARCHIVED':
    case 'DISCONNECTED':
      return 'dim';
    default:
      return undefined;
  }
}

/** How a value reads in a cell: `-` for nothing, lists comma-separated. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map(cellText).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).replace(/[\r\n\t]+/g, ' ');
}

/** Display width, counting each code point once (enough for names; no East-Asian width table). */
function width(text: string): number {
  return [...text].length;
}
