import { z } from 'zod';
import { DEFAULT_GUESTS, MAX_ATTENDEES, MIN_ATTENDEES } from '../constants/events.js';
import { guestsMaxMessage, messages } from '../messages.js';
import {
  apiInt,
  emailField,
  formCount,
  idField,
  LIMITS,
  optionalPhoneField,
  optionalText,
  requiredText,
} from './fields.js';

const rsvpTexts = {
  attendeeName: requiredText(messages.fullNameRequired, LIMITS.name, 'Full name'),
  attendeeEmail: emailField(),
  attendeePhone: optionalPhoneField(),
  specialRequests: optionalText(LIMITS.specialRequests, 'Special requests'),
};

/**
 * The RSVP body (spec §3 RSVP submission) for POST /api/events/{id}/rsvp. Guests default to 1 and
 * are at least 1; "at most the spots left" needs the event, so the server takes the seats in one
 * statement (`rsvpFits` says the same thing in code).
 */
export const rsvpSubmission = z.object({
  ...rsvpTexts,
  numberOfGuests: apiInt(MIN_ATTENDEES, MAX_ATTENDEES, messages.guestsMin).default(DEFAULT_GUESTS),
});
export type RsvpSubmission = z.output<typeof rsvpSubmission>;

/** The RSVP procedure's input: the body plus the event it is for. */
export const rsvpCreateInput = rsvpSubmission.extend({ eventId: idField() });
export type RsvpCreateInput = z.output<typeof rsvpCreateInput>;

/**
 * The RSVP form for an event with `spotsLeft` spots (spec §5): guests numeric, non-numeric
 * becomes 1, at least 1, at most the spots left.
 */
export function rsvpFormSchemaFor(spotsLeft: number) {
  const max = Math.max(0, Math.trunc(spotsLeft));
  return z.object({
    ...rsvpTexts,
    numberOfGuests: formCount(
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      messages.guestsMin,
    )
      .pipe(z.number().min(MIN_ATTENDEES, messages.guestsMin).max(max, guestsMaxMessage(max)))
      .default(DEFAULT_GUESTS),
  });
}
export type RsvpFormValues = z.input<ReturnType<typeof rsvpFormSchemaFor>>;
export type RsvpForm = z.output<ReturnType<typeof rsvpFormSchemaFor>>;

export const RSVP_FORM_DEFAULTS: RsvpFormValues = {
  attendeeName: '',
  attendeeEmail: '',
  attendeePhone: '',
  numberOfGuests: DEFAULT_GUESTS,
  specialRequests: '',
};
