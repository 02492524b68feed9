import type { Db } from '@huddle/db';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import {
  applySubscriptionState,
  type ChurchBilling,
  lockChurchForSubscription,
  recordStripeEvent,
  type SubscriptionRefs,
} from './billing.repository.js';
import { isMissing } from './stripe-client.js';
import {
  churchSubscriptionState,
  customerIdOf,
  isLiveStatus,
  type SubscriptionSnapshot,
} from './subscription-state.js';

export type WebhookOutcome =
  | { result: 'ignored'; reason: string }
  | { result: 'duplicate' }
  | { result: 'applied'; churchId: number; status: string };

type WebhookDeps = { db: Db; stripe: Stripe; log: FastifyBaseLogger };

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as the
 * change, so a redelivery changes nothing. Order does not matter: the event only says which
 * subscription changed; its state is read again from Stripe while the church row is locked, so
 * an old event that arrives late applies the current state, never the old one.
 */
export async function handleStripeEvent(
  deps: WebhookDeps,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const refs = subscriptionRefsOf(event);
  if (!refs) return { result: 'ignored', reason: `event type ${event.type} is not used` };

  return deps.db.transaction().execute(async (trx) => {
    if (!(await recordStripeEvent(trx, event))) return { result: 'duplicate' as const };
    const church = await lockChurchForSubscription(trx, refs);
    if (!church) {
      deps.log.warn({ eventId: event.id, ...refs }, 'Stripe event for no known church');
      return { result: 'ignored' as const, reason: 'no church has this subscription' };
    }
    const subscription = await currentSubscription(deps.stripe, refs.subscriptionId, event);
    if (!belongsToChurch(church, subscription)) {
      deps.log.info(
        { eventId: event.id, churchId: church.id, subscriptionId: subscription.id },
        'Stripe event for a subscription the church has replaced',
      );
      return { result: 'ignored' as const, reason: 'the church uses another subscription' };
    }
    const state = churchSubscriptionState(subscription);
    await applySubscriptionState(trx, church.id, state, {
      customerId: customerIdOf(subscription),
      subscriptionId: subscription.id,
    });
    return {
      result: 'applied' as const,
      churchId: church.id,
      status: state.subscription_status,
    };
  });
}

/** Which subscription an event is about; null for the event types Huddle does not use. */
export function subscriptionRefsOf(event: Stripe.Event): SubscriptionRefs | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = event.data.object;
      return {
        subscriptionId: subscription.id,
        customerId: customerIdOf(subscription),
        churchId: churchIdOf(subscription.metadata),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details) return null; // a one-off invoice, not the Church Partner plan
      const customer = invoice.customer;
      return {
        subscriptionId:
          typeof details.subscription === 'string' ? details.subscription : details.subscription.id,
        customerId: customer === null || typeof customer === 'string' ? customer : customer.id,
        churchId: churchIdOf(details.metadata),
      };
    }
    default:
      return null;
  }
}

function churchIdOf(metadata: Record<string, string> | null | undefined): number | null {
  const value = metadata?.churchId;
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

async function currentSubscription(
  stripe: Stripe,
  subscriptionId: string,
  event: Stripe.Event,
): Promise<SubscriptionSnapshot> {
  try {
    return await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    // A deleted subscription Stripe no longer shows: the event's copy is the last word.
    if (isMissing(error) && event.type === 'customer.subscription.deleted') {
      return event.data.object;
    }
    throw error;
  }
}

/**
 * The church's own subscription always applies. Another one (an older checkout the church
 * replaced, say) applies only when it is paid for and the church's is not: the church is then
 * paying through it, so it becomes the church's subscription.
 */
function belongsToChurch(church: ChurchBilling, subscription: SubscriptionSnapshot): boolean {
  if (church.stripeSubscriptionId === null || church.stripeSubscriptionId === subscription.id) {
    return true;
  }
  return !isLiveStatus(church.status) && isLiveStatus(subscription.status);
}
