import { z } from 'zod';
import { idField } from './fields.js';
import { pageInput } from './search.js';

/** GET /api/churches/{id}/notifications: the church's notifications, newest first, in pages. */
export const notificationListInput = z.object({ churchId: idField(), ...pageInput });
export type NotificationListInput = z.output<typeof notificationListInput>;

/** GET /api/events/{id}/attendees: the RSVPs of one event of the caller's church, in pages. */
export const attendeeListInput = z.object({ eventId: idField(), ...pageInput });
export type AttendeeListInput = z.output<typeof attendeeListInput>;
