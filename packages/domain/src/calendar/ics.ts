import { EVENT_DURATION_MS } from '../constants/events.js';
import { fileSlug } from '../file-name.js';
import {
  cancelledDates,
  type RecurrenceRule,
  recurrenceRRule,
  recurrenceRule,
  startMatchesRule,
} from '../recurrence.js';
import { formatUtcStamp, localToInstant, parseLocalDate, zonedParts } from '../time.js';
import { type CalendarEvent, calendarDetails } from './event.js';
import { escapeText, foldLine } from './ics-text.js';
import { localStamp } from './local-stamp.js';
import { vtimezoneLines } from './vtimezone.js';

export const ICS_PRODID = '-//Huddle//Events//EN';
export const ICS_CONTENT_TYPE = 'text/calendar;charset=utf-8';
/** A cancelling calendar file: mail clients read the method from the part's type too (RFC 6047). */
export const ICS_CANCEL_CONTENT_TYPE = 'text/calendar;charset=utf-8;method=CANCEL';

/**
 * How the file speaks of the event: `sequence` (RFC 5545 3.8.7.4) is raised by every change the
 * attendee was told of, so a calendar replaces the entry it holds instead of adding one;
 * `cancelled` makes it a cancellation (METHOD:CANCEL, STATUS:CANCELLED) of that entry.
 */
export type IcsOptions = { sequence?: number; cancelled?: boolean };

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Whether a TZID wall-clock time names `instant` unambiguously. It does not for the second pass
 * through a fall-back hour (01:30 EST on the day 01:30 EDT also happens): RFC 5545 reads such a
 * local time as the first pass, so that instant has to be written in UTC.
 */
function tzidIsExact(instant: Date, timeZone: string): boolean {
  const p = zonedParts(instant, timeZone);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  const time = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  return (
    localToInstant(date, time, timeZone).getTime() === Math.floor(instant.getTime() / 1000) * 1000
  );
}

/** DTSTART or DTEND: with the event's TZID, or in UTC where the local time would be ambiguous. */
function dateTimeLine(
  name: string,
  instant: Date,
  timeZone: string,
  tzidRequired: boolean,
): string {
  return tzidRequired || tzidIsExact(instant, timeZone)
    ? `${name};TZID=${timeZone}:${localStamp(instant, timeZone)}`
    : `${name}:${formatUtcStamp(instant)}`;
}

/**
 * EXDATE lines for the cancelled dates, at the series' wall-clock time in its zone: the same local
 * time the RRULE expands to on that day, so every client matches and drops it.
 */
function exdateLines(rule: RecurrenceRule): string[] {
  const time = rule.startTime.replace(/:/g, '');
  return cancelledDates(rule).map(
    (date) => `EXDATE;TZID=${rule.timeZone}:${date.replace(/-/g, '')}T${time}`,
  );
}

/** The UID calendars use to recognise the event again on a second import. */
export function icsUid(id: number | string): string {
  return `event-${id}@huddle`;
}

/** How many years of time-zone changes a calendar file spells out, from the event's first. */
export const VTIMEZONE_YEARS = 3;

/**
 * An RFC 5545 calendar holding the event (3 hours long), for 'Apple Calendar / Other'.
 *
 * DTSTART/DTEND carry the event's TZID with a VTIMEZONE built from Intl, so a weekly 7 PM service
 * stays at 7 PM after a DST change (UTC times would drift by an hour); only a time in the second
 * pass of a fall-back hour is written in UTC (see `tzidIsExact`). DTSTAMP is `now`. Lines are
 * CRLF-terminated and folded at 75 octets; TEXT values are escaped.
 */
export function buildIcs(event: CalendarEvent, now: Date, options: IcsOptions = {}): string {
  const { sequence = 0, cancelled = false } = options;
  const { timezone } = event;
  const start = event.datetime;
  const end = new Date(start.getTime() + EVENT_DURATION_MS);
  const rule = recurrenceRule(event);
  const untilYear = rule?.until ? parseLocalDate(rule.until)!.year : null;
  const firstYear = zonedParts(start, timezone).year;
  // The zone's rules are written out for a few years only: its observances carry yearly RRULEs
  // that cover every later year, and each year written costs CPU on a public download.
  const lastYear = Math.min(
    Math.max(untilYear ?? firstYear, zonedParts(end, timezone).year),
    firstYear + VTIMEZONE_YEARS - 1,
  );
  const rrule = recurrenceRRule(event);
  const url = event.url?.replace(/[\r\n]/g, '').trim();
  const location = event.location?.trim();

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    ...vtimezoneLines(timezone, firstYear, lastYear, start),
    'BEGIN:VEVENT',
    `UID:${escapeText(icsUid(event.id))}`,
    `DTSTAMP:${formatUtcStamp(now)}`,
    ...(sequence > 0 ? [`SEQUENCE:${sequence}`] : []),
    ...(cancelled ? ['STATUS:CANCELLED'] : []),
    // A recurring start keeps its TZID even when ambiguous: in UTC the RRULE would drift an hour
    // at every DST change, which is worse than the first occurrence reading as the first pass.
    dateTimeLine('DTSTART', start, timezone, rrule !== null),
    dateTimeLine('DTEND', end, timezone, false),
    ...(rrule ? [`RRULE:${rrule}`] : []),
    // RFC 5545 counts DTSTART as the first occurrence even off-rule, but clients disagree (ical.js
    // drops it); an RDATE makes every client show the first event.
    ...(rule && !startMatchesRule(rule) && !rule.exceptions.has(rule.startDate)
      ? [`RDATE;TZID=${timezone}:${localStamp(start, timezone)}`]
      : []),
    ...(rule ? exdateLines(rule) : []),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(calendarDetails(event))}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name for the download: the title's letters and digits, e.g. 'super-bowl-party.ics'. */
export function icsFileName(title: string): string {
  return `${fileSlug(title)}.ics`;
}
