/**
 * Splits rows for multi-row INSERTs: PostgreSQL takes at most 65535 parameters per statement, and
 * a few thousand rows per statement is already as fast as it gets.
 */
export function* chunks<T>(rows: T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
