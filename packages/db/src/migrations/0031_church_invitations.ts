// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * More than one person per church (issue 32, item 2; docs/adr/0086). An owner invites someone by
 * e-mail as an official or a member: the invitation's link carries a token of which only the
 * SHA-256 is stored, expires, and is used once (the row is deleted when the person joins, or when
 * the owner withdraws it). One open invitation per address and church (compared without case):
 * inviting the address again renews it. It goes with its church; the inviter may leave first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table church_invitations (
    id integer generated always as identity primary key,
    church_id integer not null references churches (id) on delete cascade,
    email text not null,
    role text not null check (role in ('official', 'member')),
    token_hash text not null unique,
    invited_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create unique index church_invitations_church_email_key
    on church_invitations (church_id, lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table church_invitations`.execute(db);
}
