import { z } from 'zod';
import { messages } from '../messages.js';
import { emailField, idField, LIMITS, requiredLine, requiredText } from './fields.js';

/** The message dialog on /analytics (spec §5: subject and body required). */
export const messageFormSchema = z.object({
  subject: requiredLine(messages.subjectRequired, LIMITS.subject, 'Subject'),
  messageBody: requiredText(messages.messageRequired, LIMITS.messageBody, 'Message'),
});
export type MessageFormValues = z.input<typeof messageFormSchema>;

/**
 * POST /api/messages (spec §7). The recipient is always the RSVP's own e-mail, read on the
 * server: `sentTo` is optional, and one that names anyone else is refused (never an open relay).
 */
export const messageSendInput = messageFormSchema.extend({
  churchId: idField(),
  rsvpId: idField(),
  sentTo: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || undefined)
    .pipe(emailField().optional()),
});
export type MessageSendInput = z.output<typeof messageSendInput>;
