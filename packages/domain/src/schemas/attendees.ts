import { z } from 'zod';
import { idField, optionalLocalDateField } from './fields.js';
import { pageInput } from './search.js';

/** GET /api/churches/{id}/notifications: the church's notifications, newest first, in pages. */
export const notificationListInput = z.object({ churchId: idField(), ...pageInput });
export type NotificationListInput = z.output<typeof notificationListInput>;

/** An event's attendees on one date of a series ('YYYY-MM-DD' in its zone), or on all. */
const attendeeDate = optionalLocalDateField().meta({
  format: 'date',
  description: "Only the RSVPs for this date, YYYY-MM-DD in the event's zone; absent means all",
});

/** GET /api/events/{id}/attendees: the RSVPs of one event of the caller's church, in pages. */
export const attendeeListInput = z.object({ eventId: idField(), date: attendeeDate, ...pageInput });
export type AttendeeListInput = z.output<typeof attendeeListInput>;

/** GET /api/events/{id}/waitlist: the parties in line for an event (of one date), in order. */
export const waitlistListInput = z.object({ eventId: idField(), date: attendeeDate });
export type WaitlistListInput = z.output<typeof waitlistListInput>;

/** GET /api/events/{id}/attendees.csv: the same list, every page, as one file. */
export const attendeeExportInput = z.object({ id: idField(), date: attendeeDate });
export type AttendeeExportInput = z.output<typeof attendeeExportInput>;
