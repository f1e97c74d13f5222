import { InputValidationError } from '../errors/domain-error';

/** Opaque to clients: the sort key of the last row of a page, as a list of strings. */
export function encodePageCursor(key: string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * The key of a cursor of `length` strings, each passing `valid` when given; a cursor this API did
 * not give out is a 400 (never text PostgreSQL refuses, such as a NUL character).
 */
export function decodePageCursor(cursor: string, length: number, valid: ((part: string, index: number) => boolean) | null = null): string[] {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === length &&
      key.every((part, index) => typeof part === 'string' && part.length <= 300 && !part.includes('\u0000') && (valid?.(part, index) ?? true))
    ) {
      return key;
    }
  } catch {
    // Falls through to the validation error.
  }
  throw new InputValidationError(['cursor is not a cursor this API gave out']);
}
