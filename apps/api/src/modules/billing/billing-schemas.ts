import { BILLING_PERIODS, SUBSCRIPTION_STATUSES } from '@huddle/domain';
import { z } from 'zod';

const billingMode = z.enum(['stripe', 'demo']);

export const billingConfigOutput = z.object({
  mode: billingMode,
  publishableKey: z.string().nullable(),
});

/** Spec §7 POST /api/create-subscription: `status` is Stripe's (or 'active' when already paid). */
export const createSubscriptionOutput = z.object({
  status: z.string(),
  clientSecret: z.string().nullable(),
  mode: billingMode,
});

export const billingStatusOutput = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  billingPeriod: z.enum(BILLING_PERIODS),
  currentPeriodEnd: z.date().nullable(),
  /** When a cancelled subscription ends; null while it renews. */
  cancelAt: z.date().nullable(),
});
