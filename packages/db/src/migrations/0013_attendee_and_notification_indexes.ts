// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * The church dashboard's reads: an event's attendees in RSVP order (keyset on id within the
 * event), and the unread count in the navigation, which every signed-in page asks for, from a
 * partial index holding only the unread rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('rsvps_event_id_id_idx')
    .on('rsvps')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_church_id_unread_idx')
    .on('notifications')
    .column('church_id')
    .where(sql.ref('is_read'), '=', false)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_church_id_unread_idx').execute();
  await db.schema.dropIndex('rsvps_event_id_id_idx').execute();
}
