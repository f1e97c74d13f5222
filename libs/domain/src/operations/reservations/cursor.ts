import { isIsoDate } from '@innkeep/contract';
import { InputValidationError } from '../../errors/domain-error';

/** Opaque to clients: the (arrivalDate, id) of the last row of a page. */
export function encodeCursor(row: { arrivalDate: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.arrivalDate, row.id])).toString('base64url');
}

export function decodeCursor(cursor: string): { arrivalDate: string; id: string } {
  try {
    const [arrivalDate, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof arrivalDate === 'string' && isIsoDate(arrivalDate) && typeof id === 'string') return { arrivalDate, id };
  } catch {
    // Falls through to the validation error.
  }
  throw new InputValidationError(['cursor is not a cursor this API gave out']);
}
