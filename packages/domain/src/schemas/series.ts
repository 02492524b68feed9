import { z } from 'zod';
import { messages } from '../messages.js';
import { isValidLocalDate, latestSeriesEnd } from '../time.js';
import { idField, localDateField, optionalLocalDateField } from './fields.js';

/**
 * PUT /api/events/{id}: optional series fields. Absent, the series stays whole and moves with its
 * start (domain `editSeries`); `isRecurring: false` makes the event a one-off on its new date;
 * `recurrenceEndDate` gives the series a new last date (local to the event's zone).
 */
export const seriesUpdateFields = {
  isRecurring: z.boolean().optional(),
  recurrenceEndDate: optionalLocalDateField().optional(),
};

/**
 * The edit dialog's series fields, present only for a series: whether it keeps repeating, and
 * until when. A one-off event's dialog sends neither.
 */
export const seriesEditFields = seriesUpdateFields;

type SeriesEditFormValues = {
  date?: unknown;
  isRecurring?: boolean | undefined;
  recurrenceEndDate?: string | undefined;
};

/**
 * The dialog checks what it can before the server does: a series that keeps repeating ends on or
 * after its (new) date and within MAX_SERIES_YEARS of it. A blank end keeps the stored one.
 */
export function checkSeriesEditForm(value: SeriesEditFormValues, ctx: z.RefinementCtx): void {
  const date = typeof value.date === 'string' && isValidLocalDate(value.date) ? value.date : null;
  const end = value.recurrenceEndDate;
  if (!value.isRecurring || !date || !end || !isValidLocalDate(end)) return;
  const fail = (message: string) =>
    ctx.addIssue({ code: 'custom', path: ['recurrenceEndDate'], message });
  if (end < date) fail(messages.endDateBeforeStart);
  else if (end > latestSeriesEnd(date)) fail(messages.seriesTooLong);
}

/** The dialog's starting series values for a stored event: none for a one-off event. */
export function seriesEditFormValues(event: {
  isRecurring?: boolean;
  recurrencePattern?: string;
  recurrenceEndDate?: string | null;
}): { isRecurring?: boolean; recurrenceEndDate?: string } {
  if (!event.isRecurring || !event.recurrencePattern || event.recurrencePattern === 'none') {
    return {};
  }
  return { isRecurring: true, recurrenceEndDate: event.recurrenceEndDate ?? '' };
}

/** The series part of the update a valid dialog sends: nothing for a one-off event. */
export function seriesEditFormToInput(form: {
  isRecurring?: boolean | undefined;
  recurrenceEndDate?: string | undefined;
}): { isRecurring?: boolean; recurrenceEndDate?: string } {
  if (form.isRecurring === undefined) return {};
  if (!form.isRecurring) return { isRecurring: false };
  return form.recurrenceEndDate
    ? { isRecurring: true, recurrenceEndDate: form.recurrenceEndDate }
    : { isRecurring: true };
}

/**
 * Cancels one date of an event (tRPC events.cancelOccurrence, REST DELETE
 * /api/events/{id}/occurrences/{date}): the local date in the event's own zone.
 */
export const occurrenceCancelInput = z.object({
  id: idField(),
  date: localDateField(),
});
export type OccurrenceCancelInput = z.output<typeof occurrenceCancelInput>;
