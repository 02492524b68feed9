import type { Db } from '@huddle/db';
import {
  type AnalyticsPeriod,
  analyticsPeriodStart,
  daysActive,
  dollarsToCents,
  monthlyRecurringRevenueCents,
  PLAN_PRICE_CENTS,
} from '@huddle/domain';
import type { AdminChurch, ChurchPayment, PaymentAnalytics } from './admin.schemas.js';
import {
  type AdminChurchRow,
  type ChurchPaymentRow,
  listAdminChurches,
  listChurchPayments,
  paymentTotals,
} from './admin-churches.repository.js';

/**
 * Spec §3 payment analytics for a period. MRR counts a monthly plan at its fee and a yearly plan
 * as 100/12, summed exactly and rounded once to cents; answered in dollars to 2 decimals.
 */
export async function paymentAnalytics(
  db: Db,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<PaymentAnalytics> {
  const totals = await paymentTotals(db, analyticsPeriodStart(period, now));
  const mrrCents = monthlyRecurringRevenueCents([
    { billingPeriod: 'monthly', amountCents: totals.activeMonthlyFeeCents },
    { billingPeriod: 'yearly', amountCents: totals.activeYearly * PLAN_PRICE_CENTS.yearly },
  ]);
  return {
    monthlyRecurringRevenue: mrrCents / 100,
    activeSubscriptions: totals.active,
    newSubscriptions: totals.newInPeriod,
    churned: totals.churnedInPeriod,
  };
}

export async function adminChurchList(db: Db): Promise<AdminChurch[]> {
  return (await listAdminChurches(db)).map(toAdminChurch);
}

function toAdminChurch(row: AdminChurchRow): AdminChurch {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    email: row.email,
    createdAt: row.created_at,
    eventCount: row.event_count,
    subscriptionStatus: row.subscription_status,
    billingPeriod: row.billing_period,
  };
}

export async function churchPaymentList(db: Db, now = new Date()): Promise<ChurchPayment[]> {
  return (await listChurchPayments(db)).map((row) => toChurchPayment(row, now));
}

/** A canceled subscription stops counting days at its end; any other counts up to now. */
function toChurchPayment(row: ChurchPaymentRow, now: Date): ChurchPayment {
  const until =
    row.subscription_status === 'canceled' && row.subscription_end_date
      ? new Date(Math.min(row.subscription_end_date.getTime(), now.getTime()))
      : now;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subscriptionStatus: row.subscription_status,
    billingPeriod: row.billing_period,
    monthlyFee: dollarsToCents(row.monthly_fee) / 100,
    subscriptionStartDate: row.subscription_start_date,
    daysActive: daysActive(row.subscription_start_date, until),
    cancelAt: row.cancel_at,
  };
}
