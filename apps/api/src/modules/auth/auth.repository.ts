import type { Db } from '@huddle/db';
import { sql } from 'kysely';

export type User = { id: number; username: string };

export type Account = {
  user: { id: number; username: string };
  churchUser: { churchId: number; role: string } | null;
};

/** The signed-in account in one query: the user and, when linked, their active church membership. */
export async function findAccount(db: Db, userId: number): Promise<Account | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('church_users', (join) =>
      join.onRef('church_users.user_id', '=', 'users.id').on('church_users.is_active', '=', true),
    )
    .select(['users.id', 'users.username', 'church_users.church_id', 'church_users.role'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    user: { id: row.id, username: row.username },
    churchUser:
      row.church_id !== null && row.role !== null
        ? { churchId: row.church_id, role: row.role }
        : null,
  };
}

export async function findChurchSubscriptionStatus(
  db: Db,
  churchId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('churches')
    .select('subscription_status')
    .where('id', '=', churchId)
    .executeTakeFirst();
  return row?.subscription_status;
}

/**
 * Inserts a user; a username taken in any case surfaces as the unique violation
 * `users_username_lower_key`, an e-mail address taken in any case as `users_email_lower_key`.
 */
export async function insertUser(
  db: Db,
  username: string,
  passwordHash: string,
  email?: string,
): Promise<User> {
  return db
    .insertInto('users')
    .values({ username, password_hash: passwordHash, email: email ?? null })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

/**
 * What login checks a password against, for the username in any case; the only query that reads
 * a password hash.
 */
export async function findCredentials(
  db: Db,
  username: string,
): Promise<{ id: number; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    // Usernames are unique ignoring case (users_username_lower_key), and this reads that index.
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row && { id: row.id, passwordHash: row.password_hash };
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

/** Stamps the user's church membership, if any, with the time of this login. */
export async function recordChurchUserLogin(db: Db, userId: number, at: Date) {
  await db
    .updateTable('church_users')
    .set({ last_login_at: at })
    .where('user_id', '=', userId)
    .execute();
}
