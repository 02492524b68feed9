import type { ChurchUserRole, Db } from '@huddle/db';

/*
 * Users and church memberships written straight to the database, for suites that need a church
 * user without going through the accounts module. Unique per call.
 */

let counter = 0;

/** A user, linked to `churchId` when given. */
export async function insertUser(db: Db, churchId?: number): Promise<number> {
  counter += 1;
  const user = await db
    .insertInto('users')
    .values({ username: `fixture${counter}x${process.pid}`, password_hash: '$argon2id$fixture' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (churchId !== undefined) await linkUser(db, user.id, churchId);
  return user.id;
}

export async function linkUser(
  db: Db,
  userId: number,
  churchId: number,
  role: ChurchUserRole = 'owner',
): Promise<void> {
  await db
    .insertInto('church_users')
    .values({ user_id: userId, church_id: churchId, role })
    .execute();
}
