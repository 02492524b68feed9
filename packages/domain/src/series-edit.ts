import type { DayOfWeek, RecurrencePattern } from './constants/events.js';
import { messages } from './messages.js';
import {
  cancelledDates,
  isDayOfWeek,
  isRuleDate,
  nextOccurrence,
  type RecurrenceRule,
  type RecurringEvent,
  recurrenceRule,
  shiftDaysOfWeek,
} from './recurrence.js';
import {
  addDays,
  daysBetween,
  latestSeriesEnd,
  localDateOf,
  localToInstant,
  zonedParts,
} from './time.js';

/**
 * How an edit or a cancelled date keeps a series whole (docs/adr/0028-a-series-stays-whole.md, "A series stays
 * whole"): the first date, the repeat days, the end date and the cancelled dates always describe
 * one set of occurrences, so the page, the calendar file and the date filter agree.
 */

/** A series as it is stored once edited: end date and cancelled dates local to its zone. */
export type SeriesFields = {
  isRecurring: boolean;
  recurrencePattern: RecurrencePattern;
  /** The last local date 'YYYY-MM-DD', or null (a one-off, or an old series without an end). */
  recurrenceEndDate: string | null;
  recurrenceDaysOfWeek: DayOfWeek[];
  /** Cancelled occurrences, local dates in order; only dates the series really has. */
  recurrenceExceptions: string[];
};

/** What an edit asks of the schedule: the new start, and optionally a new end or none at all. */
export type SeriesChange = {
  datetime: Date;
  timezone: string;
  /** false ends the series: the event then happens once, at `datetime`. */
  isRecurring?: boolean | undefined;
  /** A new last date of the series, local to `timezone`. */
  recurrenceEndDate?: string | undefined;
};

export type SeriesProblem = { field: 'isRecurring' | 'recurrenceEndDate'; message: string };
export type SeriesEdit = { ok: true; series: SeriesFields } | ({ ok: false } & SeriesProblem);

const ONE_OFF: SeriesFields = {
  isRecurring: false,
  recurrencePattern: 'none',
  recurrenceEndDate: null,
  recurrenceDaysOfWeek: [],
  recurrenceExceptions: [],
};

const refuse = (field: SeriesProblem['field'], message: string): SeriesEdit => ({
  ok: false,
  field,
  message,
});

/**
 * The series after an edit moves its start to `change.datetime` (in `change.timezone`). The whole
 * series moves with its first date: a weekly series' days shift by as many days as the start (a
 * Sunday series moved to Monday repeats on Mondays; Sunday and Wednesday moved a day repeat on
 * Monday and Thursday); daily and monthly series follow the new start by their nature; cancelled
 * dates move with it, so the same weeks stay cancelled. The end date stays on its local day
 * (also when the zone changes) unless the edit gives a new one, within MAX_SERIES_YEARS of the new
 * start. A start after the end, or an edit that would leave no date, is refused; so is turning a
 * one-off event into a series, which needs the host form's pattern and days.
 */
export function editSeries(before: RecurringEvent, change: SeriesChange): SeriesEdit {
  const rule = recurrenceRule(before);
  if (!rule) {
    if (change.isRecurring === true) return refuse('isRecurring', messages.oneOffStaysOneOff);
    if (change.recurrenceEndDate !== undefined)
      return refuse('recurrenceEndDate', messages.notASeries);
    return { ok: true, series: ONE_OFF };
  }
  if (change.isRecurring === false) return { ok: true, series: ONE_OFF };

  const start = localDateOf(change.datetime, change.timezone);
  const shift = daysBetween(rule.startDate, start);
  const end = change.recurrenceEndDate ?? rule.until;
  const stored = (before.recurrenceDaysOfWeek ?? []).filter(isDayOfWeek);
  const moved: SeriesFields = {
    isRecurring: true,
    recurrencePattern: rule.pattern,
    recurrenceEndDate: end,
    // An old weekly series without days repeats on its start's weekday, which moves by itself.
    recurrenceDaysOfWeek: rule.pattern === 'weekly' ? shiftDaysOfWeek(stored, shift) : [],
    recurrenceExceptions: cancelledDates(rule).map((date) => addDays(date, shift)),
  };
  const after = { ...moved, datetime: change.datetime, timezone: change.timezone };
  // Cancelled dates that the moved series no longer has (a monthly 31st moved into a short
  // month, or past a new end) are dropped rather than kept as noise.
  const series = { ...moved, recurrenceExceptions: cancelledDates(recurrenceRule(after)!) };

  // Stored series that already break a bound (older data) stay editable while their schedule does
  // not change; a changed schedule must meet every bound.
  if (shift === 0 && end === rule.until) return { ok: true, series };
  if (end !== null && end < start) {
    const message =
      change.recurrenceEndDate === undefined
        ? messages.seriesEndsBeforeDate
        : messages.endDateBeforeStart;
    return refuse('recurrenceEndDate', message);
  }
  if (end !== null && end > latestSeriesEnd(start)) {
    return refuse('recurrenceEndDate', messages.seriesTooLong);
  }
  if (nextOccurrence({ ...after, ...series }, change.datetime) === null) {
    return refuse('recurrenceEndDate', messages.seriesHasNoDates);
  }
  return { ok: true, series };
}

/** A series after a cancelled date: its first start, last date and cancelled dates. */
export type SeriesAfterCancel = Pick<SeriesFields, 'recurrenceEndDate' | 'recurrenceExceptions'> & {
  datetime: Date;
};

export type OccurrenceCancellation =
  | { ok: false; message: string }
  /** That was the event's last date: the event itself goes. */
  | { ok: true; deleteEvent: true }
  | { ok: true; deleteEvent: false; series: SeriesAfterCancel };

/**
 * Cancels the occurrence on the local day `date`. It must be a date the event takes place on and
 * must not have started by `now`. Both ends of a series stay real dates: cancelling the first
 * date starts the series at its next one, cancelling the last ends it at the one before; any
 * other date joins the cancelled dates (an EXDATE in calendars). With no date left, the event is
 * deleted, as is a one-off event cancelled on its date.
 */
export function cancelOccurrence(
  event: RecurringEvent,
  date: string,
  now: Date,
): OccurrenceCancellation {
  const rule = recurrenceRule(event);
  if (!rule) {
    if (date !== localDateOf(event.datetime, event.timezone)) {
      return { ok: false, message: messages.notAnOccurrence };
    }
    if (event.datetime <= now) return { ok: false, message: messages.occurrenceStarted };
    return { ok: true, deleteEvent: true };
  }
  if (!isRuleDate(rule, date)) return { ok: false, message: messages.notAnOccurrence };
  if (rule.exceptions.has(date)) return { ok: false, message: messages.occurrenceAlreadyCancelled };
  const instant =
    date === rule.startDate ? rule.start : localToInstant(date, rule.startTime, rule.timeZone);
  if (instant <= now) return { ok: false, message: messages.occurrenceStarted };

  const cancelled = [...cancelledDates(rule), date].sort();
  const remaining = { ...event, recurrenceExceptions: cancelled };
  const next = nextOccurrence(remaining, instant);
  const previous = previousDate(rule, date, new Set(cancelled));
  if (!next && !previous) return { ok: true, deleteEvent: true };
  const series = {
    datetime: rule.start,
    recurrenceEndDate: rule.until,
    recurrenceExceptions: cancelled,
  };
  if (!next) {
    // Nothing after it: the series now ends at its last date before it.
    const end = previous!;
    return {
      ok: true,
      deleteEvent: false,
      series: {
        ...series,
        recurrenceEndDate: end,
        recurrenceExceptions: cancelled.filter((d) => d < end),
      },
    };
  }
  if (!previous && keepsWallTime(next, rule)) {
    // Nothing before it: the series now starts at its next date (unless a DST gap moved that
    // date's time, which would move every later date too; then it stays a cancelled date).
    const start = localDateOf(next, rule.timeZone);
    return {
      ok: true,
      deleteEvent: false,
      series: {
        ...series,
        datetime: next,
        recurrenceExceptions: cancelled.filter((d) => d > start),
      },
    };
  }
  return { ok: true, deleteEvent: false, series };
}

/** The last date of the series before `date` that is not cancelled, or null. */
function previousDate(rule: RecurrenceRule, date: string, cancelled: Set<string>): string | null {
  for (let day = addDays(date, -1); day >= rule.startDate; day = addDays(day, -1)) {
    if (isRuleDate(rule, day) && !cancelled.has(day)) return day;
  }
  return null;
}

/** Whether an occurrence shows the series' wall-clock time (not moved by a DST gap). */
function keepsWallTime(occurrence: Date, rule: RecurrenceRule): boolean {
  const { hour, minute, second } = zonedParts(occurrence, rule.timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hour)}:${pad(minute)}:${pad(second)}` === rule.startTime;
}
