import type { EventRow } from '@huddle/db';
import {
  EVENT_DURATION_MS,
  instantToLocal,
  localToInstant,
  occurrenceOn,
  type RecurringEvent,
  recurrenceRule,
} from '@huddle/domain';

/** The columns that hold an event's schedule, for the reads that work with it. */
export const SCHEDULE_COLUMNS = [
  'datetime',
  'timezone',
  'is_recurring',
  'recurrence_pattern',
  'recurrence_end_date',
  'recurrence_days_of_week',
  'recurrence_exceptions',
] as const;

/** The columns that hold an event's schedule: its first start, zone and series rule. */
export type ScheduleColumns = Pick<
  EventRow,
  | 'datetime'
  | 'timezone'
  | 'is_recurring'
  | 'recurrence_pattern'
  | 'recurrence_end_date'
  | 'recurrence_days_of_week'
  | 'recurrence_exceptions'
>;

/**
 * An event row's schedule as the domain's recurrence rules read it. The cancelled dates belong to
 * it: without them a cancelled date would still count as the next one.
 */
export function recurringEventOf(row: ScheduleColumns) {
  return {
    datetime: row.datetime,
    timezone: row.timezone,
    isRecurring: row.is_recurring,
    recurrencePattern: row.recurrence_pattern,
    recurrenceEndDate: row.recurrence_end_date,
    recurrenceDaysOfWeek: row.recurrence_days_of_week,
    recurrenceExceptions: row.recurrence_exceptions,
  } satisfies RecurringEvent;
}

/**
 * When an RSVP's date starts: a one-off event's start; a series' occurrence that day, or, when
 * the date is no longer one (the church changed the series since), that day at the series' time.
 */
export function startOfDate(row: ScheduleColumns, date: string): Date {
  const event = recurringEventOf(row);
  if (!recurrenceRule(event)) return row.datetime;
  const occurrence = occurrenceOn(event, date);
  if (occurrence) return occurrence;
  return localToInstant(date, instantToLocal(row.datetime, row.timezone).time, row.timezone);
}

/** Whether a date that starts at `startsAt` is over (it lasts the 3-hour calendar duration). */
export function isDateOver(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() + EVENT_DURATION_MS <= now.getTime();
}
