import { z } from 'zod';
import { rsvpSubmission } from './rsvp.js';

/**
 * POST /api/rsvps/resend-links: the address to mail the private links of its upcoming RSVPs to.
 * The very field the RSVP form takes, so an address that could RSVP can always ask; strict, so
 * a client that sends anything else learns it at once instead of having it ignored.
 */
export const rsvpLinksInput = z.strictObject({
  email: rsvpSubmission.shape.attendeeEmail,
});
export type RsvpLinksInput = z.output<typeof rsvpLinksInput>;
export type RsvpLinksFormValues = z.input<typeof rsvpLinksInput>;

export const RSVP_LINKS_FORM_DEFAULTS: RsvpLinksFormValues = { email: '' };
