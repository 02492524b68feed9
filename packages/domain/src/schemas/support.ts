import { z } from 'zod';
import { SUPPORT_AVAILABILITY, SUPPORT_TYPES, SUPPORT_URGENCY } from '../constants/support.js';
import { messages } from '../messages.js';
import { emailField, LIMITS, optionalPhoneField, requiredLine, requiredText } from './fields.js';
import { pageInput } from './search.js';

/** Support types: at least one, each once, in the list's order. */
const supportTypeField = z
  .array(z.enum(SUPPORT_TYPES, { error: messages.supportTypeRequired }), {
    error: messages.supportTypeRequired,
  })
  .min(1, messages.supportTypeRequired)
  // Repeats are forgiven (dropped below), a flood of them is not.
  .max(SUPPORT_TYPES.length * 2, messages.supportTypeRepeated)
  .transform((types) => SUPPORT_TYPES.filter((t) => types.includes(t)));

/** What an offer and a request share (spec §3); the church comes from the session. */
const postFields = {
  title: requiredLine(messages.titleRequired, LIMITS.title, 'Title'),
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

/** What both modals start with: nothing typed and no type chosen. */
const POST_FORM_DEFAULTS = {
  title: '',
  description: '',
  supportType: [],
  contactEmail: '',
  contactPhone: '',
};

/** The offer modal's starting values: most offers stand any day until taken. */
export const SUPPORT_OFFER_FORM_DEFAULTS = {
  ...POST_FORM_DEFAULTS,
  availability: 'anytime',
} satisfies SupportOfferFormValues;

/** POST /api/support-requests and the request modal. */
export const supportRequestInput = z.object({
  ...postFields,
  urgency: z.enum(SUPPORT_URGENCY, { error: messages.urgencyRequired }),
});
export type SupportRequestInput = z.output<typeof supportRequestInput>;
export type SupportRequestFormValues = z.input<typeof supportRequestInput>;

/** The request modal's starting values: medium urgency until the church says otherwise. */
export const SUPPORT_REQUEST_FORM_DEFAULTS = {
  ...POST_FORM_DEFAULTS,
  urgency: 'medium',
} satisfies SupportRequestFormValues;

/** An optional list filter: blank or 'all' means no filter. */
function filterOf<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value && value !== 'all' ? value : undefined))
    .pipe(z.enum(values).optional());
}

/** GET /api/support-offers filters (spec §7), in keyset pages, newest first. */
export const supportOfferFilter = z.object({
  supportType: filterOf(SUPPORT_TYPES),
  availability: filterOf(SUPPORT_AVAILABILITY),
  ...pageInput,
});
export type SupportOfferFilter = z.output<typeof supportOfferFilter>;

/** GET /api/support-requests filters (spec §7), in keyset pages, newest first. */
export const supportRequestFilter = z.object({
  supportType: filterOf(SUPPORT_TYPES),
  urgency: filterOf(SUPPORT_URGENCY),
  ...pageInput,
});
export type SupportRequestFilter = z.output<typeof supportRequestFilter>;
