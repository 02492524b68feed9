import type { Db } from '@huddle/db';
import { guestsMaxMessage, type RsvpCreateInput, rsvpDateOf, seatsOpen } from '@huddle/domain';
import { RATE_LIMITS, type RateLimitRule } from '../../config.js';
import { type AppError, appError, fieldError } from '../../errors/app-error.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { EVENT_NOT_FOUND } from '../events/events.service.js';
import { recurringEventOf } from '../events/recurring-event.js';
import { queueMail } from '../mail/outbox.js';
import { insertRsvpNotification } from '../notifications/notifications.repository.js';
import { tryTake } from '../rate-limits/rate-limits.service.js';
import { type SeatClient, takeNewPartyShare } from './fair-share.js';
import { manageRsvpUrl, newManageToken } from './manage-token.js';
import { manageLinkMail, newRsvpMails, onDateText, peopleText } from './rsvp-mails.js';
import { findRsvpMailContext } from './rsvp-manage.repository.js';
import {
  addToEventTotal,
  findRsvpByEmail,
  insertRsvp,
  isOpenToVisitors,
  lockRsvpTarget,
  partyColumns,
  type RsvpTarget,
  seatsOn,
  updateRsvp,
} from './rsvps.repository.js';

export const EVENT_OVER = 'This event has already taken place.';
export const NO_SUCH_DATE = 'The event does not take place on this date.';

/**
 * The RSVP answer. It is the same whether or not the address already had an RSVP for the event
 * (church attendance is sensitive: the answer must not say who is going), so it holds nothing a
 * second RSVP could not also say: no RSVP id, no seats left.
 */
export type RsvpReceived = { eventId: number; numberOfGuests: number };

/**
 * `linkAgain`: how often a repeated RSVP mails the link again (RATE_LIMITS.rsvpLinkAgain);
 * `client`: who asks, counted against their fair share of the date (none for internal callers).
 */
type RsvpOptions = {
  publicUrl: string;
  linkAgain?: RateLimitRule;
  now?: Date;
  client?: SeatClient;
};

/**
 * Thrown inside the RSVP's transaction when the address already has an RSVP for the date;
 * `refusal` is what a newcomer would have been told (the date is full, say), or none when a
 * newcomer would have got their seats.
 */
class AlreadyRegistered {
  constructor(readonly refusal?: AppError) {}
}

/**
 * RSVP (spec §4, §5) for one date of the event (docs/adr/0073-rsvps-per-date.md): one
 * transaction locks the event row, checks the date's seats, records the RSVP (with the hash of
 * its private manage link; the date's count follows by trigger) and the church's notification,
 * and queues the two mails; any failure leaves nothing behind. The mails leave shortly after the
 * commit, sent by a job.
 *
 * One RSVP per e-mail and date: under the event's lock a second RSVP with the same address waits
 * for the first and then sees it. It is answered as a newcomer would be, and the address gets its
 * private link again by mail instead of a second seat.
 */
export async function createRsvp(
  db: Db,
  input: RsvpCreateInput,
  options: RsvpOptions,
): Promise<RsvpReceived> {
  const now = options.now ?? new Date();
  let date: string | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const event = await lockRsvpTarget(trx, input.eventId);
      if (!isOpenToVisitors(event)) throw appError('NOT_FOUND', EVENT_NOT_FOUND);
      const attended = rsvpDate(event, input.occurrenceDate, now);
      date = attended.date;
      // Seats held for the waitlist, or promised to a party waiting, are not a newcomer's.
      const left = seatsOpen({
        maxAttendees: event.max_attendees,
        ...(await seatsOn(trx, event.id, attended.date)),
      });
      const tooFew = input.numberOfGuests > left ? notEnoughSpots(left) : undefined;
      if (await findRsvpByEmail(trx, event.id, attended.date, input.attendeeEmail)) {
        // Someone already registered hears what a newcomer would, and gets their link by mail.
        throw new AlreadyRegistered(tooFew);
      }
      if (tooFew) throw tooFew;
      await takeNewPartyShare(trx, event, attended, input, options.client, now);
      const link = newManageToken();
      const rsvpId = await insertRsvp(trx, partyColumns(event.id, attended.date, input, link.hash));
      await addToEventTotal(trx, event.id, input.numberOfGuests);
      const context = await findRsvpMailContext(trx, event.id, attended.date);
      await insertRsvpNotification(trx, event, {
        rsvpId,
        type: 'new_rsvp',
        message: `${input.attendeeName} RSVP'd for ${event.title}${onDateText(context)} (${peopleText(input.numberOfGuests)})`,
      });
      const mails = newRsvpMails(
        context,
        {
          name: input.attendeeName,
          email: input.attendeeEmail,
          phone: input.attendeePhone ?? null,
          guests: input.numberOfGuests,
          specialRequests: input.specialRequests ?? null,
        },
        {
          eventUrl: eventPageUrl(options.publicUrl, event.id),
          manageUrl: manageRsvpUrl(options.publicUrl, link.token),
        },
        now,
      );
      await queueMail(trx, mails.toChurch);
      await queueMail(trx, mails.toAttendee);
    });
  } catch (error) {
    if (!(error instanceof AlreadyRegistered) || date === undefined) throw error;
    await mailLinkAgain(db, { ...input, date }, options, now);
    if (error.refusal) throw error.refusal;
  }
  return { eventId: input.eventId, numberOfGuests: input.numberOfGuests };
}

/**
 * The date an RSVP is for: the one asked for (a 400 naming `occurrenceDate` when the event does
 * not take place that day) or the next; a 409 when it is over.
 */
export function rsvpDate(event: RsvpTarget, requested: string | undefined, now: Date) {
  const chosen = rsvpDateOf(recurringEventOf(event), requested, now);
  if (chosen.ok) return chosen.date;
  if (chosen.reason === 'no-such-date') throw fieldError('occurrenceDate', NO_SUCH_DATE);
  throw appError('CONFLICT', EVENT_OVER, 'EVENT_OVER');
}

function notEnoughSpots(left: number) {
  return appError(
    'CONFLICT',
    `${guestsMaxMessage(left)}.`,
    left === 0 ? 'EVENT_FULL' : 'NOT_ENOUGH_SPOTS',
  );
}

/**
 * The existing RSVP's private link, new, to its own address: at most `linkAgain` times (once an
 * hour), so typing someone's address again and again cannot fill their inbox.
 */
export async function mailLinkAgain(
  db: Db,
  input: RsvpCreateInput & { date: string },
  options: RsvpOptions,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const rsvp = await findRsvpByEmail(trx, input.eventId, input.date, input.attendeeEmail);
    if (!rsvp) return; // cancelled meanwhile: nothing to send
    const rule = options.linkAgain ?? RATE_LIMITS.rsvpLinkAgain;
    if (!(await tryTake(trx, `rsvp-link-again:${rsvp.id}`, rule))) return;
    const link = newManageToken();
    // The link mailed before stops working.
    await updateRsvp(trx, rsvp.id, { manage_token_hash: link.hash });
    await queueMail(
      trx,
      manageLinkMail(
        await findRsvpMailContext(trx, input.eventId, input.date),
        { name: rsvp.attendee_name, email: rsvp.attendee_email, guests: rsvp.number_of_guests },
        {
          eventUrl: eventPageUrl(options.publicUrl, input.eventId),
          manageUrl: manageRsvpUrl(options.publicUrl, link.token),
        },
        now,
      ),
    );
  });
}
