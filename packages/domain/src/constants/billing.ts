/** Spec §9: Church Partner is the only plan. Prices are integer cents (ARCHITECTURE: money). */
export const SUBSCRIPTION_PLANS = ['church_partner'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const DEFAULT_SUBSCRIPTION_PLAN: SubscriptionPlan = 'church_partner';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';

export const PLAN_PRICE_CENTS: Readonly<Record<BillingPeriod, number>> = {
  monthly: 999,
  yearly: 10_000,
};

/**
 * Spec §4 names active, past_due, canceled and unpaid and says others are possible; the rest are
 * the other statuses a Stripe subscription can report, matching packages/db.
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'trialing',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const DEFAULT_SUBSCRIPTION_STATUS: SubscriptionStatus = 'unpaid';

/** Badge tone per status (spec §4): green, destructive, secondary; anything else is neutral. */
export type StatusTone = 'green' | 'destructive' | 'secondary' | 'neutral';

/** What the admin badge shows; an empty status reads 'unpaid' (spec §2 Payments). */
export function subscriptionStatusBadge(status: string | null | undefined): {
  label: string;
  tone: StatusTone;
} {
  const label = status?.trim() ? status.trim() : DEFAULT_SUBSCRIPTION_STATUS;
  const tones: Record<string, StatusTone> = {
    active: 'green',
    past_due: 'destructive',
    canceled: 'secondary',
  };
  return { label, tone: tones[label] ?? 'neutral' };
}
