import type { Db, ExecuteSql } from '@huddle/db';
import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../errors/db-errors.js';

/** What pg-boss calls to reach the database (its `db` option). */
export type BossDb = { executeSql: ExecuteSql };

/** Retries of a completion start here and double up to the cap while the database is away. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/** What pg-boss's complete and fail read back (an affected count); 0: nothing is known to have changed. */
const NOTHING_CHANGED = { rows: [{ count: '0' }] };

type TrackedDbOptions = {
  /** Told of a completion that could not be recorded (the job then expires and is retried). */
  onLostCompletion(error: unknown): void;
};

export type TrackedDb = BossDb & {
  /**
   * The statements pg-boss fires without awaiting them (see completionStatements): from now on
   * they never reject, and wait out a database outage.
   */
  settleQuietly(statements: ReadonlySet<string>): void;
  /** Waits for the statements in flight; completions still waiting for the database give up. */
  idle(): Promise<void>;
};

/**
 * pg-boss's SQL through the app's own connections (the pool, or PGlite's one connection), with
 * the statements in flight counted: stopping waits for them, so a job's last "complete" (which
 * pg-boss does not await) is not cut off by closing the database.
 *
 * pg-boss's workers complete or fail each job without awaiting it (manager.js, `onFetch`), so a
 * rejection there is unhandled and ends the process: that is how a database restart used to kill
 * the server. Those statements are therefore retried while the database is unreachable (they
 * change only jobs still in the expected state: one that did commit before its connection was cut
 * is at worst a failed job's retry counted twice) and never reject; recording the outcome as soon as the database is back keeps a job from waiting out its
 * expiry. Every other statement is awaited inside pg-boss, which reports its failure as an
 * 'error' event and tries again on its next poll.
 */
export function trackedDb(
  executeSql: ExecuteSql,
  options: TrackedDbOptions = { onLostCompletion() {} },
): TrackedDb {
  const inFlight = new Set<Promise<unknown>>();
  let quiet: ReadonlySet<string> = new Set();
  let stopping = false;

  const settle = async (text: string, values?: unknown[]) => {
    for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      try {
        return await executeSql(text, values);
      } catch (error) {
        if (stopping || !isDatabaseUnavailable(error)) {
          options.onLostCompletion(error);
          return NOTHING_CHANGED;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  };

  return {
    executeSql(text, values) {
      const running = quiet.has(text) ? settle(text, values) : executeSql(text, values);
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    settleQuietly(statements) {
      quiet = statements;
    },
    async idle() {
      stopping = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * The SQL text of pg-boss's complete and fail, learnt by running each once against a stand-in
 * database (both take one through their public `db` option), so they match whatever this pg-boss
 * version sends rather than a copy of its internals.
 */
export async function completionStatements(boss: PgBoss): Promise<Set<string>> {
  const statements = new Set<string>();
  const standIn: BossDb = {
    async executeSql(text) {
      statements.add(text);
      return NOTHING_CHANGED;
    },
  };
  const noJob = '00000000-0000-0000-0000-000000000000';
  await boss.complete('none', noJob, {}, { db: standIn });
  await boss.fail('none', noJob, {}, { db: standIn });
  return statements;
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
