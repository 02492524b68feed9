import { z } from 'zod';
import { messages, oneLineMessage, tooLongMessage } from '../messages.js';
import { isOneLine, LIMITS, plainString } from './fields.js';

/** The /contact form (spec §5, with the spec's four messages). */
export const contactInput = z.object({
  name: plainString('Name', messages.nameTooShort)
    .trim()
    .min(2, messages.nameTooShort)
    .max(LIMITS.name, tooLongMessage('Name', LIMITS.name))
    .refine(isOneLine, oneLineMessage('Name')),
  email: z
    .string({ error: messages.invalidEmail })
    .trim()
    .max(LIMITS.email, tooLongMessage('Email', LIMITS.email))
    .pipe(z.email(messages.invalidEmail)),
  subject: plainString('Subject', messages.subjectTooShort)
    .trim()
    .min(5, messages.subjectTooShort)
    .max(LIMITS.subject, tooLongMessage('Subject', LIMITS.subject))
    .refine(isOneLine, oneLineMessage('Subject')),
  message: plainString('Message', messages.messageTooShort)
    .trim()
    .min(20, messages.messageTooShort)
    .max(LIMITS.messageBody, tooLongMessage('Message', LIMITS.messageBody)),
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
