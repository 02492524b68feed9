import { z } from 'zod';
import { SUPPORT_AVAILABILITY, SUPPORT_TYPES, SUPPORT_URGENCY } from '../constants/support.js';
import { messages } from '../messages.js';
import { emailField, LIMITS, optionalPhoneField, requiredText } from './fields.js';

/** Support types: at least one, each once, in the list's order. */
const supportTypeField = z
  .array(z.enum(SUPPORT_TYPES, { error: messages.supportTypeRequired }), {
    error: messages.supportTypeRequired,
  })
  .min(1, messages.supportTypeRequired)
  .transform((types) => SUPPORT_TYPES.filter((t) => types.includes(t)));

/** What an offer and a request share (spec §3); the church comes from the session. */
const postFields = {
  title: requiredText(messages.titleRequired, LIMITS.title, 'Title'),
  description: requiredText(messages.descriptionRequired, LIMITS.description, 'Description'),
  supportType: supportTypeField,
  contactEmail: emailField(messages.contactEmailRequired),
  contactPhone: optionalPhoneField(),
};

/** POST /api/support-offers and the offer modal. */
export const supportOfferInput = z.object({
  ...postFields,
  availability: z.enum(SUPPORT_AVAILABILITY, { error: messages.availabilityRequired }),
});
export type SupportOfferInput = z.output<typeof supportOfferInput>;
export type SupportOfferFormValues = z.input<typeof supportOfferInput>;

/** POST /api/support-requests and the request modal. */
export const supportRequestInput = z.object({
  ...postFields,
  urgency: z.enum(SUPPORT_URGENCY, { error: messages.urgencyRequired }),
});
export type SupportRequestInput = z.output<typeof supportRequestInput>;
export type SupportRequestFormValues = z.input<typeof supportRequestInput>;

/** An optional list filter: blank or 'all' means no filter. */
function filterOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value && value !== 'all' ? value : undefined))
    .pipe(z.enum(values).optional());
}

/** GET /api/support-offers filters (spec §7). */
export const supportOfferFilter = z.object({
  supportType: filterOf(SUPPORT_TYPES),
  availability: filterOf(SUPPORT_AVAILABILITY),
});
export type SupportOfferFilter = z.output<typeof supportOfferFilter>;

/** GET /api/support-requests filters (spec §7). */
export const supportRequestFilter = z.object({
  supportType: filterOf(SUPPORT_TYPES),
  urgency: filterOf(SUPPORT_URGENCY),
});
export type SupportRequestFilter = z.output<typeof supportRequestFilter>;
