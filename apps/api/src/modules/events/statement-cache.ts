import { prepared } from '@huddle/db';
import { type Compilable, CompiledQuery } from 'kysely';

/**
 * Compiled statements of the public reads, kept per query: building and compiling the event list
 * with Kysely (a tree of immutable nodes per request) was the largest share of the API's own CPU
 * per page in the profile (docs/adr/0051-list-statement-cache.md). A statement is built once with placeholder values
 * standing for the parts that change on every request (the current instant, the event id), and
 * each request runs the kept SQL with its own values in their places. The SQL is exactly what the
 * builder makes: nothing is checked less.
 *
 * Each kept statement also runs as a named prepared statement (`prepared`), so PostgreSQL parses
 * it once per connection and, once it settles on a generic plan, stops planning it: planning the
 * list page cost it about as much as running it. For the generic plan to use the partial indexes
 * (`where is_active`), the repository writes such constants into the text (`sql.lit`).
 *
 * A place search (docs/adr/0082) is kept per shape too: its center, radius, box and cursor are
 * numbered placeholders (`placeholderNumber`), so one statement serves every place. It runs
 * unnamed (`prepared: false`): PostgreSQL plans it for each place's own values, since one generic
 * plan cannot suit a dense metro and open country. The repository names the one shape that holds
 * only open country, and asks for a dense metro's page by date in two statements, its rows by id
 * (`PLACEHOLDER_IDS`) in a named one.
 *
 * The placeholders cannot be mistaken for real values: the instant is in the year 1, ids are
 * positive, and the numbered ones are fractions below minus nine billion, far from any latitude,
 * longitude, radius, distance or id. Bounded: a flood of distinct queries empties it, and each then
 * costs what it did.
 */
export const PLACEHOLDER_NOW = new Date('0001-01-01T00:00:12.345Z');
export const PLACEHOLDER_ID = -1_234_567;
/** Stands for the request's list of ids (`values.ids`), found by identity. */
export const PLACEHOLDER_IDS: readonly number[] = Object.freeze([PLACEHOLDER_ID]);

const FIRST_PLACEHOLDER_NUMBER = -9_000_000_000.5;
/** The number standing for the request's `slot`th value of `numbers` (from 0). */
export const placeholderNumber = (slot: number) => FIRST_PLACEHOLDER_NUMBER - slot;

/** The slot a parameter is the placeholder of, or undefined for a real value. */
function slotOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || value > FIRST_PLACEHOLDER_NUMBER) return undefined;
  const slot = FIRST_PLACEHOLDER_NUMBER - value;
  return Number.isInteger(slot) ? slot : undefined;
}

type Kept = {
  sql: string;
  parameters: readonly unknown[];
  nowAt: number[];
  idAt: number[];
  idsAt: number[];
  /** [parameter index, slot] of each numbered placeholder. */
  numberAt: [number, number][];
};

/** The request's values for the placeholders; `numbers[i]` for `placeholderNumber(i)`. */
export type StatementValues = {
  now: Date;
  id?: number | undefined;
  ids?: readonly number[];
  numbers?: readonly number[];
};

const isNow = (value: unknown) =>
  value instanceof Date && value.getTime() === PLACEHOLDER_NOW.getTime();

export class StatementCache {
  readonly #kept = new Map<string, Kept>();

  constructor(private readonly size: number) {}

  /**
   * The statement of `key`, built by `build` (with PLACEHOLDER_NOW, PLACEHOLDER_ID and
   * `placeholderNumber`s where the request's values go) the first time, with the request's values
   * in their places; a named prepared statement unless `prepared` is false.
   */
  statement(
    key: string,
    values: StatementValues,
    build: () => Compilable<unknown>,
    { prepared: named = true }: { prepared?: boolean } = {},
  ) {
    let kept = this.#kept.get(key);
    if (!kept) {
      const { sql, parameters } = build().compile();
      kept = {
        sql: named ? prepared(sql) : sql,
        parameters,
        nowAt: parameters.flatMap((value, index) => (isNow(value) ? [index] : [])),
        idAt: parameters.flatMap((value, index) => (value === PLACEHOLDER_ID ? [index] : [])),
        idsAt: parameters.flatMap((value, index) => (value === PLACEHOLDER_IDS ? [index] : [])),
        numberAt: parameters.flatMap((value, index): [number, number][] => {
          const slot = slotOf(value);
          return slot === undefined ? [] : [[index, slot]];
        }),
      };
      if (this.#kept.size >= this.size) this.#kept.clear();
      this.#kept.set(key, kept);
    }
    const parameters = [...kept.parameters];
    for (const index of kept.nowAt) parameters[index] = values.now;
    if (values.id !== undefined) for (const index of kept.idAt) parameters[index] = values.id;
    for (const index of kept.idsAt) {
      if (values.ids === undefined) throw new Error(`statement ${key}: no ids`);
      parameters[index] = values.ids;
    }
    for (const [index, slot] of kept.numberAt) {
      const value = values.numbers?.[slot];
      // A placeholder left in would run as a real value: a wrong answer, never an error.
      if (value === undefined) throw new Error(`statement ${key}: no value for number ${slot}`);
      parameters[index] = value;
    }
    return CompiledQuery.raw(kept.sql, parameters);
  }
}
