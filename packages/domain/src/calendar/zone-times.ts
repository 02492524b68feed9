import { cancelledDates, type RecurrenceRule } from '../recurrence.js';
import { offsetMs } from '../time.js';
import { offsetTransitions } from './vtimezone.js';

/**
 * Whether `timeZone` keeps UTC's clock through `year` and the years either side (Etc/GMT). Its
 * times are then written in UTC: clients that look a TZID up in their own zone data rather than
 * in the file (those built on ical.js) may not know Etc/GMT, and would read its times as
 * floating, in the reader's own zone. In UTC every client reads the same instant.
 */
export function keepsUtc(timeZone: string, year: number): boolean {
  const january = new Date(Date.UTC(year, 0, 1));
  const july = new Date(Date.UTC(year, 6, 1));
  // Most zones are ruled out by two look-ups; only a zone at +00:00 in both is searched through.
  if (offsetMs(january, timeZone) !== 0 || offsetMs(july, timeZone) !== 0) return false;
  return (
    offsetTransitions(timeZone, Date.UTC(year - 1, 0, 1), Date.UTC(year + 2, 0, 1)).length === 0
  );
}

/**
 * A property holding wall-clock stamps of the zone ('20260308T193000'), comma-separated:
 * `NAME;TZID=zone:…`, or `NAME:…Z` where the zone keeps UTC (its wall clock is UTC's).
 */
export function zonedProperty(
  name: string,
  timeZone: string,
  utc: boolean,
  stamps: readonly string[],
): string {
  return utc
    ? `${name}:${stamps.map((stamp) => `${stamp}Z`).join(',')}`
    : `${name};TZID=${timeZone}:${stamps.join(',')}`;
}

/**
 * The cancelled dates of the rule from the local day `fromDate` on, as wall-clock stamps at the
 * series' time: the same local time the RRULE expands to that day, so every client matches and
 * drops it.
 */
export function cancelledStamps(rule: RecurrenceRule, fromDate = ''): string[] {
  const time = rule.startTime.replace(/:/g, '');
  return cancelledDates(rule)
    .filter((date) => date >= fromDate)
    .map((date) => `${date.replace(/-/g, '')}T${time}`);
}
