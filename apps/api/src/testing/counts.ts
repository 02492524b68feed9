import type { Database, Db } from '@huddle/db';
import { type Selectable, sql } from 'kysely';

/*
 * What a change left in the database, read back for assertions: the figures a failed or refused
 * request must not move.
 */

/** Row counts of everything an RSVP or an event change may write. */
export async function tableCounts(db: Db) {
  const count = async (table: 'events' | 'rsvps' | 'notifications' | 'mail_outbox') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const seats = await db
    .selectFrom('events')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('current_attendees'), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return {
    events: await count('events'),
    rsvps: await count('rsvps'),
    notifications: await count('notifications'),
    mails: await count('mail_outbox'),
    seats: Number(seats.n),
  };
}

type Row<T extends keyof Database> = Selectable<Database[T]>;

/** One column of the row `id` of `table`, as the database holds it now. */
export async function columnOf<T extends keyof Database, C extends keyof Row<T> & string>(
  db: Db,
  table: T,
  id: number,
  column: C,
): Promise<Row<T>[C]> {
  const { rows } = await sql<{ value: Row<T>[C] }>`
    select ${sql.ref(column)} as value from ${sql.table(table)} where id = ${id}`.execute(db);
  if (!rows[0]) throw new Error(`no ${table} row ${id}`);
  return rows[0].value;
}

/** Seats an event has taken, as the database holds them. */
export function seatsTaken(db: Db, eventId: number): Promise<number> {
  return columnOf(db, 'events', eventId, 'current_attendees');
}

/** The ids of the messages stored to the attendee of `rsvpId`. */
export function messagesTo(db: Db, rsvpId: number) {
  return db.selectFrom('messages').select('id').where('rsvp_id', '=', rsvpId).execute();
}

/** The ids of the messages stored from the church `churchId`. */
export function messagesFrom(db: Db, churchId: number) {
  return db.selectFrom('messages').select('id').where('church_id', '=', churchId).execute();
}

/** The event's seat count beside the RSVPs it should add up from. */
export async function seatBook(db: Db, eventId: number) {
  const event = await db
    .selectFrom('events')
    .select(['current_attendees', 'max_attendees'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const rsvps = await db
    .selectFrom('rsvps')
    .select(['id', 'number_of_guests'])
    .where('event_id', '=', eventId)
    .execute();
  const guests = rsvps.reduce((sum, rsvp) => sum + rsvp.number_of_guests, 0);
  return { ...event, guests, rsvps };
}

/** The ids of the mails queued to `address`, oldest first. */
export function mailsTo(db: Db, address: string) {
  return db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
}
