import type { ColumnType } from 'kysely';

/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A timestamptz the caller must supply on insert (e.g. `events.datetime`). */
export type Timestamptz = ColumnType<Date, Date | string, Date | string>;

/** A timestamptz with a `now()` default: optional on insert. */
export type TimestamptzDefault = ColumnType<Date, Date | string | undefined, Date | string>;

/** A nullable timestamptz: optional on insert, can be cleared on update. */
export type NullableTimestamptz = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * numeric comes back as a string from both pg and PGlite, because a JS number would round it.
 * Convert at the repository boundary (money is integer cents in code).
 */
export type Numeric = ColumnType<string, string | number, string | number>;
export type NumericDefault = ColumnType<string, string | number | undefined, string | number>;

/**
 * `date` columns are read as 'YYYY-MM-DD' strings (see pg-types.ts): a JS Date would put them at
 * local midnight and shift the day in any time zone west of UTC.
 */
export type DateOnly = ColumnType<string, string, string>;

/** A text[] with a `'{}'` default. */
export type TextArrayDefault = WithDefault<string[]>;

/**
 * json/jsonb: parsed on select; written as JSON text, because pg serialises a JS array parameter
 * as a PostgreSQL array literal, which is not valid JSON.
 */
export type Json<T> = ColumnType<T, string, string>;
export type JsonDefault<T> = ColumnType<T, string | undefined, string>;
