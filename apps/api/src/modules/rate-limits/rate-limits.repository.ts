import type { Db } from '@huddle/db';
import { sql } from 'kysely';

/**
 * Fixed-window counters in PostgreSQL, so every API process counts against the same numbers.
 * The database's clock decides when a window ends, so replicas with skewed clocks agree too.
 */

/**
 * Records `amount` hits (one by default) on `key`; the hits of its current window, these
 * included.
 */
export async function hit(db: Db, key: string, windowMs: number, amount = 1): Promise<number> {
  const window = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: amount, resets_at: window })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_counters.resets_at <= now() then ${amount}
          else least(rate_limit_counters.hits + ${amount}, 2147483647) end`,
        resets_at: sql<Date>`case when rate_limit_counters.resets_at <= now()
          then excluded.resets_at else rate_limit_counters.resets_at end`,
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** Takes back one hit of the current window (an attempt that turned out not to count). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ hits: sql<number>`greatest(hits - 1, 0)` })
    .where('key', '=', key)
    .where('resets_at', '>', sql<Date>`now()`)
    .execute();
}

export async function deleteFinishedWindows(db: Db): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('resets_at', '<=', sql<Date>`now()`).execute();
}

/** The hits of `key`'s current window; 0 when it has none. */
export async function currentHits(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('hits')
    .where('key', '=', key)
    .where('resets_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.hits ?? 0;
}
