import type { Db } from '@huddle/db';
import {
  describeRecurrence,
  formatDayAndDate,
  guestsMaxMessage,
  MAX_PARTY_SIZE,
  type RsvpGuestsChangeInput,
  type RsvpManageInput,
  seatsOpen,
} from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { isDateOver, recurringEventOf, startOfDate } from '../events/recurring-event.js';
import { queueMail } from '../mail/outbox.js';
import { insertRsvpNotification } from '../notifications/notifications.repository.js';
import { offerFreedSeats } from '../waitlist/waitlist-offers.js';
import { type SeatClient, takeFairShare } from './fair-share.js';
import { hashManageToken } from './manage-token.js';
import { type CancelledLink, findCancelledLink } from './rsvp-cancellations.repository.js';
import { attendedDate, cancellationMail, onDateText, oneLine, peopleText } from './rsvp-mails.js';
import {
  deleteRsvp,
  findRsvp,
  findRsvpByTokenHash,
  findRsvpMailContext,
  type RsvpMailContext,
  type StoredRsvp,
} from './rsvp-manage.repository.js';
import type { CancelledRsvp, ManagedRsvp } from './rsvp-manage.schemas.js';
import {
  addToEventTotal,
  lockRsvpTarget,
  type RsvpTarget,
  updateRsvp,
} from './rsvps.repository.js';

export const LINK_INVALID =
  'This link is not valid. It may be incomplete, or the RSVP it belonged to was cancelled.';
export const LINK_EXPIRED = 'This event is over, so this RSVP can no longer be changed.';

/** `client`: who asks, counted against their fair share of the date when a party grows. */
type Options = { publicUrl: string; now?: Date; client?: SeatClient };

/** What a link says once the church cancelled its RSVP's date: plainly, not "not valid". */
function cancelledText(link: CancelledLink): string {
  const date = formatDayAndDate(link.occurrence_date);
  if (link.reason === 'church_deleted') {
    return `The church cancelled this RSVP's event on ${date}: it no longer hosts events on Huddle. You need do nothing.`;
  }
  const what = `${oneLine(link.event_title ?? 'this event')} on ${date}`;
  return link.reason === 'date_cancelled'
    ? `The church cancelled ${what}, so this RSVP is cancelled too. The event's other dates go ahead.`
    : `The church cancelled ${what}, so this RSVP is cancelled too. You need do nothing.`;
}

/**
 * Everything through a link runs in one transaction that first finds the RSVP by the token's
 * hash, then locks its event row (the lock every seat change takes) and reads the RSVP again, so
 * two changes from two tabs, or a change racing new RSVPs, apply one after the other.
 */
async function withManagedRsvp<T>(
  db: Db,
  token: string,
  now: Date,
  work: (trx: Db, rsvp: StoredRsvp, event: RsvpTarget) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const tokenHash = hashManageToken(token);
    const found = await findRsvpByTokenHash(trx, tokenHash);
    if (!found) {
      const cancelled = await findCancelledLink(trx, tokenHash, now);
      if (cancelled)
        throw appError('NOT_FOUND', cancelledText(cancelled), 'RSVP_CANCELLED_BY_CHURCH');
      throw appError('NOT_FOUND', LINK_INVALID, 'RSVP_LINK_INVALID');
    }
    const event = await lockRsvpTarget(trx, found.event_id);
    // The link is for one date: it expires when that date is over.
    if (!event?.is_active || isDateOver(startOfDate(event, found.occurrence_date), now)) {
      throw appError('FORBIDDEN', LINK_EXPIRED, 'RSVP_LINK_EXPIRED');
    }
    const rsvp = await findRsvp(trx, found.id);
    // Cancelled in another tab while this request waited for the lock.
    if (!rsvp) throw appError('NOT_FOUND', LINK_INVALID, 'RSVP_LINK_INVALID');
    return work(trx, rsvp, event);
  });
}

export async function openManagedRsvp(
  db: Db,
  input: RsvpManageInput,
  options: Options,
): Promise<ManagedRsvp> {
  const now = options.now ?? new Date();
  return withManagedRsvp(db, input.token, now, async (trx, rsvp) =>
    managedView(rsvp, await contextOf(trx, rsvp)),
  );
}

/**
 * A new number of guests, within the seats left: the difference is taken from (or given back
 * to) the event in one conditional statement, like the RSVP itself; too many is a 409 naming
 * how many this RSVP can have.
 */
export async function changeGuests(
  db: Db,
  input: RsvpGuestsChangeInput,
  options: Options,
): Promise<ManagedRsvp> {
  const now = options.now ?? new Date();
  return withManagedRsvp(db, input.token, now, async (trx, rsvp, target) => {
    const delta = input.numberOfGuests - rsvp.number_of_guests;
    if (delta !== 0) {
      const before = await contextOf(trx, rsvp);
      const left = openSeatsOf(before);
      if (delta > left) {
        const most = rsvp.number_of_guests + left;
        throw appError(
          'CONFLICT',
          `${guestsMaxMessage(left)}: this RSVP can have at most ${peopleText(most)}.`,
          'NOT_ENOUGH_SPOTS',
        );
      }
      if (delta > 0 && options.client) {
        await takeFairShare(
          trx,
          {
            eventId: target.id,
            date: rsvp.occurrence_date,
            startsAt: startOfDate(target, rsvp.occurrence_date),
            maxAttendees: target.max_attendees,
            guests: delta,
            newParty: false,
          },
          options.client,
          now,
        );
      }
      // The date's count follows the RSVP row (trigger); the event's total is moved here.
      await updateRsvp(trx, rsvp.id, { number_of_guests: input.numberOfGuests });
      await addToEventTotal(trx, rsvp.event_id, delta);
      await insertRsvpNotification(trx, before, {
        rsvpId: rsvp.id,
        type: 'rsvp_updated',
        message: `${rsvp.attendee_name} changed their RSVP for ${before.title}${onDateText(before)} from ${peopleText(rsvp.number_of_guests)} to ${peopleText(input.numberOfGuests)}`,
      });
      // Seats given back go to the waitlist at once.
      if (delta < 0) {
        await offerFreedSeats(trx, target, rsvp.occurrence_date, {
          publicUrl: options.publicUrl,
          now,
        });
      }
    }
    const updated = { ...rsvp, number_of_guests: input.numberOfGuests };
    return managedView(updated, await contextOf(trx, rsvp));
  });
}

/** Cancels the RSVP behind a link (`cancelRsvp`). The link stops working with it. */
export async function cancelManagedRsvp(
  db: Db,
  input: RsvpManageInput,
  options: Options,
): Promise<CancelledRsvp> {
  const now = options.now ?? new Date();
  return withManagedRsvp(db, input.token, now, (trx, rsvp, target) =>
    cancelRsvp(trx, rsvp, target, { publicUrl: options.publicUrl, now }),
  );
}

/**
 * Cancels an RSVP by its attendee (through its link, or a reminder's "I can't make it"), under
 * its event's lock: its seats go back at once (one conditional statement that can never go below
 * zero) and are offered to the waitlist, the RSVP is deleted, and the church gets a
 * notification and a mail.
 */
export async function cancelRsvp(
  trx: Db,
  rsvp: StoredRsvp,
  target: RsvpTarget,
  options: { publicUrl: string; now: Date },
): Promise<CancelledRsvp> {
  await deleteRsvp(trx, rsvp.id);
  await addToEventTotal(trx, rsvp.event_id, -rsvp.number_of_guests);
  await offerFreedSeats(trx, target, rsvp.occurrence_date, options);
  const event = await contextOf(trx, rsvp);
  await insertRsvpNotification(trx, event, {
    rsvpId: null,
    type: 'rsvp_cancelled',
    message: `${rsvp.attendee_name} cancelled their RSVP for ${event.title}${onDateText(event)} (${peopleText(rsvp.number_of_guests)})`,
  });
  await queueMail(
    trx,
    cancellationMail(
      event,
      { name: rsvp.attendee_name, email: rsvp.attendee_email, guests: rsvp.number_of_guests },
      eventPageUrl(options.publicUrl, event.id),
    ),
  );
  return { eventId: event.id, spotsLeft: openSeatsOf(event) };
}

/** The RSVP's event and church, with the people RSVP'd for the RSVP's date. */
function contextOf(db: Db, rsvp: StoredRsvp) {
  return findRsvpMailContext(db, rsvp.event_id, rsvp.occurrence_date);
}

/**
 * The seats of the RSVP's date open to anyone (each date of a series has the event's max
 * attendees): none while a party waits for them, none that an offer holds.
 */
function openSeatsOf(event: RsvpMailContext): number {
  return seatsOpen({
    maxAttendees: event.max_attendees,
    taken: event.seats_taken,
    held: event.seats_held,
    waiting: event.parties_waiting,
  });
}

function managedView(rsvp: StoredRsvp, event: RsvpMailContext): ManagedRsvp {
  const left = openSeatsOf(event);
  return {
    rsvp: {
      attendeeName: rsvp.attendee_name,
      attendeeEmail: rsvp.attendee_email,
      attendeePhone: rsvp.attendee_phone,
      numberOfGuests: rsvp.number_of_guests,
      specialRequests: rsvp.special_requests,
    },
    event: managedEvent(event),
    spotsLeft: left,
    maxGuests: Math.min(rsvp.number_of_guests + left, MAX_PARTY_SIZE),
  };
}

/** The event as a private link shows it: the link's date, where, and how it repeats. */
export function managedEvent(event: RsvpMailContext): ManagedRsvp['event'] {
  const { date, startsAt } = attendedDate(event);
  return {
    id: event.id,
    title: event.title,
    startsAt,
    occurrenceDate: date,
    timezone: event.timezone,
    repeats: describeRecurrence(recurringEventOf(event)),
    churchName: event.church_name,
    address: event.church_address,
    city: event.church_city,
    state: event.church_state,
    zipCode: event.church_zip_code,
  };
}
