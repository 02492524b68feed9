import type { ChurchUserRole, Db, NewChurch } from '@huddle/db';

/*
 * Rows for billing tests, written straight to the database so these tests need nothing from the
 * accounts and churches modules. Unique per call, so tests sharing a database never collide.
 */

let counter = 0;
const next = () => {
  counter += 1;
  return `${process.pid}x${counter}`;
};

export async function insertUser(db: Db): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ username: `billing${next()}`, password_hash: 'not-a-real-hash' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertChurch(db: Db, overrides: Partial<NewChurch> = {}): Promise<number> {
  const n = next();
  const digits = String(counter).padStart(4, '0');
  const row = await db
    .insertInto('churches')
    .values({
      name: `Billing Church ${n}`,
      description: 'A church made for a billing test.',
      address: `${n} Main Street`,
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      phone: `(217) 555-${digits}`,
      email: `billing${n}@example.org`,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkUser(db: Db, churchId: number, userId: number, role: ChurchUserRole) {
  await db
    .insertInto('church_users')
    .values({ church_id: churchId, user_id: userId, role })
    .execute();
}

/** A church and a user of it with `role` (owner by default). */
export async function insertChurchWithUser(
  db: Db,
  options: { role?: ChurchUserRole; church?: Partial<NewChurch>; userId?: number } = {},
): Promise<{ churchId: number; userId: number }> {
  const churchId = await insertChurch(db, options.church);
  const userId = options.userId ?? (await insertUser(db));
  await linkUser(db, churchId, userId, options.role ?? 'owner');
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
      'monthly_fee',
      'stripe_customer_id',
      'stripe_subscription_id',
    ])
    .where('id', '=', churchId)
    .executeTakeFirstOrThrow();
}
