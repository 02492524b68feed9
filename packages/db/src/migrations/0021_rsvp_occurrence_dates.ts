// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Each date of a series is its own gathering (docs/adr/0073-rsvps-per-date.md): an RSVP is for
 * one date, `occurrence_date`, the local day in the event's zone; a one-off event's RSVPs carry
 * its own day. `occurrence_seats` counts the people of each (event, date), kept by a trigger on
 * `rsvps` whatever writes them (the API, the seeds, a fixture), and refuses more than the event's
 * max_attendees on one date: the last line of defence against overselling, now per date.
 * `events.current_attendees` stays the sum over all dates (platform and church totals read it),
 * so it may exceed max_attendees for a series.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rsvps add column occurrence_date date`.execute(db);

  // A one-off event's RSVPs: its own day.
  await sql`update rsvps r set occurrence_date = (e.datetime at time zone e.timezone)::date
    from events e where e.id = r.event_id
      and not (e.is_recurring and e.recurrence_pattern <> 'none')`.execute(db);
  // A series' RSVPs: the first date of the series on or after today in its zone, as the series'
  // rules of the time pick it (the first date; daily; weekly on its days, or the first date's
  // weekday; monthly on the first date's day), skipping cancelled dates, up to the end date.
  // A series already over: its first date.
  await sql`update rsvps r set occurrence_date = coalesce(
      (select day::date
       from generate_series(
              greatest(s.today, s.first_day),
              least(coalesce(s.last_day, s.today + 400), s.today + 400),
              interval '1 day') day
       where not (day::date = any(s.exceptions))
         and (day::date = s.first_day
           or s.pattern = 'daily'
           or (s.pattern = 'weekly' and (
                 trim(to_char(day, 'day')) = any(s.days)
                 or (cardinality(s.days) = 0 and extract(dow from day) = extract(dow from s.first_day))))
           or (s.pattern = 'monthly' and extract(day from day) = extract(day from s.first_day)))
       order by day limit 1),
      s.first_day)
    from (select id,
                 (datetime at time zone timezone)::date as first_day,
                 (recurrence_end_date at time zone timezone)::date as last_day,
                 (now() at time zone timezone)::date as today,
                 recurrence_pattern as pattern,
                 recurrence_days_of_week::text[] as days,
                 recurrence_exceptions as exceptions
          from events where is_recurring and recurrence_pattern <> 'none') s
    where s.id = r.event_id and r.occurrence_date is null`.execute(db);

  await sql`create table occurrence_seats (
    event_id integer not null references events (id) on delete cascade,
    occurrence_date date not null,
    taken integer not null check (taken >= 0),
    primary key (event_id, occurrence_date)
  )`.execute(db);
  await sql`insert into occurrence_seats (event_id, occurrence_date, taken)
    select event_id, occurrence_date, sum(number_of_guests) from rsvps
    group by event_id, occurrence_date`.execute(db);

  // An RSVP written without a date (a seed, an old fixture) is for the event's own first day.
  await sql`create function rsvps_default_occurrence_date() returns trigger language plpgsql as $$
    begin
      if new.occurrence_date is null then
        select (datetime at time zone timezone)::date into new.occurrence_date
        from events where id = new.event_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger rsvps_default_occurrence_date before insert on rsvps
    for each row execute function rsvps_default_occurrence_date()`.execute(db);
  await sql`alter table rsvps alter column occurrence_date set not null`.execute(db);

  // Statement-level with transition tables: a seed's million RSVPs cost one upsert per statement.
  await sql`create function occurrence_seats_taken() returns trigger language plpgsql as $$
    begin
      insert into occurrence_seats (event_id, occurrence_date, taken)
      select event_id, occurrence_date, sum(number_of_guests) from new_rows
      group by event_id, occurrence_date
      on conflict (event_id, occurrence_date)
        do update set taken = occurrence_seats.taken + excluded.taken;
      return null;
    end $$`.execute(db);
  await sql`create function occurrence_seats_given_back() returns trigger language plpgsql as $$
    begin
      update occurrence_seats s set taken = s.taken - o.guests
      from (select event_id, occurrence_date, sum(number_of_guests) as guests from old_rows
            group by event_id, occurrence_date) o
      where s.event_id = o.event_id and s.occurrence_date = o.occurrence_date;
      return null;
    end $$`.execute(db);
  await sql`create trigger rsvps_seats_insert after insert on rsvps
    referencing new table as new_rows for each statement
    execute function occurrence_seats_taken()`.execute(db);
  await sql`create trigger rsvps_seats_delete after delete on rsvps
    referencing old table as old_rows for each statement
    execute function occurrence_seats_given_back()`.execute(db);
  // An update gives the old seats back first, then takes the new ones (guests or date changed).
  // PostgreSQL allows no column list with transition tables: a new link's hash moves nothing.
  await sql`create function occurrence_seats_moved() returns trigger language plpgsql as $$
    begin
      update occurrence_seats s set taken = s.taken - o.guests
      from (select event_id, occurrence_date, sum(number_of_guests) as guests from old_rows
            group by event_id, occurrence_date) o
      where s.event_id = o.event_id and s.occurrence_date = o.occurrence_date;
      insert into occurrence_seats (event_id, occurrence_date, taken)
      select event_id, occurrence_date, sum(number_of_guests) from new_rows
      group by event_id, occurrence_date
      on conflict (event_id, occurrence_date)
        do update set taken = occurrence_seats.taken + excluded.taken;
      return null;
    end $$`.execute(db);
  await sql`create trigger rsvps_seats_update after update on rsvps
    referencing old table as old_rows new table as new_rows for each statement
    execute function occurrence_seats_moved()`.execute(db);

  await sql`create function occurrence_seats_within_max() returns trigger language plpgsql as $$
    begin
      if new.taken > (select max_attendees from events where id = new.event_id) then
        raise exception 'more people than seats on % for event %', new.occurrence_date, new.event_id
          using errcode = 'check_violation', constraint = 'occurrence_seats_within_max';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger occurrence_seats_within_max before insert or update on occurrence_seats
    for each row execute function occurrence_seats_within_max()`.execute(db);

  // A series' total across its dates may pass max_attendees; one date may not (above).
  await sql`alter table events drop constraint events_current_attendees_within_max`.execute(db);
  await sql`alter table events add constraint events_current_attendees_within_max
    check (current_attendees <= max_attendees
      or (is_recurring and recurrence_pattern <> 'none'))`.execute(db);

  // One RSVP per address and date: the lookup the RSVP makes under the event's lock.
  await sql`drop index rsvps_event_id_email_lower_idx`.execute(db);
  await sql`create index rsvps_event_id_date_email_lower_idx
    on rsvps (event_id, occurrence_date, lower(attendee_email))`.execute(db);
  // One date's attendee list, in the order they came (keyset on id).
  await sql`create index rsvps_event_id_date_id_idx on rsvps (event_id, occurrence_date, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rsvps_event_id_date_id_idx`.execute(db);
  await sql`drop index rsvps_event_id_date_email_lower_idx`.execute(db);
  await sql`create index rsvps_event_id_email_lower_idx on rsvps (event_id, lower(attendee_email))`.execute(
    db,
  );
  await sql`alter table events drop constraint events_current_attendees_within_max`.execute(db);
  await sql`alter table events add constraint events_current_attendees_within_max
    check (current_attendees <= max_attendees)`.execute(db);
  await sql`drop trigger rsvps_seats_insert on rsvps`.execute(db);
  await sql`drop trigger rsvps_seats_delete on rsvps`.execute(db);
  await sql`drop trigger rsvps_seats_update on rsvps`.execute(db);
  await sql`drop trigger rsvps_default_occurrence_date on rsvps`.execute(db);
  await sql`drop table occurrence_seats`.execute(db);
  await sql`drop function occurrence_seats_taken, occurrence_seats_given_back, occurrence_seats_moved,
    occurrence_seats_within_max, rsvps_default_occurrence_date`.execute(db);
  await sql`alter table rsvps drop column occurrence_date`.execute(db);
}
