import { z } from 'zod';

/** Spec §3 message, without the body the caller just wrote. */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  churchId: z.number().int(),
  rsvpId: z.number().int(),
  subject: z.string(),
  sentTo: z.string(),
  sentAt: z.date(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** A message to one date's attendees: how many got it, and how many had stopped this church's. */
export const dateMessageSentSchema = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
});
export type DateMessageSent = z.infer<typeof dateMessageSentSchema>;
