import { z } from 'zod';
import { messages } from '../messages.js';
import { LIMITS, requiredLine, requiredText, validEmailField } from './fields.js';

/** The /contact form (spec §5, with the spec's four messages). */
export const contactInput = z.object({
  name: requiredLine(messages.nameTooShort, LIMITS.name, 'Name', 2),
  email: validEmailField(),
  subject: requiredLine(messages.subjectTooShort, LIMITS.subject, 'Subject', 5),
  message: requiredText(messages.messageTooShort, LIMITS.messageBody, 'Message', 20),
});
export type ContactInput = z.output<typeof contactInput>;
export type ContactFormValues = z.input<typeof contactInput>;

/**
 * POST /api/contact: the form plus `website`, a honeypot. The page hides that field from people
 * (and from assistive technology); a bot that fills every input fills it too, and the server then
 * answers as usual but keeps and sends nothing.
 */
export const contactSubmission = contactInput.extend({
  website: z.string().max(LIMITS.url).optional(),
});
export type ContactSubmission = z.output<typeof contactSubmission>;
export type ContactSubmissionPayload = z.input<typeof contactSubmission>;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};
