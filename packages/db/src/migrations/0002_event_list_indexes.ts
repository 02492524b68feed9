// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Indexes measured by `pnpm bench` (docs/performance.md): the upcoming list also shows running
 * recurring series, and every event carries its church's active-event count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index events_active_series_end_idx on events (recurrence_end_date, datetime, id) where is_active and is_recurring`.execute(
    db,
  );
  await sql`create index events_active_church_datetime_id_idx on events (church_id, datetime, id) where is_active`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_active_church_datetime_id_idx').execute();
  await db.schema.dropIndex('events_active_series_end_idx').execute();
}
