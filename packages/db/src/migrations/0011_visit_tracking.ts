// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Platform totals kept exact without counting a million rows per dashboard: every insert and
 * delete on churches, events and RSVPs (and every change of an event's seats) appends its delta
 * to platform_counts in the same transaction. Append only, so concurrent writers never wait on
 * each other or deadlock; the hourly rollup job folds the rows into one. Reading is a sum over a
 * few rows. TRUNCATE (tests) appends minus the table's current total.
 */
const COUNTED = ['churches', 'events', 'rsvps'] as const;

async function createPlatformCounts(db: Kysely<unknown>): Promise<void> {
  await sql`create table platform_counts (
    id bigint generated always as identity primary key,
    churches bigint not null default 0,
    events bigint not null default 0,
    rsvps bigint not null default 0,
    attendees bigint not null default 0
  )`.execute(db);
  await sql`insert into platform_counts (churches, events, rsvps, attendees)
    select (select count(*) from churches), (select count(*) from events),
           (select count(*) from rsvps), (select coalesce(sum(current_attendees), 0) from events)`.execute(
    db,
  );
  await sql`create function platform_counts_add(table_name text, n bigint, seats bigint)
    returns void language sql as $$
      insert into platform_counts (churches, events, rsvps, attendees)
      select case when table_name = 'churches' then n else 0 end,
             case when table_name = 'events' then n else 0 end,
             case when table_name = 'rsvps' then n else 0 end, seats
      where n <> 0 or seats <> 0
    $$`.execute(db);
  await sql`create function platform_counts_inserted() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'events' then
        perform platform_counts_add('events', (select count(*) from new_rows),
          (select coalesce(sum(current_attendees), 0) from new_rows));
      else
        perform platform_counts_add(tg_table_name, (select count(*) from new_rows), 0);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function platform_counts_deleted() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'events' then
        perform platform_counts_add('events', -(select count(*) from old_rows),
          -(select coalesce(sum(current_attendees), 0) from old_rows));
      else
        perform platform_counts_add(tg_table_name, -(select count(*) from old_rows), 0);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function platform_counts_seats_changed() returns trigger language plpgsql as $$
    begin
      perform platform_counts_add('events', 0,
        (select coalesce(sum(current_attendees), 0) from new_rows)
          - (select coalesce(sum(current_attendees), 0) from old_rows));
      return null;
    end $$`.execute(db);
  await sql`create function platform_counts_truncated() returns trigger language plpgsql as $$
    begin
      insert into platform_counts (churches, events, rsvps, attendees)
      select case when tg_table_name = 'churches' then -sum(churches) else 0 end,
             case when tg_table_name = 'events' then -sum(events) else 0 end,
             case when tg_table_name = 'rsvps' then -sum(rsvps) else 0 end,
             case when tg_table_name = 'events' then -sum(attendees) else 0 end
      from platform_counts;
      return null;
    end $$`.execute(db);
  for (const table of COUNTED) {
    await sql`create trigger ${sql.id(`${table}_counted_insert`)} after insert on ${sql.table(table)}
      referencing new table as new_rows for each statement
      execute function platform_counts_inserted()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_counted_delete`)} after delete on ${sql.table(table)}
      referencing old table as old_rows for each statement
      execute function platform_counts_deleted()`.execute(db);
    await sql`create trigger ${sql.id(`${table}_counted_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function platform_counts_truncated()`.execute(db);
  }
  await sql`create trigger events_counted_seats after update on events
    referencing old table as old_rows new table as new_rows for each statement
    execute function platform_counts_seats_changed()`.execute(db);
  // The dashboard counts the RSVPs of a period from the rollups, not from a million rows.
  await sql`alter table platform_analytics_daily
    add column new_rsvps integer not null default 0`.execute(db);
}

async function dropPlatformCounts(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform_analytics_daily drop column new_rsvps`.execute(db);
  await sql`drop trigger events_counted_seats on events`.execute(db);
  for (const table of COUNTED) {
    for (const op of ['insert', 'delete', 'truncate']) {
      await sql`drop trigger ${sql.id(`${table}_counted_${op}`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  }
  for (const fn of ['inserted', 'deleted', 'seats_changed', 'truncated']) {
    await sql`drop function ${sql.id(`platform_counts_${fn}`)}()`.execute(db);
  }
  await sql`drop function platform_counts_add(text, bigint, bigint)`.execute(db);
  await sql`drop table platform_counts`.execute(db);
}

/*
 * Privacy-first visit tracking. A visitor is a key derived from a salt of the UTC day (kept here
 * so that every API process derives the same key, and deleted once its day is over), the address,
 * the user agent and the host; the address itself is never stored. Church views get a log of
 * their own, like event views. Raw views are pruned after their retention; the daily rollups and
 * event_view_counts are the lasting record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table visit_salts (
    day date primary key,
    salt bytea not null check (octet_length(salt) = 32),
    created_at timestamptz not null default now()
  )`.execute(db);

  // The old session_key was never filled by anything; a visitor key is now required.
  await sql`delete from page_views where session_key is null`.execute(db);
  await sql`alter table page_views rename column session_key to visitor_key`.execute(db);
  await sql`alter table page_views alter column visitor_key set not null`.execute(db);

  await sql`create table church_views (
    id integer generated always as identity primary key,
    church_id integer not null references churches (id) on delete cascade,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index church_views_church_id_created_at_idx
    on church_views (church_id, created_at)`.execute(db);
  await sql`create index church_views_created_at_idx on church_views (created_at)`.execute(db);
  // The daily rollup sums a day's event views across all events.
  await sql`create index event_view_counts_hour_idx on event_view_counts (hour)`.execute(db);
  await createPlatformCounts(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropPlatformCounts(db);
  await sql`drop index event_view_counts_hour_idx`.execute(db);
  await db.schema.dropTable('church_views').execute();
  await sql`alter table page_views alter column visitor_key drop not null`.execute(db);
  await sql`alter table page_views rename column visitor_key to session_key`.execute(db);
  await db.schema.dropTable('visit_salts').execute();
}
