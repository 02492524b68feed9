import type { Database, Db, NewChurch } from '@huddle/db';
import { type ExpressionBuilder, sql } from 'kysely';
import { CHURCH_PUBLIC_COLUMNS, type Church, toChurch } from './church.schemas.js';

/**
 * The number of active events of `churches`, as a correlated subquery that the
 * events(church_id, datetime) index answers: lists get every count in their one query.
 */
export function activeEventCount(eb: ExpressionBuilder<Database, 'churches'>) {
  return eb
    .selectFrom('events')
    .select(sql<number>`count(*)::int`.as('count'))
    .whereRef('events.church_id', '=', 'churches.id')
    .where('events.is_active', '=', true)
    .as('event_count');
}

function selectChurches(db: Db) {
  return db
    .selectFrom('churches')
    .select(CHURCH_PUBLIC_COLUMNS)
    .select((eb) => activeEventCount(eb));
}

/** Every church by name, each with its active event count, in one query. */
export async function listChurches(db: Db): Promise<Church[]> {
  const rows = await selectChurches(db).orderBy('name').orderBy('id').execute();
  return rows.map((row) => toChurch(row, row.event_count ?? 0));
}

export async function findChurch(db: Db, id: number): Promise<Church | undefined> {
  const row = await selectChurches(db).where('id', '=', id).executeTakeFirst();
  return row && toChurch(row, row.event_count ?? 0);
}

/** Whether the user is linked to any church, active or not (church_users.user_id is unique). */
export async function hasChurchMembership(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('church_users')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a church and makes `ownerId` its owner; run it in a transaction. */
export async function insertChurchWithOwner(
  db: Db,
  values: NewChurch,
  ownerId: number,
): Promise<Church> {
  const row = await db
    .insertInto('churches')
    .values(values)
    .returning(CHURCH_PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('church_users')
    .values({ church_id: row.id, user_id: ownerId, role: 'owner' })
    .execute();
  return toChurch(row, 0);
}
