import { z } from 'zod';
import { MAX_PARTY_SIZE, MIN_ATTENDEES } from '../constants/events.js';
import { messages } from '../messages.js';
import { formCount } from './fields.js';
import { rsvpSubmission } from './rsvp.js';

/**
 * The token of an attendee's private RSVP link. Only its length is bounded here: a wrong or cut
 * token simply matches no RSVP, and the page says the link is not valid either way.
 */
export const rsvpManageInput = z.object({
  token: z.string().trim().min(1, 'The link is incomplete').max(128, 'The link is not valid'),
});
export type RsvpManageInput = z.output<typeof rsvpManageInput>;

/**
 * A new number of guests through the link: the same bounds as the RSVP itself (whatever
 * `rsvpSubmission` allows), but required, since a change without a number means nothing.
 */
export const rsvpGuestsChangeInput = rsvpManageInput.extend({
  numberOfGuests: rsvpSubmission.shape.numberOfGuests.unwrap(),
});
export type RsvpGuestsChangeInput = z.output<typeof rsvpGuestsChangeInput>;

/** The bound of the manage page's guests field, worded for this RSVP. */
export function rsvpGuestsMaxMessage(maxGuests: number): string {
  return `This RSVP can be for at most ${maxGuests} ${maxGuests === 1 ? 'person' : 'people'}`;
}

/**
 * The manage page's form: guests numeric (non-numeric becomes 1, as in the RSVP form), at least
 * 1, at most what this RSVP can have now (its guests plus the event's spots left, and never more
 * than MAX_PARTY_SIZE, whose own message says so).
 */
export function rsvpGuestsFormSchemaFor(maxGuests: number) {
  const max = Math.max(1, Math.min(Math.trunc(maxGuests), MAX_PARTY_SIZE));
  const tooMany = max === MAX_PARTY_SIZE ? messages.partyTooLarge : rsvpGuestsMaxMessage(max);
  return z.object({
    numberOfGuests: formCount(
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      messages.guestsMin,
    ).pipe(z.number().min(MIN_ATTENDEES, messages.guestsMin).max(max, tooMany)),
  });
}
export type RsvpGuestsFormValues = z.input<ReturnType<typeof rsvpGuestsFormSchemaFor>>;
