import type { BillingPeriod, Db, SubscriptionStatus } from '@huddle/db';
import { sql } from 'kysely';

export type AdminChurchRow = {
  id: number;
  name: string;
  city: string;
  state: string;
  email: string;
  created_at: Date;
  event_count: number;
  subscription_status: SubscriptionStatus;
  billing_period: BillingPeriod;
};

/**
 * Every church, newest first, with the number of all its events (active or not: what a deletion
 * would remove). One grouped pass over events rather than a count per church.
 */
export async function listAdminChurches(db: Db): Promise<AdminChurchRow[]> {
  return db
    .selectFrom('churches')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('events')
          .select(['church_id', sql<number>`count(*)::int`.as('count')])
          .groupBy('church_id')
          .as('counts'),
      (join) => join.onRef('counts.church_id', '=', 'churches.id'),
    )
    .select([
      'churches.id',
      'churches.name',
      'churches.city',
      'churches.state',
      'churches.email',
      'churches.created_at',
      'churches.subscription_status',
      'churches.billing_period',
      sql<number>`coalesce(counts.count, 0)`.as('event_count'),
    ])
    .orderBy('churches.created_at', 'desc')
    .orderBy('churches.id', 'desc')
    .execute();
}

export type ChurchPaymentRow = {
  id: number;
  name: string;
  email: string;
  subscription_status: SubscriptionStatus;
  billing_period: BillingPeriod;
  monthly_fee: string;
  subscription_start_date: Date | null;
  subscription_end_date: Date | null;
  cancel_at: Date | null;
};

/** Every church's payment fields, newest first. */
export async function listChurchPayments(db: Db): Promise<ChurchPaymentRow[]> {
  return db
    .selectFrom('churches')
    .select([
      'id',
      'name',
      'email',
      'subscription_status',
      'billing_period',
      'monthly_fee',
      'subscription_start_date',
      'subscription_end_date',
      'cancel_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type PaymentTotals = {
  /** Sum of monthly_fee over active monthly subscriptions, in cents. */
  activeMonthlyFeeCents: number;
  activeYearly: number;
  active: number;
  newInPeriod: number;
  churnedInPeriod: number;
};

/**
 * The payment figures in one pass over churches. `since` null means all time. A subscription is
 * new when it started in the period; churned when it is canceled and ended in the period (its
 * last update when Stripe gave no end).
 */
export async function paymentTotals(db: Db, since: Date | null): Promise<PaymentTotals> {
  const from = since ?? new Date(0);
  const row = await db
    .selectFrom('churches')
    .select([
      sql<number>`coalesce(round(sum(monthly_fee * 100) filter (where subscription_status = 'active' and billing_period = 'monthly')), 0)::int`.as(
        'monthly_cents',
      ),
      sql<number>`count(*) filter (where subscription_status = 'active' and billing_period = 'yearly')::int`.as(
        'yearly',
      ),
      sql<number>`count(*) filter (where subscription_status = 'active')::int`.as('active'),
      sql<number>`count(*) filter (where subscription_start_date >= ${from})::int`.as('new'),
      sql<number>`count(*) filter (where subscription_status = 'canceled' and coalesce(subscription_end_date, updated_at) >= ${from})::int`.as(
        'churned',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    activeMonthlyFeeCents: row.monthly_cents,
    activeYearly: row.yearly,
    active: row.active,
    newInPeriod: row.new,
    churnedInPeriod: row.churned,
  };
}
