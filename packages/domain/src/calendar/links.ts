import { EVENT_DURATION_HOURS, EVENT_DURATION_MS } from '../constants/events.js';
import { formatUtcStamp } from '../time.js';
import { type CalendarEvent, calendarDetails } from './event.js';

/** Link-only fields; a link adds one occurrence, so pass the next one as `datetime` if wanted. */
type LinkEvent = Pick<CalendarEvent, 'title' | 'description' | 'location' | 'url' | 'datetime'>;

/**
 * Percent-encodes a query value as encodeURIComponent does but leaves '/' and ':' readable:
 * both are allowed in a query (RFC 3986 §3.4), and the calendars expect `dates=start/end`.
 * Spaces become %20, never '+', which Outlook would show literally.
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/g, '/').replace(/%3A/g, ':');
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeValue(value)}`)
    .join('&');
}

function span(event: LinkEvent): { start: Date; end: Date } {
  return { start: event.datetime, end: new Date(event.datetime.getTime() + EVENT_DURATION_MS) };
}

/** Outlook wants ISO 8601 in UTC without milliseconds. */
function isoSeconds(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function googleCalendarUrl(event: LinkEvent): string {
  const { start, end } = span(event);
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatUtcStamp(start)}/${formatUtcStamp(end)}`,
    details: calendarDetails(event),
    location: event.location?.trim() ?? '',
  })}`;
}

export function outlookCalendarUrl(event: LinkEvent): string {
  const { start, end } = span(event);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    subject: event.title,
    startdt: isoSeconds(start),
    enddt: isoSeconds(end),
    body: calendarDetails(event),
    location: event.location?.trim() ?? '',
  })}`;
}

/** Yahoo takes a start and a duration 'HHMM' (spec §9: 0300). */
export function yahooCalendarUrl(event: LinkEvent): string {
  return `https://calendar.yahoo.com/?${query({
    v: '60',
    title: event.title,
    st: formatUtcStamp(event.datetime),
    dur: `${String(EVENT_DURATION_HOURS).padStart(2, '0')}00`,
    desc: calendarDetails(event),
    in_loc: event.location?.trim() ?? '',
  })}`;
}

/** The three deep links of the Add to Calendar menu (spec §2 /events/{id}). */
export function calendarLinks(event: LinkEvent): {
  google: string;
  outlook: string;
  yahoo: string;
} {
  return {
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event),
    yahoo: yahooCalendarUrl(event),
  };
}
