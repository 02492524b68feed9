import type { Db } from '@huddle/db';
import { type RsvpCreateInput, type RsvpManageInput, seatsOpen } from '@huddle/domain';
import { RATE_LIMITS, type RateLimitRule } from '../../config.js';
import { appError } from '../../errors/app-error.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { EVENT_NOT_FOUND } from '../events/events.service.js';
import { isDateOver, startOfDate } from '../events/recurring-event.js';
import { queueMail } from '../mail/outbox.js';
import { insertRsvpNotification } from '../notifications/notifications.repository.js';
import { tryTake } from '../rate-limits/rate-limits.service.js';
import { type SeatClient, takeNewPartyShare } from '../rsvps/fair-share.js';
import { hashManageToken, manageRsvpUrl, newManageToken } from '../rsvps/manage-token.js';
import { newRsvpMails, onDateText, peopleText } from '../rsvps/rsvp-mails.js';
import { findRsvpMailContext } from '../rsvps/rsvp-manage.repository.js';
import { managedEvent } from '../rsvps/rsvp-manage.service.js';
import {
  addToEventTotal,
  findRsvpByEmail,
  insertRsvp,
  isOpenToVisitors,
  lockRsvpTarget,
  partyColumns,
  type RsvpTarget,
  seatsOn,
} from '../rsvps/rsvps.repository.js';
import { mailLinkAgain, rsvpDate } from '../rsvps/rsvps.service.js';
import {
  deleteEntry,
  findEntry,
  findEntryByEmail,
  findEntryByTokenHash,
  insertEntry,
  lineLength,
  queuePosition,
  type StoredEntry,
  setEntryToken,
} from './waitlist.repository.js';
import type { WaitlistEntryView, WaitlistJoined } from './waitlist.schemas.js';
import { placeMail } from './waitlist-mails.js';
import { offerFreedSeats, partyOf } from './waitlist-offers.js';
import { waitlistUrl } from './waitlist-url.js';

export const SEATS_AVAILABLE =
  'There are seats for your party on this date: RSVP instead of joining the waitlist.';
export const WAITLIST_LINK_INVALID =
  'This link is not valid. It may be incomplete, or its place on the waitlist was given up or claimed.';
export const WAITLIST_LINK_EXPIRED = 'This date is over, so this waitlist link no longer works.';
export const OFFER_NOT_OPEN =
  'There are no seats held for this party now. They are offered by e-mail when they free up.';
export const ALREADY_GOING =
  'This e-mail address already has an RSVP for this date; the held seats went on to the next party.';

type Options = { publicUrl: string; now?: Date; linkAgain?: RateLimitRule; client?: SeatClient };

/** Thrown inside the join's transaction when the address is in line (or going) already. */
class AlreadyKnown {
  constructor(readonly kind: 'rsvp' | 'waitlist') {}
}

/**
 * Joins a date's waitlist (docs/adr/0076-waitlist.md) when the party does not fit the seats open
 * to newcomers (a 409 SEATS_AVAILABLE when it does): one transaction under the event's lock, like
 * an RSVP. An address already in line, or already going, is answered as a newcomer would be and
 * gets its link again by mail; one whose offer lapsed joins again at the back.
 */
export async function joinWaitlist(
  db: Db,
  input: RsvpCreateInput,
  options: Options,
): Promise<WaitlistJoined> {
  const now = options.now ?? new Date();
  let date: string | undefined;
  let position = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const event = await lockRsvpTarget(trx, input.eventId);
      if (!isOpenToVisitors(event)) throw appError('NOT_FOUND', EVENT_NOT_FOUND);
      const attended = rsvpDate(event, input.occurrenceDate, now);
      date = attended.date;
      const seats = await seatsOn(trx, event.id, date);
      if (input.numberOfGuests <= seatsOpen({ maxAttendees: event.max_attendees, ...seats })) {
        throw appError('CONFLICT', SEATS_AVAILABLE, 'SEATS_AVAILABLE');
      }
      // What a newcomer would be told: the back of the line.
      position = (await lineLength(trx, event.id, date)) + 1;
      if (await findRsvpByEmail(trx, event.id, date, input.attendeeEmail)) {
        throw new AlreadyKnown('rsvp');
      }
      const known = await findEntryByEmail(trx, event.id, date, input.attendeeEmail);
      if (known && known.status !== 'expired') throw new AlreadyKnown('waitlist');
      if (known) await deleteEntry(trx, known.id);
      await takeNewPartyShare(trx, event, attended, input, options.client, now);
      const link = newManageToken();
      const id = await insertEntry(trx, partyColumns(event.id, date, input, link.hash));
      const entry = await findEntry(trx, id);
      if (!entry) throw new Error('the waitlist entry just written is gone');
      position = await queuePosition(trx, entry);
      await queueMail(
        trx,
        placeMail(await findRsvpMailContext(trx, event.id, date), partyOf(entry), position, {
          eventUrl: eventPageUrl(options.publicUrl, event.id),
          waitlistUrl: waitlistUrl(options.publicUrl, link.token),
        }),
      );
    });
  } catch (error) {
    if (!(error instanceof AlreadyKnown) || date === undefined) throw error;
    const known = { ...input, date };
    if (error.kind === 'rsvp') await mailLinkAgain(db, known, options, now);
    else await mailWaitlistLinkAgain(db, known, options);
  }
  return {
    eventId: input.eventId,
    occurrenceDate: date ?? '',
    numberOfGuests: input.numberOfGuests,
    position,
  };
}

/** The entry's link, new, to its own address, at most `linkAgain` times (once an hour). */
async function mailWaitlistLinkAgain(
  db: Db,
  input: RsvpCreateInput & { date: string },
  options: Options,
) {
  await db.transaction().execute(async (trx) => {
    const entry = await findEntryByEmail(trx, input.eventId, input.date, input.attendeeEmail);
    if (!entry || entry.status === 'expired') return;
    const rule = options.linkAgain ?? RATE_LIMITS.rsvpLinkAgain;
    if (!(await tryTake(trx, `waitlist-link-again:${entry.id}`, rule))) return;
    const link = newManageToken();
    await setEntryToken(trx, entry.id, link.hash);
    await queueMail(
      trx,
      placeMail(
        await findRsvpMailContext(trx, input.eventId, input.date),
        partyOf(entry),
        await queuePosition(trx, entry),
        {
          eventUrl: eventPageUrl(options.publicUrl, input.eventId),
          waitlistUrl: waitlistUrl(options.publicUrl, link.token),
        },
        true,
      ),
    );
  });
}

/**
 * Everything through a waitlist link: one transaction that finds the entry by the token's hash,
 * locks its event (the lock every seat change takes) and reads the entry again, so a claim, a
 * departure and the sweep passing an offer on apply one after the other.
 */
async function withEntry<T>(
  db: Db,
  token: string,
  now: Date,
  work: (trx: Db, entry: StoredEntry, event: RsvpTarget) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const found = await findEntryByTokenHash(trx, hashManageToken(token));
    if (!found) throw appError('NOT_FOUND', WAITLIST_LINK_INVALID, 'WAITLIST_LINK_INVALID');
    const event = await lockRsvpTarget(trx, found.event_id);
    const entry = await findEntry(trx, found.id);
    if (!event?.is_active || !entry) {
      throw appError('NOT_FOUND', WAITLIST_LINK_INVALID, 'WAITLIST_LINK_INVALID');
    }
    if (isDateOver(startOfDate(event, entry.occurrence_date), now)) {
      throw appError('FORBIDDEN', WAITLIST_LINK_EXPIRED, 'WAITLIST_LINK_EXPIRED');
    }
    return work(trx, entry, event);
  });
}

/** The party's place, its offer if any, and the event. */
export async function openEntry(
  db: Db,
  input: RsvpManageInput,
  options: Options,
): Promise<WaitlistEntryView> {
  const now = options.now ?? new Date();
  return withEntry(db, input.token, now, async (trx, entry) => viewOf(trx, entry));
}

async function viewOf(db: Db, entry: StoredEntry): Promise<WaitlistEntryView> {
  const context = await findRsvpMailContext(db, entry.event_id, entry.occurrence_date);
  return {
    party: {
      attendeeName: entry.attendee_name,
      attendeeEmail: entry.attendee_email,
      numberOfGuests: entry.number_of_guests,
    },
    status: entry.status,
    position: entry.status === 'expired' ? null : await queuePosition(db, entry),
    offeredUntil: entry.offered_until,
    event: managedEvent(context),
  };
}

/**
 * Claims the seats held for the party: the entry becomes an RSVP with the same details, managed
 * with the link that claimed it, and the usual mails go out. 409 OFFER_NOT_OPEN when no seats are
 * held for it (still waiting, or the offer ran out, even if the sweep has not passed it on yet).
 */
export async function claimOffer(db: Db, input: RsvpManageInput, options: Options) {
  const now = options.now ?? new Date();
  const offerOptions = { publicUrl: options.publicUrl, now };
  const claimed = await withEntry(db, input.token, now, async (trx, entry, event) => {
    const open = entry.status === 'offered' && entry.offered_until && entry.offered_until > now;
    if (!open) throw appError('CONFLICT', OFFER_NOT_OPEN, 'OFFER_NOT_OPEN');
    // The held seats go back before the RSVP takes them: the date's count never passes max.
    await deleteEntry(trx, entry.id);
    if (await findRsvpByEmail(trx, event.id, entry.occurrence_date, entry.attendee_email)) {
      // Going already (an RSVP made meanwhile): the held seats pass on, and that is kept.
      await offerFreedSeats(trx, event, entry.occurrence_date, offerOptions);
      return undefined;
    }
    const rsvpId = await insertRsvp(trx, {
      event_id: event.id,
      occurrence_date: entry.occurrence_date,
      attendee_name: entry.attendee_name,
      attendee_email: entry.attendee_email,
      attendee_phone: entry.attendee_phone,
      number_of_guests: entry.number_of_guests,
      special_requests: entry.special_requests,
      manage_token_hash: hashManageToken(input.token),
    });
    await addToEventTotal(trx, event.id, entry.number_of_guests);
    const context = await findRsvpMailContext(trx, event.id, entry.occurrence_date);
    await insertRsvpNotification(trx, event, {
      rsvpId,
      type: 'new_rsvp',
      message: `${entry.attendee_name} RSVP'd for ${event.title}${onDateText(context)} from the waitlist (${peopleText(entry.number_of_guests)})`,
    });
    const mails = newRsvpMails(
      context,
      {
        name: entry.attendee_name,
        email: entry.attendee_email,
        phone: entry.attendee_phone,
        guests: entry.number_of_guests,
        specialRequests: entry.special_requests,
      },
      {
        eventUrl: eventPageUrl(options.publicUrl, event.id),
        manageUrl: manageRsvpUrl(options.publicUrl, input.token),
      },
      now,
    );
    await queueMail(trx, mails.toChurch);
    await queueMail(trx, mails.toAttendee);
    return {
      eventId: event.id,
      occurrenceDate: entry.occurrence_date,
      numberOfGuests: entry.number_of_guests,
    };
  });
  if (!claimed) throw appError('CONFLICT', ALREADY_GOING, 'ALREADY_GOING');
  return claimed;
}

/** Leaves the line; seats held for the party are offered on at once. */
export async function leaveWaitlist(db: Db, input: RsvpManageInput, options: Options) {
  const now = options.now ?? new Date();
  return withEntry(db, input.token, now, async (trx, entry, event) => {
    await deleteEntry(trx, entry.id);
    if (entry.status === 'offered') {
      await offerFreedSeats(trx, event, entry.occurrence_date, {
        publicUrl: options.publicUrl,
        now,
      });
    }
    return { eventId: event.id };
  });
}
