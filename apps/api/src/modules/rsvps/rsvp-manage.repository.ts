import type { Db } from '@huddle/db';
import { ATTENDEE_COLUMNS } from '../attendees/attendees.repository.js';

/** What the RSVP mails say about an event and its church (its row joined with the church's). */
export const RSVP_MAIL_CONTEXT_COLUMNS = [
  'events.id',
  'events.church_id',
  'events.title',
  'events.description',
  'events.game_details',
  'events.datetime',
  'events.timezone',
  'events.max_attendees',
  'events.is_recurring',
  'events.recurrence_pattern',
  'events.recurrence_end_date',
  'events.recurrence_days_of_week',
  'events.recurrence_exceptions',
  'events.calendar_sequence',
  'churches.name as church_name',
  'churches.email as church_email',
  'churches.phone as church_phone',
  'churches.address as church_address',
  'churches.city as church_city',
  'churches.state as church_state',
  'churches.zip_code as church_zip_code',
] as const;

/**
 * RSVPs joined with their event and its church, selecting what the RSVP mails say of them: the
 * start of every read that mails a list of RSVPs (cancellations, links mailed again).
 */
export function rsvpsWithMailContext(db: Db) {
  return db
    .selectFrom('rsvps')
    .innerJoin('events', 'events.id', 'rsvps.event_id')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select([
      'rsvps.id as rsvp_id',
      'rsvps.attendee_email',
      'rsvps.number_of_guests',
      'rsvps.occurrence_date',
      ...RSVP_MAIL_CONTEXT_COLUMNS,
    ]);
}

/**
 * What the RSVP mails say about the event and its church on `date`, the day the RSVP is for
 * (as stored: a local day in the event's zone), with that day's seats (people RSVP'd, seats held
 * by waitlist offers, parties waiting): one read.
 */
export async function findRsvpMailContext(db: Db, eventId: number, date: string) {
  return db
    .selectFrom('events')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .leftJoin('occurrence_seats as seats', (join) =>
      join.onRef('seats.event_id', '=', 'events.id').on('seats.occurrence_date', '=', date),
    )
    .select(RSVP_MAIL_CONTEXT_COLUMNS)
    .select((eb) => [
      eb.val(date).as('occurrence_date'),
      eb.fn.coalesce('seats.taken', eb.lit(0)).as('seats_taken'),
      eb.fn.coalesce('seats.held', eb.lit(0)).as('seats_held'),
      eb.fn.coalesce('seats.waiting', eb.lit(0)).as('parties_waiting'),
    ])
    .where('events.id', '=', eventId)
    .executeTakeFirstOrThrow();
}
export type RsvpMailContext = Awaited<ReturnType<typeof findRsvpMailContext>>;

/** The RSVP a link's token belongs to, and its event. */
export async function findRsvpByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('rsvps')
    .select(['id', 'event_id', 'occurrence_date'])
    .where('manage_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The RSVP as stored now (read under the event's lock, so no change to it can be in between). */
export async function findRsvp(db: Db, rsvpId: number) {
  return db
    .selectFrom('rsvps')
    .select(ATTENDEE_COLUMNS)
    .where('rsvps.id', '=', rsvpId)
    .executeTakeFirst();
}
export type StoredRsvp = NonNullable<Awaited<ReturnType<typeof findRsvp>>>;

export async function deleteRsvp(db: Db, rsvpId: number): Promise<void> {
  await db.deleteFrom('rsvps').where('id', '=', rsvpId).execute();
}
