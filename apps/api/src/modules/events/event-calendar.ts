import {
  buildIcs,
  type CalendarEvent,
  formatAddress,
  ICS_CANCEL_CONTENT_TYPE,
  ICS_CONTENT_TYPE,
  icsFileName,
  recurrenceRule,
} from '@huddle/domain';
import { recurringEventOf, type ScheduleColumns } from './recurring-event.js';

/** An event row joined with its church's place, as the event page and the RSVP mails read it. */
export type CalendarRow = ScheduleColumns & {
  id: number;
  calendar_sequence: number;
  title: string;
  description: string;
  game_details: string;
  church_name: string;
  church_address: string;
  church_city: string;
  church_state: string;
  church_zip_code: string;
};

/** 'Grace Chapel, 1 Main St, Austin, TX 78701': where the event takes place. */
export function placeOf(
  row: Pick<
    CalendarRow,
    'church_name' | 'church_address' | 'church_city' | 'church_state' | 'church_zip_code'
  >,
): string {
  const address = formatAddress({
    address: row.church_address,
    city: row.church_city,
    state: row.church_state,
    zipCode: row.church_zip_code,
  });
  return `${row.church_name}, ${address}`;
}

/** What calendars are told of the event: its text, then the game details, the place and its page. */
export function calendarEventOf(row: CalendarRow, url: string): CalendarEvent {
  return {
    ...recurringEventOf(row),
    id: row.id,
    title: row.title,
    description: [row.description, row.game_details].filter(Boolean).join('\n\n'),
    location: placeOf(row),
    url,
  };
}

/**
 * The event's .ics file: the same calendar (and UID) whether downloaded from its page or attached
 * to the RSVP confirmation, so a second import updates the first.
 */
export function calendarFile(row: CalendarRow, url: string, now: Date) {
  return {
    filename: icsFileName(row.title),
    contentType: ICS_CONTENT_TYPE,
    content: buildIcs(calendarEventOf(row, url), now, { sequence: row.calendar_sequence }),
  };
}

/**
 * The .ics of one date an attendee RSVP'd for: that date alone, no series rule. A one-off event
 * keeps the event's UID (the page's download and the confirmation are one calendar entry); each
 * date of a series has its own, so two dates are two entries (docs/adr/0073-rsvps-per-date.md).
 */
export function dateCalendarFile(
  row: CalendarRow,
  attended: { date: string; startsAt: Date },
  url: string,
  now: Date,
  cancelled = false,
) {
  const event = calendarEventOf(row, url);
  const series = recurrenceRule(event) !== null;
  return {
    filename: icsFileName(row.title),
    contentType: cancelled ? ICS_CANCEL_CONTENT_TYPE : ICS_CONTENT_TYPE,
    content: buildIcs(
      {
        ...event,
        id: series ? `${row.id}-${attended.date}` : row.id,
        datetime: attended.startsAt,
        isRecurring: false,
        recurrencePattern: 'none',
        recurrenceExceptions: [],
      },
      now,
      // A cancellation outranks every version the attendee was sent.
      { sequence: row.calendar_sequence + (cancelled ? 1 : 0), cancelled },
    ),
  };
}
