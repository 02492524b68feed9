import { adminLoginInput } from '@huddle/domain';
import { z } from 'zod';
import { challengeSchema } from '../shared/proof-of-work.js';

/** An administrator as answers show one (spec §3 Admin: name, role); never the password hash. */
export const adminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});

/** POST /api/admin/login (spec §7). */
export const adminLoginOutput = z.object({
  token: z.string(),
  admin: adminSchema,
  message: z.string(),
});

/** GET /api/admin/login-challenge?email=: the account the challenge is for. */
export const adminLoginChallengeInput = adminLoginInput.pick({ email: true });

/**
 * A proof-of-work challenge (altcha v2's `Challenge`): solve it, then send base64 JSON of
 * { challenge, solution } as `proofOfWork` with the sign-in. Every parameter altcha-lib 2.8 sets
 * is listed: they are signed, so one dropped here would make every solution invalid.
 */
export const adminLoginChallengeOutput = challengeSchema;

/** GET /api/admin/verify (spec §7: an object with admin). */
export const adminVerifyOutput = z.object({ admin: adminSchema });

export const adminLogoutOutput = z.object({ signedOut: z.literal(true) });

/** Spec §3 payment analytics; money in dollars to 2 decimals. */
export const paymentAnalyticsSchema = z.object({
  monthlyRecurringRevenue: z.number(),
  activeSubscriptions: z.number().int(),
  newSubscriptions: z.number().int(),
  churned: z.number().int(),
});
export type PaymentAnalytics = z.infer<typeof paymentAnalyticsSchema>;

/** Spec §3 church list item. */
export const adminChurchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  email: z.string(),
  createdAt: z.date(),
  eventCount: z.number().int(),
  subscriptionStatus: z.string(),
  billingPeriod: z.string(),
});
export type AdminChurch = z.infer<typeof adminChurchSchema>;

/** Spec §3 church payment item (plus the billing period the fee is for). */
export const churchPaymentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subscriptionStatus: z.string(),
  billingPeriod: z.string(),
  /** Dollars a month, 2 decimals. */
  monthlyFee: z.number(),
  subscriptionStartDate: z.date().nullable(),
  /** Whole days since the start; null without a start (shown as a dash). */
  daysActive: z.number().int().nullable(),
  /** When a subscription the church cancelled ends; null while it renews. */
  cancelAt: z.date().nullable(),
});
export type ChurchPayment = z.infer<typeof churchPaymentSchema>;

/** Spec §3 delete church response. */
export const deleteChurchOutput = z.object({
  churchName: z.string(),
  /** The attendees of its dates still to come, each told by mail that theirs is cancelled. */
  attendeesTold: z.number().int(),
});

/** Before deleting a church: how many attendees its deletion would tell. */
export const attendeesToTellSchema = z.object({ attendees: z.number().int() });

/** Spec §3 admin dashboard response. Percentages and averages carry one decimal. */
export const adminDashboardSchema = z.object({
  totalChurches: z.number().int(),
  totalEvents: z.number().int(),
  totalAttendees: z.number().int(),
  totalRsvps: z.number().int(),
  growthMetrics: z.object({ churchGrowthRate: z.number() }),
  userEngagementMetrics: z.object({
    dailyActiveUsers: z.number().int().describe('Unique visitors of yesterday (UTC)'),
    monthlyActiveUsers: z
      .number()
      .int()
      .describe(
        "Visitor-days of the last 30 days (today included): each UTC day's unique visitors added up, since a visitor key lives one day (docs/adr/0080)",
      ),
    pageViews: z.number().int(),
    conversionRates: z.object({
      visitorToRsvp: z
        .number()
        .nullable()
        .describe(
          "The period's RSVPs per event page view, in percent to one decimal, as a church's own dashboard counts them; null without event views (docs/adr/0080)",
        ),
    }),
  }),
  topPerformingChurches: z.array(
    z.object({
      churchId: z.number().int(),
      name: z.string(),
      totalEvents: z.number().int(),
      totalAttendees: z.number().int(),
      engagementScore: z.number().int(),
    }),
  ),
  geographicInsights: z.array(
    z.object({
      state: z.string(),
      churchCount: z.number().int(),
      eventCount: z.number().int(),
      attendeeCount: z.number().int(),
    }),
  ),
  sportsTrends: z.array(
    z.object({
      sport: z.string(),
      eventCount: z.number().int(),
      averageAttendance: z.number(),
      totalAttendees: z.number().int(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
