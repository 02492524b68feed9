import type { BillingPeriod, Db } from '@huddle/db';

/** What Stripe is, or is still trying to be, paid for (subscription-state.ts LIVE_STATUSES). */
const LIVE = ['active', 'trialing', 'past_due'] as const;

/** A demo billing payment as its receipt shows it. */
export type DemoReceipt = {
  id: number;
  description: string;
  /** numeric(8,2) text, e.g. '9.99'. */
  amount: string;
  billingPeriod: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
};

export async function insertDemoReceipt(
  db: Db,
  churchId: number,
  receipt: Omit<DemoReceipt, 'id'>,
): Promise<void> {
  await db
    .insertInto('billing_receipts')
    .values({
      church_id: churchId,
      description: receipt.description,
      amount: receipt.amount,
      billing_period: receipt.billingPeriod,
      period_start: receipt.periodStart,
      period_end: receipt.periodEnd,
      paid_at: receipt.paidAt,
    })
    .execute();
}

/** The church's demo receipts, newest first. */
export async function listDemoReceipts(
  db: Db,
  churchId: number,
  limit: number,
): Promise<DemoReceipt[]> {
  const rows = await db
    .selectFrom('billing_receipts')
    .select([
      'id',
      'description',
      'amount',
      'billing_period',
      'period_start',
      'period_end',
      'paid_at',
    ])
    .where('church_id', '=', churchId)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    amount: row.amount,
    billingPeriod: row.billing_period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    paidAt: row.paid_at,
  }));
}

/** Demo billing's change of plan or of renewal: the columns a Stripe webhook would write. */
export async function saveDemoSubscription(
  db: Db,
  churchId: number,
  change: {
    billing_period?: BillingPeriod;
    subscription_end_date?: Date;
    monthly_fee?: string;
    cancel_at: Date | null;
  },
): Promise<void> {
  await db.updateTable('churches').set(change).where('id', '=', churchId).execute();
}

/**
 * Demo subscriptions whose cancellation took effect: they end at that moment, as Stripe's do
 * (status canceled, the end date the cancellation's, nothing pending). Answers how many ended.
 */
export async function endCancelledDemoSubscriptions(db: Db, now: Date): Promise<number> {
  const ended = await db
    .updateTable('churches')
    .set((eb) => ({
      subscription_status: 'canceled',
      subscription_end_date: eb.ref('cancel_at'),
      cancel_at: null,
    }))
    .where('stripe_subscription_id', 'is', null)
    .where('subscription_status', 'in', LIVE)
    .where('cancel_at', '<=', now)
    .returning('id')
    .execute();
  return ended.length;
}

export type DueDemoSubscription = { id: number; billingPeriod: BillingPeriod; periodEnd: Date };

/**
 * Demo subscriptions past the end of their paid period and not cancelled, locked for the renewal
 * (`db` a transaction); one that another run renewed meanwhile is no longer due.
 */
export async function lockDueDemoSubscriptions(db: Db, now: Date): Promise<DueDemoSubscription[]> {
  const rows = await db
    .selectFrom('churches')
    .select(['id', 'billing_period', 'subscription_end_date'])
    .where('stripe_subscription_id', 'is', null)
    .where('subscription_status', 'in', LIVE)
    .where('cancel_at', 'is', null)
    .where('subscription_end_date', '<=', now)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.flatMap((row) =>
    row.subscription_end_date
      ? [{ id: row.id, billingPeriod: row.billing_period, periodEnd: row.subscription_end_date }]
      : [],
  );
}
