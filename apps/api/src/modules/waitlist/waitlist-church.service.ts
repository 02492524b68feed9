import type { Db } from '@huddle/db';
import { offerHeldUntil, type WaitlistListInput } from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { findEventSummary } from '../attendees/attendees.repository.js';
import { NOT_YOUR_ATTENDEE } from '../attendees/attendees.service.js';
import { type ChurchUser, EVENT_NOT_FOUND } from '../events/events.service.js';
import { startOfDate } from '../events/recurring-event.js';
import { findRsvpMailContext } from '../rsvps/rsvp-manage.repository.js';
import { lockRsvpTarget, seatsOn } from '../rsvps/rsvps.repository.js';
import { findEntry, listQueue, queuePosition } from './waitlist.repository.js';
import { toWaitlistParty, type WaitlistParty } from './waitlist.schemas.js';
import { offerTo } from './waitlist-offers.js';

export const PARTY_NOT_FOUND = 'This party is not on the waitlist any more.';
export const NOT_WAITING = 'Seats are already held for this party.';

/** The event's waitlist (one date's when asked), in line order, for the hosting church only. */
export async function listWaitlist(
  db: Db,
  input: WaitlistListInput,
  churchUser: ChurchUser,
): Promise<{ items: WaitlistParty[] }> {
  const event = await findEventSummary(db, input.eventId);
  if (!event) throw appError('NOT_FOUND', EVENT_NOT_FOUND);
  if (event.church_id !== churchUser.churchId) throw appError('FORBIDDEN', NOT_YOUR_ATTENDEE);
  const rows = await listQueue(db, event.id, input.date);
  // Positions count within each date's own line.
  const place = new Map<string, number>();
  return {
    items: rows.map((row) => {
      const position = (place.get(row.occurrence_date) ?? 0) + 1;
      place.set(row.occurrence_date, position);
      return toWaitlistParty(row, position);
    }),
  };
}

/**
 * The church offers seats to a waiting party by hand, out of turn if it likes (a family it
 * knows, a party the rules keep waiting): only seats neither taken nor held, so never more than
 * the date has; a 409 NOT_ENOUGH_SPOTS says how many are free.
 */
export async function offerByHand(
  db: Db,
  entryId: number,
  churchUser: ChurchUser,
  options: { publicUrl: string; now?: Date },
): Promise<WaitlistParty> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const found = await findEntry(trx, entryId);
    if (!found) throw appError('NOT_FOUND', PARTY_NOT_FOUND);
    const event = await lockRsvpTarget(trx, found.event_id);
    const entry = await findEntry(trx, entryId);
    if (!event || !entry || entry.status === 'expired') {
      throw appError('NOT_FOUND', PARTY_NOT_FOUND);
    }
    if (event.church_id !== churchUser.churchId) throw appError('FORBIDDEN', NOT_YOUR_ATTENDEE);
    if (entry.status === 'offered') throw appError('CONFLICT', NOT_WAITING, 'ALREADY_OFFERED');
    const startsAt = startOfDate(event, entry.occurrence_date);
    if (now >= startsAt) throw appError('CONFLICT', 'This date has started.', 'EVENT_OVER');
    const seats = await seatsOn(trx, event.id, entry.occurrence_date);
    const free = Math.max(0, event.max_attendees - seats.taken - seats.held);
    if (entry.number_of_guests > free) {
      throw appError(
        'CONFLICT',
        `Only ${free} ${free === 1 ? 'seat is' : 'seats are'} free on this date; this party needs ${entry.number_of_guests}. Raise max attendees to offer more.`,
        'NOT_ENOUGH_SPOTS',
      );
    }
    const context = await findRsvpMailContext(trx, event.id, entry.occurrence_date);
    const offered = await offerTo(trx, entry.id, offerHeldUntil(startsAt, now), context, {
      publicUrl: options.publicUrl,
      now,
    });
    return toWaitlistParty(offered, await queuePosition(trx, offered));
  });
}
