// Migrations are frozen in time: they see the database untyped (Kysely<unknown>), never the schema of today.
import { type Kysely, sql } from 'kysely';

/*
 * A username is one person's whatever its case: 'Attacker_A' may not register beside 'attacker_a'
 * (a look-alike of a church's account), and sign-in ignores case. Accounts that already collide
 * keep the oldest as it is; each later one becomes '<name>-<id>' (cut to the 50 characters a
 * username may have), which its owner is told by the operator (docs/operations.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update users set username = left(username, 49 - length(id::text)) || '-' || id
    where id in (
      select id from (
        select id, row_number() over (partition by lower(username) order by id) as nth from users
      ) ranked
      where nth > 1
    )`.execute(db);
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  // The index above is stricter; the case-sensitive constraint would only name the same conflict twice.
  await sql`alter table users drop constraint users_username_key`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add constraint users_username_key unique (username)`.execute(db);
  await sql`drop index users_username_lower_key`.execute(db);
}
