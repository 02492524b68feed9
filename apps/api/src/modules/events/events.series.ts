import type { EventUpdate } from '@huddle/db';
import {
  editSeries,
  recurrenceEndInstant,
  type SeriesChange,
  type SeriesFields,
} from '@huddle/domain';
import { fieldError } from '../../errors/app-error.js';
import type { LockedEvent } from './events.repository.js';
import { recurringEventOf } from './recurring-event.js';

/**
 * The event's series after an edit moves or ends it (domain `editSeries`); a 400 naming the field
 * (recurrenceEndDate or isRecurring) when the series could not stay whole.
 */
export function seriesAfterEdit(event: LockedEvent, change: SeriesChange): SeriesFields {
  const result = editSeries(recurringEventOf(event), change);
  if (!result.ok) throw fieldError(result.field, result.message);
  return result.series;
}

/** The columns of an edited series; the end is stored as the last second of its local day. */
export function seriesColumns(series: SeriesFields, timezone: string): EventUpdate {
  return {
    is_recurring: series.isRecurring,
    recurrence_pattern: series.recurrencePattern,
    recurrence_end_date: series.recurrenceEndDate
      ? recurrenceEndInstant(series.recurrenceEndDate, timezone)
      : null,
    recurrence_days_of_week: series.recurrenceDaysOfWeek,
    recurrence_exceptions: series.recurrenceExceptions,
  };
}
