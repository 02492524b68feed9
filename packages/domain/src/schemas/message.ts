import { z } from 'zod';
import { messages } from '../messages.js';
import { emailField, idField, LIMITS, requiredText } from './fields.js';

/** The message dialog on /analytics (spec §5: subject and body required). */
export const messageFormSchema = z.object({
  subject: requiredText(messages.subjectRequired, LIMITS.subject, 'Subject'),
  messageBody: requiredText(messages.messageRequired, LIMITS.messageBody, 'Message'),
});
export type MessageFormValues = z.input<typeof messageFormSchema>;

/** POST /api/messages (spec §7). The server checks the RSVP belongs to the church. */
export const messageSendInput = messageFormSchema.extend({
  churchId: idField(),
  rsvpId: idField(),
  sentTo: emailField(),
});
export type MessageSendInput = z.output<typeof messageSendInput>;
