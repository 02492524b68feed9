import { appError } from '../../errors/app-error.js';

/**
 * A list's cursor, read back with the `decode` of the list that made it: null for the first page,
 * a 400 naming the field for text the list did not make (edited, or from another list).
 */
export function readCursor<T>(
  cursor: string | undefined,
  decode: (text: string) => T | null,
): T | null {
  if (!cursor) return null;
  const position = decode(cursor);
  if (position === null) {
    throw appError('BAD_REQUEST', 'cursor: Not a cursor from this list; start again without it');
  }
  return position;
}
