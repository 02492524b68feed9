import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Marks a statement to run as a named prepared statement: PostgreSQL parses and analyses it once
 * per connection instead of on every run and, once its generic plan proves as cheap as the plans
 * made for each run's values, stops planning it too. The public reads run a handful of statements
 * thousands of times a second, and their parsing and planning cost PostgreSQL more than their
 * execution (docs/adr/0057-prepared-statements-by-mark.md). A comment, so the SQL stays the same statement everywhere: on
 * PGlite, in logs and in EXPLAIN.
 *
 * Only for statements whose text repeats (values in parameters, not in the text); constants that
 * choose an index (a partial index's `is_active`) belong in the text, so the generic plan can
 * still use it.
 */
export const PREPARED = '/* prepared */ ';

export function prepared(sql: string): string {
  return sql.startsWith(PREPARED) ? sql : PREPARED + sql;
}

/**
 * Each connection keeps what it prepared until it closes, so the names are bounded: past this many
 * distinct texts, marked statements run unnamed, as every other statement does.
 */
const MAX_PREPARED = 200;

/** The query of a text and its values: named when the text is marked and a name is left. */
export type QueryOf = (text: string, values?: unknown[]) => string | pg.QueryConfig<unknown[]>;

/** Names marked texts, one name per distinct text, at most `max` of them. */
export function namingQueries(max = MAX_PREPARED): QueryOf {
  const names = new Map<string, string>();
  return (text, values) => {
    if (!text.startsWith(PREPARED)) return values === undefined ? text : { text, values };
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `huddle_${names.size + 1}`;
      names.set(text, name);
    }
    return { name, text, values };
  };
}

/**
 * The pool as Kysely's PostgreSQL driver sees it, running marked statements under their names. pg
 * prepares a name on a connection the first time it is used there.
 */
export function preparingPool(pool: pg.Pool, queryOf: QueryOf): PostgresPool {
  // One adapter per pg client: Kysely keeps its connection object per client it is given.
  const adapters = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let adapter = adapters.get(client);
      if (!adapter) {
        adapter = new PreparingClient(client, queryOf);
        adapters.set(client, adapter);
      }
      return adapter;
    },
    end: () => pool.end(),
  };
}

/** A pooled client whose statements go through `queryOf`. */
class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly queryOf: QueryOf,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<unknown> | PostgresCursor<R> {
    // Streaming needs a cursor class in the dialect's config, which this database does not set.
    if (typeof sql !== 'string') throw new Error('cursors are not supported');
    return this.client.query(this.queryOf(sql, [...parameters]));
  }

  release(): void {
    this.client.release();
  }
}
