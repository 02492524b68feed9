import type { Db } from '@huddle/db';
import { LAST_CALL_MS, offerHeldUntil, partiesToOffer } from '@huddle/domain';
import { eventPageUrl } from '../events/event-page-url.js';
import { isDateOver, type ScheduleColumns, startOfDate } from '../events/recurring-event.js';
import { queueMail } from '../mail/outbox.js';
import { newManageToken } from '../rsvps/manage-token.js';
import type { CancellationScope } from '../rsvps/rsvp-cancellations.repository.js';
import { findRsvpMailContext } from '../rsvps/rsvp-manage.repository.js';
import { lockRsvpTarget, seatsOn } from '../rsvps/rsvps.repository.js';
import {
  datesWithWaiting,
  findEntry,
  findPartiesToTell,
  lapsedOffers,
  markExpired,
  markOffered,
  type StoredEntry,
  waitingParties,
} from './waitlist.repository.js';
import { lineCancelledMail, offerLapsedMail, offerMail } from './waitlist-mails.js';
import { waitlistUrl } from './waitlist-url.js';

/** Who mails, and when it is. */
export type OfferOptions = { publicUrl: string; now: Date };

/**
 * The most parties one pass reads in the last call, when it may pass over parties that do not
 * fit; the next pass (the next freed seat, or the sweep) reads on.
 */
const LAST_CALL_READ = 1000;

/** An event whose row the caller has locked (rsvps.repository `lockRsvpTarget`). */
type LockedEvent = ScheduleColumns & { id: number; max_attendees: number };

/**
 * Offers the date's free seats to the waiting parties the queue's rules pick (domain
 * `partiesToOffer`), each held until `offerHeldUntil` and announced by mail. Call it, under the
 * event's lock, after anything that frees seats: a cancellation, a removal, a smaller party, more
 * seats, an offer that lapsed or was declined. The lock and the database's per-date count (people
 * and held seats within max attendees) make an oversold date or two offers of one seat impossible.
 */
export async function offerFreedSeats(
  db: Db,
  event: LockedEvent,
  date: string,
  options: OfferOptions,
): Promise<number> {
  const seats = await seatsOn(db, event.id, date);
  const free = event.max_attendees - seats.taken - seats.held;
  if (seats.waiting === 0 || free <= 0) return 0;
  const startsAt = startOfDate(event, date);
  // Once the date has started, seats are no longer offered: an offer could not be held.
  if (options.now >= startsAt) return 0;
  const lastCall = startsAt.getTime() - options.now.getTime() <= LAST_CALL_MS;
  // Before the last call the line stops at the first party that does not fit: with at least one
  // guest each, no more than `free` parties can be offered, and one more may be the one blocking.
  const queue = await waitingParties(db, event.id, date, lastCall ? LAST_CALL_READ : free + 1);
  const chosen = partiesToOffer(queue, free, lastCall);
  if (chosen.length === 0) return 0;
  const until = offerHeldUntil(startsAt, options.now);
  const context = await findRsvpMailContext(db, event.id, date);
  for (const party of chosen) {
    await offerTo(db, party.id, until, context, options);
  }
  return chosen.length;
}

/** Holds seats for one party and mails it the link that claims them. */
export async function offerTo(
  db: Db,
  entryId: number,
  until: Date,
  context: Awaited<ReturnType<typeof findRsvpMailContext>>,
  options: OfferOptions,
): Promise<StoredEntry> {
  const link = newManageToken();
  const entry = await markOffered(db, entryId, { until, tokenHash: link.hash });
  await queueMail(
    db,
    offerMail(context, partyOf(entry), until, {
      eventUrl: eventPageUrl(options.publicUrl, entry.event_id),
      waitlistUrl: waitlistUrl(options.publicUrl, link.token),
    }),
  );
  return entry;
}

/** Offers the seats of every date with parties waiting: after an edit that added seats. */
export async function offerOnEveryDate(
  db: Db,
  event: LockedEvent,
  options: OfferOptions,
): Promise<void> {
  for (const date of await datesWithWaiting(db, event.id)) {
    await offerFreedSeats(db, event, date, options);
  }
}

export function partyOf(entry: StoredEntry) {
  return { name: entry.attendee_name, email: entry.attendee_email, guests: entry.number_of_guests };
}

/** Lapsed offers handled per sweep; the rest wait for the next one (a second later). */
const LAPSED_BATCH = 100;

/**
 * Offers whose time ran out: each party hears that its seats passed on and leaves the line, and
 * the seats are offered on at once. Run by the job runner's sweep; one event's offers under its
 * lock, so a claim racing the expiry either wins or finds the offer gone.
 */
export async function passOnLapsedOffers(db: Db, options: OfferOptions): Promise<number> {
  const lapsed = await lapsedOffers(db, options.now, LAPSED_BATCH);
  let passed = 0;
  for (const { id, event_id } of lapsed) {
    passed += await db.transaction().execute(async (trx) => {
      const event = await lockRsvpTarget(trx, event_id);
      const entry = await findLapsed(trx, id, options.now);
      if (!event || !entry) return 0; // claimed, left or deleted meanwhile
      await markExpired(trx, entry.id);
      const context = await findRsvpMailContext(trx, event.id, entry.occurrence_date);
      await queueMail(
        trx,
        offerLapsedMail(context, partyOf(entry), eventPageUrl(options.publicUrl, event.id)),
      );
      await offerFreedSeats(trx, event, entry.occurrence_date, options);
      return 1;
    });
  }
  return passed;
}

async function findLapsed(db: Db, id: number, now: Date) {
  const entry = await findEntry(db, id);
  return entry?.status === 'offered' && entry.offered_until && entry.offered_until <= now
    ? entry
    : undefined;
}

/**
 * Before a cancellation takes a line away (an event deleted, a date cancelled, the church
 * deleted): each party waiting for a date not over yet hears that its place ends with it.
 */
export async function tellLineOfCancellation(
  db: Db,
  scope: CancellationScope,
  now: Date,
): Promise<void> {
  for (const party of await findPartiesToTell(db, scope, now)) {
    if (isDateOver(startOfDate(party, party.occurrence_date), now)) continue;
    await queueMail(db, lineCancelledMail(party));
  }
}
