import type { Db } from '@huddle/db';
import { decodeTimeCursor, encodeTimeCursor, type NotificationListInput } from '@huddle/domain';
import { appError } from '../../errors/app-error.js';
import type { ChurchUser } from '../events/events.service.js';
import { readCursor } from '../shared/list-cursor.js';
import {
  countUnread,
  findNotificationChurch,
  listNotifications,
  markRead,
} from './notifications.repository.js';
import {
  type Notification,
  type NotificationPage,
  toNotification,
} from './notifications.schemas.js';

export const NOT_YOUR_NOTIFICATIONS = "You can only see your own church's notifications.";
export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** Spec §7 GET /api/churches/{id}/notifications: newest first, in keyset pages; own church only. */
export async function listChurchNotifications(
  db: Db,
  input: NotificationListInput,
  churchUser: ChurchUser,
): Promise<NotificationPage> {
  if (input.churchId !== churchUser.churchId) {
    throw appError('FORBIDDEN', NOT_YOUR_NOTIFICATIONS);
  }
  const cursor = readCursor(input.cursor, decodeTimeCursor);
  const found = await listNotifications(db, input.churchId, cursor, input.limit + 1);
  const rows = found.slice(0, input.limit);
  const last = rows.at(-1);
  return {
    items: rows.map(toNotification),
    nextCursor:
      found.length > input.limit && last
        ? encodeTimeCursor({ at: last.created_at, id: last.id })
        : null,
  };
}

/** The caller's church's unread notifications, for the count in the navigation. */
export async function unreadCount(db: Db, churchUser: ChurchUser): Promise<{ unread: number }> {
  return { unread: await countUnread(db, churchUser.churchId) };
}

/** Spec §4: unread becomes read when the church user opens it. Reading twice is fine. */
export async function markNotificationRead(
  db: Db,
  id: number,
  churchUser: ChurchUser,
): Promise<Notification> {
  const row = await markRead(db, id, churchUser.churchId);
  if (row) return toNotification(row);
  // Nothing changed: say why.
  const owner = await findNotificationChurch(db, id);
  if (owner === undefined) throw appError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
  throw appError('FORBIDDEN', NOT_YOUR_NOTIFICATIONS);
}
