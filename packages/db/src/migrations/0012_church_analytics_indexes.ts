// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * A church's analytics count each event's RSVPs, all of them and those made since a period began.
 * With (event_id, created_at) both are index-only range reads per event; the older
 * (event_id, lower(attendee_email)) index answers the first but needs a heap visit per RSVP for
 * the second (100,000 of them for a large church).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists rsvps_event_id_created_at_idx on rsvps (event_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rsvps_event_id_created_at_idx`.execute(db);
}
