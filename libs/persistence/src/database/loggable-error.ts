/**
 * What of an error may be written to a log. A failed statement carries its bound parameters and
 * PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…)"), which hold guests' names,
 * e-mails and phones; its message quotes the offending value (`invalid input syntax for type
 * uuid: "…"`). Only names of things are kept: the SQLSTATE, the table, column and constraint, and
 * the statement's text with its placeholders, never the values bound to them.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A value that is not an Error was thrown.' };
  const record = error as Error & Record<string, unknown>;
  const driver = (record.driverError ?? {}) as Record<string, unknown>;
  const field = (name: string) => {
    const value = record[name] ?? driver[name];
    return typeof value === 'string' && value ? value : undefined;
  };
  const code = field('code');
  const fromDatabase = 'driverError' in record || 'query' in record || (code !== undefined && /^[0-9A-Z]{5}$/.test(code)) || /^Entity/.test(error.name);
  const stack = typeof error.stack === 'string' ? error.stack.split('\n').slice(1).join('\n') : undefined;
  if (!fromDatabase) return { type: error.name, message: error.message, code, stack };
  return {
    type: error.name,
    // Values are quoted in PostgreSQL's and TypeORM's messages; the names they quote are kept below.
    message: error.message.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '"…"').replace(/\{[\s\S]*\}/g, '{…}'),
    code,
    table: field('table'),
    column: field('column'),
    constraint: field('constraint'),
    query: maskedStatement(field('query')),
    stack,
  };
}

/** A statement's text with any literal written into it masked, in case one ever holds a value. */
export function maskedStatement(sql: string | undefined): string | undefined {
  return sql?.replace(/'(?:[^']|'')*'/g, "'…'");
}
