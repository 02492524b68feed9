import type { Database, Db } from '@huddle/db';
import type { Insertable, Selectable } from 'kysely';

/** The tables whose rows are numbered by a serial `id`. */
type NumberedTable = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];

/** Inserts one row and answers its new id. */
export async function insertRow<T extends NumberedTable>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
