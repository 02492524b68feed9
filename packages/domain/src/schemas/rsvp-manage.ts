import { z } from 'zod';
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
