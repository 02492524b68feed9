import type { Db, RsvpRow } from '@huddle/db';

/** An RSVP as the church and its attendee see it. */
export const ATTENDEE_COLUMNS = [
  'rsvps.id',
  'rsvps.event_id',
  'rsvps.attendee_name',
  'rsvps.attendee_email',
  'rsvps.attendee_phone',
  'rsvps.number_of_guests',
  'rsvps.special_requests',
  'rsvps.created_at',
  'rsvps.occurrence_date',
] as const;

export type StoredAttendee = Pick<
  RsvpRow,
  | 'id'
  | 'event_id'
  | 'attendee_name'
  | 'attendee_email'
  | 'attendee_phone'
  | 'number_of_guests'
  | 'special_requests'
  | 'created_at'
  | 'occurrence_date'
>;

/** One RSVP with the church hosting its event (the only church that may see it). */
export async function findAttendee(db: Db, rsvpId: number) {
  return db
    .selectFrom('rsvps')
    .innerJoin('events', 'events.id', 'rsvps.event_id')
    .select([...ATTENDEE_COLUMNS, 'events.church_id', 'events.title as event_title'])
    .where('rsvps.id', '=', rsvpId)
    .executeTakeFirst();
}
export type AttendeeWithHost = NonNullable<Awaited<ReturnType<typeof findAttendee>>>;

/** The event an attendee list is about, active or not (a church may look back). */
export async function findEventSummary(db: Db, eventId: number) {
  return db
    .selectFrom('events')
    .select([
      'id',
      'church_id',
      'title',
      'datetime',
      'timezone',
      'current_attendees',
      'max_attendees',
    ])
    .where('id', '=', eventId)
    .executeTakeFirst();
}
export type EventSummary = NonNullable<Awaited<ReturnType<typeof findEventSummary>>>;

/**
 * An event's RSVPs (on `date` only, when given) in the order they came: keyset on id, from the
 * (event_id, id) index or, for one date, the (event_id, occurrence_date, id) one.
 */
export async function listAttendees(
  db: Db,
  eventId: number,
  date: string | undefined,
  afterId: number | null,
  limit: number,
): Promise<StoredAttendee[]> {
  let query = db
    .selectFrom('rsvps')
    .select(ATTENDEE_COLUMNS)
    .where('rsvps.event_id', '=', eventId)
    .orderBy('rsvps.id')
    .limit(limit);
  if (date !== undefined) query = query.where('rsvps.occurrence_date', '=', date);
  if (afterId !== null) query = query.where('rsvps.id', '>', afterId);
  return query.execute();
}

/** The dates of the event that have RSVPs, soonest first, with the people coming on each. */
export async function datesWithAttendees(db: Db, eventId: number) {
  return db
    .selectFrom('occurrence_seats')
    .select(['occurrence_date', 'taken'])
    .where('event_id', '=', eventId)
    .where('taken', '>', 0)
    .orderBy('occurrence_date')
    .execute();
}

/** The RSVP's guests and date as stored now (read under the event's lock); undefined once gone. */
export async function findGuests(db: Db, rsvpId: number) {
  return db
    .selectFrom('rsvps')
    .select(['number_of_guests', 'occurrence_date'])
    .where('id', '=', rsvpId)
    .executeTakeFirst();
}

export async function deleteAttendee(db: Db, rsvpId: number): Promise<void> {
  await db.deleteFrom('rsvps').where('id', '=', rsvpId).execute();
}
