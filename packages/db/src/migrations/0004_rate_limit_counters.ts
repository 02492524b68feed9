// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Rate-limit counters shared by every API process: a fixed window per key ('login:ip:203.0.113.9',
 * 'login-failed:user:ruth'). Unlogged: a counter is worth one write without the WAL, and losing the
 * counts in a crash only reopens the windows early.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limit_counters (
    key text primary key,
    hits integer not null check (hits >= 0),
    resets_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limit_counters_resets_at_idx on rate_limit_counters (resets_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
