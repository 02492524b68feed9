import {
  DAYS_OF_WEEK,
  type DayOfWeek,
  EVENT_DURATION_MS,
  type RecurrencePattern,
} from './constants/events.js';
import { formatShortDate } from './date-format.js';
import {
  addDays,
  formatUtcStamp,
  isValidLocalDate,
  localDateOf,
  localDayRange,
  localToInstant,
  MAX_SERIES_YEARS,
  parseLocalDate,
  weekdayOf,
  zonedParts,
} from './time.js';

/** The recurrence fields of an event (spec §3) as the database and the API hold them. */
export type RecurringEvent = {
  datetime: Date;
  timezone: string;
  isRecurring?: boolean | null;
  recurrencePattern?: string | null;
  /** A local date 'YYYY-MM-DD' in the event's zone, or the stored instant of that day. */
  recurrenceEndDate?: string | Date | null;
  recurrenceDaysOfWeek?: readonly string[] | null;
  /** Local dates 'YYYY-MM-DD' of cancelled occurrences; other dates in it are ignored. */
  recurrenceExceptions?: readonly string[] | null;
};

/** Spec §4: the host form's recurring checkbox on sets weekly, off sets none. */
export function recurrencePatternForCheckbox(checked: boolean): RecurrencePattern {
  return checked ? 'weekly' : 'none';
}

/** JavaScript's weekday numbers (0 = Sunday) for the spec's day names. */
export const WEEKDAY_NUMBER: Readonly<Record<DayOfWeek, number>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const DAY_OF_WEEK_BY_NUMBER = Object.fromEntries(
  Object.entries(WEEKDAY_NUMBER).map(([day, number]) => [number, day as DayOfWeek]),
) as Readonly<Record<number, DayOfWeek>>;

/**
 * Each day of the week moved on by `days` (Sunday + 1 → Monday, Saturday + 2 → Monday), in week
 * order from Monday: how a weekly series' days follow its first date when that moves.
 */
export function shiftDaysOfWeek(days: readonly DayOfWeek[], by: number): DayOfWeek[] {
  const shifted = new Set(
    days.map((day) => DAY_OF_WEEK_BY_NUMBER[(((WEEKDAY_NUMBER[day] + by) % 7) + 7) % 7]!),
  );
  return DAYS_OF_WEEK.filter((day) => shifted.has(day));
}

/** The day of the week of a local date 'YYYY-MM-DD' ('2026-03-08' → 'sunday'). */
export function dayOfWeekOf(date: string): DayOfWeek {
  return DAY_OF_WEEK_BY_NUMBER[weekdayOf(date)]!;
}

export function isDayOfWeek(value: string): value is DayOfWeek {
  return (DAYS_OF_WEEK as readonly string[]).includes(value);
}

/** A recurrence resolved against its event: what repeats, from when, until which local day. */
export type RecurrenceRule = {
  pattern: Exclude<RecurrencePattern, 'none'>;
  timeZone: string;
  start: Date;
  startDate: string;
  /** Wall-clock time of the first occurrence, 'HH:MM:SS'; every occurrence keeps it. */
  startTime: string;
  /** Last local day with occurrences (inclusive), or null for no end. */
  until: string | null;
  /** Weekly only: weekday numbers (0 = Sunday), sorted; the start's weekday when none chosen. */
  weekdays: number[];
  /** Cancelled local dates, as stored (a date that is not an occurrence changes nothing). */
  exceptions: ReadonlySet<string>;
};

/** The local end date of a recurrence, whether stored as 'YYYY-MM-DD' or as an instant. */
export function recurrenceEndLocalDate(
  value: string | Date | null | undefined,
  timeZone: string,
): string | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : localDateOf(value, timeZone);
  const text = value?.trim() ?? '';
  if (isValidLocalDate(text)) return text;
  const parsed = text ? new Date(text) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? localDateOf(parsed, timeZone) : null;
}

/**
 * The instant to store for a recurrence end date: the last second of that day in the event's
 * zone, so that `recurrenceEndLocalDate` reads the same day back and "ends on or after now"
 * compares as a person means it. It is also the RRULE's UNTIL.
 */
export function recurrenceEndInstant(endDate: string, timeZone: string): Date {
  return new Date(localToInstant(addDays(endDate, 1), '00:00', timeZone).getTime() - 1000);
}

/** The event's recurrence, or null when it does not repeat (not recurring, or pattern none). */
export function recurrenceRule(event: RecurringEvent): RecurrenceRule | null {
  const pattern = event.recurrencePattern;
  if (
    !event.isRecurring ||
    (pattern !== 'daily' && pattern !== 'weekly' && pattern !== 'monthly')
  ) {
    return null;
  }
  const p = zonedParts(event.datetime, event.timezone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const startDate = localDateOf(event.datetime, event.timezone);
  const chosen = (event.recurrenceDaysOfWeek ?? [])
    .filter(isDayOfWeek)
    .map((d) => WEEKDAY_NUMBER[d]);
  // RFC 5545: a weekly rule without BYDAY repeats on the start's weekday; say so explicitly.
  const weekdays =
    pattern === 'weekly'
      ? [...new Set(chosen.length ? chosen : [p.weekday])].sort((a, b) => a - b)
      : [];
  return {
    pattern,
    timeZone: event.timezone,
    start: event.datetime,
    startDate,
    startTime: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
    until: recurrenceEndLocalDate(event.recurrenceEndDate, event.timezone),
    weekdays,
    exceptions: new Set(event.recurrenceExceptions ?? []),
  };
}

/**
 * Whether the first event falls on a day its rule picks. Only a weekly rule can miss (a Wednesday
 * start, repeating on Sundays); the schemas refuse that, but stored data may still hold it.
 */
export function startMatchesRule(rule: RecurrenceRule): boolean {
  return dayMatches(rule, rule.startDate);
}

/**
 * Whether the rule puts an occurrence on the local day `date`, cancelled or not: the first date,
 * or a day the pattern picks between it and the end date.
 */
export function isRuleDate(rule: RecurrenceRule, date: string): boolean {
  if (date < rule.startDate || (rule.until !== null && date > rule.until)) return false;
  return date === rule.startDate || dayMatches(rule, date);
}

/** The cancelled dates that are dates of the rule, in order; stray stored dates are dropped. */
export function cancelledDates(rule: RecurrenceRule): string[] {
  return [...rule.exceptions].filter((date) => isRuleDate(rule, date)).sort();
}

function dayMatches(rule: RecurrenceRule, date: string): boolean {
  if (rule.pattern === 'daily') return true;
  if (rule.pattern === 'weekly') return rule.weekdays.includes(weekdayOf(date));
  return parseLocalDate(date)!.day === parseLocalDate(rule.startDate)!.day;
}

/**
 * Occurrence instants from the local day `fromDate` on, in order. As in RFC 5545 the first event
 * always counts, even on a day the rule would not pick; later ones keep its wall-clock time in its
 * zone across DST (a time a spring-forward gap skips moves forward by the gap); monthly skips
 * months without that day (the 31st); nothing after the end date, nothing on a cancelled date.
 */
function* occurrences(rule: RecurrenceRule, fromDate: string): Generator<Date> {
  let date = fromDate < rule.startDate ? rule.startDate : fromDate;
  while (rule.until === null || date <= rule.until) {
    const cancelled = rule.exceptions.has(date);
    if (!cancelled && date === rule.startDate) yield rule.start;
    else if (!cancelled && dayMatches(rule, date)) {
      yield localToInstant(date, rule.startTime, rule.timeZone);
    }
    date = addDays(date, 1);
  }
}

/** Every occurrence that starts in [from, to), at most `limit` of them. */
export function occurrencesBetween(
  event: RecurringEvent,
  from: Date,
  to: Date,
  limit = 1000,
): Date[] {
  const rule = recurrenceRule(event);
  if (!rule) return event.datetime >= from && event.datetime < to ? [event.datetime] : [];
  const found: Date[] = [];
  const fromDate = addDays(localDateOf(from, rule.timeZone), -1);
  for (const instant of occurrences(rule, fromDate)) {
    if (instant >= to || found.length >= limit) break;
    if (instant >= from) found.push(instant);
  }
  return found;
}

/**
 * The first occurrence starting at or after `now`, or null when the event (or its series) is
 * over. A one-off event is its own only occurrence.
 */
export function nextOccurrence(event: RecurringEvent, now: Date): Date | null {
  const rule = recurrenceRule(event);
  if (!rule) return event.datetime >= now ? event.datetime : null;
  // Every pattern occurs at least once in any 62 days, so 400 days bound the search.
  const fromDate = addDays(localDateOf(now, rule.timeZone), -1);
  let days = 0;
  for (const instant of occurrences(rule, fromDate)) {
    if (instant >= now) return instant;
    if (++days > 400) break;
  }
  return null;
}

/**
 * Whether a series still runs at `now`: it repeats, and the last second of its end day (in its
 * zone) has not passed. Lists count such a series as upcoming and it takes RSVPs, even once that
 * day's own date is over. Cancelled dates play no part: a series' last date is never a cancelled
 * one (`cancelOccurrence` ends it at the date before). The SQL that lists events says the same
 * (apps/api `seriesRunning`); a test holds the two together.
 */
export function isSeriesRunning(event: RecurringEvent, now: Date): boolean {
  const rule = recurrenceRule(event);
  if (!rule) return false;
  return rule.until === null || recurrenceEndInstant(rule.until, rule.timeZone) >= now;
}

/**
 * The occurrence on `date` ('YYYY-MM-DD', a day in the event's own zone), or null when the event
 * has none that day. A list filtered by date shows this one, not the series' first or next.
 */
export function occurrenceOn(event: RecurringEvent, date: string): Date | null {
  const { start, end } = localDayRange(date, event.timezone);
  return occurrencesBetween(event, start, end, 1)[0] ?? null;
}

/** A date people can RSVP for: its local day in the event's zone and when it starts. */
export type OpenDate = { date: string; startsAt: Date };

/** How far ahead the dates of a series are offered: more than any series may run. */
const OPEN_DATES_HORIZON_MS = (MAX_SERIES_YEARS + 1) * 366 * 24 * 3_600_000;

/**
 * The dates still open for RSVPs (not over: each lasts the 3-hour calendar duration), soonest
 * first, at most `limit`. A one-off event has its own date until it is over.
 */
export function openDates(event: RecurringEvent, now: Date, limit: number): OpenDate[] {
  // A date is over the moment its three hours end (as `rsvpDateOf` judges it).
  const from = new Date(now.getTime() - EVENT_DURATION_MS + 1);
  // From the first date on when that is later: an event may be hosted years ahead.
  const to = new Date(Math.max(now.getTime(), event.datetime.getTime()) + OPEN_DATES_HORIZON_MS);
  return occurrencesBetween(event, from, to, limit).map((startsAt) => ({
    date: localDateOf(startsAt, event.timezone),
    startsAt,
  }));
}

/**
 * The date an RSVP is for: `requested` when the event takes place that day and it is not over,
 * else why not; the next open date when none is asked for.
 */
export function rsvpDateOf(
  event: RecurringEvent,
  requested: string | undefined,
  now: Date,
): { ok: true; date: OpenDate } | { ok: false; reason: 'over' | 'no-such-date' } {
  if (requested === undefined) {
    const [next] = openDates(event, now, 1);
    return next ? { ok: true, date: next } : { ok: false, reason: 'over' };
  }
  const startsAt = occurrenceOn(event, requested);
  if (!startsAt) return { ok: false, reason: 'no-such-date' };
  if (startsAt.getTime() + EVENT_DURATION_MS <= now.getTime()) return { ok: false, reason: 'over' };
  return { ok: true, date: { date: requested, startsAt } };
}

/**
 * Whether the event is over: no occurrence still to come or under way (one lasts the 3-hour
 * calendar duration). The event page offers no RSVP then; the server refuses one anyway.
 */
export function isOver(event: RecurringEvent, now: Date): boolean {
  return nextOccurrence(event, new Date(now.getTime() - EVENT_DURATION_MS)) === null;
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** At most this many cancelled dates are named; more are counted ('except 4 dates'). */
const NAMED_EXCEPTIONS = 3;

/**
 * 'Every Sunday until Dec 20, 2026', 'Every day', 'Every month on the 8th', with the cancelled
 * dates after it ('…, except Dec 13, 2026'); null if one-off.
 */
export function describeRecurrence(event: RecurringEvent): string | null {
  const rule = recurrenceRule(event);
  if (!rule) return null;
  let text: string;
  if (rule.pattern === 'daily' || rule.weekdays.length === 7) text = 'Every day';
  else if (rule.pattern === 'weekly')
    text = `Every ${listWords(rule.weekdays.map((d) => DAY_NAMES[d]!))}`;
  else text = `Every month on the ${ordinal(parseLocalDate(rule.startDate)!.day)}`;
  if (rule.until) text = `${text} until ${formatShortDate(rule.until)}`;
  const cancelled = cancelledDates(rule);
  if (cancelled.length === 0) return text;
  const except =
    cancelled.length > NAMED_EXCEPTIONS
      ? `${cancelled.length} dates`
      : listWords(cancelled.map(formatShortDate));
  return `${text}, except ${except}`;
}

/**
 * The RFC 5545 RRULE value ('FREQ=WEEKLY;BYDAY=SU;UNTIL=20261221T045959Z',
 * 'FREQ=MONTHLY;BYMONTHDAY=31'), or null if one-off.
 * UNTIL is UTC, as RFC 5545 requires when DTSTART carries a TZID: the last second of the end day.
 */
export function recurrenceRRule(event: RecurringEvent): string | null {
  const rule = recurrenceRule(event);
  if (!rule) return null;
  const parts = [`FREQ=${rule.pattern.toUpperCase()}`];
  if (rule.pattern === 'weekly')
    parts.push(`BYDAY=${rule.weekdays.map((d) => BYDAY[d]).join(',')}`);
  // Said explicitly, as BYDAY is: some clients (node-ical) move a series on the 31st to the 28th.
  if (rule.pattern === 'monthly') parts.push(`BYMONTHDAY=${parseLocalDate(rule.startDate)!.day}`);
  if (rule.until)
    parts.push(`UNTIL=${formatUtcStamp(recurrenceEndInstant(rule.until, rule.timeZone))}`);
  return parts.join(';');
}
