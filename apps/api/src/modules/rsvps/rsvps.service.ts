import type { Db } from '@huddle/db';
import { guestsMaxMessage, type RsvpCreateInput, spotsLeft } from '@huddle/domain';
import { appError } from '../../trpc/errors.js';
import { EVENT_NOT_FOUND } from '../events/events.service.js';
import { queueMail } from '../mail/outbox.js';
import { insertRsvpNotification } from '../notifications/notifications.repository.js';
import { manageRsvpUrl, newManageToken } from './manage-token.js';
import { guestsText, newRsvpMails } from './rsvp-mails.js';
import { findRsvpMailContext } from './rsvp-manage.repository.js';
import { findRsvpTarget, hasRsvpWithEmail, insertRsvp, takeSeats } from './rsvps.repository.js';

export const ALREADY_RSVPD = "You have already RSVP'd for this event with this email.";
export const EVENT_OVER = 'This event has already taken place.';

export type RsvpCreated = {
  id: number;
  eventId: number;
  numberOfGuests: number;
  spotsLeft: number;
};

/**
 * RSVP (spec §4, §5): one transaction takes the seats, records the RSVP (with the hash of its
 * private manage link) and the church's notification, and queues the two mails; any failure
 * leaves nothing behind. The mails leave shortly after the commit, sent by a job.
 *
 * One RSVP per e-mail and event: the seat UPDATE locks the event row until commit, so a second
 * RSVP with the same address waits for the first and then sees it (409).
 */
export async function createRsvp(
  db: Db,
  input: RsvpCreateInput,
  options: { publicUrl: string; now?: Date },
): Promise<RsvpCreated> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const event = await takeSeats(trx, input.eventId, input.numberOfGuests, now);
    if (!event) throw await refusal(trx, input, now);
    if (await hasRsvpWithEmail(trx, event.id, input.attendeeEmail)) {
      throw appError('CONFLICT', ALREADY_RSVPD, 'ALREADY_RSVPD');
    }
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
    await insertRsvpNotification(trx, {
      churchId: event.church_id,
      eventId: event.id,
      rsvpId,
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
        eventUrl: `${options.publicUrl}/events/${event.id}`,
        manageUrl: manageRsvpUrl(options.publicUrl, link.token),
      },
      now,
    );
    await queueMail(trx, mails.toChurch);
    await queueMail(trx, mails.toAttendee);
    return {
      id: rsvpId,
      eventId: event.id,
      numberOfGuests: input.numberOfGuests,
      spotsLeft: spotsLeft({
        maxAttendees: event.max_attendees,
        currentAttendees: event.current_attendees,
      }),
    };
  });
}

/** Why the seats could not be taken, as the error to answer with. */
async function refusal(db: Db, input: RsvpCreateInput, now: Date) {
  const event = await findRsvpTarget(db, input.eventId, now);
  if (!event?.is_active) return appError('NOT_FOUND', EVENT_NOT_FOUND);
  if (!event.open) return appError('CONFLICT', EVENT_OVER, 'EVENT_OVER');
  // Someone already registered is told so, rather than that the event is full.
  if (await hasRsvpWithEmail(db, input.eventId, input.attendeeEmail)) {
    return appError('CONFLICT', ALREADY_RSVPD, 'ALREADY_RSVPD');
  }
  const left = spotsLeft({
    maxAttendees: event.max_attendees,
    currentAttendees: event.current_attendees,
  });
  return appError(
    'CONFLICT',
    `${guestsMaxMessage(left)}.`,
    left === 0 ? 'EVENT_FULL' : 'NOT_ENOUGH_SPOTS',
  );
}
