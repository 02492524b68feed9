// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * event_facts: one narrow row per event with what the admin dashboard's event insights read
 * (church, sport, creation time, seats taken), so that they scan ~14 MB instead of the 133 MB of
 * wide event rows at 200,000 events (measured: docs/adr/0045-exact-totals-kept-by-triggers.md). Kept by triggers in the
 * same transaction as the change, so it is always exact: a statement trigger copies inserted
 * events, a row trigger follows a change of any of the four columns (an RSVP's seats), and the
 * foreign key takes the row away with its event (deletes, cascades from a church, TRUNCATE …
 * CASCADE). No column of it is indexed but the key and created_at, so an RSVP's seat change is a
 * heap-only update here too. Rejected: a covering index on events (every RSVP would stop being a
 * heap-only update and write every one of events' indexes, eight today) and per-day rollups (seats of events
 * created on a rolled day keep changing, so they would not be exact).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_facts (
    event_id integer primary key references events (id) on delete cascade,
    church_id integer not null,
    sport text not null,
    created_at timestamptz not null,
    attendees integer not null
  ) with (fillfactor = 90)`.execute(db);
  await sql`insert into event_facts (event_id, church_id, sport, created_at, attendees)
    select id, church_id, sport, created_at, current_attendees from events
    order by created_at`.execute(db);
  await sql`create index event_facts_created_at_idx on event_facts (created_at)`.execute(db);
  // Statistics now, not at autovacuum's leisure: the first dashboard after a deploy plans on them.
  await sql`analyze event_facts`.execute(db);

  await sql`create function event_facts_inserted() returns trigger language plpgsql as $$
    begin
      insert into event_facts (event_id, church_id, sport, created_at, attendees)
      select id, church_id, sport, created_at, current_attendees from new_rows;
      return null;
    end $$`.execute(db);
  await sql`create trigger events_facts_insert after insert on events
    referencing new table as new_rows for each statement
    execute function event_facts_inserted()`.execute(db);

  await sql`create function event_facts_changed() returns trigger language plpgsql as $$
    begin
      update event_facts set church_id = new.church_id, sport = new.sport,
        created_at = new.created_at, attendees = new.current_attendees
      where event_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger events_facts_update
    after update of church_id, sport, created_at, current_attendees on events
    for each row
    when ((old.church_id, old.sport, old.created_at, old.current_attendees)
      is distinct from (new.church_id, new.sport, new.created_at, new.current_attendees))
    execute function event_facts_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger events_facts_update on events`.execute(db);
  await sql`drop trigger events_facts_insert on events`.execute(db);
  await sql`drop function event_facts_changed()`.execute(db);
  await sql`drop function event_facts_inserted()`.execute(db);
  await sql`drop table event_facts`.execute(db);
}
