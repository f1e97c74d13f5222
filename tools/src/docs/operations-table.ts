import type { AnyOperation } from '@innkeep/domain';

import type { CliArgument } from './cli-arguments';

/** Where the generated table sits in docs/contract.md: everything between the two lines is rewritten. */
export const TABLE_START = '<!-- The operations table is generated from the catalogue by `npm run contract:generate`: do not edit it here. -->';
export const TABLE_END = '<!-- End of the generated operations table. -->';

const code = (text: string) => `\`${text}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The tool of an operation, with how a call reaches it when the tool is another operation's, and whether it asks for a yes. */
function mcpCell(operation: AnyOperation, catalogue: readonly AnyOperation[]): string {
  if (!operation.mcp) return 'none';
  const parts = [code(operation.mcp.tool)];
  if (operation.mcp.owner === false) {
    const owner = catalogue.find((other) => other.mcp?.periodForm?.operation === operation);
    if (owner) parts[0] += ` (with ${owner.mcp!.periodForm!.when.map(code).join('/')})`;
  }
  for (const other of catalogue) {
    const form = other.mcp?.periodForm;
    if (form?.operation === operation && other.mcp!.tool !== operation.mcp.tool) parts.push(`${code(other.mcp!.tool)} with ${form.when.map(code).join('/')}`);
  }
  return `${parts.join(', ')}${operation.confirmationQuestion ? ' (confirmation)' : ''}`;
}

/** The access column: scope, plan feature, roles, and what a STAFF member may do of it. */
function accessCell(operation: AnyOperation): string {
  if (operation.access === 'public') return 'none';
  let text: string = operation.access === 'credential' ? 'any valid credential' : operation.access;
  if (operation.feature) text += `, plan feature ${code(operation.feature)}`;
  if (operation.roles) text += `, roles ${operation.roles.join(' and ')}`;
  const staff = operation.staff;
  if (staff) {
    // The ids in the path are named by the route, not chosen: what STAFF may set is the rest.
    const inPath = new Set(operation.http.flatMap((route) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1])));
    const fields = staff.fields?.filter((field) => !inPath.has(field));
    const reach = [...(staff.owned || staff.narrow ? ['their own'] : []), ...(fields?.length ? [fields.join(', ')] : [])];
    text += reach.length ? ` (STAFF: ${reach.join('; ')})` : ', STAFF too';
  }
  return text;
}

/** A command with its positional arguments: `innkeep bookings show <reservationId>`, `innkeep guests [search]`. */
function command(id: string, args: readonly CliArgument[]): string {
  return code([`innkeep ${id.replace(/:/g, ' ')}`, ...args.map((arg) => (arg.required ? `<${arg.name}>` : `[${arg.name}]`))].join(' '));
}

/** The CLI commands the catalogue names: each operation's own, then its further ones. */
export const commandIdsOf = (catalogue: readonly AnyOperation[]): string[] => catalogue.flatMap((operation) => [operation.cli, ...(operation.moreCli ?? [])]);

/** One row per operation of the catalogue, in its order: its REST routes, MCP tool, CLI commands and access. */
export function operationsTable(catalogue: readonly AnyOperation[], cliArguments: ReadonlyMap<string, readonly CliArgument[]>): string {
  const rows = catalogue.map((operation) =>
    [
      code(operation.name),
      operation.http.map((route) => `${route.method} ${route.path}`).join(', '),
      mcpCell(operation, catalogue),
      [operation.cli, ...(operation.moreCli ?? [])].map((id) => command(id, cliArguments.get(id) ?? [])).join(', '),
      accessCell(operation),
    ].map(cell),
  );
  return ['| operation | REST (under `/public/v1`) | MCP tool | CLI | access |', '|---|---|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}

/** The page with its table replaced by the catalogue's; the page must hold the two marker lines. */
export function withOperationsTable(page: string, catalogue: readonly AnyOperation[], cliArguments: ReadonlyMap<string, readonly CliArgument[]>): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/contract.md lacks the marker lines around the operations table.');
  return `${page.slice(0, start + TABLE_START.length)}\n${operationsTable(catalogue, cliArguments)}\n${page.slice(end)}`;
}
