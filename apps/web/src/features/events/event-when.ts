import {
  type EventDateTimeText,
  formatEventDateTime,
  formatYourTime,
  nextOccurrence,
  occurrenceOn,
  type YourTimeText,
} from '@huddle/domain';
import type { EventView } from './event-types';

/** What an event's date needs: its start, zone and recurrence. */
export type EventTiming = Pick<
  EventView,
  | 'datetime'
  | 'timezone'
  | 'isRecurring'
  | 'recurrencePattern'
  | 'recurrenceEndDate'
  | 'recurrenceDaysOfWeek'
  | 'recurrenceExceptions'
>;

/**
 * The start people should see: a series that has started shows its next date (never a cancelled
 * one), so a weekly service begun in January does not look like it is over. Cards, the event
 * page, the calendar links and the RSVP mail draft all use it, as the server's mails do.
 */
export function nextStart(event: EventTiming, now: Date = new Date()): Date {
  return nextOccurrence(event, now) ?? event.datetime;
}

/**
 * When the event is, in its own zone with the zone's label ('Date TBD' when it cannot be read).
 * With `on` (a list filtered by that date), the occurrence on that day: a series found for
 * December 6 says December 6, not the Sunday it began.
 */
export function eventWhen(
  event: EventTiming,
  now: Date = new Date(),
  style: 'long' | 'short' = 'long',
  on?: string,
): EventDateTimeText {
  return formatEventDateTime(shownStart(event, now, on), event.timezone, style);
}

/** The start a card or page shows: with `on`, the occurrence that day, else the next start. */
export function shownStart(event: EventTiming, now: Date = new Date(), on?: string): Date {
  return (on ? occurrenceOn(event, on) : null) ?? nextStart(event, now);
}

/** The shown start on the visitor's clock as well, when that clock reads otherwise (else null). */
export function eventYourTime(
  event: EventTiming,
  visitorZone: string | null,
  now: Date = new Date(),
  on?: string,
): YourTimeText | null {
  return formatYourTime(shownStart(event, now, on), event.timezone, visitorZone);
}
