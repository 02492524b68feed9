import { DEFAULT_EVENT_TIME } from './constants/events.js';

/**
 * Time-zone arithmetic on the platform's Intl data (no library): an event is an instant plus an
 * IANA zone, shown and edited in that zone's wall-clock time, whatever zone the viewer is in.
 */

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Wall-clock fields of an instant in a zone. `weekday` is 0 for Sunday … 6 for Saturday. */
export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

/** A civil date and time without a zone: 'YYYY-MM-DD' and 'HH:MM' (or 'HH:MM:SS'). */
export type LocalDateTime = { date: string; time: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // hourCycle h23 so midnight reads 00, never 24; 'en-US' so the fields are ASCII digits.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows this IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds since the epoch of a civil date-time read as if it were UTC. */
function civilMs(year: number, month: number, day: number, h = 0, m = 0, s = 0): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(h, m, s, 0);
  return date.getTime();
}

/**
 * The last readings of zonedParts: a page of event cards reads the same few instants many times
 * (date, time, weekday, offset), and each formatToParts costs far more than a lookup.
 */
const readings = new Map<string, ZonedParts>();
const READINGS_KEPT = 1000;

/** The wall-clock fields of `instant` in `timeZone`. Throws RangeError for an unknown zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const key = `${timeZone} ${instant.getTime()}`;
  const known = readings.get(key);
  if (known) return { ...known };
  const parts = readZonedParts(instant, timeZone);
  if (readings.size >= READINGS_KEPT) readings.clear();
  readings.set(key, parts);
  return { ...parts };
}

function readZonedParts(instant: Date, timeZone: string): ZonedParts {
  const fields: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant))
    fields[part.type] = part.value;
  const bc = fields.era === 'BC' || fields.era === 'B';
  const year = bc ? 1 - Number(fields.year) : Number(fields.year);
  const month = Number(fields.month);
  const day = Number(fields.day);
  const weekday = new Date(civilMs(year, month, day)).getUTCDay();
  return {
    year,
    month,
    day,
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
    weekday,
  };
}

/** The zone's UTC offset at `instant` in milliseconds (local − UTC), e.g. −4 h for EDT. */
export function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return civilMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - wholeSeconds;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function formatLocalDate(p: { year: number; month: number; day: number }): string {
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Parses 'YYYY-MM-DD' that names a real calendar day; null otherwise. */
export function parseLocalDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(civilMs(year, month, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isValidLocalDate(value: string): boolean {
  return parseLocalDate(value) !== null;
}

/**
 * The years the product deals in: every event start, series end and searched date lies in them
 * (docs/adr/0027-event-zones-and-date-bounds.md). Beyond them a date is a typo or an attack, and far years cost real CPU
 * (time-zone tables, calendar files) or overflow the database's date types.
 */
export const EARLIEST_EVENT_YEAR = 2000;
export const LATEST_EVENT_YEAR = 2100;
/** A recurring series ends at most this many years after its first date. */
export const MAX_SERIES_YEARS = 2;

/** A valid 'YYYY-MM-DD' within the event years. */
export function isEventDate(value: string): boolean {
  const date = parseLocalDate(value);
  return date !== null && date.year >= EARLIEST_EVENT_YEAR && date.year <= LATEST_EVENT_YEAR;
}

/** An instant within the event years (read in UTC: a day either side does not matter here). */
export function isEventInstant(value: Date): boolean {
  const year = value.getUTCFullYear();
  return year >= EARLIEST_EVENT_YEAR && year <= LATEST_EVENT_YEAR;
}

/** The last day a series that starts on `startDate` may run to: the same day MAX_SERIES_YEARS on. */
export function latestSeriesEnd(startDate: string): string {
  const { year, month, day } = parseLocalDate(startDate) ?? { year: 0, month: 1, day: 1 };
  return formatLocalDate({ year: year + MAX_SERIES_YEARS, month, day });
}

/** Parses 'HH:MM' or 'HH:MM:SS' on a 24-hour clock; null otherwise. */
export function parseLocalTime(
  value: string,
): { hour: number; minute: number; second: number } | null {
  const match = TIME_RE.exec(value);
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
}

export function isValidLocalTime(value: string): boolean {
  return parseLocalTime(value) !== null;
}

/** The time a form holds, or the spec's 12:00 when it holds none (§5 edit event). */
export function timeOrDefault(time: string | null | undefined): string {
  return time?.trim() ? time.trim() : DEFAULT_EVENT_TIME;
}

/**
 * The instant at which a wall clock in `timeZone` shows `date` `time` (time defaults to 12:00).
 * DST is resolved as Temporal's 'compatible' disambiguation and RFC 5545 do: a time skipped by a
 * spring-forward gap moves forward by the gap (02:30 → 03:30 EDT); a time repeated by a fall-back
 * overlap takes the earlier instant (01:30 EDT, not EST). Throws RangeError on invalid input.
 */
export function localToInstant(
  date: string,
  time: string | null | undefined,
  timeZone: string,
): Date {
  const d = parseLocalDate(date);
  const t = parseLocalTime(timeOrDefault(time));
  if (!d) throw new RangeError(`Invalid local date: ${date}`);
  if (!t) throw new RangeError(`Invalid local time: ${time}`);
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const wall = civilMs(d.year, d.month, d.day, t.hour, t.minute, t.second);
  // The offsets a day either side bracket any transition near this wall time.
  const before = offsetMs(new Date(wall - DAY_MS), timeZone);
  const after = offsetMs(new Date(wall + DAY_MS), timeZone);
  const matches = [wall - before, wall - after].filter(
    (candidate) => candidate + offsetMs(new Date(candidate), timeZone) === wall,
  );
  if (matches.length > 0) return new Date(Math.min(...matches));
  // In a gap: read the wall time with the offset in force before the transition.
  return new Date(wall - before);
}

/** The wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of `instant` in `timeZone`. */
export function instantToLocal(instant: Date, timeZone: string): LocalDateTime {
  const p = zonedParts(instant, timeZone);
  return { date: formatLocalDate(p), time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** The calendar day ('YYYY-MM-DD') that `instant` falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return formatLocalDate(zonedParts(instant, timeZone));
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = parseLocalDate(date);
  if (!d) throw new RangeError(`Invalid local date: ${date}`);
  const next = new Date(civilMs(d.year, d.month, d.day) + days * DAY_MS);
  return formatLocalDate({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
}

/** Whole days from `from` to `to` ('YYYY-MM-DD' both): negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  const a = parseLocalDate(from);
  const b = parseLocalDate(to);
  if (!a || !b) throw new RangeError(`Invalid local date: ${a ? to : from}`);
  return Math.round((civilMs(b.year, b.month, b.day) - civilMs(a.year, a.month, a.day)) / DAY_MS);
}

/** Day of the week of a 'YYYY-MM-DD' date, 0 for Sunday … 6 for Saturday. */
export function weekdayOf(date: string): number {
  const d = parseLocalDate(date);
  if (!d) throw new RangeError(`Invalid local date: ${date}`);
  return new Date(civilMs(d.year, d.month, d.day)).getUTCDay();
}

/**
 * The instants a local day covers in a zone: [start, end). A DST day lasts 23 or 25 hours.
 * Used to filter events "on" a date in their own zone.
 */
export function localDayRange(date: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: localToInstant(date, '00:00', timeZone),
    end: localToInstant(addDays(date, 1), '00:00', timeZone),
  };
}

/** 'YYYYMMDDTHHMMSSZ', the UTC form calendars use (RFC 5545 DATE-TIME with Z). */
export function formatUtcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}
