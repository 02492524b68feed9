import { z } from 'zod';
import { messages } from '../messages.js';
import {
  emailField,
  idField,
  LIMITS,
  optionalLocalDateField,
  requiredLine,
  requiredText,
} from './fields.js';

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

/**
 * POST /api/events/{eventId}/messages: one message to every attendee of one date of an event of
 * the caller's church ("doors open at 6:30"), each mailed to their own address.
 */
export const dateMessageInput = messageFormSchema.extend({
  eventId: idField(),
  date: optionalLocalDateField().meta({
    format: 'date',
    description: "The date of a series, YYYY-MM-DD in the event's zone; absent means every date",
  }),
});
export type DateMessageInput = z.output<typeof dateMessageInput>;
