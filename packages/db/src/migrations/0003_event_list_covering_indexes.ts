// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * The event list's indexes made covering, measured by `pnpm bench` (docs/performance.md). Each
 * branch of the list query walks one of them in keyset order and checks its filters on the index
 * entry, so it stops after one page without visiting the table. Same number of indexes on events
 * as before: every extra one costs planning time on every list query.
 *
 * - Upcoming, past and by date (events_active_datetime_id_idx, from 0001): church, sport and zone
 *   ride along, for the place, sport, tab and date filters.
 * - Running series (replaces events_active_series_end_idx): in (datetime, id) order, with what
 *   "still running" and "has an occurrence on that date" read.
 * - A church's events (replaces events_active_church_datetime_id_idx): the sport rides along,
 *   for a place filter with a sport or a tab.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_active_datetime_id_idx').execute();
  await sql`create index events_active_datetime_id_idx on events (datetime, id)
    include (church_id, sport, timezone) where is_active`.execute(db);

  await db.schema.dropIndex('events_active_series_end_idx').execute();
  await sql`create index events_active_series_datetime_idx on events (datetime, id)
    include (recurrence_end_date, church_id, sport, timezone, recurrence_pattern, recurrence_days_of_week)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);

  await db.schema.dropIndex('events_active_church_datetime_id_idx').execute();
  await sql`create index events_active_church_datetime_id_sport_idx on events (church_id, datetime, id)
    include (sport) where is_active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_active_church_datetime_id_sport_idx').execute();
  await sql`create index events_active_church_datetime_id_idx on events (church_id, datetime, id) where is_active`.execute(
    db,
  );

  await db.schema.dropIndex('events_active_series_datetime_idx').execute();
  await sql`create index events_active_series_end_idx on events (recurrence_end_date, datetime, id) where is_active and is_recurring`.execute(
    db,
  );

  await db.schema.dropIndex('events_active_datetime_id_idx').execute();
  await sql`create index events_active_datetime_id_idx on events (datetime, id) where is_active = true`.execute(
    db,
  );
}
