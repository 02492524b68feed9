// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * When a church cancels (deletes an event, cancels a date, or is deleted), its attendees' RSVPs go
 * with it, and so would the only thing their private links could show. `cancelled_rsvp_links`
 * keeps, per link (its SHA-256 only), what the link says instead: what was cancelled, which date,
 * why; nothing about the attendee. Rows expire a month after the date.
 *
 * `events.calendar_sequence` is the SEQUENCE of every calendar file of the event: raised by each
 * change attendees are told of, so their calendars replace the entry they hold (RFC 5545 3.8.7.4).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table cancelled_rsvp_links (
    token_hash text primary key,
    event_title text,
    occurrence_date date not null,
    reason text not null check (reason in ('event_deleted', 'date_cancelled', 'church_deleted')),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index cancelled_rsvp_links_expires_at_idx on cancelled_rsvp_links (expires_at)`.execute(
    db,
  );
  await sql`alter table events add column calendar_sequence integer not null default 0
    check (calendar_sequence >= 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events drop column calendar_sequence`.execute(db);
  await sql`drop table cancelled_rsvp_links`.execute(db);
}
