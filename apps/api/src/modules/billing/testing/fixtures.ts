import type { ChurchUserRole, Db, NewChurch } from '@huddle/db';
import { churchValues } from '@huddle/db/testing';
import { insertUser, linkUser } from '../../../testing/fixtures.js';

/*
 * Rows for billing tests, written straight to the database so these tests need nothing from the
 * accounts and churches modules. Unique per call, so tests sharing a database never collide.
 */

export { insertUser, linkUser };

export async function insertChurch(db: Db, overrides: Partial<NewChurch> = {}): Promise<number> {
  const row = await db
    .insertInto('churches')
    .values(churchValues(overrides))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A church and a user of it with `role` (owner by default). */
export async function insertChurchWithUser(
  db: Db,
  options: { role?: ChurchUserRole; church?: Partial<NewChurch>; userId?: number } = {},
): Promise<{ churchId: number; userId: number }> {
  const churchId = await insertChurch(db, options.church);
  const userId = options.userId ?? (await insertUser(db));
  await linkUser(db, userId, churchId, options.role ?? 'owner');
  return { churchId, userId };
}

export async function churchPayment(db: Db, churchId: number) {
  return db
    .selectFrom('churches')
    .select([
      'subscription_status',
      'billing_period',
      'subscription_start_date',
      'subscription_end_date',
      'cancel_at',
      'monthly_fee',
      'stripe_customer_id',
      'stripe_subscription_id',
    ])
    .where('id', '=', churchId)
    .executeTakeFirstOrThrow();
}
