import { timeZoneLabel } from './constants/time-zones.js';
import { isValidTimeZone, parseLocalDate, weekdayOf, zonedParts } from './time.js';

/**
 * Dates and times as people read them, in US English. The words are assembled here rather than by
 * Intl so that server, tests and every browser print the same characters.
 */

const pad = (value: number): string => String(value).padStart(2, '0');

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'Dec 20, 2026' for a 'YYYY-MM-DD' date; the text itself when it is not a date. */
export function formatShortDate(date: string): string {
  const d = parseLocalDate(date);
  if (!d) return date;
  return `${MONTHS[d.month - 1]!.slice(0, 3)} ${d.day}, ${d.year}`;
}

/** 'Sun, Dec 20, 2026': one date of a series, where its weekday tells the dates apart. */
export function formatDayAndDate(date: string): string {
  if (!parseLocalDate(date)) return date;
  return `${WEEKDAYS[weekdayOf(date)]!.slice(0, 3)}, ${formatShortDate(date)}`;
}

export const DATE_TBD = 'Date TBD';

/** How an event's date and time read in its own zone. */
export type EventDateTimeText = {
  /** 'Sunday, March 8, 2026' (long) or 'Sun, Mar 8, 2026' (short) */
  date: string;
  /** '7:30 PM' */
  time: string;
  /** 'Eastern' for an offered zone, else the IANA name */
  zone: string;
  /** 'Sunday, March 8, 2026 at 7:30 PM Eastern', or 'Date TBD' */
  full: string;
  valid: boolean;
};

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An event's date and time in its own zone with the zone's label. Anything that cannot be
 * formatted (missing or invalid date, unknown zone) reads 'Date TBD' (spec §8). The words are
 * assembled here rather than by Intl so that server, test and every browser print the same
 * characters (recent ICU puts a narrow no-break space before AM/PM).
 */
export function formatEventDateTime(
  value: Date | string | number | null | undefined,
  timeZone: string,
  style: 'long' | 'short' = 'long',
): EventDateTimeText {
  const instant = toDate(value);
  if (!instant || !isValidTimeZone(timeZone)) {
    return { date: DATE_TBD, time: '', zone: '', full: DATE_TBD, valid: false };
  }
  const p = zonedParts(instant, timeZone);
  const weekday = WEEKDAYS[p.weekday]!;
  const month = MONTHS[p.month - 1]!;
  const date =
    style === 'long'
      ? `${weekday}, ${month} ${p.day}, ${p.year}`
      : `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${p.day}, ${p.year}`;
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const time = `${hour12}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
  const zone = timeZoneLabel(timeZone);
  return { date, time, zone, full: `${date} at ${time} ${zone}`, valid: true };
}
