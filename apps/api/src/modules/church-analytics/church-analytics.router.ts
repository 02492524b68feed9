import { churchAnalyticsInput } from '@huddle/domain';
import { churchProcedure, router } from '../../trpc/init.js';
import { churchAnalyticsSchema, eventAnalyticsSchema } from './church-analytics.schemas.js';
import { churchAnalytics, churchEventAnalytics } from './church-analytics.service.js';

export const churchAnalyticsRouter = router({
  /** Spec §3 church analytics response for `?period=` (30d by default); own church only. */
  summary: churchProcedure
    .input(churchAnalyticsInput)
    .output(churchAnalyticsSchema)
    .query(({ ctx, input }) => churchAnalytics(ctx, input.id, input.period)),

  /** Spec §3 event analytics entries for `?period=`, latest first; own church only. */
  events: churchProcedure
    .input(churchAnalyticsInput)
    .output(eventAnalyticsSchema)
    .query(({ ctx, input }) => churchEventAnalytics(ctx, input.id, input.period)),
});
