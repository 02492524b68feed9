import { EVENT_DURATION_MS } from '../constants/events.js';
import { recurrenceRule } from '../recurrence.js';
import { formatUtcStamp, localToInstant } from '../time.js';
import type { CalendarEvent } from './event.js';
import { calendarText, icsUid, veventLines, zoneSpan } from './ics.js';
import { escapeText } from './ics-text.js';
import { localStamp } from './local-stamp.js';
import { vtimezoneLines } from './vtimezone.js';
import { cancelledStamps, zonedProperty } from './zone-times.js';

/**
 * A calendar people subscribe to (a church's events, or a search): one VEVENT per event with the
 * UID its single download and mails use, so an event added by hand is not doubled. Each event is
 * stamped with its last edit and numbered with its calendar sequence, so the feed's bytes change
 * only when an event does (its ETag holds) and calendars replace what they hold. Cancelled events,
 * and cancelled dates of a series, stay in the feed as STATUS:CANCELLED until they are over, so a
 * subscriber's calendar shows them struck out rather than silently gone.
 */

export type FeedEntry = {
  event: CalendarEvent;
  /** RFC 5545 SEQUENCE: raised by every change of time or place (events.calendar_sequence). */
  sequence: number;
  /** The event's last edit: its DTSTAMP and LAST-MODIFIED. */
  updatedAt: Date;
  /** The whole event is cancelled (deleted by its church). */
  cancelled: boolean;
};

export type FeedOptions = {
  /** The calendar's name in the subscriber's list ('Grace Chapel on Huddle'). */
  name: string;
  description: string;
  /** Today in the subscriber's terms: cancelled dates from this local day on are listed. */
  today: string;
  /** How often calendars should fetch it again. */
  refreshMinutes: number;
};

export function buildFeed(entries: readonly FeedEntry[], options: FeedOptions): string {
  const ttl = isoDuration(options.refreshMinutes);
  return calendarText(
    [
      'METHOD:PUBLISH',
      `NAME:${escapeText(options.name)}`,
      `X-WR-CALNAME:${escapeText(options.name)}`,
      `DESCRIPTION:${escapeText(options.description)}`,
      `X-WR-CALDESC:${escapeText(options.description)}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${ttl}`,
      `X-PUBLISHED-TTL:${ttl}`,
    ],
    [...timeZones(entries), ...entries.flatMap((entry) => entryLines(entry, options.today))],
  );
}

/** 'PT1H', 'PT1H30M', 'PT15M' */
function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

/** One VTIMEZONE per zone, spanning the years of every event in it. */
function timeZones(entries: readonly FeedEntry[]): string[] {
  const zones = new Map<string, { first: number; last: number; start: Date }>();
  for (const { event } of entries) {
    const span = zoneSpan(event);
    if (span.utc) continue;
    const zone = zones.get(event.timezone);
    zones.set(event.timezone, {
      first: Math.min(zone?.first ?? span.firstYear, span.firstYear),
      last: Math.max(zone?.last ?? span.lastYear, span.lastYear),
      start: zone && zone.start < event.datetime ? zone.start : event.datetime,
    });
  }
  return [...zones].flatMap(([zone, { first, last, start }]) =>
    vtimezoneLines(zone, first, last, start),
  );
}

function entryLines(entry: FeedEntry, today: string): string[] {
  const { event, sequence, updatedAt, cancelled } = entry;
  const lastModified = `LAST-MODIFIED:${formatUtcStamp(updatedAt)}`;
  const vevent = veventLines(event, {
    sequence,
    cancelled,
    stamp: updatedAt,
    cancelledFrom: today,
  });
  const withModified = [...vevent.slice(0, 3), lastModified, ...vevent.slice(3)];
  return [...withModified, ...cancelledInstances(entry, today)];
}

/**
 * A series' cancelled dates still to come, each as an instance of the series (RECURRENCE-ID) with
 * STATUS:CANCELLED; the dates gone by stay EXDATEs.
 */
function cancelledInstances(entry: FeedEntry, today: string): string[] {
  const { event, sequence, updatedAt } = entry;
  const rule = recurrenceRule(event);
  if (!rule || entry.cancelled) return [];
  const { utc } = zoneSpan(event);
  return cancelledStamps(rule, today).flatMap((stamp) => {
    const date = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
    const start = localToInstant(date, rule.startTime, rule.timeZone);
    const end = new Date(start.getTime() + EVENT_DURATION_MS);
    return [
      'BEGIN:VEVENT',
      `UID:${escapeText(icsUid(event.id))}`,
      `DTSTAMP:${formatUtcStamp(updatedAt)}`,
      ...(sequence > 0 ? [`SEQUENCE:${sequence}`] : []),
      zonedProperty('RECURRENCE-ID', event.timezone, utc, [stamp]),
      'STATUS:CANCELLED',
      zonedProperty('DTSTART', event.timezone, utc, [stamp]),
      zonedProperty('DTEND', event.timezone, utc, [localStamp(end, event.timezone)]),
      `SUMMARY:${escapeText(`Cancelled: ${event.title}`)}`,
      'END:VEVENT',
    ];
  });
}
