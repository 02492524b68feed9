// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * A waitlist per date (issue 28, docs/adr/0076-waitlist.md). A party waits ('waiting') until
 * seats are offered to it ('offered': its seats are held until `offered_until`); claiming turns
 * it into an RSVP (the row goes, its link's hash moves to the RSVP); an offer left to expire
 * ('expired') stays only so its link can say so. An offer mails a link of its own
 * (`offer_token_hash`): only a token's hash is kept, so the first link cannot be sent again. `occurrence_seats` counts, beside the people
 * RSVP'd, the seats held by offers and the parties waiting, kept by triggers like `taken`; a
 * date never holds more people and offered seats together than max_attendees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table waitlist_entries (
    id serial primary key,
    event_id integer not null references events (id) on delete cascade,
    occurrence_date date not null,
    attendee_name text not null,
    attendee_email text not null,
    attendee_phone text,
    number_of_guests integer not null check (number_of_guests > 0),
    special_requests text,
    manage_token_hash text not null unique,
    offer_token_hash text unique,
    status text not null default 'waiting' check (status in ('waiting', 'offered', 'expired')),
    offered_until timestamptz,
    created_at timestamptz not null default now(),
    check ((status = 'offered') = (offered_until is not null))
  )`.execute(db);
  // The queue of a date in order, and one entry per address and date.
  await sql`create index waitlist_entries_queue_idx
    on waitlist_entries (event_id, occurrence_date, id)`.execute(db);
  await sql`create unique index waitlist_entries_email_idx
    on waitlist_entries (event_id, occurrence_date, lower(attendee_email))`.execute(db);
  // What the sweep expires.
  await sql`create index waitlist_entries_offered_until_idx
    on waitlist_entries (offered_until) where status = 'offered'`.execute(db);

  await sql`alter table occurrence_seats
    add column held integer not null default 0 check (held >= 0),
    add column waiting integer not null default 0 check (waiting >= 0)`.execute(db);
  // Every event read asks whether a date has a line: for almost all, one probe of an empty index.
  await sql`create index occurrence_seats_queued_idx on occurrence_seats (event_id)
    where held > 0 or waiting > 0`.execute(db);

  // Statement-level with transition tables, as the RSVPs' count (migration 0021).
  await sql`create function occurrence_seats_waitlist_insert() returns trigger language plpgsql as $$
    begin
      insert into occurrence_seats as s (event_id, occurrence_date, taken, held, waiting)
      select event_id, occurrence_date, 0,
             sum(case when status = 'offered' then number_of_guests else 0 end),
             count(*) filter (where status = 'waiting')
      from new_rows group by event_id, occurrence_date
      on conflict (event_id, occurrence_date)
        do update set held = s.held + excluded.held, waiting = s.waiting + excluded.waiting;
      return null;
    end $$`.execute(db);
  await sql`create function occurrence_seats_waitlist_delete() returns trigger language plpgsql as $$
    begin
      update occurrence_seats s set held = s.held - o.held, waiting = s.waiting - o.waiting
      from (select event_id, occurrence_date,
                   sum(case when status = 'offered' then number_of_guests else 0 end) as held,
                   count(*) filter (where status = 'waiting') as waiting
            from old_rows group by event_id, occurrence_date) o
      where s.event_id = o.event_id and s.occurrence_date = o.occurrence_date;
      return null;
    end $$`.execute(db);
  await sql`create trigger waitlist_seats_insert after insert on waitlist_entries
    referencing new table as new_rows for each statement
    execute function occurrence_seats_waitlist_insert()`.execute(db);
  await sql`create trigger waitlist_seats_delete after delete on waitlist_entries
    referencing old table as old_rows for each statement
    execute function occurrence_seats_waitlist_delete()`.execute(db);
  // An update (an offer, its lapse, a move) takes the old rows' counts off, then adds the new
  // ones: two triggers, which PostgreSQL fires in the order of their names.
  await sql`create trigger waitlist_seats_update_1_old after update on waitlist_entries
    referencing old table as old_rows for each statement
    execute function occurrence_seats_waitlist_delete()`.execute(db);
  await sql`create trigger waitlist_seats_update_2_new after update on waitlist_entries
    referencing new table as new_rows for each statement
    execute function occurrence_seats_waitlist_insert()`.execute(db);

  // People and offered seats together within max attendees: never two offers of one seat.
  await sql`create or replace function occurrence_seats_within_max() returns trigger
    language plpgsql as $$
    begin
      if new.taken + new.held > (select max_attendees from events where id = new.event_id) then
        raise exception 'more people than seats on % for event %', new.occurrence_date, new.event_id
          using errcode = 'check_violation', constraint = 'occurrence_seats_within_max';
      end if;
      return new;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function occurrence_seats_within_max() returns trigger
    language plpgsql as $$
    begin
      if new.taken > (select max_attendees from events where id = new.event_id) then
        raise exception 'more people than seats on % for event %', new.occurrence_date, new.event_id
          using errcode = 'check_violation', constraint = 'occurrence_seats_within_max';
      end if;
      return new;
    end $$`.execute(db);
  await sql`drop table waitlist_entries`.execute(db);
  await sql`drop function occurrence_seats_waitlist_insert, occurrence_seats_waitlist_delete`.execute(
    db,
  );
  await sql`alter table occurrence_seats drop column held, drop column waiting`.execute(db);
}
