import type { Db, ExecuteSql } from '@huddle/db';
import { CompiledQuery } from 'kysely';

/** What pg-boss calls to reach the database (its `db` option). */
export type BossDb = { executeSql: ExecuteSql };

/**
 * pg-boss's SQL through the app's own connections (the pool, or PGlite's one connection), with
 * the statements in flight counted: stopping waits for them, so a job's last "complete" (which
 * pg-boss does not await) is not cut off by closing the database.
 */
export function trackedDb(executeSql: ExecuteSql): BossDb & { idle(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const running = executeSql(text, values);
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** pg-boss inside a Kysely transaction: a job created this way exists exactly if the transaction commits. */
export function transactionDb(trx: Db): BossDb {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}
