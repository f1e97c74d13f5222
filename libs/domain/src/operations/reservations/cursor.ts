import { isIsoDate } from '@innkeep/contract';

import { decodePageCursor, encodePageCursor } from '../../services/page-cursor';

/** Opaque to clients: the (arrivalDate, id) of the last row of a page. */
export function encodeCursor(row: { arrivalDate: string; id: string }): string {
  return encodePageCursor([row.arrivalDate, row.id]);
}

/** The row a cursor names, checked as every page cursor is (no NUL, no over-long text), its date a date. */
export function decodeCursor(cursor: string): { arrivalDate: string; id: string } {
  const [arrivalDate, id] = decodePageCursor(cursor, 2, (part, index) => index > 0 || isIsoDate(part));
  return { arrivalDate, id };
}
