import type { ReminderKind } from '@huddle/db';
import { dateCalendarFile, placeOf } from '../events/event-calendar.js';
import type { OutgoingMail } from '../mail/outbox.js';
import {
  attendedDate,
  attendeeMail,
  onDateText,
  oneLine,
  peopleText,
  whenDetails,
} from '../rsvps/rsvp-mails.js';
import type { RsvpMailContext } from '../rsvps/rsvp-manage.repository.js';

type Links = { eventUrl: string; releaseUrl: string; stopUrl: string };

const WHEN: Record<ReminderKind, string> = { day: 'tomorrow', hours: 'in two hours' };

/**
 * A reminder a day or two hours before the attendee's date, with the calendar file, a one-click
 * way to give the seats back ("I can't make it"), and a stop link for this RSVP's reminders.
 * Not transactional mail, so it carries List-Unsubscribe (RFC 8058 one-click) to that stop link.
 */
export function reminderMail(
  kind: ReminderKind,
  event: RsvpMailContext,
  attendee: { name: string; email: string; guests: number },
  links: Links,
  now: Date,
): OutgoingMail {
  const title = oneLine(event.title);
  const seats = attendee.guests === 1 ? 'seat' : `${attendee.guests} seats`;
  return attendeeMail(
    event,
    attendee.email,
    `Reminder: ${title} is ${WHEN[kind]}`,
    `rsvp.reminder.${kind}`,
    {
      greeting: `Hi ${attendee.name},`,
      paragraphs: [
        `A reminder that ${title}${onDateText(event)} is ${WHEN[kind]}. Your RSVP is for ${peopleText(attendee.guests)}.`,
        `Plans changed? Give your ${seats} back with one click, so a family on the waitlist can come.`,
      ],
      details: [
        ...whenDetails(event),
        { label: 'Where', value: placeOf(event) },
        { label: 'Church phone', value: event.church_phone },
      ],
      actions: [
        { label: `I can't make it: release my ${seats}`, url: links.releaseUrl },
        { label: 'Event details', url: links.eventUrl },
      ],
      closing: ['See you there!', 'Huddle'],
      footer: [
        {
          text: 'You get two reminders for each RSVP.',
          label: 'Stop reminders for this RSVP',
          url: links.stopUrl,
        },
      ],
    },
    {
      attachments: [dateCalendarFile(event, attendedDate(event), links.eventUrl, now)],
      listUnsubscribe: links.stopUrl,
    },
  );
}
