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
