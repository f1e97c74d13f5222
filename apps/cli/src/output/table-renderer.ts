/** One column of a table: its header and how to show a row's cell. */
export interface Column<R> {
  header: string;
  value: (row: R) => string | number | boolean | null | undefined;
  /** Right-align (numbers, amounts). */
  align?: 'left' | 'right';
}

const GAP = '  ';

/**
 * A plain-text table: upper-case headers, columns two spaces apart, no trailing spaces. No colour
 * and no box drawing, so the output pipes into `grep`, `cut` and `column` unharmed.
 */
export function renderTable<R>(rows: readonly R[], columns: readonly Column<R>[]): string {
  const header = columns.map((column) => column.header.toUpperCase());
  const cells = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  const widths = header.map((text, index) => Math.max(width(text), ...cells.map((line) => width(line[index]))));
  const renderLine = (line: string[]) =>
    line
      .map((text, index) => {
        const pad = ' '.repeat(widths[index] - width(text));
        if (columns[index].align === 'right') return pad + text;
        return index === line.length - 1 ? text : text + pad;
      })
      .join(GAP)
      .trimEnd();
  return [renderLine(header), ...cells.map(renderLine)].join('\n');
}

/** Labelled values, one per line, the values aligned: `Name:      Seaside`. */
export function renderFields(fields: ReadonlyArray<readonly [label: string, value: unknown]>): string {
  const labelWidth = Math.max(0, ...fields.map(([label]) => width(label) + 1));
  return fields
    .map(([label, value]) => `${`${label}:`.padEnd(labelWidth)}  ${cellText(value)}`.trimEnd())
    .join('\n');
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
