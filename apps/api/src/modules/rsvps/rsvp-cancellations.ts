import type { Db, RsvpCancellationReason } from '@huddle/db';
import { eventPageUrl } from '../events/event-page-url.js';
import { isDateOver, startOfDate } from '../events/recurring-event.js';
import { queueMail } from '../mail/outbox.js';
import { tellLineOfCancellation } from '../waitlist/waitlist-offers.js';
import { attendeeCancellationMail } from './rsvp-cancellation-mail.js';
import {
  type CancellationScope,
  findRsvpsToTell,
  keepCancelledLinks,
} from './rsvp-cancellations.repository.js';

/** The RSVPs in `scope` of dates not over yet: whom a cancellation or a change tells. */
export async function rsvpsStillToCome(db: Db, scope: CancellationScope, now: Date) {
  return (await findRsvpsToTell(db, scope, now)).filter(
    (rsvp) => !isDateOver(startOfDate(rsvp, rsvp.occurrence_date), now),
  );
}

/** How many attendees a cancellation would tell: what a confirmation dialog says beforehand. */
export async function countAttendeesToTell(
  db: Db,
  scope: CancellationScope,
  now = new Date(),
): Promise<number> {
  return (await rsvpsStillToCome(db, scope, now)).length;
}

/**
 * Before a church's cancellation takes its RSVPs away (an event deleted, a date cancelled, the
 * church deleted): each attendee of a date not over yet gets one mail with a cancelling calendar
 * file, and their private link keeps saying what happened. Past dates tell nobody. Runs in the
 * transaction of the cancellation, so the mails exist exactly when it does. Answers how many
 * attendees were told.
 */
export async function tellAttendeesOfCancellation(
  db: Db,
  scope: CancellationScope,
  reason: RsvpCancellationReason,
  options: { publicUrl: string; now: Date },
): Promise<number> {
  const { now } = options;
  // Parties waiting for those dates lose their place with them, and hear so too.
  await tellLineOfCancellation(db, scope, now);
  const rsvps = await rsvpsStillToCome(db, scope, now);
  for (const rsvp of rsvps) {
    await queueMail(
      db,
      attendeeCancellationMail(rsvp, reason, eventPageUrl(options.publicUrl, rsvp.id), now),
    );
  }
  await keepCancelledLinks(
    db,
    rsvps.flatMap((rsvp) =>
      rsvp.manage_token_hash
        ? [
            {
              tokenHash: rsvp.manage_token_hash,
              // A deleted church's events are not kept, not even their titles.
              eventTitle: reason === 'church_deleted' ? null : rsvp.title,
              date: rsvp.occurrence_date,
            },
          ]
        : [],
    ),
    reason,
    now,
  );
  return rsvps.length;
}
