import { type BillingPeriod, PLAN_PRICE_CENTS } from './constants/billing.js';

/**
 * Money is integer cents in code (ARCHITECTURE: money); the database keeps numeric(8,2), read as
 * a string such as '9.99'. These helpers are the only place cents and dollars meet.
 */

/** The Church Partner price for a billing period, in cents (999 or 10000). */
export function planPriceCents(period: BillingPeriod): number {
  return PLAN_PRICE_CENTS[period];
}

/** What a year costs paying monthly: 12 × 9.99 = 119.88 dollars. */
const MONTHLY_FOR_A_YEAR = PLAN_PRICE_CENTS.monthly * 12;

/** 'Save 17%': the yearly plan's saving over twelve monthly payments, rounded (16.58 → 17). */
export function yearlySavingsPercent(): number {
  return Math.round(((MONTHLY_FOR_A_YEAR - PLAN_PRICE_CENTS.yearly) * 100) / MONTHLY_FOR_A_YEAR);
}

/** '2 months free': the saving in months of the monthly price (19.88 / 9.99 ≈ 1.99 → 2). */
export function yearlyFreeMonths(): number {
  return Math.round((MONTHLY_FOR_A_YEAR - PLAN_PRICE_CENTS.yearly) / PLAN_PRICE_CENTS.monthly);
}

/** The plan cards of /church-checkout. */
export const PLAN_OPTIONS = [
  {
    period: 'monthly',
    priceCents: PLAN_PRICE_CENTS.monthly,
    per: 'month',
    badge: null,
    note: null,
  },
  {
    period: 'yearly',
    priceCents: PLAN_PRICE_CENTS.yearly,
    per: 'year',
    badge: `Save ${yearlySavingsPercent()}%`,
    note: `${yearlyFreeMonths()} months free`,
  },
] as const satisfies readonly {
  period: BillingPeriod;
  priceCents: number;
  per: string;
  badge: string | null;
  note: string | null;
}[];

/** A subscription as MRR sees it: the amount charged each billing period, in cents. */
export type RecurringCharge = { billingPeriod: BillingPeriod; amountCents: number };

/**
 * Monthly recurring revenue in cents: monthly charges count in full, yearly ones as a twelfth.
 * Summed exactly in twelfths and rounded once (half up), so 12 yearly plans make exactly 10000.
 */
export function monthlyRecurringRevenueCents(charges: readonly RecurringCharge[]): number {
  let twelfths = 0;
  for (const charge of charges) {
    twelfths += charge.billingPeriod === 'yearly' ? charge.amountCents : charge.amountCents * 12;
  }
  return Math.floor((twelfths + 6) / 12);
}

/** The monthly equivalent of one charge in cents, rounded half up (yearly 10000 → 833). */
export function monthlyEquivalentCents(charge: RecurringCharge): number {
  return monthlyRecurringRevenueCents([charge]);
}

/** Parses a numeric(8,2) string or a number of dollars ('9.99', '100', 9.99) into cents. */
export function dollarsToCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount of dollars: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents as a numeric(8,2) literal: 999 → '9.99'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents for display, two decimals (spec §2 MRR): 123456 → '$1,234.56'. */
export function formatUsd(cents: number): string {
  const [whole, fraction] = centsToDecimal(cents).split('.');
  const sign = whole!.startsWith('-') ? '-' : '';
  const digits = whole!.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${digits}.${fraction}`;
}

/** Whole days from a subscription's start to `now`; null without a start (shown as a dash). */
export function daysActive(start: Date | null | undefined, now: Date): number | null {
  if (!start || Number.isNaN(start.getTime())) return null;
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / 86_400_000));
}
