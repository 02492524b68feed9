// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Each event carries its church's place (lower-cased city, state, zip code), so the list's city,
 * zip and state filters walk one index range in (datetime, id) order and stop after a page, however
 * many churches the place holds. Before, they walked each church of the place (a dense metro of
 * 1,500 churches: 1,500 index probes, ~10 ms of PostgreSQL per page). Measured by `pnpm bench`
 * (docs/adr/0048-events-carry-their-churchs-place.md).
 *
 * Triggers keep the copy in step, in the same transaction as the change, whatever writes it:
 * - an event takes its church's place when inserted, when it changes church, and when anything
 *   writes the place columns directly (the church's values win);
 * - a church that moves (city, state or zip code) moves its events with it.
 * A seat taken by an RSVP updates other columns and fires neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events
    add column place_city text, add column place_state text, add column place_zip text`.execute(db);
  await sql`update events set place_city = lower(c.city), place_state = c.state,
      place_zip = c.zip_code
    from churches c where c.id = events.church_id`.execute(db);
  await sql`alter table events alter column place_city set not null,
    alter column place_state set not null, alter column place_zip set not null`.execute(db);

  await sql`
    create function huddle_event_place() returns trigger
    language plpgsql as $$
    begin
      select lower(c.city), c.state, c.zip_code
        into new.place_city, new.place_state, new.place_zip
        from churches c where c.id = new.church_id;
      -- No such church: the same refusal the foreign key would give (it runs after this).
      if not found then
        raise exception 'insert or update on table "events" violates foreign key constraint "events_church_id_fkey"'
          using errcode = 'foreign_key_violation', constraint = 'events_church_id_fkey',
            table = 'events';
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger events_place before insert or update of church_id, place_city, place_state,
      place_zip on events
    for each row execute function huddle_event_place()`.execute(db);

  await sql`
    create function huddle_church_moved() returns trigger
    language plpgsql as $$
    begin
      update events set place_city = lower(new.city), place_state = new.state,
        place_zip = new.zip_code
        where church_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger churches_moved after update of city, state, zip_code on churches
    for each row
    when (lower(old.city) is distinct from lower(new.city) or old.state is distinct from new.state
      or old.zip_code is distinct from new.zip_code)
    execute function huddle_church_moved()`.execute(db);

  // What the list's branches read on the entry: state (city with a state), sport (sport filter,
  // tab), zone (date filter), church (church filter), so a page stops without visiting the table.
  await sql`create index events_active_city_datetime_idx on events (place_city, datetime, id)
    include (place_state, church_id, sport, timezone) where is_active`.execute(db);
  await sql`create index events_active_zip_datetime_idx on events (place_zip, datetime, id)
    include (place_state, church_id, sport, timezone) where is_active`.execute(db);
  await sql`create index events_active_state_datetime_idx on events (place_state, datetime, id)
    include (church_id, sport, timezone) where is_active`.execute(db);

  // Running series are few; the place rides along on their index so the place filter is checked
  // on the entry, without the list of the place's churches. The cancelled dates too: the date
  // filter reads them, and without them each series entry cost a visit to the table (a dense
  // metro's date page: 1,100 heap reads, 2 ms; with them 0.6 ms).
  await sql`drop index events_active_series_datetime_idx`.execute(db);
  await sql`create index events_active_series_datetime_idx on events (datetime, id)
    include (recurrence_end_date, church_id, sport, timezone, recurrence_pattern,
      recurrence_days_of_week, recurrence_exceptions, place_city, place_state, place_zip)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index events_active_series_datetime_idx`.execute(db);
  await sql`create index events_active_series_datetime_idx on events (datetime, id)
    include (recurrence_end_date, church_id, sport, timezone, recurrence_pattern, recurrence_days_of_week)
    where is_active and is_recurring and recurrence_pattern <> 'none'`.execute(db);
  await sql`drop index events_active_state_datetime_idx`.execute(db);
  await sql`drop index events_active_zip_datetime_idx`.execute(db);
  await sql`drop index events_active_city_datetime_idx`.execute(db);
  await sql`drop trigger churches_moved on churches`.execute(db);
  await sql`drop function huddle_church_moved()`.execute(db);
  await sql`drop trigger events_place on events`.execute(db);
  await sql`drop function huddle_event_place()`.execute(db);
  await sql`alter table events drop column place_city, drop column place_state,
    drop column place_zip`.execute(db);
}
