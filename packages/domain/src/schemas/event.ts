import { z } from 'zod';
import {
  AGE_GROUP_VALUES,
  DEFAULT_AGE_GROUP,
  DEFAULT_MAX_ATTENDEES,
  MAX_ATTENDEES,
  MIN_ATTENDEES,
} from '../constants/events.js';
import {
  CHURCH_EVENT_TYPES,
  EVENT_KINDS,
  EVENT_SPORT_VALUES,
  type EventKind,
  SPORTS,
} from '../constants/sports.js';
import {
  DEFAULT_TIME_ZONE,
  isOfferedTimeZone,
  TIME_ZONE_VALUES,
  type TimeZone,
  timeZoneForState,
} from '../constants/time-zones.js';
import { messages } from '../messages.js';
import { instantToLocal, localDateOf, localToInstant } from '../time.js';
import {
  apiInt,
  evenWithFieldErrors,
  formCount,
  idField,
  instantField,
  LIMITS,
  localDateField,
  localTimeField,
  localTimeOrNoonField,
  optionalUrlField,
  requiredLine,
  requiredText,
} from './fields.js';
import { checkRecurrence, normalizeRecurrence, recurrenceFields } from './recurrence.js';
import {
  checkSeriesEditForm,
  seriesEditFields,
  seriesEditFormToInput,
  seriesEditFormValues,
  seriesUpdateFields,
} from './series.js';

const timeZoneField = z.enum(TIME_ZONE_VALUES, { error: messages.timeZoneRequired });
const ageGroupField = z.enum(AGE_GROUP_VALUES, { error: messages.ageGroupRequired });
const maxAttendeesForm = formCount(MIN_ATTENDEES, MAX_ATTENDEES, messages.maxAttendeesRange);

/** The texts every event has (spec §5: all required). */
const eventTexts = {
  title: requiredLine(messages.titleRequired, LIMITS.title, 'Title'),
  description: requiredText(messages.descriptionRequired, LIMITS.description, 'Description'),
  gameDetails: requiredText(messages.gameDetailsRequired, LIMITS.gameDetails, 'Event details'),
};

/** Any value an event's sport may hold: a sport or a church-event type. */
const sportField = z
  .string({ error: messages.sportOrTypeRequired })
  .trim()
  .refine((value) => EVENT_SPORT_VALUES.includes(value), messages.sportOrTypeRequired);

/** The sport list the host form offers for an event kind. */
export function sportOptionsFor(kind: EventKind): readonly string[] {
  return kind === 'watch_party' ? SPORTS : CHURCH_EVENT_TYPES;
}

/** The event kind of a stored sport value, for preselecting the host or edit form. */
export function eventKindOf(sport: string): EventKind {
  return (SPORTS as readonly string[]).includes(sport) ? 'watch_party' : 'church_event';
}

/**
 * The host form (spec §2 /host-event, §5): date, time and zone as the inputs hold them, the host
 * church as the select's value. The sport must come from the chosen kind's list.
 */
export const hostEventFormSchema = z
  .object({
    eventKind: z.enum(EVENT_KINDS, { error: messages.eventKindRequired }),
    ...eventTexts,
    sport: z.string().trim(),
    date: localDateField(),
    time: localTimeField(),
    timezone: timeZoneField,
    maxAttendees: maxAttendeesForm,
    churchId: idField(messages.churchRequired),
    ageGroup: ageGroupField,
    imageUrl: optionalUrlField(),
    foodProvided: z.boolean(),
    remindersEnabled: z.boolean(),
    ...recurrenceFields,
  })
  .superRefine((value, ctx) => {
    const kind = EVENT_KINDS.includes(value.eventKind) ? value.eventKind : null;
    if (kind && !sportOptionsFor(kind).includes(value.sport)) {
      const message = kind === 'watch_party' ? messages.sportRequired : messages.eventTypeRequired;
      ctx.addIssue({ code: 'custom', path: ['sport'], message });
    }
    checkRecurrence(value, typeof value.date === 'string' ? value.date : null, ctx);
  }, evenWithFieldErrors)
  .transform(normalizeRecurrence);
export type HostEventFormValues = z.input<typeof hostEventFormSchema>;
export type HostEventForm = z.output<typeof hostEventFormSchema>;

/** Initial values of the host form (spec §9 defaults). */
export const HOST_EVENT_FORM_DEFAULTS: HostEventFormValues = {
  eventKind: 'watch_party',
  title: '',
  sport: '',
  description: '',
  gameDetails: '',
  date: '',
  time: '',
  timezone: DEFAULT_TIME_ZONE,
  maxAttendees: DEFAULT_MAX_ATTENDEES,
  churchId: '',
  ageGroup: DEFAULT_AGE_GROUP,
  imageUrl: '',
  foodProvided: false,
  remindersEnabled: true,
  isRecurring: false,
  recurrencePattern: 'none',
  recurrenceEndDate: '',
  recurrenceDaysOfWeek: [],
};

/** Spec §4: changing the event type clears the chosen sport. */
export function withEventKind<T extends { eventKind?: unknown; sport?: unknown }>(
  values: T,
  eventKind: EventKind,
): T {
  return values.eventKind === eventKind ? values : { ...values, eventKind, sport: '' };
}

/** The API payloads' event fields that come before the create payload's church id. */
function apiEventWhat() {
  return {
    ...eventTexts,
    sport: sportField,
    datetime: instantField(),
    timezone: timeZoneField.optional(),
  };
}

/** The API payloads' remaining event fields, with the spec §9 defaults. */
function apiEventDetails() {
  return {
    maxAttendees: apiInt(MIN_ATTENDEES, MAX_ATTENDEES, messages.maxAttendeesRange).default(
      DEFAULT_MAX_ATTENDEES,
    ),
    foodProvided: z.boolean().default(false),
    /** Not in the spec: attendees are reminded a day and two hours before; on unless sent false. */
    remindersEnabled: z.boolean().default(true),
    ageGroup: ageGroupField.default(DEFAULT_AGE_GROUP),
    imageUrl: optionalUrlField(),
  };
}

/**
 * POST /api/events (spec §3 event create payload): `datetime` an instant, defaults for max
 * attendees (50) and age group (all); an empty recurrence end date means none. A missing zone is
 * the host church's (`timeZoneForState`), which the server fills in and checks again.
 */
export const eventCreateInput = z
  .object({
    ...apiEventWhat(),
    churchId: idField(messages.churchRequired),
    ...apiEventDetails(),
    ...recurrenceFields,
  })
  .superRefine((value, ctx) => {
    const valid = value.datetime instanceof Date && !Number.isNaN(value.datetime.getTime());
    const zone =
      value.timezone && TIME_ZONE_VALUES.includes(value.timezone) ? value.timezone : null;
    checkRecurrence(value, valid && zone ? localDateOf(value.datetime, zone) : null, ctx);
  }, evenWithFieldErrors)
  .transform(normalizeRecurrence);
export type EventCreateInput = z.output<typeof eventCreateInput>;
export type EventCreatePayload = z.input<typeof eventCreateInput>;

/** The create payload a valid host form makes: its local date and time read in its zone. */
export function hostEventFormToInput(
  form: HostEventForm,
): EventCreateInput & { timezone: TimeZone } {
  const { eventKind: _kind, date, time, ...rest } = form;
  return { ...rest, datetime: localToInstant(date, time, form.timezone) };
}

/**
 * The edit dialog (spec §3 edit event form, §5): a missing time reads 12:00, zone defaults to New
 * York, max attendees to 50, age group to all.
 */
const editEventFormFields = z.object({
  ...eventTexts,
  sport: sportField,
  date: localDateField(),
  time: localTimeOrNoonField(),
  timezone: timeZoneField.default(DEFAULT_TIME_ZONE),
  maxAttendees: maxAttendeesForm.default(DEFAULT_MAX_ATTENDEES),
  foodProvided: z.boolean().default(false),
  remindersEnabled: z.boolean().default(true),
  ageGroup: ageGroupField.default(DEFAULT_AGE_GROUP),
  imageUrl: optionalUrlField(),
  ...seriesEditFields,
});
/** The edit dialog's fields, and a series' end checked against its (new) date. */
export const editEventFormSchema = editEventFormFields.superRefine(checkSeriesEditForm);
export type EditEventFormValues = z.input<typeof editEventFormSchema>;
export type EditEventForm = z.output<typeof editEventFormSchema>;

/**
 * The edit dialog's starting values for a stored event, in the event's own zone (or, for a zone
 * the form does not offer, its church's).
 */
export function editEventFormValues(event: {
  title: string;
  description: string;
  sport: string;
  gameDetails: string;
  datetime: Date;
  timezone: string;
  maxAttendees: number;
  foodProvided: boolean;
  ageGroup: string;
  imageUrl?: string | null;
  church?: { state: string } | null;
  owner?: { remindersEnabled: boolean };
  isRecurring?: boolean;
  recurrencePattern?: string;
  recurrenceEndDate?: string | null;
}): EditEventFormValues {
  const timezone = isOfferedTimeZone(event.timezone)
    ? event.timezone
    : timeZoneForState(event.church?.state);
  const { date, time } = instantToLocal(event.datetime, timezone);
  const ageGroup = (AGE_GROUP_VALUES as readonly string[]).includes(event.ageGroup)
    ? (event.ageGroup as EditEventForm['ageGroup'])
    : DEFAULT_AGE_GROUP;
  return {
    title: event.title,
    description: event.description,
    sport: event.sport,
    gameDetails: event.gameDetails,
    date,
    time,
    timezone,
    maxAttendees: event.maxAttendees,
    foodProvided: event.foodProvided,
    remindersEnabled: event.owner?.remindersEnabled ?? true,
    ageGroup,
    imageUrl: event.imageUrl ?? '',
    ...seriesEditFormValues(event),
  };
}

/**
 * PUT /api/events/{id} (spec §7): the edit form's fields with `datetime` an instant. A full
 * replacement: an absent imageUrl clears the image, an absent zone keeps the event's. Whether max attendees may drop below the
 * people already registered needs the event: see `maxAttendeesAllowed`.
 */
export const eventUpdateInput = z.object({
  id: idField(),
  ...apiEventWhat(),
  ...apiEventDetails(),
  ...seriesUpdateFields,
});
export type EventUpdateInput = z.output<typeof eventUpdateInput>;
export type EventUpdatePayload = z.input<typeof eventUpdateInput>;

/** The update payload a valid edit form makes for event `id`. */
export function editEventFormToInput(id: number, form: EditEventForm): EventUpdateInput {
  const { date, time, isRecurring: _repeats, recurrenceEndDate: _end, ...rest } = form;
  return {
    id,
    ...rest,
    datetime: localToInstant(date, time, form.timezone),
    ...seriesEditFormToInput(form),
  };
}
