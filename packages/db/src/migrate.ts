import { type Kysely, type MigrationResultSet, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.js';

// Arbitrary, but distinct from Kysely's own migration lock id.
const MIGRATION_LOCK_KEY = 7_238_114_501;

/**
 * Brings the schema up to date. Idempotent; concurrent callers (several API processes starting at
 * once, parallel test workers) serialise on a session-level advisory lock, so the second one finds
 * nothing left to do.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  // One connection for lock, migrations and unlock: a session lock belongs to its connection.
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
    try {
      const result = await new Migrator({
        db: conn,
        provider: { getMigrations: async () => migrations },
      }).migrateToLatest();
      throwOnFailure(result);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
    }
  });
}

function throwOnFailure({ error, results }: MigrationResultSet): void {
  if (!error) return;
  const failed = results?.find((r) => r.status === 'Error')?.migrationName;
  const cause = error instanceof Error ? error : new Error(String(error));
  throw new Error(`Migration ${failed ?? '(setup)'} failed: ${cause.message}`, { cause });
}
