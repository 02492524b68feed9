import { formatDayAndDate, formatEventDateTime } from '@huddle/domain';
import { dateCalendarFile } from '../events/event-calendar.js';
import type { OutgoingMail } from '../mail/outbox.js';
import type { DueNotice } from './change-notices.repository.js';
import { attendeeMail, oneLine, peopleText } from './rsvp-mails.js';

/** What the attendee was told, and what is true now. */
export type ToldAndNow = {
  told: { start: Date; place: string };
  now: { date: string; start: Date; place: string };
};

/**
 * To an attendee whose date changed (time, day, zone, or the church's address): what changed,
 * was and is, that their RSVP stands, and a calendar file that replaces the entry they hold (the
 * same UID, a higher SEQUENCE).
 */
export function changeNoticeMail(
  notice: DueNotice,
  change: ToldAndNow,
  eventUrl: string,
  sentAt: Date,
): OutgoingMail {
  const title = oneLine(notice.title);
  const zone = notice.timezone;
  const moved = change.told.start.getTime() !== change.now.start.getTime();
  const details = [
    {
      label: 'When',
      value: moved
        ? `${formatEventDateTime(change.now.start, zone).full} (was ${formatEventDateTime(change.told.start, zone).full})`
        : formatEventDateTime(change.now.start, zone).full,
    },
    {
      label: 'Where',
      value:
        change.told.place === change.now.place
          ? change.now.place
          : `${change.now.place} (was ${change.told.place})`,
    },
  ];
  return attendeeMail(
    notice,
    notice.attendee_email,
    `Changed: ${title} on ${formatDayAndDate(change.now.date)}`,
    'rsvp.changed',
    {
      greeting: `Hi ${notice.attendee_name},`,
      paragraphs: [
        `${oneLine(notice.church_name)} changed ${moved ? 'when' : 'where'} ${title} takes place. Your RSVP for ${peopleText(notice.number_of_guests)} stands: you need do nothing unless the new ${moved ? 'time' : 'place'} does not suit you.`,
      ],
      details,
      actions: [{ label: 'Event details', url: eventUrl }],
      closing: [
        'The calendar file attached updates the entry in your calendar. To change or cancel your RSVP, use the link in your confirmation e-mail.',
        'Huddle',
      ],
    },
    {
      attachments: [
        dateCalendarFile(
          notice,
          { date: change.now.date, startsAt: change.now.start },
          eventUrl,
          sentAt,
        ),
      ],
    },
  );
}
