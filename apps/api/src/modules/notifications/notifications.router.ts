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
    .input(notificationListInput)
    .output(notificationPageSchema)
    .query(({ ctx, input }) => listChurchNotifications(ctx.db, input, ctx.churchUser)),

  unreadCount: churchProcedure
    .output(unreadCountSchema)
    .query(({ ctx }) => unreadCount(ctx.db, ctx.churchUser)),

  markRead: churchProcedure
    .input(idInput)
    .output(notificationSchema)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, input.id, ctx.churchUser)),
});
