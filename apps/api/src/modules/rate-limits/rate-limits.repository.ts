import type { Db } from '@huddle/db';
import { sql } from 'kysely';

/**
 * Fixed-window counters in PostgreSQL, so every API process counts against the same numbers.
 * The database's clock decides when a window ends, so replicas with skewed clocks agree too.
 */

/** Records one hit on `key`; the hits of its current window, this one included. */
export async function hit(db: Db, key: string, windowMs: number): Promise<number> {
  const window = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, resets_at: window })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_counters.resets_at <= now() then 1
          else least(rate_limit_counters.hits + 1, 2147483647) end`,
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
