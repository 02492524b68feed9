import type { Db, NewRsvp, RsvpUpdate } from '@huddle/db';
import type { RsvpCreateInput } from '@huddle/domain';
import { sql } from 'kysely';
import { SCHEDULE_COLUMNS } from '../events/recurring-event.js';
import { insertRow } from '../shared/insert-row.js';

/**
 * The event an RSVP is for, its row locked until commit: every change to an event's seats (a new
 * RSVP, a change through a link, a removal, an edit of max attendees) takes this lock first, so
 * they run one after the other and a date's seats can be checked, then taken, without a race.
 * The database's per-date count (occurrence_seats, migration 0021) refuses an oversold date anyway.
 */
export async function lockRsvpTarget(db: Db, eventId: number) {
  return (
    db
      .selectFrom('events')
      .select(['id', 'church_id', 'title', 'is_active', 'max_attendees', ...SCHEDULE_COLUMNS])
      // Whether its church has ever paid: visitors see no other church's events (ADR 0079).
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('churches')
              .select(sql.lit(1).as('one'))
              .whereRef('churches.id', '=', 'events.church_id')
              .where('churches.partner_since', 'is not', null),
          )
          .as('published'),
      )
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst()
  );
}
export type RsvpTarget = NonNullable<Awaited<ReturnType<typeof lockRsvpTarget>>>;

/** Whether a visitor may RSVP or join the waitlist: the event is active and shown to visitors. */
export function isOpenToVisitors(event: RsvpTarget | undefined): event is RsvpTarget {
  return Boolean(event?.is_active && event.published);
}

/**
 * The seats of the event on `date` (a local day in its zone): people RSVP'd, seats held by
 * waitlist offers, parties waiting (docs/adr/0076-waitlist.md).
 */
export async function seatsOn(db: Db, eventId: number, date: string) {
  const row = await db
    .selectFrom('occurrence_seats')
    .select(['taken', 'held', 'waiting'])
    .where('event_id', '=', eventId)
    .where('occurrence_date', '=', date)
    .executeTakeFirst();
  return row ?? { taken: 0, held: 0, waiting: 0 };
}

/**
 * The most seats taken or held by an offer on any one date of the event: what its max attendees
 * must hold.
 */
export async function mostSeatsOnADate(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('occurrence_seats')
    .select((eb) => eb.fn.max(eb('taken', '+', eb.ref('held'))).as('most'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.most ?? 0;
}

/** Puts every RSVP of the event on `date` (a one-off event has that one day). */
export async function moveRsvpsToDate(db: Db, eventId: number, date: string): Promise<void> {
  await db
    .updateTable('rsvps')
    .set({ occurrence_date: date })
    .where('event_id', '=', eventId)
    .where('occurrence_date', '<>', date)
    .execute();
}

/**
 * Moves the event's total over all its dates (what platform and church figures add up) with an
 * RSVP's guests; the date's own count follows the RSVP row by trigger.
 */
export async function addToEventTotal(db: Db, eventId: number, delta: number): Promise<void> {
  await db
    .updateTable('events')
    .set({ current_attendees: sql<number>`greatest(current_attendees + ${delta}, 0)` })
    .where('id', '=', eventId)
    .execute();
}

/** The RSVP this e-mail (any case) already has for the event on `date`, if any. */
export async function findRsvpByEmail(db: Db, eventId: number, date: string, email: string) {
  return (
    db
      .selectFrom('rsvps')
      .select(['id', 'attendee_name', 'attendee_email', 'number_of_guests'])
      .where('event_id', '=', eventId)
      .where('occurrence_date', '=', date)
      // The same expressions as the (event_id, occurrence_date, lower(attendee_email)) index.
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

/** The columns of a party as its visitor typed it, for an RSVP or a place in line. */
export function partyColumns(
  eventId: number,
  date: string,
  input: Omit<RsvpCreateInput, 'eventId' | 'occurrenceDate' | 'proofOfWork'>,
  manageTokenHash: string,
) {
  return {
    event_id: eventId,
    occurrence_date: date,
    attendee_name: input.attendeeName,
    attendee_email: input.attendeeEmail,
    attendee_phone: input.attendeePhone ?? null,
    number_of_guests: input.numberOfGuests,
    special_requests: input.specialRequests ?? null,
    manage_token_hash: manageTokenHash,
  };
}
