import type { Db } from '@huddle/db';

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
