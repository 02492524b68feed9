import {
  type BillingPeriod,
  centsToDecimal,
  monthlyEquivalentCents,
  planPriceCents,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@huddle/domain';

/**
 * The part of a Stripe subscription that decides a church's payment columns. A
 * `Stripe.Subscription` fits it as it is; demo billing builds one by hand, so both paths go
 * through the same `churchSubscriptionState`.
 */
export type SubscriptionSnapshot = {
  id: string;
  status: string;
  /** Unix seconds, as Stripe sends them. */
  start_date: number;
  ended_at: number | null;
  /** Unix seconds of a scheduled end (the Customer Portal's cancellation sets it). */
  cancel_at?: number | null;
  /** Ends when the paid period does, instead of renewing. */
  cancel_at_period_end?: boolean;
  customer: string | { id: string };
  metadata: Record<string, string>;
  items: {
    data: ReadonlyArray<{
      /** Since API 2025-03-31 the billing period lives on the item, not the subscription. */
      current_period_end: number;
      quantity?: number;
      price: {
        unit_amount: number | null;
        recurring: { interval: string; interval_count: number } | null;
      };
    }>;
  };
};

/** The churches columns that a subscription decides. */
export type ChurchSubscriptionState = {
  subscription_status: SubscriptionStatus;
  billing_period: BillingPeriod;
  subscription_start_date: Date;
  /** The end of the paid period; for an ended subscription, when it ended. */
  subscription_end_date: Date | null;
  /** When a cancelled subscription that is still running ends; null while it renews. */
  cancel_at: Date | null;
  /** numeric(8,2) text: the monthly price, or a twelfth of the yearly one (10000 → '8.33'). */
  monthly_fee: string;
};

/** Statuses under which Stripe is, or is still trying to be, paid for the subscription. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export function isLiveStatus(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

/**
 * Stripe's status as ours. `paused` (a trial that ended without a card) and any status Stripe
 * adds later are not in our list (nor allowed by the database): they read as `unpaid`, which
 * grants nothing.
 */
export function ourStatus(stripeStatus: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(stripeStatus)
    ? (stripeStatus as SubscriptionStatus)
    : 'unpaid';
}

export function churchSubscriptionState(
  subscription: SubscriptionSnapshot,
): ChurchSubscriptionState {
  const item = subscription.items.data[0];
  const billingPeriod: BillingPeriod =
    item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly';
  const unitAmount = item?.price.unit_amount ?? planPriceCents(billingPeriod);
  const amountCents = unitAmount * (item?.quantity ?? 1);
  const periodEnd = item
    ? Math.max(...subscription.items.data.map((i) => i.current_period_end))
    : null;
  const status = ourStatus(subscription.status);
  const ended = status === 'canceled' || status === 'incomplete_expired';
  const end = ended && subscription.ended_at !== null ? subscription.ended_at : periodEnd;
  const cancelAt = ended
    ? null
    : (subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null));
  return {
    subscription_status: status,
    billing_period: billingPeriod,
    subscription_start_date: fromUnix(subscription.start_date),
    subscription_end_date: end === null ? null : fromUnix(end),
    cancel_at: cancelAt === null ? null : fromUnix(cancelAt),
    monthly_fee: centsToDecimal(monthlyEquivalentCents({ billingPeriod, amountCents })),
  };
}

export function customerIdOf(subscription: Pick<SubscriptionSnapshot, 'customer'>): string {
  return typeof subscription.customer === 'string'
    ? subscription.customer
    : subscription.customer.id;
}

/**
 * What demo billing "charges": an active Church Partner subscription from `now` for one month or
 * one year, at the plan's price. It goes through `churchSubscriptionState` like a real one.
 */
export function demoSubscription(
  churchId: number,
  billingPeriod: BillingPeriod,
  now: Date,
): SubscriptionSnapshot {
  const end = addMonthsClamped(now, billingPeriod === 'yearly' ? 12 : 1);
  return {
    id: `demo_${churchId}`,
    status: 'active',
    start_date: toUnix(now),
    ended_at: null,
    customer: `demo_${churchId}`,
    metadata: { churchId: String(churchId), billingPeriod },
    items: {
      data: [
        {
          current_period_end: toUnix(end),
          quantity: 1,
          price: {
            unit_amount: planPriceCents(billingPeriod),
            recurring: {
              interval: billingPeriod === 'yearly' ? 'year' : 'month',
              interval_count: 1,
            },
          },
        },
      ],
    },
  };
}

/** Jan 31 + 1 month = Feb 28 (or 29), as Stripe's billing cycle does; never spills into March. */
export function addMonthsClamped(date: Date, months: number): Date {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

function toUnix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
