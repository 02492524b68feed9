import type { Db, NewContactMessage } from '@huddle/db';
import { insertRow } from '../shared/insert-row.js';

/** Keeps a contact message; run it in the transaction that queues its mail. */
export function insertContactMessage(db: Db, values: NewContactMessage): Promise<number> {
  return insertRow(db, 'contact_messages', values);
}
