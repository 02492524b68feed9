import type { RsvpCancellationReason } from '@huddle/db';
import { formatDayAndDate } from '@huddle/domain';
import { dateCalendarFile, placeOf } from '../events/event-calendar.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { RsvpToTell } from './rsvp-cancellations.repository.js';
import {
  attendedDate,
  mail,
  oneLine,
  peopleText,
  repliesToChurch,
  whenDetails,
} from './rsvp-mails.js';

/** What happened, in the church's words, for each way an RSVP is cancelled for its attendee. */
function whatHappened(rsvp: RsvpToTell, reason: RsvpCancellationReason): string {
  const title = oneLine(rsvp.title);
  const church = oneLine(rsvp.church_name);
  const date = formatDayAndDate(rsvp.occurrence_date);
  switch (reason) {
    case 'event_deleted':
      return `${church} has cancelled ${title}, which you RSVP'd for on ${date}.`;
    case 'date_cancelled':
      return `${church} has cancelled ${title} on ${date}. The other dates go ahead as planned.`;
    case 'church_deleted':
      return `${title} on ${date} will not take place: ${church} no longer hosts events on Huddle.`;
  }
}

/**
 * To an attendee whose date the church (or an administrator) cancelled: what and when, that
 * their RSVP is cancelled with it, and a calendar file that cancels the entry their confirmation
 * added (the same UID, a higher SEQUENCE). A cancelled date of a series points to the others.
 */
export function attendeeCancellationMail(
  rsvp: RsvpToTell,
  reason: RsvpCancellationReason,
  eventUrl: string,
  now: Date,
): OutgoingMail {
  const title = oneLine(rsvp.title);
  return mail(
    rsvp.attendee_email,
    `Cancelled: ${title} on ${formatDayAndDate(rsvp.occurrence_date)}`,
    'rsvp.cancelled-by-church',
    {
      greeting: `Hi ${rsvp.attendee_name},`,
      paragraphs: [
        whatHappened(rsvp, reason),
        `Your RSVP for ${peopleText(rsvp.number_of_guests)} is cancelled with it: you need do nothing. We are sorry for the change of plans.`,
      ],
      details: [...whenDetails(rsvp), { label: 'Where', value: placeOf(rsvp) }],
      actions: reason === 'date_cancelled' ? [{ label: 'See the other dates', url: eventUrl }] : [],
      closing: ['The calendar file attached removes the event from your calendar.', 'Huddle'],
    },
    {
      attachments: [dateCalendarFile(rsvp, attendedDate(rsvp), eventUrl, now, true)],
      // A church that left Huddle answers no more for its events.
      ...(reason === 'church_deleted' ? {} : repliesToChurch(rsvp)),
    },
  );
}
