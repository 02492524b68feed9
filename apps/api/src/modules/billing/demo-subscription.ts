import type { Db } from '@huddle/db';
import {
  type BillingPeriod,
  centsToDecimal,
  monthlyEquivalentCents,
  planPriceCents,
} from '@huddle/domain';
import type { ChurchBilling } from './billing.repository.js';
import { insertDemoReceipt, saveDemoSubscription } from './receipts.repository.js';
import { addMonthsClamped } from './subscription-state.js';

const monthsOf = (billingPeriod: BillingPeriod) => (billingPeriod === 'yearly' ? 12 : 1);

export const planDescription = (billingPeriod: BillingPeriod) =>
  `Church Partner subscription (${billingPeriod})`;

/**
 * A switch to another plan, priced as Stripe's `always_invoice` does: the new plan's price less
 * what is left of the period already paid for, charged now, with a new period from now.
 */
export function planSwitch(
  current: { billingPeriod: BillingPeriod; periodEnd: Date },
  next: BillingPeriod,
  now: Date,
): { chargeCents: number; periodStart: Date; periodEnd: Date } {
  const periodStart = addMonthsClamped(current.periodEnd, -monthsOf(current.billingPeriod));
  const length = current.periodEnd.getTime() - periodStart.getTime();
  const unused = Math.max(0, current.periodEnd.getTime() - now.getTime());
  const credit =
    length > 0 ? Math.round((planPriceCents(current.billingPeriod) * unused) / length) : 0;
  return {
    chargeCents: Math.max(0, planPriceCents(next) - credit),
    periodStart: now,
    periodEnd: addMonthsClamped(now, monthsOf(next)),
  };
}

/** Demo billing's plan switch: the new plan from now and its receipt, in one transaction. */
export async function switchDemoPlan(
  db: Db,
  church: ChurchBilling,
  next: BillingPeriod,
  now: Date,
): Promise<void> {
  const periodEnd = church.currentPeriodEnd ?? now;
  const change = planSwitch({ billingPeriod: church.billingPeriod, periodEnd }, next, now);
  await db.transaction().execute(async (trx) => {
    await saveDemoSubscription(trx, church.id, {
      billing_period: next,
      subscription_end_date: change.periodEnd,
      monthly_fee: centsToDecimal(
        monthlyEquivalentCents({ billingPeriod: next, amountCents: planPriceCents(next) }),
      ),
      cancel_at: null,
    });
    await insertDemoReceipt(trx, church.id, {
      description: `${planDescription(next)}, switched from ${church.billingPeriod}`,
      amount: centsToDecimal(change.chargeCents),
      billingPeriod: next,
      periodStart: change.periodStart,
      periodEnd: change.periodEnd,
      paidAt: now,
    });
  });
}
