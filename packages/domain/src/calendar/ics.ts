import { EVENT_DURATION_MS } from '../constants/events.js';
import { fileSlug } from '../file-name.js';
import { recurrenceRRule, recurrenceRule, startMatchesRule } from '../recurrence.js';
import { formatUtcStamp, localToInstant, parseLocalDate, zonedParts } from '../time.js';
import { type CalendarEvent, calendarDetails } from './event.js';
import { escapeText, foldLine } from './ics-text.js';
import { localStamp } from './local-stamp.js';
import { vtimezoneLines } from './vtimezone.js';
import { cancelledStamps, keepsUtc, zonedProperty } from './zone-times.js';

export const ICS_PRODID = '-//Huddle//Events//EN';
/** The method goes in the type as well as in the file: mail clients read it there (RFC 6047). */
export const ICS_CONTENT_TYPE = 'text/calendar;charset=utf-8;method=PUBLISH';
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

/**
 * DTSTART or DTEND: with the event's TZID, or in UTC where the local time would be ambiguous or
 * the zone keeps UTC anyway (see `keepsUtc`).
 */
function dateTimeLine(
  name: string,
  instant: Date,
  timeZone: string,
  tzidRequired: boolean,
  utc: boolean,
): string {
  return !utc && (tzidRequired || tzidIsExact(instant, timeZone))
    ? `${name};TZID=${timeZone}:${localStamp(instant, timeZone)}`
    : `${name}:${formatUtcStamp(instant)}`;
}

/** The UID calendars use to recognise the event again on a second import. */
export function icsUid(id: number | string): string {
  return `event-${id}@huddle`;
}

/** How many years of time-zone changes a calendar file spells out, from the event's first. */
export const VTIMEZONE_YEARS = 3;

/**
 * How a VEVENT is stamped: `stamp` is its DTSTAMP (when this version of it was made: a download's
 * own time, a feed's last edit so that its bytes stay the same until something changes);
 * `cancelledFrom` ('YYYY-MM-DD') leaves the cancelled dates from that day on out of its EXDATEs,
 * for a feed that lists them as cancelled instances of their own.
 */
type VeventOptions = IcsOptions & { stamp: Date; cancelledFrom?: string };

/** The local years a calendar must spell the event's zone out for, and whether it keeps UTC. */
export function zoneSpan(event: CalendarEvent): {
  firstYear: number;
  lastYear: number;
  utc: boolean;
} {
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
  return { firstYear, lastYear, utc: keepsUtc(timezone, firstYear) };
}

/** The event's VEVENT, its times in its own zone (a VTIMEZONE for it goes in the calendar). */
export function veventLines(event: CalendarEvent, options: VeventOptions): string[] {
  const { sequence = 0, cancelled = false, stamp, cancelledFrom } = options;
  const { timezone } = event;
  const start = event.datetime;
  const end = new Date(start.getTime() + EVENT_DURATION_MS);
  const rule = recurrenceRule(event);
  const rrule = recurrenceRRule(event);
  const { utc } = zoneSpan(event);
  const url = event.url?.replace(/[\r\n]/g, '').trim();
  const location = event.location?.trim();
  const exdates = rule
    ? cancelledStamps(rule).filter((stamp) => !cancelledFrom || stamp < compact(cancelledFrom))
    : [];
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(icsUid(event.id))}`,
    `DTSTAMP:${formatUtcStamp(stamp)}`,
    ...(sequence > 0 ? [`SEQUENCE:${sequence}`] : []),
    ...(cancelled ? ['STATUS:CANCELLED'] : []),
    // A recurring start keeps its TZID even when ambiguous: in UTC the RRULE would drift an hour
    // at every DST change, which is worse than the first occurrence reading as the first pass.
    dateTimeLine('DTSTART', start, timezone, rrule !== null, utc),
    dateTimeLine('DTEND', end, timezone, false, utc),
    ...(rrule ? [`RRULE:${rrule}`] : []),
    // RFC 5545 counts DTSTART as the first occurrence even off-rule, but clients disagree (ical.js
    // drops it); an RDATE makes every client show the first event.
    ...(rule && !startMatchesRule(rule) && !rule.exceptions.has(rule.startDate)
      ? [zonedProperty('RDATE', timezone, utc, [localStamp(start, timezone)])]
      : []),
    // One EXDATE a date, at the series' wall-clock time (see `cancelledStamps`).
    ...exdates.map((stamp) => zonedProperty('EXDATE', timezone, utc, [stamp])),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(calendarDetails(event))}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
  ];
}

/** '2026-12-06' → '20261206', the start of that day's wall-clock stamps. */
const compact = (date: string) => date.replace(/-/g, '');

/** The VCALENDAR around `body`, its lines folded and CRLF-terminated. */
export function calendarText(header: readonly string[], body: readonly string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    ...header,
    ...body,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * An RFC 5545 calendar holding the event (3 hours long), for 'Apple Calendar / Other'.
 *
 * DTSTART/DTEND carry the event's TZID with a VTIMEZONE built from Intl, so a weekly 7 PM service
 * stays at 7 PM after a DST change (UTC times would drift by an hour); only a time in the second
 * pass of a fall-back hour is written in UTC (see `tzidIsExact`), and every time of a zone that
 * keeps UTC, with no VTIMEZONE (see `keepsUtc`). DTSTAMP is `now`. Lines are
 * CRLF-terminated and folded at 75 octets; TEXT values are escaped.
 */
export function buildIcs(event: CalendarEvent, now: Date, options: IcsOptions = {}): string {
  const { firstYear, lastYear, utc } = zoneSpan(event);
  return calendarText(
    [options.cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH'],
    [
      ...(utc ? [] : vtimezoneLines(event.timezone, firstYear, lastYear, event.datetime)),
      ...veventLines(event, { ...options, stamp: now }),
    ],
  );
}

/** A file name for the download: the title's letters and digits, e.g. 'super-bowl-party.ics'. */
export function icsFileName(title: string): string {
  return `${fileSlug(title)}.ics`;
}
