import type { Db, NotificationRow } from '@huddle/db';
import type { TimeCursor } from '@huddle/domain';

/** A church's notice about an RSVP; a cancelled one no longer has its RSVP. */
export type NewRsvpNotification = {
  rsvpId: number | null;
  type: 'new_rsvp' | 'rsvp_updated' | 'rsvp_cancelled';
  message: string;
};

/**
 * Tells the church hosting `event` about an RSVP for it; written in the transaction of the RSVP's
 * change, so the notice and the change go together.
 */
export async function insertRsvpNotification(
  db: Db,
  event: { id: number; church_id: number },
  notification: NewRsvpNotification,
): Promise<{ id: number }> {
  return db
    .insertInto('notifications')
    .values({
      church_id: event.church_id,
      event_id: event.id,
      rsvp_id: notification.rsvpId,
      type: notification.type,
      message: notification.message,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const COLUMNS = [
  'id',
  'church_id',
  'event_id',
  'rsvp_id',
  'type',
  'message',
  'is_read',
  'created_at',
] as const satisfies readonly (keyof NotificationRow)[];

export type StoredNotification = Pick<NotificationRow, (typeof COLUMNS)[number]>;

/** The statement behind `listNotifications` (exported for the benchmark's bare route). */
export function listNotificationsQuery(
  db: Db,
  churchId: number,
  cursor: TimeCursor | null,
  limit: number,
) {
  const query = db
    .selectFrom('notifications')
    .select(COLUMNS)
    .where('church_id', '=', churchId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  return cursor
    ? query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.at, cursor.id)))
    : query;
}

/** A church's notifications, newest first, after `cursor` (keyset on created_at, id). */
export async function listNotifications(
  db: Db,
  churchId: number,
  cursor: TimeCursor | null,
  limit: number,
): Promise<StoredNotification[]> {
  return listNotificationsQuery(db, churchId, cursor, limit).execute();
}

/** How many of the church's notifications are unread (a partial index holds only those). */
export async function countUnread(db: Db, churchId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('church_id', '=', churchId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The church a notification belongs to, or undefined when there is no such notification. */
export async function findNotificationChurch(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('notifications')
    .select('church_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.church_id;
}

/** Marks a notification of `churchId` read; undefined when it is not that church's. */
export async function markRead(
  db: Db,
  id: number,
  churchId: number,
): Promise<StoredNotification | undefined> {
  return db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('id', '=', id)
    .where('church_id', '=', churchId)
    .returning(COLUMNS)
    .executeTakeFirst();
}
