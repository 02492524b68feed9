import type { Db } from '@huddle/db';

export type NewRsvpNotification = {
  churchId: number;
  eventId: number;
  rsvpId: number;
  message: string;
};

/** The church's `new_rsvp` notification; written in the RSVP's own transaction. */
export async function insertRsvpNotification(
  db: Db,
  notification: NewRsvpNotification,
): Promise<{ id: number }> {
  return db
    .insertInto('notifications')
    .values({
      church_id: notification.churchId,
      event_id: notification.eventId,
      rsvp_id: notification.rsvpId,
      type: 'new_rsvp',
      message: notification.message,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
