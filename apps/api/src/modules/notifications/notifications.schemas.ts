import { z } from 'zod';
import type { StoredNotification } from './notifications.repository.js';

/** Spec §3 notification; the message names the attendee, never their e-mail or phone. */
export const notificationSchema = z.object({
  id: z.number().int(),
  churchId: z.number().int(),
  eventId: z.number().int().nullable(),
  rsvpId: z.number().int().nullable(),
  type: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.date(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export function toNotification(row: StoredNotification): Notification {
  return {
    id: row.id,
    churchId: row.church_id,
    eventId: row.event_id,
    rsvpId: row.rsvp_id,
    type: row.type,
    message: row.message,
    isRead: row.is_read,
    createdAt: row.created_at,
  };
}
