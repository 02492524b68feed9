/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint (or unique index) a failed statement broke, or undefined
 * for any other error. Both `pg` and PGlite put `code` and `constraint` on their errors.
 * Catching the violation, rather than checking first, is what holds under concurrency.
 */
export function uniqueViolation(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== UNIQUE_VIOLATION) return undefined;
  return typeof constraint === 'string' ? constraint : '';
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, data exception: a NUL in text,
 * a number or date out of its type's range). Input checks should catch these first; this is the
 * last line of defence that turns what slipped through into a 400 instead of a 500.
 */
export function isDataException(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && code.startsWith('22');
}
