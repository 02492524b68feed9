import type { Db, NewRsvp, RsvpUpdate } from '@huddle/db';
import { sql } from 'kysely';
import { openForRsvp } from '../events/events.repository.js';
import { insertRow } from '../shared/insert-row.js';

/**
 * Takes `guests` seats in one statement (ARCHITECTURE: capacity): the row lock and the re-check
 * of `current + n <= max` happen inside PostgreSQL, so concurrent RSVPs can never oversell. No row
 * back means the event is missing, inactive, over, or has too few seats left.
 */
export async function takeSeats(db: Db, eventId: number, guests: number, now: Date) {
  return (
    db
      .updateTable('events')
      .set((eb) => ({ current_attendees: eb('current_attendees', '+', guests) }))
      .where('id', '=', eventId)
      .where('is_active', '=', true)
      .where((eb) => eb(eb('current_attendees', '+', guests), '<=', eb.ref('max_attendees')))
      .where((eb) => openForRsvp(eb, now))
      // What the RSVP's notification needs; its mails read the event again, with its church.
      .returning(['id', 'church_id', 'title'])
      .executeTakeFirst()
  );
}

/** Why `takeSeats` refused: the event as it is now, and whether it still takes RSVPs. */
export async function findRsvpTarget(db: Db, eventId: number, now: Date) {
  return db
    .selectFrom('events')
    .select((eb) => [
      'max_attendees',
      'current_attendees',
      'is_active',
      openForRsvp(eb, now).as('open'),
    ])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

/** The RSVP this e-mail (any case) already has for the event, if any. */
export async function findRsvpByEmail(db: Db, eventId: number, email: string) {
  return (
    db
      .selectFrom('rsvps')
      .select(['id', 'attendee_name', 'attendee_email', 'number_of_guests'])
      .where('event_id', '=', eventId)
      // The same expression as the (event_id, lower(attendee_email)) index.
      .where(sql<string>`lower(attendee_email)`, '=', sql<string>`lower(${email})`)
      .limit(1)
      .executeTakeFirst()
  );
}

/** Changes an RSVP: its guests (through its link), or its link (a new token's hash). */
export async function updateRsvp(db: Db, rsvpId: number, values: RsvpUpdate): Promise<void> {
  await db.updateTable('rsvps').set(values).where('id', '=', rsvpId).execute();
}

export function insertRsvp(db: Db, values: NewRsvp): Promise<number> {
  return insertRow(db, 'rsvps', values);
}
