import type { Db } from '@huddle/db';
import { sql } from 'kysely';

export type ChurchToDelete = {
  id: number;
  name: string;
  email: string;
  stripeSubscriptionId: string | null;
};

/** The church, locked until the transaction ends, so two deletions cannot both run. */
export async function lockChurch(db: Db, id: number): Promise<ChurchToDelete | undefined> {
  const row = await db
    .selectFrom('churches')
    .select(['id', 'name', 'email', 'stripe_subscription_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      email: row.email,
      stripeSubscriptionId: row.stripe_subscription_id,
    }
  );
}

/** The church's user accounts (a user belongs to one church at most: church_users.user_id is unique). */
export async function churchUserAccounts(
  db: Db,
  churchId: number,
): Promise<{ id: number; username: string }[]> {
  return db
    .selectFrom('church_users')
    .innerJoin('users', 'users.id', 'church_users.user_id')
    .select(['users.id', 'users.username'])
    .where('church_users.church_id', '=', churchId)
    .execute();
}

/** Ends every signed-in session of these users. */
export async function deleteSessionsOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('session')
    .where(sql<number>`(sess->>'userId')::int`, 'in', userIds)
    .execute();
}

/** Failed-login counters name the username; they go with the account. */
export async function deleteLoginCounters(db: Db, usernames: string[]) {
  if (usernames.length === 0) return;
  await db
    .deleteFrom('rate_limit_counters')
    .where(
      'key',
      'in',
      usernames.map((username) => `login-failed:user:${username}`),
    )
    .execute();
}

export async function deleteUsers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return;
  await db.deleteFrom('users').where('id', 'in', userIds).execute();
}

/**
 * Deletes the church; its foreign keys cascade to church_users, events (and their RSVPs, event
 * views and notifications), notifications, messages and support offers and requests.
 */
export async function deleteChurchRow(db: Db, id: number) {
  await db.deleteFrom('churches').where('id', '=', id).execute();
}

/**
 * The outbox's copies of mail to the church's own address, sent or not: RSVP notices carry its
 * attendees' names and contacts, and unsent ones would go to a church that no longer exists.
 */
export async function deleteMailTo(db: Db, address: string) {
  await db
    .deleteFrom('mail_outbox')
    .where(sql<string>`lower(to_address)`, '=', address.toLowerCase())
    .execute();
}

export async function insertChurchDeletionAudit(
  db: Db,
  entry: {
    administratorId: number;
    administratorEmail: string;
    churchId: number;
    churchName: string;
  },
) {
  await db
    .insertInto('admin_audit_log')
    .values({
      administrator_id: entry.administratorId,
      administrator_email: entry.administratorEmail,
      action: 'church.delete',
      church_id: entry.churchId,
      church_name: entry.churchName,
    })
    .execute();
}
