import { formatEventDateTime, formatShortDate, recurrenceRule } from '@huddle/domain';
import { dateCalendarFile, placeOf } from '../events/event-calendar.js';
import { recurringEventOf, type ScheduleColumns, startOfDate } from '../events/recurring-event.js';
import { isPlainAddress } from '../mail/addresses.js';
import { type MailContent, renderHtml, renderText } from '../mail/content.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { RsvpMailContext } from './rsvp-manage.repository.js';

/** The attendee as they RSVP'd: everything here was typed by a visitor. */
export type AttendeeDetails = {
  name: string;
  email: string;
  phone: string | null;
  guests: number;
  specialRequests: string | null;
};

/** A party's size, the attendee included: '1 person', '3 people' (as the RSVP form asks it). */
export const peopleText = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An event's schedule with the date an RSVP is for. */
type DatedSchedule = ScheduleColumns & { occurrence_date: string };

/** The date the RSVP is for and when it starts (for a series, that one date). */
export function attendedDate(event: DatedSchedule) {
  return { date: event.occurrence_date, startsAt: startOfDate(event, event.occurrence_date) };
}

/** ' on Dec 13, 2026' for a date of a series, which names it; nothing for a one-off event. */
export function onDateText(event: DatedSchedule): string {
  return recurrenceRule(recurringEventOf(event))
    ? ` on ${formatShortDate(event.occurrence_date)}`
    : '';
}

/** 'When': the RSVP's date and time, in the event's own zone. */
export function whenDetails(event: DatedSchedule) {
  const when = formatEventDateTime(attendedDate(event).startsAt, event.timezone).full;
  return [{ label: 'When', value: when }];
}

/** The attendee's calendar file: their date alone, with the event's page. */
function attendeeCalendarFile(event: RsvpMailContext, eventUrl: string, now: Date) {
  return dateCalendarFile(event, attendedDate(event), eventUrl, now);
}

/** 'Seats taken': the people RSVP'd for the RSVP's date, of the seats each date has. */
function seatsTakenDetail(event: RsvpMailContext) {
  return { label: 'Seats taken', value: `${event.seats_taken} of ${event.max_attendees}` };
}

/**
 * Replies to a mail about a church's event go to the church, not to the platform's no-reply
 * address; nowhere, as before, if the church's address is not one plain address.
 */
export function repliesToChurch(row: { church_email: string }): Pick<OutgoingMail, 'replyTo'> {
  return isPlainAddress(row.church_email) ? { replyTo: row.church_email } : {};
}

/** A mail to one address, its words rendered as the text and the HTML part. */
export function mail(
  to: string,
  subject: string,
  kind: string,
  content: MailContent,
  extra: Partial<OutgoingMail> = {},
): OutgoingMail {
  return {
    to,
    subject,
    kind,
    text: renderText(content),
    html: renderHtml(content, subject),
    ...extra,
  };
}

/** A mail to an attendee about a church's event: as `mail`, and replies go to the church. */
export function attendeeMail(
  event: { church_email: string },
  ...[to, subject, kind, content, extra]: Parameters<typeof mail>
): OutgoingMail {
  return mail(to, subject, kind, content, { ...repliesToChurch(event), ...extra });
}

/**
 * The two mails of a new RSVP: the church's notice (who, how many, their requests, the event's
 * page; replies go to the attendee) and the attendee's confirmation (when in the event's zone,
 * where, the .ics, and the private link to change or cancel).
 */
export function newRsvpMails(
  event: RsvpMailContext,
  attendee: AttendeeDetails,
  links: { eventUrl: string; manageUrl: string },
  now: Date,
): { toChurch: OutgoingMail; toAttendee: OutgoingMail } {
  const title = oneLine(event.title);
  const people = peopleText(attendee.guests);
  const when = whenDetails(event);
  const on = onDateText(event);

  const toChurch = mail(
    event.church_email,
    `New RSVP: ${title}`,
    'rsvp.church',
    {
      paragraphs: [`${attendee.name} RSVP'd for ${title}${on} (${people}).`],
      details: [
        { label: 'Event', value: title },
        ...when,
        { label: 'Party size', value: people },
        { label: 'Name', value: attendee.name },
        { label: 'Email', value: attendee.email },
        { label: 'Phone', value: attendee.phone ?? 'not given' },
        { label: 'Special requests', value: attendee.specialRequests ?? 'none' },
        seatsTakenDetail(event),
      ],
      actions: [{ label: 'Event page', url: links.eventUrl }],
      closing: ['Reply to this e-mail to write to the attendee.'],
    },
    { replyTo: attendee.email },
  );

  const toAttendee = attendeeMail(
    event,
    attendee.email,
    `You're going: ${title}`,
    'rsvp.attendee',
    {
      greeting: `Hi ${attendee.name},`,
      paragraphs: [`Your RSVP for ${title}${on} is confirmed for ${people}.`],
      details: [
        ...when,
        { label: 'Where', value: placeOf(event) },
        { label: 'Church phone', value: event.church_phone },
      ],
      actions: [
        { label: 'Event details and calendar links', url: links.eventUrl },
        { label: 'Change or cancel your RSVP', url: links.manageUrl },
      ],
      closing: [
        'The calendar file attached adds the event to your calendar. The link to change or cancel is yours alone: please do not forward this e-mail.',
        'See you there!',
        'Huddle',
      ],
    },
    { attachments: [attendeeCalendarFile(event, links.eventUrl, now)] },
  );
  return { toChurch, toAttendee };
}

/**
 * To someone who RSVP'd again with the address of an RSVP that exists: their private link, new
 * (the old one stops working), instead of a second seat. The answer to the RSVP said nothing
 * either way, so only the address's owner learns that it was already registered.
 */
export function manageLinkMail(
  event: RsvpMailContext,
  attendee: Pick<AttendeeDetails, 'name' | 'email' | 'guests'>,
  links: { eventUrl: string; manageUrl: string },
  now: Date,
): OutgoingMail {
  const title = oneLine(event.title);
  return attendeeMail(
    event,
    attendee.email,
    `Your RSVP: ${title}`,
    'rsvp.link',
    {
      greeting: `Hi ${attendee.name},`,
      paragraphs: [
        `Someone asked to RSVP for ${title}${onDateText(event)} with this e-mail address, which already has a spot for ${peopleText(attendee.guests)}. Nothing has changed.`,
        'Here is your private link to change or cancel that RSVP. It replaces any link we sent you before.',
      ],
      details: [...whenDetails(event), { label: 'Where', value: placeOf(event) }],
      actions: [
        { label: 'Change or cancel your RSVP', url: links.manageUrl },
        { label: 'Event details and calendar links', url: links.eventUrl },
      ],
      closing: ['If you did not ask for this, you need do nothing.', 'Huddle'],
    },
    { attachments: [attendeeCalendarFile(event, links.eventUrl, now)] },
  );
}

/** The church's notice that an attendee cancelled through their link; the seats are free again. */
export function cancellationMail(
  event: RsvpMailContext,
  attendee: Pick<AttendeeDetails, 'name' | 'email' | 'guests'>,
  eventUrl: string,
): OutgoingMail {
  const title = oneLine(event.title);
  return mail(event.church_email, `RSVP cancelled: ${title}`, 'rsvp.cancelled', {
    paragraphs: [
      `${attendee.name} cancelled their RSVP for ${title}${onDateText(event)} (${peopleText(attendee.guests)}). Their seats are open again.`,
    ],
    details: [
      { label: 'Event', value: title },
      ...whenDetails(event),
      { label: 'Name', value: attendee.name },
      { label: 'Email', value: attendee.email },
      seatsTakenDetail(event),
    ],
    actions: [{ label: 'Event page', url: eventUrl }],
    closing: [],
  });
}
