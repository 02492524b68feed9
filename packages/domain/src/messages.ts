import { MAX_ATTENDEES, MAX_CHURCH_CAPACITY, MAX_PARTY_SIZE } from './constants/events.js';
import { EARLIEST_EVENT_YEAR, LATEST_EVENT_YEAR, MAX_SERIES_YEARS } from './time.js';

/**
 * 100000 → '100,000', as `toLocaleString('en-US')` writes a whole number, without Intl: these
 * messages are built when the module loads, and a page's first Intl call is its slowest.
 */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Every validation message, in one place so the web form and the API answer with the same words.
 * Quoted texts of spec §5 are copied exactly; the rest are ours (the spec leaves them "not shown").
 */
export const messages = {
  // spec §5, exact
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match. Please try again.',
  adminPasswordTooShort: 'Password must be at least 6 characters',
  invalidEmail: 'Please enter a valid email address',
  nameTooShort: 'Name must be at least 2 characters',
  subjectTooShort: 'Subject must be at least 5 characters',
  messageTooShort: 'Message must be at least 20 characters',
  churchRequired: 'Church Required',

  // ours
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  invalidUrl: 'Please enter a valid web address starting with http:// or https://',
  guestsMin: 'Count at least 1 person (you)',
  partyTooLarge: `One RSVP can bring at most ${MAX_PARTY_SIZE} people. For a larger group, please contact the church.`,
  eventFull: 'This event is full',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  sportRequired: 'Choose a sport',
  eventTypeRequired: 'Choose an event type',
  eventKindRequired: 'Choose a watch party or a church event',
  sportOrTypeRequired: 'Choose a sport or event type',
  gameDetailsRequired: 'Event details are required',
  dateRequired: 'Date is required',
  invalidDate: 'Enter a valid date',
  dateOutOfRange: `Choose a date between ${EARLIEST_EVENT_YEAR} and ${LATEST_EVENT_YEAR}`,
  seriesTooLong: `A series can run for at most ${MAX_SERIES_YEARS} years; end it sooner`,
  timeRequired: 'Time is required',
  invalidTime: 'Enter a valid time',
  timeZoneRequired: 'Choose a time zone from the list',
  invalidDateTime: 'Enter a valid date and time',
  ageGroupRequired: 'Choose an age group',
  maxAttendeesRange: `Max attendees must be a whole number from 1 to ${grouped(MAX_ATTENDEES)}`,
  capacityRange: `Capacity must be a whole number from 1 to ${grouped(MAX_CHURCH_CAPACITY)}`,
  recurrencePatternRequired: 'Choose how often the event repeats',
  endDateRequired: 'End date is required for recurring events',
  endDateBeforeStart: 'End date must be on or after the event date',
  daysOfWeekRequired: 'Choose at least one day of the week for a weekly event',
  startDayNotChosen: "Include the event date's day of the week in the repeat days",
  seriesEndsBeforeDate:
    'The series ends before this date: choose a later end date, or an earlier event date',
  seriesHasNoDates: 'No date of the series would be left: choose a later end date',
  notASeries: 'This event does not repeat',
  oneOffStaysOneOff: 'A one-off event cannot become a series; host a new recurring event instead',
  notAnOccurrence: 'The event does not take place on that date',
  occurrenceAlreadyCancelled: 'That date is already cancelled',
  occurrenceStarted: 'That date has already started and can no longer be cancelled',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be 3 to 50 letters, numbers or . _ - @',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Please confirm your password',
  churchNameRequired: 'Church name is required',
  addressRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateInvalid: 'Choose a state from the list',
  zipInvalid: 'Zip code must be 5 digits',
  phoneRequired: 'Phone number is required',
  denominationInvalid: 'Choose a denomination from the list',
  amenityEmpty: 'Amenity cannot be empty',
  amenityDuplicate: 'That amenity is already listed',
  supportTypeRequired: 'Choose at least one type of support',
  supportTypeRepeated: 'Choose each type of support once',
  availabilityRequired: 'Choose when you are available',
  urgencyRequired: 'Choose an urgency',
  contactEmailRequired: 'Contact email is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  billingPeriodInvalid: 'Choose monthly or yearly billing',
  planInvalid: 'Church Partner is the only plan',
  limitRange: 'Limit must be a whole number from 1 to 100',
  idInvalid: 'Must be a positive whole number',
  periodInvalid: 'Choose a period: 7d, 30d, 90d, 1y or all',
} as const;

/** The RSVP form's upper bound on guests: the spots that remain, or the party-size limit. */
export function guestsMaxMessage(spotsLeft: number): string {
  if (spotsLeft <= 0) return messages.eventFull;
  if (spotsLeft > MAX_PARTY_SIZE) return messages.partyTooLarge;
  return spotsLeft === 1 ? 'Only 1 spot is left' : `Only ${spotsLeft} spots are left`;
}

/** A field holding NUL or another control character. */
export function controlCharactersMessage(field: string): string {
  return `${field} must not contain control characters`;
}

/** A line break or tab in a field that is one line wherever it is shown (a name, a title). */
export function oneLineMessage(field: string): string {
  return `${field} must be on one line`;
}

/** Too long for a field: names the field and its bound. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${grouped(max)} characters`;
}

/** An edit may not push max attendees under the people already registered. */
export function maxBelowAttendeesMessage(currentAttendees: number): string {
  return `Max attendees cannot be lower than the ${currentAttendees} already registered`;
}
