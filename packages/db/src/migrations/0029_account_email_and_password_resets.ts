// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * A forgotten password can be reset by e-mail (issue 32, item 1; docs/adr/0083-password-reset.md).
 * A user may give one address, unique ignoring case, so a reset mail has one owner; existing
 * users are asked for it once at their next sign-in (`email_asked_at`). A reset link's token is
 * stored only as its SHA-256, expires, and is used once (`used_at`). Ending a user's other sessions
 * finds them by the user id inside the session's JSON, through an index on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column email text, add column email_asked_at timestamptz`.execute(
    db,
  );
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await sql`create table password_reset_tokens (
    id integer generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id)`.execute(
    db,
  );
  await sql`create index session_user_id_idx on session ((sess ->> 'userId'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index session_user_id_idx`.execute(db);
  await sql`drop table password_reset_tokens`.execute(db);
  await sql`drop index users_email_lower_key`.execute(db);
  await sql`alter table users drop column email_asked_at, drop column email`.execute(db);
}
