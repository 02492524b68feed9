import type { Db } from '@huddle/db';
import { guestsMaxMessage, type RsvpCreateInput, spotsLeft } from '@huddle/domain';
import { RATE_LIMITS, type RateLimitRule } from '../../config.js';
import { type AppError, appError } from '../../errors/app-error.js';
import { eventPageUrl } from '../events/event-page-url.js';
import { EVENT_NOT_FOUND } from '../events/events.service.js';
import { queueMail } from '../mail/outbox.js';
import { insertRsvpNotification } from '../notifications/notifications.repository.js';
import { tryTake } from '../rate-limits/rate-limits.service.js';
import { manageRsvpUrl, newManageToken } from './manage-token.js';
import { guestsText, manageLinkMail, newRsvpMails } from './rsvp-mails.js';
import { findRsvpMailContext } from './rsvp-manage.repository.js';
import {
  findRsvpByEmail,
  findRsvpTarget,
  insertRsvp,
  takeSeats,
  updateRsvp,
} from './rsvps.repository.js';

export const EVENT_OVER = 'This event has already taken place.';

/**
 * The RSVP answer. It is the same whether or not the address already had an RSVP for the event
 * (church attendance is sensitive: the answer must not say who is going), so it holds nothing a
 * second RSVP could not also say: no RSVP id, no seats left.
 */
export type RsvpReceived = { eventId: number; numberOfGuests: number };

/** `linkAgain`: how often a repeated RSVP mails the link again (RATE_LIMITS.rsvpLinkAgain). */
type RsvpOptions = { publicUrl: string; linkAgain?: RateLimitRule; now?: Date };

/**
 * Thrown inside the RSVP's transaction when the address already has an RSVP for the event, so
 * the seats just taken are given back by the rollback; `refusal` is what a newcomer would have
 * been told (the event is full, say), or none when a newcomer would have got their seats.
 */
class AlreadyRegistered {
  constructor(readonly refusal?: AppError) {}
}

/**
 * RSVP (spec §4, §5): one transaction takes the seats, records the RSVP (with the hash of its
 * private manage link) and the church's notification, and queues the two mails; any failure
 * leaves nothing behind. The mails leave shortly after the commit, sent by a job.
 *
 * One RSVP per e-mail and event: the seat UPDATE locks the event row until commit, so a second
 * RSVP with the same address waits for the first and then sees it. It is answered as a newcomer
 * would be, and the address gets its private link again by mail instead of a second seat.
 */
export async function createRsvp(
  db: Db,
  input: RsvpCreateInput,
  options: RsvpOptions,
): Promise<RsvpReceived> {
  const now = options.now ?? new Date();
  try {
    await db.transaction().execute(async (trx) => {
      const event = await takeSeats(trx, input.eventId, input.numberOfGuests, now);
      if (!event) throw await refusal(trx, input, now);
      if (await findRsvpByEmail(trx, event.id, input.attendeeEmail)) throw new AlreadyRegistered();
      const link = newManageToken();
      const rsvpId = await insertRsvp(trx, {
        event_id: event.id,
        attendee_name: input.attendeeName,
        attendee_email: input.attendeeEmail,
        attendee_phone: input.attendeePhone ?? null,
        number_of_guests: input.numberOfGuests,
        special_requests: input.specialRequests ?? null,
        manage_token_hash: link.hash,
      });
      await insertRsvpNotification(trx, event, {
        rsvpId,
        type: 'new_rsvp',
        message: `${input.attendeeName} RSVP'd for ${event.title} (${guestsText(input.numberOfGuests)})`,
      });
      const mails = newRsvpMails(
        await findRsvpMailContext(trx, event.id),
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
    if (!(error instanceof AlreadyRegistered)) throw error;
    await mailLinkAgain(db, input, options, now);
    if (error.refusal) throw error.refusal;
  }
  return { eventId: input.eventId, numberOfGuests: input.numberOfGuests };
}

/**
 * The existing RSVP's private link, new, to its own address: at most `linkAgain` times (once an
 * hour), so typing someone's address again and again cannot fill their inbox.
 */
async function mailLinkAgain(db: Db, input: RsvpCreateInput, options: RsvpOptions, now: Date) {
  await db.transaction().execute(async (trx) => {
    const rsvp = await findRsvpByEmail(trx, input.eventId, input.attendeeEmail);
    if (!rsvp) return; // cancelled meanwhile: nothing to send
    const rule = options.linkAgain ?? RATE_LIMITS.rsvpLinkAgain;
    if (!(await tryTake(trx, `rsvp-link-again:${rsvp.id}`, rule))) return;
    const link = newManageToken();
    // The link mailed before stops working.
    await updateRsvp(trx, rsvp.id, { manage_token_hash: link.hash });
    await queueMail(
      trx,
      manageLinkMail(
        await findRsvpMailContext(trx, input.eventId),
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

/** Why the seats could not be taken, as the error to answer with. */
async function refusal(db: Db, input: RsvpCreateInput, now: Date) {
  const event = await findRsvpTarget(db, input.eventId, now);
  if (!event?.is_active) return appError('NOT_FOUND', EVENT_NOT_FOUND);
  if (!event.open) return appError('CONFLICT', EVENT_OVER, 'EVENT_OVER');
  const left = spotsLeft({
    maxAttendees: event.max_attendees,
    currentAttendees: event.current_attendees,
  });
  const tooFew = appError(
    'CONFLICT',
    `${guestsMaxMessage(left)}.`,
    left === 0 ? 'EVENT_FULL' : 'NOT_ENOUGH_SPOTS',
  );
  // Someone already registered hears what a newcomer would, and gets their link by mail.
  if (await findRsvpByEmail(db, input.eventId, input.attendeeEmail)) {
    return new AlreadyRegistered(tooFew);
  }
  return tooFew;
}
