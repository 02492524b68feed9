import { type EditEventFormValues, editEventFormSchema } from '@huddle/domain';
import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import { appCodeOf, fieldErrorsOf } from '../../lib/api-error';

export type EditEventForm = UseFormReturnType<EditEventFormValues>;
export type EditEventField = keyof EditEventFormValues;
export type EditEventFieldErrors = Partial<Record<EditEventField, string>>;

/** Spec §5 edit event: the domain's schema and messages. */
export const validateEditEvent = schemaResolver(editEventFormSchema, { sync: true });

const FORM_FIELDS: readonly string[] = [
  'title',
  'sport',
  'description',
  'gameDetails',
  'date',
  'time',
  'timezone',
  'maxAttendees',
  'foodProvided',
  'ageGroup',
  'imageUrl',
  'isRecurring',
  'recurrenceEndDate',
];

/** The API takes one instant where the form has a date and a time: its complaint goes on the date. */
const SERVER_TO_FORM: Readonly<Record<string, EditEventField>> = { datetime: 'date' };

/**
 * The server's complaints about single fields, keyed by form field: a rejected input's field
 * errors, and max attendees set below the people already registered (409).
 */
export function editEventFieldErrors(error: unknown, message: string): EditEventFieldErrors {
  const result: EditEventFieldErrors = {};
  for (const [field, text] of Object.entries(fieldErrorsOf(error))) {
    const name = SERVER_TO_FORM[field] ?? field;
    if (FORM_FIELDS.includes(name)) result[name as EditEventField] = text;
  }
  if (appCodeOf(error) === 'MAX_BELOW_ATTENDEES') result.maxAttendees = message;
  return result;
}
