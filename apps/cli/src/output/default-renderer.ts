import { cellText, Column, renderFields, renderTable } from './table-renderer';

type Row = Record<string, unknown>;

/**
 * The human form of a result whose command has no `humanize` of its own: a list answer
 * (`{ things: [...] }`) becomes a table of its plain fields, any other object a list of fields.
 */
export function renderDefault(result: unknown): string {
  if (Array.isArray(result)) return renderRows(result, 'items');
  if (result === null || typeof result !== 'object') return cellText(result);
  const entries = Object.entries(result as Row);
  const lists = entries.filter(([, value]) => Array.isArray(value));
  if (lists.length === 1 && entries.every(([, value]) => Array.isArray(value) || value === null || typeof value !== 'object')) {
    const [name, rows] = lists[0] as [string, unknown[]];
    const others = entries.filter(([key]) => key !== name);
    const table = renderRows(rows, name);
    return others.length ? `${renderFields(others)}\n\n${table}` : table;
  }
  return renderFields(entries.map(([key, value]) => [key, value]));
}

/** A table of the rows' plain (non-object) fields, in the order of the first row. */
export function renderRows(rows: unknown[], noun: string): string {
  if (rows.length === 0) return `No ${noun}.`;
  const first = rows[0];
  if (first === null || typeof first !== 'object') return rows.map(cellText).join('\n');
  const keys = Object.keys(first as Row).filter((key) => {
    const value = (first as Row)[key];
    return value === null || typeof value !== 'object' || (Array.isArray(value) && value.every((item) => typeof item !== 'object'));
  });
  const columns: Column<Row>[] = keys.map((key) => ({ header: key, value: (row) => cellText(row[key]) }));
  return renderTable(rows as Row[], columns);
}
