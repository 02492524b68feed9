import type { Db } from '@huddle/db';
import { sql } from 'kysely';

/**
 * A read of the rate-limit counters (modules/rate-limits) that only the administrator sign-in
 * needs: how widely an attack is spread.
 */

/**
 * How many keys starting with `prefix` have a live window. A scan (a text key's collation does not
 * bound a prefix), run once when an alert is raised, never per request.
 */
export async function countLiveKeys(db: Db, prefix: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select((eb) => eb.fn.countAll<string>().as('keys'))
    .where(sql<boolean>`starts_with(key, ${prefix})`)
    .where('resets_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.keys);
}
