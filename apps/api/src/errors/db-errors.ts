import { AppError } from './app-error.js';

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

/**
 * SQLSTATEs that say the database is away rather than that the statement was wrong: class 08
 * (connection exception), 57P01-57P03 (the server shutting down, crashed, or not yet accepting
 * connections: a restart, an upgrade, a failover) and 53300 (no connection slot free).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** Node's socket errors when the server is not there (refused, reset, unreachable, no answer). */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's own errors, which carry no code: a connection cut, a connect timeout, a broken client. */
const UNAVAILABLE_MESSAGES =
  /^Connection terminated|timeout exceeded when trying to connect|is not queryable|Connection ended unexpectedly/;

/**
 * Whether an error (or one it wraps, as tRPC wraps a procedure's failure in `cause`) means the
 * database cannot be reached right now. Such a failure says nothing about the request: it is
 * answered 503 (try again shortly), never 500, and background work waits it out. The one
 * classification used everywhere (`unavailableError` below is its answer; jobs retry on it).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database cannot be reached). Please try again in a moment.';

/**
 * The one mapping of a lost database (a restart, an upgrade, a failover) to an answer, for REST,
 * tRPC and Fastify's own error handler alike: 503 SERVICE_UNAVAILABLE, which clients and load
 * balancers read as "try again shortly", never a 500. Undefined for any other error, and for a
 * deliberate answer (an AppError) whatever its cause.
 */
export function unavailableError(error: unknown): AppError | undefined {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return undefined;
  return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, { cause: error });
}

/**
 * A value the database refused (`isDataException`) as a 400 that changes nothing: the
 * transaction it broke is rolled back. Undefined for any other error.
 */
export function refusedValueError(error: unknown): AppError | undefined {
  if (!isDataException(error)) return undefined;
  return new AppError('BAD_REQUEST', 'A value in the request is out of range or not allowed.');
}
