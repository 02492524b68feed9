import { type BillingPeriod, formatUsd, planPriceCents } from '@huddle/domain';

/** 'January 5, 2027': the day a period renews or a cancelled subscription ends. */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** '$9.99 a month' / '$100.00 a year'. */
export function planPrice(billingPeriod: BillingPeriod): string {
  return `${formatUsd(planPriceCents(billingPeriod))} a ${billingPeriod === 'yearly' ? 'year' : 'month'}`;
}

export const planName = (billingPeriod: BillingPeriod) =>
  billingPeriod === 'yearly' ? 'Yearly' : 'Monthly';

export const otherPlan = (billingPeriod: BillingPeriod): BillingPeriod =>
  billingPeriod === 'yearly' ? 'monthly' : 'yearly';
