// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Finished mail (sent, logged or failed) is deleted once it is older than the retention period
 * (apps/api: jobs/housekeeping-jobs.ts). This index finds it by when it finished, without reading
 * the mail still to be sent or the whole outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index mail_outbox_finished_idx on mail_outbox (updated_at)
    where status in ('sent', 'logged', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_outbox_finished_idx`.execute(db);
}
