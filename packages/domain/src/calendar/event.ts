import type { RecurringEvent } from '../recurrence.js';

/** What the calendar links and the .ics need of an event; `datetime` is the (first) start. */
export type CalendarEvent = RecurringEvent & {
  id: number | string;
  title: string;
  description?: string | null;
  location?: string | null;
  /** The event page, e.g. https://huddle.example/events/12 */
  url?: string | null;
};

/**
 * The description calendars show: the event's own text, then its page address, because Google
 * and Outlook drop the .ics URL property and the links have no place for one.
 */
export function calendarDetails(event: Pick<CalendarEvent, 'description' | 'url'>): string {
  const description = event.description?.trim() ?? '';
  const url = event.url?.trim() ?? '';
  if (!url || description.includes(url)) return description;
  return description ? `${description}\n\n${url}` : url;
}
