import type { BillingPeriod, Db, SubscriptionStatus } from '@huddle/db';
import type { ChurchSubscriptionState } from './subscription-state.js';

/** A church as billing sees it. `db` may be a transaction (Kysely's Transaction is a Kysely). */
export type ChurchBilling = {
  id: number;
  name: string;
  email: string;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod;
  currentPeriodEnd: Date | null;
  /** When a cancelled subscription ends; null while it renews. */
  cancelAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  /** The row's last change: part of the idempotency keys of changes to the subscription. */
  updatedAt: Date;
};

const billingColumns = [
  'id',
  'name',
  'email',
  'subscription_status',
  'billing_period',
  'subscription_end_date',
  'cancel_at',
  'stripe_customer_id',
  'stripe_subscription_id',
  'updated_at',
] as const;

type BillingRow = {
  id: number;
  name: string;
  email: string;
  subscription_status: SubscriptionStatus;
  billing_period: BillingPeriod;
  subscription_end_date: Date | null;
  cancel_at: Date | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  updated_at: Date;
};

function toChurchBilling(row: BillingRow): ChurchBilling {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.subscription_status,
    billingPeriod: row.billing_period,
    currentPeriodEnd: row.subscription_end_date,
    cancelAt: row.cancel_at,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    updatedAt: row.updated_at,
  };
}

export async function findChurchBilling(
  db: Db,
  churchId: number,
): Promise<ChurchBilling | undefined> {
  const row = await db
    .selectFrom('churches')
    .select(billingColumns)
    .where('id', '=', churchId)
    .executeTakeFirst();
  return row && toChurchBilling(row);
}

export async function saveStripeCustomer(db: Db, churchId: number, customerId: string) {
  await db
    .updateTable('churches')
    .set({ stripe_customer_id: customerId })
    .where('id', '=', churchId)
    .execute();
}

/** The checkout's choice: the plan period and, with Stripe, the subscription that bills it. */
export async function saveCheckoutChoice(
  db: Db,
  churchId: number,
  choice: { billingPeriod: BillingPeriod; stripeSubscriptionId?: string },
) {
  await db
    .updateTable('churches')
    .set({
      billing_period: choice.billingPeriod,
      ...(choice.stripeSubscriptionId
        ? { stripe_subscription_id: choice.stripeSubscriptionId }
        : {}),
    })
    .where('id', '=', churchId)
    .execute();
}

/**
 * Records a Stripe event as applied. False when it already was: the primary key makes a
 * redelivery a no-op, and a concurrent delivery of the same event waits here for the first.
 */
export async function recordStripeEvent(
  db: Db,
  event: { id: string; type: string; created: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, created: new Date(event.created * 1000) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export type SubscriptionRefs = {
  subscriptionId: string;
  customerId: string | null;
  /** metadata.churchId, which Huddle sets on every customer and subscription it creates. */
  churchId: number | null;
};

/**
 * The church a Stripe subscription belongs to, locked until the transaction ends so that two
 * webhooks for it apply one after the other. By subscription id first, then customer id, then
 * the metadata's church id (only for a church not already tied to another Stripe customer).
 */
export async function lockChurchForSubscription(
  trx: Db,
  refs: SubscriptionRefs,
): Promise<ChurchBilling | undefined> {
  const locked = () => trx.selectFrom('churches').select(billingColumns).forUpdate();
  const bySubscription = await locked()
    .where('stripe_subscription_id', '=', refs.subscriptionId)
    .executeTakeFirst();
  if (bySubscription) return toChurchBilling(bySubscription);
  if (refs.customerId) {
    const byCustomer = await locked()
      .where('stripe_customer_id', '=', refs.customerId)
      .executeTakeFirst();
    if (byCustomer) return toChurchBilling(byCustomer);
  }
  if (refs.churchId !== null) {
    const byMetadata = await locked().where('id', '=', refs.churchId).executeTakeFirst();
    if (byMetadata && byMetadata.stripe_customer_id === null) return toChurchBilling(byMetadata);
  }
  return undefined;
}

/** Writes what a subscription decides, and with Stripe the ids it came from. */
export async function applySubscriptionState(
  db: Db,
  churchId: number,
  state: ChurchSubscriptionState,
  stripeIds?: { customerId: string; subscriptionId: string },
) {
  await db
    .updateTable('churches')
    .set({
      ...state,
      ...(stripeIds
        ? {
            stripe_customer_id: stripeIds.customerId,
            stripe_subscription_id: stripeIds.subscriptionId,
          }
        : {}),
    })
    .where('id', '=', churchId)
    .execute();
}
