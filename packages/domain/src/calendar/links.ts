import { EVENT_DURATION_HOURS, EVENT_DURATION_MS } from '../constants/events.js';
import { type RecurringEvent, recurrenceRRule, recurrenceRule } from '../recurrence.js';
import { formatUtcStamp, localDateOf, zonedParts } from '../time.js';
import { type CalendarEvent, calendarDetails } from './event.js';
import { localStamp } from './local-stamp.js';
import { cancelledStamps, keepsUtc, zonedProperty } from './zone-times.js';

/**
 * What the links need. `datetime` is the date the link adds: pass the next occurrence of a series
 * that has started. `series` is the event's recurrence as stored (its first start, zone, pattern,
 * end and days); only Google can carry it, see `CALENDAR_LINKS_REPEAT`.
 */
type LinkEvent = Pick<CalendarEvent, 'title' | 'description' | 'location' | 'url' | 'datetime'> & {
  series?: RecurringEvent | null;
};

/**
 * Which deep links can add a repeating series. Google's template link takes an RRULE (`recur`).
 * Outlook's compose link and Yahoo's link have no recurrence parameter at all: they add one date
 * (the next one), and the .ics ('Apple Calendar / Other') is the way to bring the whole series
 * into those calendars. The Add to Calendar menu says so beside them.
 */
export const CALENDAR_LINKS_REPEAT = { google: true, outlook: false, yahoo: false } as const;

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

/**
 * How Google's link repeats a series from `start` on: the zone its times are written in (null:
 * UTC) and the `recur` lines, the same RRULE as the .ics and, on the next line, the cancelled
 * dates still to come as an EXDATE. Google reads `recur` as an event's recurrence lines (as its
 * API's `recurrence` list); without the EXDATE it would add every cancelled date.
 */
function googleRecurrence(series: RecurringEvent, start: Date) {
  const rule = recurrenceRule(series);
  const rrule = recurrenceRRule(series);
  if (!rule || !rrule) return null;
  const utc = keepsUtc(rule.timeZone, zonedParts(start, rule.timeZone).year);
  // Dates before the one the link adds are not in its series anyway.
  const cancelled = cancelledStamps(rule, localDateOf(start, rule.timeZone));
  const exdate = cancelled.length ? [zonedProperty('EXDATE', rule.timeZone, utc, cancelled)] : [];
  return { zone: utc ? null : rule.timeZone, recur: [`RRULE:${rrule}`, ...exdate].join('\n') };
}

/**
 * Google's template link. A series goes as `recur` (see `googleRecurrence`) with the times written
 * in the event's own zone (`ctz`), so a weekly 7 PM stays 7 PM after a DST change; in UTC Google
 * would keep the UTC hour and move the local one. A one-off event uses UTC, and so does a series
 * in a zone that keeps UTC (Etc/GMT, see `keepsUtc`).
 */
export function googleCalendarUrl(event: LinkEvent): string {
  const { start, end } = span(event);
  const repeat = event.series ? googleRecurrence(event.series, start) : null;
  const zone = repeat?.zone;
  const dates = zone
    ? `${localStamp(start, zone)}/${localStamp(end, zone)}`
    : `${formatUtcStamp(start)}/${formatUtcStamp(end)}`;
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: calendarDetails(event),
    location: event.location?.trim() ?? '',
    ...(zone ? { ctz: zone } : {}),
    ...(repeat ? { recur: repeat.recur } : {}),
  })}`;
}

/** One date only: Outlook's compose link cannot repeat (see `CALENDAR_LINKS_REPEAT`). */
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

/**
 * Yahoo takes a start and a duration 'HHMM' (spec §9: 0300). One date only: Yahoo's link has no
 * recurrence parameter (see `CALENDAR_LINKS_REPEAT`).
 */
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
