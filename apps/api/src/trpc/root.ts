import { adminRouter } from '../modules/admin/admin.router.js';
import { attendeesRouter } from '../modules/attendees/attendees.router.js';
import { authRouter } from '../modules/auth/auth.router.js';
import { billingRouter } from '../modules/billing/billing.router.js';
import { churchAnalyticsRouter } from '../modules/church-analytics/church-analytics.router.js';
import { churchMembersRouter } from '../modules/church-members/church-members.router.js';
import { churchesRouter } from '../modules/churches/churches.router.js';
import { contactRouter } from '../modules/contact/contact.router.js';
import { eventsRouter } from '../modules/events/events.router.js';
import { healthRouter } from '../modules/health/health.router.js';
import { messagesRouter } from '../modules/messages/messages.router.js';
import { notificationsRouter } from '../modules/notifications/notifications.router.js';
import { rsvpManageRouter } from '../modules/rsvps/rsvp-manage.router.js';
import { rsvpsRouter } from '../modules/rsvps/rsvps.router.js';
import { supportRouter } from '../modules/support/support.router.js';
import { waitlistRouter } from '../modules/waitlist/waitlist.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  admin: adminRouter,
  attendees: attendeesRouter,
  auth: authRouter,
  billing: billingRouter,
  churches: churchesRouter,
  churchAnalytics: churchAnalyticsRouter,
  churchMembers: churchMembersRouter,
  events: eventsRouter,
  health: healthRouter,
  messages: messagesRouter,
  notifications: notificationsRouter,
  rsvps: rsvpsRouter,
  rsvpManage: rsvpManageRouter,
  waitlist: waitlistRouter,
  contact: contactRouter,
  support: supportRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
