import { DomainError } from '@innkeep/domain';

/**
 * What the MCP surface does to an answer so that a model can read it (docs/contract.md#mcp):
 * list tools keep the fields asked for and page by cursor, and no answer's text exceeds
 * MAX_ANSWER_BYTES: past it the longest lists are cut, and the answer says so and how to ask for less.
 */

/** The bound on a tool answer's text, in UTF-8 bytes. */
export const MAX_ANSWER_BYTES = 100_000;
/** Items per page of a list tool that pages on the MCP side, unless `take` says otherwise. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

const CURSOR_PREFIX = 'o1.';

/** A page cursor of a list the MCP surface pages itself: the offset of the page's first item. */
export function encodeOffsetCursor(offset: number): string {
  return CURSOR_PREFIX + Buffer.from(String(offset), 'utf8').toString('base64url');
}

export function decodeOffsetCursor(cursor: unknown): number {
  if (cursor === undefined) return 0;
  if (typeof cursor === 'string' && cursor.startsWith(CURSOR_PREFIX)) {
    const offset = Number(Buffer.from(cursor.slice(CURSOR_PREFIX.length), 'base64url').toString('utf8'));
    if (Number.isInteger(offset) && offset >= 0) return offset;
  }
  throw new DomainError('VALIDATION_FAILED', 'cursor is not a cursor this server gave out.', { message: ['cursor is not a cursor this server gave out'] });
}

export function pageSizeOf(take: unknown): number {
  if (take === undefined) return DEFAULT_PAGE_SIZE;
  if (typeof take === 'number' && Number.isInteger(take) && take >= 1 && take <= MAX_PAGE_SIZE) return take;
  throw new DomainError('VALIDATION_FAILED', `take must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
    message: [`take must be a whole number from 1 to ${MAX_PAGE_SIZE}`],
  });
}

/** The page of `items` a cursor and page size name, with the cursor of the next page (null on the last). */
export function pageOf<T>(items: T[], cursor: unknown, take: unknown): { items: T[]; nextCursor: string | null } {
  const offset = decodeOffsetCursor(cursor);
  const size = pageSizeOf(take);
  const end = offset + size;
  return { items: items.slice(offset, end), nextCursor: end < items.length ? encodeOffsetCursor(end) : null };
}

export function fieldsOf(fields: unknown): string[] | undefined {
  if (fields === undefined) return undefined;
  if (Array.isArray(fields) && fields.length > 0 && fields.every((field) => typeof field === 'string' && field.length > 0 && field.length <= 64))
    return fields as string[];
  throw new DomainError('VALIDATION_FAILED', 'fields must be a non-empty list of field names.', {
    message: ['fields must be a non-empty list of field names'],
  });
}

/** Each item with only the fields named (its `id` always kept, so that it can be asked for again). */
export function keepFields(items: unknown[], fields: string[]): unknown[] {
  const keep = new Set(['id', ...fields]);
  return items.map((item) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).filter(([name]) => keep.has(name))) : item,
  );
}

interface ListAt {
  path: string;
  list: unknown[];
  bytes: number;
}

/** Every list of two or more items in the answer, with the bytes its JSON takes. */
function listsIn(value: unknown, path: string, into: ListAt[]): ListAt[] {
  if (Array.isArray(value)) {
    if (value.length > 1) into.push({ path, list: value, bytes: JSON.stringify(value).length });
    value.forEach((item, index) => listsIn(item, `${path}[${index}]`, into));
  } else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) listsIn(child, path ? `${path}.${name}` : name, into);
  }
  return into;
}

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The answer's text within `maxBytes`: when over, the longest list is cut from its end, in
 * proportion to the excess, until the whole fits; then `truncated: true`, which lists were cut
 * (`truncatedLists`: path, kept and total items) and `hint`, how to ask for less.
 */
export function fitToBound(body: Record<string, unknown>, narrow: string, maxBytes = MAX_ANSWER_BYTES): { body: Record<string, unknown>; text: string } {
  const text = JSON.stringify(body);
  if (bytesOf(text) <= maxBytes) return { body, text };
  const cut = structuredClone(body);
  const lengths = new Map<unknown[], { path: string; total: number }>();
  // Room for the notice itself, so that adding it cannot push the answer over again.
  const budget = maxBytes - 2_000;
  for (let size = bytesOf(text); size > budget; size = bytesOf(JSON.stringify(cut))) {
    const longest = listsIn(cut, '', []).sort((a, b) => b.bytes - a.bytes)[0];
    if (!longest) break;
    if (!lengths.has(longest.list)) lengths.set(longest.list, { path: longest.path, total: longest.list.length });
    const perItem = longest.bytes / longest.list.length;
    const drop = Math.min(longest.list.length - 1, Math.ceil((size - budget) / perItem) + 1);
    longest.list.splice(longest.list.length - drop, drop);
  }
  const truncatedLists = [...lengths.entries()].map(([list, { path, total }]) => ({ path, kept: list.length, total }));
  const shaped = {
    ...cut,
    truncated: true,
    truncatedLists,
    hint: `This answer was cut to fit ${MAX_ANSWER_BYTES / 1000} kB (${truncatedLists.map((entry) => `${entry.path}: ${entry.kept} of ${entry.total}`).join('; ')}). ${narrow}`,
  };
  return { body: shaped, text: JSON.stringify(shaped) };
}
