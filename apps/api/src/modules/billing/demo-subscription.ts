import type { Db } from '@huddle/db';
import {
  type BillingPeriod,
  centsToDecimal,
  monthlyEquivalentCents,
  planPriceCents,
} from '@huddle/domain';
import type { ChurchBilling } from './billing.repository.js';
import {
  endCancelledDemoSubscriptions,
  insertDemoReceipt,
  lockDueDemoSubscriptions,
  saveDemoSubscription,
} from './receipts.repository.js';
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

/** A renewal that fell far behind (the jobs were off) is caught up this many periods at most. */
const MOST_PERIODS_AT_ONCE = 24;

/** The periods that follow `periodEnd` until one covers `now`: what a renewal charges for. */
export function periodsDue(
  billingPeriod: BillingPeriod,
  periodEnd: Date,
  now: Date,
): { periodStart: Date; periodEnd: Date }[] {
  const periods = [];
  let start = periodEnd;
  while (start <= now && periods.length < MOST_PERIODS_AT_ONCE) {
    const end = addMonthsClamped(start, monthsOf(billingPeriod));
    periods.push({ periodStart: start, periodEnd: end });
    start = end;
  }
  return periods;
}

/**
 * Demo billing's end of a period, as Stripe's billing does it when keys are set: a subscription
 * cancelled for a moment now past ends there; any other renews for the same plan, with a receipt
 * per period. Run by the housekeeping job in demo billing only; answers how many of each.
 */
export async function closeDemoPeriods(
  db: Db,
  now: Date,
): Promise<{ ended: number; renewed: number }> {
  const ended = await endCancelledDemoSubscriptions(db, now);
  const renewed = await db.transaction().execute(async (trx) => {
    const due = await lockDueDemoSubscriptions(trx, now);
    for (const church of due) {
      const periods = periodsDue(church.billingPeriod, church.periodEnd, now);
      for (const period of periods) {
        await insertDemoReceipt(trx, church.id, {
          description: `${planDescription(church.billingPeriod)}, renewed`,
          amount: centsToDecimal(planPriceCents(church.billingPeriod)),
          billingPeriod: church.billingPeriod,
          ...period,
          paidAt: period.periodStart,
        });
      }
      const last = periods.at(-1);
      if (last)
        await saveDemoSubscription(trx, church.id, {
          subscription_end_date: last.periodEnd,
          cancel_at: null,
        });
    }
    return due.length;
  });
  return { ended, renewed };
}
