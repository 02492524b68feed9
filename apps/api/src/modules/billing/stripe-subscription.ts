import type { BillingPeriod, Db } from '@huddle/db';
import type Stripe from 'stripe';
import type { StripeSettings } from '../../config.js';
import {
  applySubscriptionState,
  type ChurchBilling,
  lockChurchForSubscription,
} from './billing.repository.js';
import { churchPartnerPrices, portalConfiguration } from './stripe-catalog.js';
import { stripeClient, withIdempotencyKey } from './stripe-client.js';
import { churchSubscriptionState, customerIdOf } from './subscription-state.js';

export type SubscriptionChange =
  | { kind: 'plan'; billingPeriod: BillingPeriod }
  | { kind: 'cancel' }
  | { kind: 'resume' };

type Managed = ChurchBilling & { stripeSubscriptionId: string };

/**
 * Changes the church's subscription at Stripe and writes the answer at once, so the page shows
 * it; the webhook that follows re-reads the subscription and writes the same. The key is derived
 * from the church row's last change: a retry after a lost answer replays the first call, while
 * a later cancel after a resume is a new call.
 */
export async function changeStripeSubscription(
  db: Db,
  settings: StripeSettings,
  church: Managed,
  change: SubscriptionChange,
): Promise<void> {
  const stripe = stripeClient(settings);
  const current = await stripe.subscriptions.retrieve(church.stripeSubscriptionId);
  const params = await updateParams(stripe, settings, current, change);
  if (!params) return;
  const what = change.kind === 'plan' ? `plan-${change.billingPeriod}` : change.kind;
  const key = `church-${church.id}-${what}-${current.id}-after-${church.updatedAt.getTime()}`;
  const updated = await withIdempotencyKey(key, (idempotencyKey) =>
    stripe.subscriptions.update(current.id, params, { idempotencyKey }),
  );
  await db.transaction().execute(async (trx) => {
    const locked = await lockChurchForSubscription(trx, {
      subscriptionId: updated.id,
      customerId: null,
      churchId: null,
    });
    if (locked?.id !== church.id) return; // replaced meanwhile: the webhook decides
    await applySubscriptionState(trx, church.id, churchSubscriptionState(updated), {
      customerId: customerIdOf(updated),
      subscriptionId: updated.id,
    });
  });
}

async function updateParams(
  stripe: Stripe,
  settings: StripeSettings,
  current: Stripe.Subscription,
  change: SubscriptionChange,
): Promise<Stripe.SubscriptionUpdateParams | null> {
  const scheduled = current.cancel_at_period_end || current.cancel_at !== null;
  switch (change.kind) {
    case 'plan': {
      const item = current.items.data[0];
      const price = (await churchPartnerPrices(stripe, settings))[change.billingPeriod];
      if (!item || item.price.id === price) return null;
      return {
        items: [{ id: item.id, price }],
        // Charged now, less the unused time; the switch only happens once that is paid.
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      };
    }
    case 'cancel':
      return scheduled ? null : { cancel_at_period_end: true };
    case 'resume':
      // The Customer Portal may have set cancel_at rather than cancel_at_period_end.
      if (current.cancel_at_period_end) return { cancel_at_period_end: false };
      return current.cancel_at !== null ? { cancel_at: '' } : null;
  }
}

/** Stripe's Customer Portal for the church's customer, coming back to `returnUrl`. */
export async function portalSession(
  settings: StripeSettings,
  customerId: string,
  returnUrl: string,
): Promise<string> {
  const stripe = stripeClient(settings);
  const configuration = await portalConfiguration(stripe, settings);
  const session = await stripe.billingPortal.sessions.create({
    customer: customerId,
    return_url: returnUrl,
    configuration,
  });
  return session.url;
}

/** The customer's paid invoices, newest first: Stripe keeps the receipts. */
export async function paidInvoices(
  settings: StripeSettings,
  customerId: string,
  limit: number,
): Promise<Stripe.Invoice[]> {
  const page = await stripeClient(settings).invoices.list({
    customer: customerId,
    status: 'paid',
    limit,
  });
  return page.data;
}
