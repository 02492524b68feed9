import { z } from 'zod';

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
});
export type ChurchPayment = z.infer<typeof churchPaymentSchema>;

/** Spec §3 delete church response. */
export const deleteChurchOutput = z.object({ churchName: z.string() });
