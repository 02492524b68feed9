import { z } from 'zod';
import {
  DAYS_OF_WEEK,
  type DayOfWeek,
  RECURRENCE_PATTERNS,
  type RecurrencePattern,
} from '../constants/events.js';
import { messages } from '../messages.js';
import { dayOfWeekOf } from '../recurrence.js';
import { isValidLocalDate, latestSeriesEnd } from '../time.js';
import { optionalLocalDateField } from './fields.js';

/** The recurrence fields as both the host form and the create input hold them. */
export const recurrenceFields = {
  isRecurring: z.boolean().default(false),
  recurrencePattern: z.enum(RECURRENCE_PATTERNS).default('none'),
  /** A local date 'YYYY-MM-DD' in the event's zone; spec §3: an empty string means none. */
  recurrenceEndDate: optionalLocalDateField(),
  recurrenceDaysOfWeek: z.array(z.enum(DAYS_OF_WEEK)).default([]),
};

type RecurrenceValues = {
  isRecurring: boolean;
  recurrencePattern: RecurrencePattern;
  recurrenceEndDate?: string | undefined;
  recurrenceDaysOfWeek: DayOfWeek[];
};

/**
 * Spec §5 host event: a recurring event needs an end date (on or after its first day) and a
 * weekly one needs days of the week, among them the first event's day. `startDate` is the
 * event's local date, when known.
 */
export function checkRecurrence(
  value: RecurrenceValues,
  startDate: string | null,
  ctx: z.RefinementCtx,
): void {
  const fail = (field: keyof RecurrenceValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  if (value.isRecurring !== true) return;
  if (value.recurrencePattern === 'none')
    fail('recurrencePattern', messages.recurrencePatternRequired);
  // Read defensively: this also runs when other fields failed (see evenWithFieldErrors).
  const endDate = typeof value.recurrenceEndDate === 'string' ? value.recurrenceEndDate.trim() : '';
  const start = startDate && isValidLocalDate(startDate) ? startDate : null;
  if (!endDate) fail('recurrenceEndDate', messages.endDateRequired);
  else if (start && isValidLocalDate(endDate) && endDate < start) {
    fail('recurrenceEndDate', messages.endDateBeforeStart);
  } else if (start && isValidLocalDate(endDate) && endDate > latestSeriesEnd(start)) {
    fail('recurrenceEndDate', messages.seriesTooLong);
  }
  if (value.recurrencePattern !== 'weekly' || !Array.isArray(value.recurrenceDaysOfWeek)) return;
  if (value.recurrenceDaysOfWeek.length === 0) {
    fail('recurrenceDaysOfWeek', messages.daysOfWeekRequired);
  } else if (start) {
    // The first event must belong to the series: calendar apps disagree about a start off the rule.
    if (!value.recurrenceDaysOfWeek.includes(dayOfWeekOf(start))) {
      fail('recurrenceDaysOfWeek', messages.startDayNotChosen);
    }
  }
}

/** A one-off event carries no recurrence leftovers; days are de-duplicated in week order. */
export function normalizeRecurrence<T extends RecurrenceValues>(value: T): T {
  if (!value.isRecurring) {
    return {
      ...value,
      recurrencePattern: 'none',
      recurrenceEndDate: undefined,
      recurrenceDaysOfWeek: [],
    };
  }
  const days =
    value.recurrencePattern === 'weekly'
      ? DAYS_OF_WEEK.filter((d) => value.recurrenceDaysOfWeek.includes(d))
      : [];
  return { ...value, recurrenceDaysOfWeek: days };
}
