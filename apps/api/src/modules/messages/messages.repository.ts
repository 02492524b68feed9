import type { Db, NewMessage } from '@huddle/db';
import { sql } from 'kysely';

export async function insertMessage(db: Db, values: NewMessage) {
  return db
    .insertInto('messages')
    .values(values)
    .returning(['id', 'church_id', 'rsvp_id', 'subject', 'sent_to', 'sent_at'])
    .executeTakeFirstOrThrow();
}

/*
 * Addresses are compared lower-cased by PostgreSQL's lower() everywhere (the table's CHECK uses it
 * too), so JavaScript's and the database's case rules can never disagree about one address.
 */

/** Whether `email` asked `churchId` for no more messages. */
export async function hasOptedOut(db: Db, churchId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('message_opt_outs')
    .select('church_id')
    .where('church_id', '=', churchId)
    .where('email', '=', sql<string>`lower(${email})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The church and address of the message whose stop link has this token hash. */
export async function findStopTarget(db: Db, tokenHash: string) {
  return db
    .selectFrom('messages')
    .innerJoin('churches', 'churches.id', 'messages.church_id')
    .select(['messages.church_id', 'churches.name as church_name', 'messages.sent_to'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('message_opt_outs')
            .select(sql`1`.as('one'))
            .whereRef('message_opt_outs.church_id', '=', 'messages.church_id')
            .where('message_opt_outs.email', '=', sql<string>`lower(messages.sent_to)`),
        )
        .as('stopped'),
    )
    .where('messages.stop_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Records the opt-out; doing it again changes nothing. */
export async function insertOptOut(db: Db, churchId: number, email: string): Promise<void> {
  await db
    .insertInto('message_opt_outs')
    .values({ church_id: churchId, email: sql<string>`lower(${email})` })
    .onConflict((conflict) => conflict.columns(['church_id', 'email']).doNothing())
    .execute();
}
