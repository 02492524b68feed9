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
