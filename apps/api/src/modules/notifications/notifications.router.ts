import { idInput, notificationListInput } from '@huddle/domain';
import { churchProcedure, router } from '../../trpc/init.js';
import {
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from './notifications.schemas.js';
import {
  listChurchNotifications,
  markNotificationRead,
  unreadCount,
} from './notifications.service.js';

/** The church's notifications (spec §2 /analytics, §4): its own users only. */
export const notificationsRouter = router({
  list: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/churches/:churchId/notifications',
        summary:
          "The church's notifications, newest first, in keyset pages (cursor, limit); the church's own users only (403 otherwise)",
      },
    })
    .input(notificationListInput)
    .output(notificationPageSchema)
    .query(({ ctx, input }) => listChurchNotifications(ctx.db, input, ctx.churchUser)),

  unreadCount: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/notifications/unread-count',
        summary: "How many of the caller's church's notifications are unread",
      },
    })
    .output(unreadCountSchema)
    .query(({ ctx }) => unreadCount(ctx.db, ctx.churchUser)),

  markRead: churchProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/notifications/:id/read',
        summary: "Mark a notification of the caller's church read; 403 for another church's",
      },
    })
    .input(idInput)
    .output(notificationSchema)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, input.id, ctx.churchUser)),
});
