// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Reminders that free seats (issue 28, item 3; docs/adr/0077-reminders.md): each attendee is
 * reminded a day and two hours before their date, once. A reminder sent is a row, so a second
 * worker, or a restart, finds it sent; its link's token hash lets the attendee release the seats
 * or stop the reminders of that RSVP. A church can turn an event's reminders off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events add column reminders_enabled boolean not null default true`.execute(
    db,
  );
  await sql`alter table rsvps add column reminders_stopped boolean not null default false`.execute(
    db,
  );
  await sql`create table rsvp_reminders (
    rsvp_id integer not null references rsvps (id) on delete cascade,
    kind text not null check (kind in ('day', 'hours')),
    token_hash text not null unique,
    sent_at timestamptz not null default now(),
    primary key (rsvp_id, kind)
  )`.execute(db);
  // The sweep reads the RSVPs of the next few days.
  await sql`create index rsvps_occurrence_date_idx on rsvps (occurrence_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rsvps_occurrence_date_idx`.execute(db);
  await sql`drop table rsvp_reminders`.execute(db);
  await sql`alter table rsvps drop column reminders_stopped`.execute(db);
  await sql`alter table events drop column reminders_enabled`.execute(db);
}
