// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Cancelled dates of a series: local dates in the event's zone on which it does not take place
 * (an EXDATE in calendar files). Only dates after the first: cancelling the first date moves the
 * start instead, and cancelling the last moves the end.
 *
 * The running-series index is rebuilt with the new column among its included ones, so the date
 * filter's series branch ("has an occurrence on that date") stays an index-only scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events
    add column recurrence_exceptions date[] not null default '{}'
    constraint events_recurrence_exceptions_check
      check (array_position(recurrence_exceptions, null) is null)`.execute(db);

  await db.schema.dropIndex('events_active_series_datetime_idx').execute();
  await sql`create index events_active_series_datetime_idx on events (datetime, id)
    include (recurrence_end_date, church_id, sport, timezone, recurrence_pattern, recurrence_days_of_week, recurrence_exceptions)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_active_series_datetime_idx').execute();
  await sql`create index events_active_series_datetime_idx on events (datetime, id)
    include (recurrence_end_date, church_id, sport, timezone, recurrence_pattern, recurrence_days_of_week)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);
  await sql`alter table events drop column recurrence_exceptions`.execute(db);
}
