import { isIsoDate } from '@innkeep/contract';

import { InputValidationError } from '../../errors/domain-error';

/** Opaque to clients: the (dueDate, id) of the last task of a page. */
export function encodeTaskCursor(row: { dueDate: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.dueDate, row.id])).toString('base64url');
}

export function decodeTaskCursor(cursor: string): { dueDate: string; id: string } {
  try {
    const [dueDate, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof dueDate === 'string' && isIsoDate(dueDate) && typeof id === 'string') return { dueDate, id };
  } catch {
    // Falls through to the validation error.
  }
  throw new InputValidationError(['cursor is not a cursor this API gave out']);
}
