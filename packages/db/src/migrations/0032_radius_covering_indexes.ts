// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * The radius search's reads answered from the index alone (issue 31, item 5; docs/adr/0082),
 * measured on the bench data (tooling/bench/src/radius-explain.ts). Each index is rebuilt with the
 * columns the radius list checks on its entries; no index is added, so the other lists' planning
 * costs what it did.
 *
 * - Running series (from 0014): the event's place (latitude, longitude) rides along, so a dense
 *   metro's date page checks the radius on the entry instead of visiting the table.
 * - A church's events (from 0003): the place too, for the few churches of a countryside radius
 *   (their events by date) and the churches of a distance order (their events one church at a time).
 * - Churches by place (from 0028): the id rides along, so the churches in a radius (counted, listed
 *   for their events, or read nearest first) come from the index alone.
 *
 * Plain b-tree indexes with INCLUDE: the same on PostgreSQL and on PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index events_active_series_datetime_idx`.execute(db);
  await sql`create index events_active_series_datetime_idx on events (datetime, id)
    include (recurrence_end_date, church_id, sport, timezone, recurrence_pattern,
      recurrence_days_of_week, recurrence_exceptions, place_city, place_state, place_zip,
      place_lat, place_lng)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);

  await sql`drop index events_active_church_datetime_id_sport_idx`.execute(db);
  await sql`create index events_active_church_datetime_id_place_idx
    on events (church_id, datetime, id) include (sport, place_lat, place_lng)
    where is_active`.execute(db);

  await sql`drop index churches_location_idx`.execute(db);
  await sql`create index churches_location_idx on churches (latitude, longitude) include (id)
    where latitude is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index churches_location_idx`.execute(db);
  await sql`create index churches_location_idx on churches (latitude, longitude)
    where latitude is not null`.execute(db);

  await sql`drop index events_active_church_datetime_id_place_idx`.execute(db);
  await sql`create index events_active_church_datetime_id_sport_idx on events (church_id, datetime, id)
    include (sport) where is_active`.execute(db);

  await sql`drop index events_active_series_datetime_idx`.execute(db);
  await sql`create index events_active_series_datetime_idx on events (datetime, id)
    include (recurrence_end_date, church_id, sport, timezone, recurrence_pattern,
      recurrence_days_of_week, recurrence_exceptions, place_city, place_state, place_zip)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);
}
