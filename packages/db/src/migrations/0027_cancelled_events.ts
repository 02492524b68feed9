// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Calendar feeds keep a cancelled event until it is over (issue 30, item 4;
 * docs/adr/0081-calendar-feeds.md), so a subscriber's calendar shows it struck out rather than
 * silently gone. A deleted event still to come leaves a row here with what its calendar entry
 * needs and the place and sport the feeds filter on. A trigger writes it, so both ways a church
 * ends an event (deleting it, cancelling its last date) leave one; a church deleted by the
 * administrator leaves none (no row of a deleted church remains). Housekeeping deletes the rows
 * once their event would have ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table cancelled_events (
    event_id integer primary key,
    -- No reference: the row is written while the event goes, and never for a church going.
    church_id integer not null,
    title text not null,
    description text not null,
    sport text not null,
    datetime timestamptz not null,
    timezone text not null,
    is_recurring boolean not null,
    recurrence_pattern text not null,
    recurrence_end_date timestamptz,
    recurrence_days_of_week text[] not null,
    recurrence_exceptions date[] not null,
    calendar_sequence integer not null,
    place_city text not null,
    place_state text not null,
    place_zip text not null,
    cancelled_at timestamptz not null default now(),
    ends_at timestamptz not null
  )`.execute(db);
  await sql`create index cancelled_events_church_idx on cancelled_events (church_id, ends_at)`.execute(
    db,
  );
  await sql`create index cancelled_events_ends_at_idx on cancelled_events (ends_at)`.execute(db);
  await sql`create function keep_cancelled_event() returns trigger language plpgsql as $$
    declare
      ends timestamptz := coalesce(old.recurrence_end_date + interval '1 day', old.datetime)
        + interval '3 hours';
    begin
      -- A church being deleted is gone already when its events' rows go (the cascade runs after
      -- it): nothing of it is kept.
      if ends > now() and exists (select 1 from churches where id = old.church_id) then
        insert into cancelled_events (event_id, church_id, title, description, sport, datetime,
          timezone, is_recurring, recurrence_pattern, recurrence_end_date,
          recurrence_days_of_week, recurrence_exceptions, calendar_sequence, place_city,
          place_state, place_zip, ends_at)
        values (old.id, old.church_id, old.title, old.description, old.sport, old.datetime,
          old.timezone, old.is_recurring, old.recurrence_pattern, old.recurrence_end_date,
          old.recurrence_days_of_week, old.recurrence_exceptions, old.calendar_sequence + 1,
          old.place_city, old.place_state, old.place_zip, ends)
        on conflict (event_id) do nothing;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger events_keep_cancelled after delete on events
    for each row when (old.is_active) execute function keep_cancelled_event()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger events_keep_cancelled on events`.execute(db);
  await sql`drop function keep_cancelled_event()`.execute(db);
  await sql`drop table cancelled_events`.execute(db);
}
