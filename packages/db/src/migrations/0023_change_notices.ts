// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Changes reach attendees once per burst (issue 27, item 1): an edit of an event or of its
 * church's address holds, per upcoming RSVP, what the attendee was last told (start, place) and
 * when to tell them; later edits in the quiet window only push that moment on. When it comes, the
 * job compares what was told with what is now, and mails only a real difference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table change_notices (
    rsvp_id integer primary key references rsvps (id) on delete cascade,
    told_start timestamptz not null,
    told_place text not null,
    due_at timestamptz not null
  )`.execute(db);
  await sql`create index change_notices_due_at_idx on change_notices (due_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table change_notices`.execute(db);
}
