// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * Mail that really leaves (a pg-boss job sends each outbox row over SMTP) and the attendee's
 * private link to change or cancel an RSVP.
 *
 * mail_outbox:
 * - status gains 'sending' (claimed by a job until claimed_until, so two jobs never send one
 *   mail at once) and 'logged' (no SMTP configured: written to the log, kept for the dev page).
 * - queued_at: when a delivery job was created for the row; the sweeper enqueues rows without one.
 * - message_key: the Message-ID's unique part, fixed at queue time, so a resend after a crash
 *   carries the same Message-ID and mail clients show it once.
 * - kind, reply_to and attachments (JSON: filename, contentType, text content) travel with the mail.
 * - updated_at (bumped by the shared trigger) tells the sweeper which unfinished rows lost their job.
 *
 * rsvps.manage_token_hash: SHA-256 of the token in the attendee's link; the token itself is
 * never stored. Null for RSVPs made before this migration (they have no link).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox drop constraint mail_outbox_status_check`.execute(db);
  await sql`alter table mail_outbox add constraint mail_outbox_status_check
    check (status in ('pending', 'sending', 'sent', 'logged', 'failed'))`.execute(db);
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('kind', 'text')
    .addColumn('reply_to', 'text')
    .addColumn('attachments', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(attachments) = 'array'`),
    )
    .addColumn('message_key', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('queued_at', 'timestamptz')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create trigger mail_outbox_set_updated_at before update on mail_outbox
    for each row execute function huddle_set_updated_at()`.execute(db);
  // The sweeper's second look: unfinished mail whose job went missing. Few rows at any time.
  await sql`create index mail_outbox_unfinished_idx on mail_outbox (updated_at)
    where status in ('pending', 'sending')`.execute(db);

  await db.schema.alterTable('rsvps').addColumn('manage_token_hash', 'text').execute();
  await sql`create unique index rsvps_manage_token_hash_key on rsvps (manage_token_hash)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rsvps_manage_token_hash_key').execute();
  await db.schema.alterTable('rsvps').dropColumn('manage_token_hash').execute();

  await db.schema.dropIndex('mail_outbox_unfinished_idx').execute();
  await sql`drop trigger mail_outbox_set_updated_at on mail_outbox`.execute(db);
  // Rows in the new states go back to the nearest old one.
  await sql`update mail_outbox set status = 'pending' where status = 'sending'`.execute(db);
  await sql`update mail_outbox set status = 'sent' where status = 'logged'`.execute(db);
  await db.schema
    .alterTable('mail_outbox')
    .dropColumn('kind')
    .dropColumn('reply_to')
    .dropColumn('attachments')
    .dropColumn('message_key')
    .dropColumn('queued_at')
    .dropColumn('claimed_until')
    .dropColumn('updated_at')
    .execute();
  await sql`alter table mail_outbox drop constraint mail_outbox_status_check`.execute(db);
  await sql`alter table mail_outbox add constraint mail_outbox_status_check
    check (status in ('pending', 'sent', 'failed'))`.execute(db);
}
