import type { Db, NewContactMessage } from '@huddle/db';

/** Keeps a contact message; run it in the transaction that queues its mail. */
export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
