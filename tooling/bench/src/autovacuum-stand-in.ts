/**
 * This machine's PostgreSQL runs with autovacuum off (a setting for test speed); production keeps
 * it on (docs/operations.md). Without it, the tables a long run updates (the outbox, the job
 * queue, the rate-limit counters) only gather dead rows, and the soak would measure that rather
 * than the server. So, when autovacuum is off, the soak does its job with its default threshold:
 * once a minute, each table with more than 50 rows plus 20 % of its rows dead is vacuumed and
 * analysed.
 */
import type { Db } from '@huddle/db';
import { sql } from 'kysely';

const EVERY_MS = 60_000;

async function vacuumDeadTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ schema: string; table: string }>`
    select schemaname as schema, relname as table from pg_stat_user_tables
    where n_dead_tup > 50 + 0.2 * n_live_tup`.execute(db);
  for (const { schema, table } of rows) {
    await sql`vacuum (analyze) ${sql.id(schema, table)}`.execute(db);
  }
  return rows.map(({ schema, table }) => `${schema}.${table}`);
}

/** Starts standing in for autovacuum if it is off; returns how to stop, and whether it started. */
export async function standInForAutovacuum(db: Db): Promise<{ active: boolean; stop: () => void }> {
  const { rows } = await sql<{ autovacuum: string }>`show autovacuum`.execute(db);
  if (rows[0]?.autovacuum !== 'off') return { active: false, stop: () => {} };
  const timer = setInterval(() => {
    vacuumDeadTables(db).then(
      (tables) => tables.length && console.log(`  vacuumed ${tables.join(', ')}`),
      (error: unknown) => console.error('  vacuum failed:', error),
    );
  }, EVERY_MS);
  return { active: true, stop: () => clearInterval(timer) };
}
