// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * A waitlist place's private link (/waitlist/{token}) was recorded whole in page_views.path: only
 * the RSVP's link had its token replaced (apps/api/src/modules/visits/request-traits.ts). The
 * visits kept so far get the same `:token` the recording now writes. Nothing to undo: the tokens
 * are not kept anywhere to put back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update page_views
    set path = regexp_replace(path, '^/waitlist/[^/]+', '/waitlist/:token')
    where path like '/waitlist/%' and path <> '/waitlist/:token'`.execute(db);
}

export async function down(): Promise<void> {}
