import type { Db } from '@huddle/db';
import { sql } from 'kysely';

/** The account an address belongs to, compared without case (users_email_lower_key). */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; username: string; email: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.email ? { id: row.id, username: row.username, email: row.email } : undefined;
}

/** The user's own address for reset links; null when none is set. */
export async function findUserEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: values.userId, token_hash: values.tokenHash, expires_at: values.expiresAt })
    .execute();
}

/**
 * Uses up a link in one statement: of two requests with the same token, only one gets its user.
 * An expired or used link gives nothing.
 */
export async function consumeResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Every link of the user still open stops working (after a reset or a change of password). */
export async function invalidateResetTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Sets the account's address; a taken one surfaces as the unique violation users_email_lower_key. */
export async function updateUserEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
}

/**
 * Records that the user was asked for an address, once: true only for the sign-in that asks (the
 * user has none and was never asked), whatever they answer.
 */
export async function markAskedForEmail(db: Db, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ email_asked_at: now })
    .where('id', '=', userId)
    .where('email', 'is', null)
    .where('email_asked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
