// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Radius and text search (docs/adr/0082-radius-and-team-search.md).
 *
 * Place: a church's latitude and longitude (the centroid of its zip code, set by the application
 * from an offline table). Events carry a copy, kept by the triggers of migration 0014 (their
 * functions are replaced here to copy the two columns as well), so a radius list walks the events'
 * own (datetime, id) index and checks the place on each entry, without visiting the table.
 *
 * Text: `huddle_fold` lower-cases and strips the usual Latin accents with `translate`, the same on
 * PostgreSQL and PGlite (unaccent is not immutable, so it cannot sit in an index expression).
 * pg_trgm, where the engine offers it, makes contains-searches indexable and tolerates small typos;
 * elsewhere (PGlite as we start it) the search is a plain LIKE over the same folded text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table churches add column latitude double precision,
    add column longitude double precision`.execute(db);
  await sql`alter table churches add constraint churches_location_check check (
    (latitude is null) = (longitude is null)
    and (latitude is null or (latitude between -90 and 90 and longitude between -180 and 180)))`.execute(
    db,
  );
  await sql`create index churches_location_idx on churches (latitude, longitude)
    where latitude is not null`.execute(db);

  await sql`alter table events add column place_lat double precision,
    add column place_lng double precision`.execute(db);
  await sql`
    create or replace function huddle_event_place() returns trigger
    language plpgsql as $$
    begin
      select lower(c.city), c.state, c.zip_code, c.latitude, c.longitude
        into new.place_city, new.place_state, new.place_zip, new.place_lat, new.place_lng
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
  await sql`drop trigger events_place on events`.execute(db);
  await sql`
    create trigger events_place before insert or update of church_id, place_city, place_state,
      place_zip, place_lat, place_lng on events
    for each row execute function huddle_event_place()`.execute(db);
  await sql`
    create or replace function huddle_church_moved() returns trigger
    language plpgsql as $$
    begin
      update events set place_city = lower(new.city), place_state = new.state,
        place_zip = new.zip_code, place_lat = new.latitude, place_lng = new.longitude
        where church_id = new.id;
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger churches_moved on churches`.execute(db);
  await sql`
    create trigger churches_moved after update of city, state, zip_code, latitude, longitude
      on churches
    for each row
    when (lower(old.city) is distinct from lower(new.city) or old.state is distinct from new.state
      or old.zip_code is distinct from new.zip_code or old.latitude is distinct from new.latitude
      or old.longitude is distinct from new.longitude)
    execute function huddle_church_moved()`.execute(db);

  // The radius list's walk: upcoming events in order, the place checked on the entry.
  await sql`create index events_active_datetime_place_idx on events (datetime, id)
    include (place_lat, place_lng, place_state, church_id, sport, timezone) where is_active`.execute(
    db,
  );

  await sql`
    create function huddle_fold(text) returns text
    language sql immutable strict parallel safe as $$
      select lower(translate($1,
        'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
        'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy'))
    $$`.execute(db);
  // Trusted since PostgreSQL 13; an engine without it (or a role that may not) searches by LIKE.
  await sql`
    do $$ begin
      create extension if not exists pg_trgm;
    exception when others then
      raise notice 'pg_trgm unavailable: text search falls back to LIKE';
    end $$`.execute(db);
  await sql`
    do $$ begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index events_search_trgm_idx on events
          using gin (huddle_fold(title || ' ' || game_details) gin_trgm_ops) where is_active;
        create index churches_name_trgm_idx on churches using gin (huddle_fold(name) gin_trgm_ops);
      end if;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists churches_name_trgm_idx`.execute(db);
  await sql`drop index if exists events_search_trgm_idx`.execute(db);
  await sql`drop function huddle_fold(text)`.execute(db);
  await sql`drop index events_active_datetime_place_idx`.execute(db);
  await sql`drop trigger churches_moved on churches`.execute(db);
  await sql`
    create or replace function huddle_church_moved() returns trigger
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
  await sql`drop trigger events_place on events`.execute(db);
  await sql`
    create or replace function huddle_event_place() returns trigger
    language plpgsql as $$
    begin
      select lower(c.city), c.state, c.zip_code
        into new.place_city, new.place_state, new.place_zip
        from churches c where c.id = new.church_id;
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
  await sql`alter table events drop column place_lat, drop column place_lng`.execute(db);
  await sql`alter table churches drop column latitude, drop column longitude`.execute(db);
}
