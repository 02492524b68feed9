/*
 * One decision for both engines, so code behaves the same on PostgreSQL and PGlite:
 * - int8 (count(*), sum(int)) → number. Counts here never approach 2^53; a value that does is an
 *   error, not a silently rounded number.
 * - numeric → string (the drivers' default): money must not pass through a float.
 * - date → 'YYYY-MM-DD' string: a JS Date would land on local midnight and shift the day.
 * - date[] → 'YYYY-MM-DD' strings, for the same reason.
 * - timestamptz → Date (the drivers' default).
 */

export const INT8_OID = 20;
export const DATE_OID = 1082;
export const DATE_ARRAY_OID = 1182;

export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`int8 value ${value} does not fit a JS number; cast it to text in SQL`);
  }
  return n;
}

export function parseDate(value: string): string {
  return value;
}

/**
 * '{2026-12-13,2026-12-20}' → ['2026-12-13', '2026-12-20']. A date never holds a comma, quote or
 * brace, so no quoting to undo; NULL elements are refused by the columns' CHECK constraints.
 */
export function parseDateArray(value: string): string[] {
  const inner = value.slice(1, -1);
  return inner ? inner.split(',') : [];
}
