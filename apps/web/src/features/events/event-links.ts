import { eventIllustrationUrl } from '@huddle/domain';
import type { EventChurch, EventView } from './event-types';
import { nextStart } from './event-when';

/** The event page's address, absolute, as it is shared and put in calendars. */
export function eventPageUrl(id: number, origin: string = window.location.origin): string {
  return new URL(`/events/${id}`, origin).toString();
}

/** The .ics download the API serves (GET /api/events/{id}/calendar.ics). */
export function eventIcsPath(id: number): string {
  return `/api/events/${id}/calendar.ics`;
}

/** '12 Main St, Dallas, TX 75201': where to go, as a calendar or a map reads it. */
export function churchAddress(church: Pick<EventChurch, 'address' | 'city' | 'state' | 'zipCode'>) {
  return `${church.address}, ${church.city}, ${church.state} ${church.zipCode}`;
}

/**
 * What the calendar deep links need. A link adds one occurrence, so a recurring series that has
 * started already offers its next one rather than a date in the past; the series itself goes
 * along for the links that can repeat (Google).
 */
export function calendarEventOf(event: EventView, now: Date = new Date()) {
  return {
    title: event.title,
    description: event.description,
    location: `${event.church.name}, ${churchAddress(event.church)}`,
    url: eventPageUrl(event.id),
    datetime: nextStart(event, now),
    series: event,
  };
}

/** The event's own photo, else the illustration of its sport or event type. */
export function eventImageSrc(event: Pick<EventView, 'imageUrl' | 'sport'>): string {
  return event.imageUrl || eventIllustrationUrl(event.sport);
}
