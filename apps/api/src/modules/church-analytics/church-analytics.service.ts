import type { AnalyticsPeriod } from '@huddle/domain';
import type { AppContext } from '../../context.js';
import { appError } from '../../errors/app-error.js';
import { churchAnalyticsFigures, eventAnalyticsEntries } from './church-analytics.repository.js';
import type { ChurchAnalytics, EventAnalyticsEntry } from './church-analytics.schemas.js';

type ChurchCtx = Pick<AppContext, 'db'> & { churchUser: { churchId: number } };

export const OTHER_CHURCH_MESSAGE = "You can only see your own church's analytics.";

/** Every user of a church, whatever their role, reads its analytics; no one reads another's. */
function assertOwnChurch(ctx: ChurchCtx, churchId: number): void {
  if (ctx.churchUser.churchId !== churchId) {
    throw appError('FORBIDDEN', OTHER_CHURCH_MESSAGE, 'ACCESS_DENIED');
  }
}

/**
 * RSVPs per event view, in percent to one decimal; null when no view was counted, since a rate
 * over nothing is not zero but unknown. Not capped: RSVPs sent without a page view (the REST API,
 * views before tracking began) can push it over 100, and hiding that would hide the gap.
 */
export function rsvpConversionRate(rsvps: number, views: number): number | null {
  if (views === 0) return null;
  return Math.round((rsvps * 1000) / views) / 10;
}

/** Spec §3 church analytics response of one church for a period. */
export async function churchAnalytics(
  ctx: ChurchCtx,
  churchId: number,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<ChurchAnalytics> {
  assertOwnChurch(ctx, churchId);
  const { previousRsvps, previousEventViews, ...figures } = await churchAnalyticsFigures(
    ctx.db,
    churchId,
    period,
    now,
  );
  return {
    ...figures,
    rsvpConversionRate: rsvpConversionRate(figures.rsvpsInPeriod, figures.eventViews),
    previousPeriod:
      period === 'all' ? null : { rsvps: previousRsvps, eventViews: previousEventViews },
  };
}

/** Spec §3 event analytics entries of one church for a period. */
export async function churchEventAnalytics(
  ctx: ChurchCtx,
  churchId: number,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<EventAnalyticsEntry[]> {
  assertOwnChurch(ctx, churchId);
  return eventAnalyticsEntries(ctx.db, churchId, period, now);
}
