import { fieldOf } from './lists.js';

/** Spec §9 age groups, value → label. */
export const AGE_GROUPS = [
  { value: 'all', label: 'All Ages' },
  { value: 'family', label: 'Family Friendly' },
  { value: 'adults', label: 'Adults Only' },
  { value: 'youth', label: 'Youth & Young Adults' },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];
export const AGE_GROUP_VALUES = fieldOf(AGE_GROUPS, 'value');
export const DEFAULT_AGE_GROUP: AgeGroup = 'all';

/** The label of an age group; an unknown value is shown as stored rather than hidden. */
export function ageGroupLabel(value: string): string {
  return AGE_GROUPS.find((group) => group.value === value)?.label ?? value;
}

/** Spec §3 event.recurrencePattern. */
export const RECURRENCE_PATTERNS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];

/** Spec §3 event.recurrenceDaysOfWeek, in the spec's order (Monday first). */
export const DAYS_OF_WEEK = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** Labels for the day checkboxes, Sunday first as US calendars show them. */
export const DAY_OF_WEEK_OPTIONS: readonly { value: DayOfWeek; label: string }[] = [
  { value: 'sunday', label: 'Sunday' },
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
];

/** Spec §9 capacity rules. */
export const MIN_ATTENDEES = 1;
export const MAX_ATTENDEES = 100_000;
export const DEFAULT_MAX_ATTENDEES = 50;
export const MIN_CHURCH_CAPACITY = 1;
export const MAX_CHURCH_CAPACITY = 100_000;
export const DEFAULT_CHURCH_CAPACITY = 100;
export const DEFAULT_GUESTS = 1;
/**
 * The most people one RSVP may bring (the attendee included). A family or a small group fits; a
 * bigger group asks the church, so one anonymous call cannot take every seat (docs/adr/0024-rsvp-seats-and-party-size.md).
 */
export const MAX_PARTY_SIZE = 10;
/** 'Only N spots left!' shows at this many spots or fewer. */
export const SPOTS_LEFT_WARNING_THRESHOLD = 5;

/** Spec §9: calendar entries last three hours (Yahoo's `dur=0300`). */
export const EVENT_DURATION_HOURS = 3;
export const EVENT_DURATION_MS = EVENT_DURATION_HOURS * 60 * 60 * 1000;

/** Spec §2: the edit form's time when none was given. */
export const DEFAULT_EVENT_TIME = '12:00';
