// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * A church's messages to attendees, made hard to abuse for phishing, and stored mail without
 * live secrets (issue 25, items 3 and 4).
 *
 * - message_opt_outs: an address that asked for no more messages from one church (the stop link
 *   in each message). Kept as the lower-cased address; it goes with the church.
 * - messages.stop_token_hash: SHA-256 of the random token in that message's stop link; the token
 *   itself is never stored. Null for messages sent before this migration (they have no link).
 * - mail_outbox.on_behalf_of: the church a mail speaks for; its From then reads
 *   "<church> via <platform>" with the platform's own address.
 * - mail_outbox.list_unsubscribe: the stop link for the List-Unsubscribe header (RFC 8058).
 * - mail_outbox.body_removed_at: when the bodies (and with them every private link) were removed
 *   from the stored copy, once the mail was finished.
 *
 * Mail already finished when this runs is stripped now: its manage links still work.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table message_opt_outs (
    church_id integer not null references churches (id) on delete cascade,
    email text not null check (email = lower(email)),
    created_at timestamptz not null default now(),
    primary key (church_id, email)
  )`.execute(db);

  await sql`alter table messages add column stop_token_hash text`.execute(db);
  await sql`create unique index messages_stop_token_hash_key on messages (stop_token_hash)`.execute(
    db,
  );

  await sql`alter table mail_outbox
    add column on_behalf_of text,
    add column list_unsubscribe text,
    add column body_removed_at timestamptz`.execute(db);
  await sql`update mail_outbox
    set text_body = '', html_body = null, attachments = '[]'::jsonb, body_removed_at = now()
    where status in ('sent', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox
    drop column on_behalf_of,
    drop column list_unsubscribe,
    drop column body_removed_at`.execute(db);
  await sql`drop index messages_stop_token_hash_key`.execute(db);
  await sql`alter table messages drop column stop_token_hash`.execute(db);
  await sql`drop table message_opt_outs`.execute(db);
}
