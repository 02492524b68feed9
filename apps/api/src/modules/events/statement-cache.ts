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
 * The placeholders cannot be mistaken for real values: the instant is in the year 1, and ids are
 * positive. Bounded: a flood of distinct queries empties it, and each then costs what it did.
 */
export const PLACEHOLDER_NOW = new Date('0001-01-01T00:00:12.345Z');
export const PLACEHOLDER_ID = -1_234_567;

type Kept = { sql: string; parameters: readonly unknown[]; nowAt: number[]; idAt: number[] };

const isNow = (value: unknown) =>
  value instanceof Date && value.getTime() === PLACEHOLDER_NOW.getTime();

export class StatementCache {
  readonly #kept = new Map<string, Kept>();

  constructor(private readonly size: number) {}

  /**
   * The statement of `key`, built by `build` (with PLACEHOLDER_NOW and PLACEHOLDER_ID where the
   * request's `now` and `id` go) the first time, with the request's values in their places.
   */
  statement(key: string, values: { now: Date; id?: number }, build: () => Compilable<unknown>) {
    let kept = this.#kept.get(key);
    if (!kept) {
      const { sql, parameters } = build().compile();
      kept = {
        sql: prepared(sql),
        parameters,
        nowAt: parameters.flatMap((value, index) => (isNow(value) ? [index] : [])),
        idAt: parameters.flatMap((value, index) => (value === PLACEHOLDER_ID ? [index] : [])),
      };
      if (this.#kept.size >= this.size) this.#kept.clear();
      this.#kept.set(key, kept);
    }
    const parameters = [...kept.parameters];
    for (const index of kept.nowAt) parameters[index] = values.now;
    if (values.id !== undefined) for (const index of kept.idAt) parameters[index] = values.id;
    return CompiledQuery.raw(kept.sql, parameters);
  }
}
