import type { Db } from '@huddle/db';
import { type AnalyticsPeriod, analyticsPeriodStart } from '@huddle/domain';
import { rsvpConversionRate } from '../church-analytics/church-analytics.service.js';
import { addDays } from '../visits/rollup.service.js';
import { utcDay } from '../visits/visitor-key.js';
import type { AdminDashboard } from './admin.schemas.js';
import {
  eventInsights,
  platformTotals,
  type VisitDays,
  visitFigures,
} from './dashboard.repository.js';

export const TOP_CHURCHES_SHOWN = 10;

/** A percentage to one decimal. */
const percent = (part: number, whole: number) => Math.round((part * 1000) / whole) / 10;

/**
 * Church sign-ups of this period against the period before it, in percent to one decimal:
 * +100 when the previous period had none and this one has some, 0 when neither has any.
 */
export function churchGrowthRate(newThisPeriod: number, newPreviousPeriod: number): number {
  if (newPreviousPeriod === 0) return newThisPeriod > 0 ? 100 : 0;
  return percent(newThisPeriod - newPreviousPeriod, newPreviousPeriod);
}

export type DashboardWindow = {
  since: Date | null;
  previousSince: Date | null;
  /** The first instant of the period's first visit day, from which its RSVPs count. */
  rsvpsFrom: Date | null;
  days: VisitDays;
};

/** The instants and UTC days a period's figures are read over (also the benchmark's). */
export function dashboardWindow(period: AnalyticsPeriod, now: Date): DashboardWindow {
  const since = analyticsPeriodStart(period, now);
  const previousSince = since && new Date(since.getTime() - (now.getTime() - since.getTime()));
  // Visits are counted in whole UTC days: a period of N days is today and the N − 1 before it.
  const today = utcDay(now);
  const firstDay = since ? addDays(utcDay(since), 1) : null;
  return {
    since,
    previousSince,
    rsvpsFrom: firstDay ? new Date(`${firstDay}T00:00:00Z`) : null,
    days: { first: firstDay, yesterday: addDays(today, -1), monthFirst: addDays(today, -29) },
  };
}

/** Spec §3 admin dashboard response for a period, from the live tables. */
export async function adminDashboard(
  db: Db,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<AdminDashboard> {
  const { since, previousSince, rsvpsFrom, days } = dashboardWindow(period, now);
  const [totals, visits, { top, states, sports }] = await Promise.all([
    platformTotals(db, since, previousSince, rsvpsFrom),
    visitFigures(db, days),
    eventInsights(db, since, TOP_CHURCHES_SHOWN),
  ]);
  return {
    totalChurches: totals.churches,
    totalEvents: totals.events,
    totalAttendees: totals.attendees,
    totalRsvps: totals.rsvps,
    growthMetrics: {
      // "All time" has no period before it to compare with.
      churchGrowthRate: since
        ? churchGrowthRate(totals.newChurches, totals.previousNewChurches)
        : 0,
    },
    userEngagementMetrics: {
      dailyActiveUsers: visits.dailyActiveUsers,
      monthlyActiveUsers: visits.monthlyActiveUsers,
      pageViews: visits.pageViews,
      // RSVPs per event view, as each church's dashboard counts them (docs/adr/0080): no RSVP
      // can be tied to a visitor, so "visitors who RSVP'd" cannot be counted.
      conversionRates: {
        visitorToRsvp: rsvpConversionRate(totals.rsvpsInPeriod, visits.eventViews),
      },
    },
    topPerformingChurches: top.map((church) => ({
      ...church,
      engagementScore: church.totalEvents * 10 + church.totalAttendees,
    })),
    geographicInsights: states,
    sportsTrends: sports.map(({ averageAttendanceTenths, ...sport }) => ({
      ...sport,
      averageAttendance: averageAttendanceTenths / 10,
    })),
  };
}
