import { churchAnalyticsInput } from '@huddle/domain';
import { churchProcedure, router } from '../../trpc/init.js';
import { churchAnalyticsSchema, eventAnalyticsSchema } from './church-analytics.schemas.js';
import { churchAnalytics, churchEventAnalytics } from './church-analytics.service.js';

export const churchAnalyticsRouter = router({
  /** Spec §3 church analytics response for `?period=` (30d by default); own church only. */
  summary: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/churches/:id/analytics',
        summary:
          "The church's analytics for ?period= (7d, 30d default, 90d, 1y, all: whole days in each event's zone, see docs/adr/0058-church-analytics.md); rsvpConversionRate null without event views; 401 signed out, 403 CHURCH_REQUIRED without a church, 403 ACCESS_DENIED for another church",
      },
    })
    .input(churchAnalyticsInput)
    .output(churchAnalyticsSchema)
    .query(({ ctx, input }) => churchAnalytics(ctx, input.id, input.period)),

  /** Spec §3 event analytics entries for `?period=`, latest first; own church only. */
  events: churchProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/churches/:id/events/analytics',
        summary:
          "The church's events of ?period= (its past events of the period and every upcoming one), latest first, each with attendance rate and RSVP count; the same rights as /analytics",
      },
    })
    .input(churchAnalyticsInput)
    .output(eventAnalyticsSchema)
    .query(({ ctx, input }) => churchEventAnalytics(ctx, input.id, input.period)),
});
