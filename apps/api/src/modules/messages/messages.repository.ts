import type { Db, NewMessage } from '@huddle/db';

export async function insertMessage(db: Db, values: NewMessage) {
  return db
    .insertInto('messages')
    .values(values)
    .returning(['id', 'church_id', 'rsvp_id', 'subject', 'sent_to', 'sent_at'])
    .executeTakeFirstOrThrow();
}
