import type { Db } from '@huddle/db';
import { ATTENDEE_COLUMNS } from '../attendees/attendees.repository.js';
import { openForRsvp } from '../events/events.repository.js';

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
  'events.current_attendees',
  'events.is_recurring',
  'events.recurrence_pattern',
  'events.recurrence_end_date',
  'events.recurrence_days_of_week',
  'events.recurrence_exceptions',
  'churches.name as church_name',
  'churches.email as church_email',
  'churches.phone as church_phone',
  'churches.address as church_address',
  'churches.city as church_city',
  'churches.state as church_state',
  'churches.zip_code as church_zip_code',
] as const;

/** What the RSVP mails say about the event and its church, in one read. */
export async function findRsvpMailContext(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .innerJoin('churches', 'churches.id', 'events.church_id')
    .select(RSVP_MAIL_CONTEXT_COLUMNS)
    .where('events.id', '=', eventId)
    .executeTakeFirstOrThrow();
}
export type RsvpMailContext = Awaited<ReturnType<typeof findRsvpMailContext>>;

/** The RSVP a link's token belongs to, and its event. */
export async function findRsvpByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('rsvps')
    .select(['id', 'event_id'])
    .where('manage_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Locks the event row until commit, as an RSVP's seat update does: every change to the seats of
 * an event, new RSVP or change through a link, takes this lock first, so they run one after the
 * other and always in the same order (no deadlock). Also says whether the event still takes changes.
 */
export async function lockEventForChange(db: Db, eventId: number, now: Date) {
  return db
    .selectFrom('events')
    .select((eb) => ['id', 'is_active', openForRsvp(eb, now).as('open')])
    .where('id', '=', eventId)
    .forUpdate()
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

/**
 * Moves an event's seats by `delta` (positive: taken, negative: returned) in one statement, the
 * same discipline as `takeSeats`: the bounds are checked by PostgreSQL on the locked row, and
 * the CHECK constraints back them. No row back: the seats are not there (or the event is closed).
 */
export async function shiftSeats(db: Db, eventId: number, delta: number, now: Date) {
  return db
    .updateTable('events')
    .set((eb) => ({ current_attendees: eb('current_attendees', '+', delta) }))
    .where('id', '=', eventId)
    .where('is_active', '=', true)
    .where((eb) => eb(eb('current_attendees', '+', delta), '<=', eb.ref('max_attendees')))
    .where((eb) => eb(eb('current_attendees', '+', delta), '>=', 0))
    .where((eb) => openForRsvp(eb, now))
    .returning(['current_attendees', 'max_attendees'])
    .executeTakeFirst();
}

export async function deleteRsvp(db: Db, rsvpId: number): Promise<void> {
  await db.deleteFrom('rsvps').where('id', '=', rsvpId).execute();
}
