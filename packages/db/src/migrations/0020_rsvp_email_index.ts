// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * An attendee asking for their RSVP links finds their RSVPs by address alone, across events
 * (apps/api: rsvp-links.repository.ts). The (event_id, lower(attendee_email)) index cannot
 * answer that without reading every event's entries; this one reads the address's rows only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('rsvps_email_lower_idx')
    .on('rsvps')
    .expression(sql`lower(attendee_email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rsvps_email_lower_idx').execute();
}
