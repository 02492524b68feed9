import { z } from 'zod';
import { DEFAULT_GUESTS, MAX_PARTY_SIZE, MIN_ATTENDEES } from '../constants/events.js';
import { guestsMaxMessage, messages } from '../messages.js';
import {
  apiInt,
  emailField,
  formCount,
  idField,
  LIMITS,
  optionalLocalDateField,
  optionalPhoneField,
  optionalText,
  requiredLine,
} from './fields.js';

const rsvpTexts = {
  attendeeName: requiredLine(messages.fullNameRequired, LIMITS.name, 'Full name'),
  attendeeEmail: emailField(),
  attendeePhone: optionalPhoneField(),
  specialRequests: optionalText(LIMITS.specialRequests, 'Special requests'),
};

/**
 * The RSVP body (spec §3 RSVP submission) for POST /api/events/{id}/rsvp. Guests default to 1 and
 * are 1 to MAX_PARTY_SIZE; "at most the spots left" needs the event, so the server takes the seats
 * in one statement (`rsvpFits` says the same thing in code).
 */
export const rsvpSubmission = z.object({
  ...rsvpTexts,
  numberOfGuests: apiInt(MIN_ATTENDEES, Number.MAX_SAFE_INTEGER, messages.guestsMin)
    .pipe(z.number().max(MAX_PARTY_SIZE, messages.partyTooLarge))
    .default(DEFAULT_GUESTS),
  /**
   * The date of a series the RSVP is for, 'YYYY-MM-DD' in the event's zone; absent, the next
   * date. Each date has its own seats (docs/adr/0073-rsvps-per-date.md).
   */
  occurrenceDate: optionalLocalDateField().meta({
    format: 'date',
    description: "The date of a series, YYYY-MM-DD in the event's zone; absent means the next one",
  }),
});
export type RsvpSubmission = z.output<typeof rsvpSubmission>;

/**
 * The RSVP procedure's input: the body plus the event it is for, and, past one connection's fair
 * share of a date's seats, a solved proof of work (docs/adr/0078-no-squatting.md).
 */
export const rsvpCreateInput = rsvpSubmission.extend({
  eventId: idField(),
  proofOfWork: z.string().max(4096, 'The proof of work is too long.').optional(),
});
export type RsvpCreateInput = z.output<typeof rsvpCreateInput>;

/**
 * The RSVP form for an event with `spotsLeft` spots (spec §5): guests numeric, non-numeric
 * becomes 1, at least 1, at most the spots left and at most MAX_PARTY_SIZE.
 */
export function rsvpFormSchemaFor(spotsLeft: number) {
  const left = Math.max(0, Math.trunc(spotsLeft));
  const max = Math.min(left, MAX_PARTY_SIZE);
  return z.object({
    ...rsvpTexts,
    numberOfGuests: formCount(
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      messages.guestsMin,
    )
      .pipe(z.number().min(MIN_ATTENDEES, messages.guestsMin).max(max, guestsMaxMessage(left)))
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
