import { type EventDateTimeText, formatEventDateTime, nextOccurrence } from '@huddle/domain';
import type { EventView } from './event-types';

type Timed = Pick<
  EventView,
  | 'datetime'
  | 'timezone'
  | 'isRecurring'
  | 'recurrencePattern'
  | 'recurrenceEndDate'
  | 'recurrenceDaysOfWeek'
>;

/**
 * When the event is, in its own zone with the zone's label ('Date TBD' when it cannot be read).
 * A series that has started shows its next date, as the calendar links and the RSVP mails do,
 * so a weekly service begun in January does not look like it is over.
 */
export function eventWhen(event: Timed, now: Date = new Date()): EventDateTimeText {
  const next = event.isRecurring ? nextOccurrence(event, now) : null;
  return formatEventDateTime(next ?? event.datetime, event.timezone);
}
