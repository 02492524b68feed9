import type { EventRow } from '@huddle/db';
import { describeRecurrence, nextOccurrence, type RecurringEvent } from '@huddle/domain';

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
 * The schedule as the RSVP mails and the manage page announce it: the next date that happens
 * (else the first, once over), and for a series its rule in words, cancelled dates named.
 */
export function announcedSchedule(row: ScheduleColumns, now: Date) {
  const event = recurringEventOf(row);
  return {
    startsAt: nextOccurrence(event, now) ?? row.datetime,
    repeats: describeRecurrence(event),
  };
}
