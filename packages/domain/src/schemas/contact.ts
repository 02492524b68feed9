import { z } from 'zod';
import { messages, tooLongMessage } from '../messages.js';
import { LIMITS, plainString } from './fields.js';

/** The /contact form and POST /api/contact (spec §5, with the spec's four messages). */
export const contactInput = z.object({
  name: plainString('Name', messages.nameTooShort)
    .trim()
    .min(2, messages.nameTooShort)
    .max(LIMITS.name, tooLongMessage('Name', LIMITS.name)),
  email: z
    .string({ error: messages.invalidEmail })
    .trim()
    .max(LIMITS.email, tooLongMessage('Email', LIMITS.email))
    .pipe(z.email(messages.invalidEmail)),
  subject: plainString('Subject', messages.subjectTooShort)
    .trim()
    .min(5, messages.subjectTooShort)
    .max(LIMITS.subject, tooLongMessage('Subject', LIMITS.subject)),
  message: plainString('Message', messages.messageTooShort)
    .trim()
    .min(20, messages.messageTooShort)
    .max(LIMITS.messageBody, tooLongMessage('Message', LIMITS.messageBody)),
});
export type ContactInput = z.output<typeof contactInput>;
export type ContactFormValues = z.input<typeof contactInput>;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};
