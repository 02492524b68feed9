import type { Db } from '@huddle/db';
import {
  type BillingPeriod,
  centsToDecimal,
  churchEditAccess,
  planPriceCents,
  type SubscriptionCreateInput,
} from '@huddle/domain';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config, StripeSettings } from '../../config.js';
import { AppError, appError } from '../../errors/app-error.js';
import {
  applySubscriptionState,
  type ChurchBilling,
  findChurchBilling,
  saveCheckoutChoice,
  saveStripeCustomer,
} from './billing.repository.js';
import { planDescription } from './demo-subscription.js';
import { insertDemoReceipt } from './receipts.repository.js';
import {
  ensureChurchPartnerProduct,
  isMissing,
  stripeClient,
  withIdempotencyKey,
} from './stripe-client.js';
import { churchSubscriptionState, demoSubscription } from './subscription-state.js';

export type BillingDeps = { db: Db; config: Config; log: FastifyBaseLogger };
export type Actor = { churchId: number; role: string };
export type BillingMode = Config['billing']['mode'];

export type CheckoutAnswer = { status: string; clientSecret: string | null; mode: BillingMode };
export type BillingStatus = {
  status: ChurchBilling['status'];
  billingPeriod: BillingPeriod;
  currentPeriodEnd: Date | null;
  /** When a cancelled subscription ends; null while it renews. */
  cancelAt: Date | null;
};

export const PAYMENT_INIT_FAILED = 'Unable to initialize payment. Please try again.';
const NO_CHURCH = 'No church registration found. Please register your church first.';

export function billingSettings(config: Config) {
  const { billing } = config;
  return {
    mode: billing.mode,
    publishableKey: billing.mode === 'stripe' ? billing.stripe.publishableKey : null,
  };
}

/** Spec §6: owners and officials manage their own church, and only their own. */
export function assertCanManageBilling(actor: Actor, churchId: number) {
  const access = churchEditAccess(actor, churchId);
  if (access === 'access-denied') {
    throw appError(
      'FORBIDDEN',
      'You can only manage billing for your own church.',
      'ACCESS_DENIED',
    );
  }
  if (access === 'insufficient-permissions') {
    throw appError(
      'FORBIDDEN',
      'Only owners and officials can manage the Church Partner subscription.',
      'INSUFFICIENT_PERMISSIONS',
    );
  }
}

export async function churchOrThrow(db: Db, churchId: number): Promise<ChurchBilling> {
  const church = await findChurchBilling(db, churchId);
  if (!church) throw appError('NOT_FOUND', NO_CHURCH);
  return church;
}

/**
 * Starts (or resumes) the Church Partner subscription. Never activates the church: with Stripe
 * only a webhook does, and in demo mode only `completeDemoPayment`.
 */
export async function createSubscription(
  deps: BillingDeps,
  actor: Actor,
  input: SubscriptionCreateInput,
): Promise<CheckoutAnswer> {
  assertCanManageBilling(actor, input.churchId);
  const church = await churchOrThrow(deps.db, input.churchId);
  const { billing } = deps.config;
  if (church.status === 'active') {
    return { status: 'active', clientSecret: null, mode: billing.mode };
  }
  if (billing.mode === 'demo') {
    await saveCheckoutChoice(deps.db, church.id, { billingPeriod: input.billingPeriod });
    return { status: 'incomplete', clientSecret: null, mode: 'demo' };
  }
  try {
    const answer = await startStripeCheckout(deps, billing.stripe, church, input.billingPeriod);
    return { ...answer, mode: 'stripe' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error, churchId: church.id }, 'Stripe checkout failed');
    throw appError('BAD_GATEWAY', PAYMENT_INIT_FAILED, 'PAYMENT_PROVIDER_ERROR');
  }
}

const PAYABLE_STATUSES = new Set(['incomplete', 'past_due', 'unpaid']);
const PAID_STATUSES = new Set(['active', 'trialing']);

async function startStripeCheckout(
  deps: BillingDeps,
  settings: StripeSettings,
  church: ChurchBilling,
  billingPeriod: BillingPeriod,
): Promise<{ status: string; clientSecret: string | null }> {
  const stripe = stripeClient(settings);
  const customerId = church.stripeCustomerId ?? (await createCustomer(deps.db, stripe, church));

  const existing = church.stripeSubscriptionId
    ? await retrieveOrNull(stripe, church.stripeSubscriptionId)
    : null;
  if (existing && PAID_STATUSES.has(existing.status)) {
    // Paid at Stripe; the webhook that activates the church is on its way.
    return { status: existing.status, clientSecret: null };
  }
  if (existing && PAYABLE_STATUSES.has(existing.status)) {
    const secret = clientSecretOf(existing);
    if (periodOf(existing) === billingPeriod && secret) {
      // A retry of the same plan: pay the invoice already open rather than start another.
      return { status: existing.status, clientSecret: secret };
    }
    // Another plan (or nothing left to pay on this one): end it before starting the new one,
    // so the church can never pay for two.
    await stripe.subscriptions.cancel(existing.id);
  }

  // Derived from our state: a retry after a lost answer gets the same subscription back, while a
  // plan switch (or a new try after one expired) follows a different stored id and so gets a new
  // key, even when switching back to a plan chosen before.
  const key = `church-${church.id}-subscription-${billingPeriod}-after-${church.stripeSubscriptionId ?? 'none'}`;
  const items = [await priceItem(stripe, settings, billingPeriod)];
  const subscription = await withIdempotencyKey(key, (idempotencyKey) =>
    stripe.subscriptions.create(
      {
        customer: customerId,
        items,
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        // API 2025-03-31 and later: the first payment's client secret is on the invoice.
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { churchId: String(church.id), billingPeriod },
      },
      { idempotencyKey },
    ),
  );
  await saveCheckoutChoice(deps.db, church.id, {
    billingPeriod,
    stripeSubscriptionId: subscription.id,
  });
  const clientSecret = clientSecretOf(subscription);
  if (!clientSecret && !PAID_STATUSES.has(subscription.status)) {
    deps.log.error(
      { churchId: church.id, subscriptionId: subscription.id, status: subscription.status },
      'Stripe returned no client secret for the first invoice',
    );
    throw appError('BAD_GATEWAY', PAYMENT_INIT_FAILED, 'PAYMENT_PROVIDER_ERROR');
  }
  return { status: subscription.status, clientSecret };
}

async function createCustomer(db: Db, stripe: Stripe, church: ChurchBilling): Promise<string> {
  const customer = await withIdempotencyKey(`church-${church.id}-customer`, (idempotencyKey) =>
    stripe.customers.create(
      { name: church.name, email: church.email, metadata: { churchId: String(church.id) } },
      { idempotencyKey },
    ),
  );
  // Stored at once, so a failure further on never makes a second customer.
  await saveStripeCustomer(db, church.id, customer.id);
  return customer.id;
}

async function retrieveOrNull(stripe: Stripe, subscriptionId: string) {
  try {
    return await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice.confirmation_secret'],
    });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function priceItem(
  stripe: Stripe,
  settings: StripeSettings,
  billingPeriod: BillingPeriod,
): Promise<Stripe.SubscriptionCreateParams.Item> {
  const priceId = settings.priceIds[billingPeriod];
  if (priceId) return { price: priceId };
  return {
    price_data: {
      currency: 'usd',
      product: await ensureChurchPartnerProduct(stripe),
      unit_amount: planPriceCents(billingPeriod),
      recurring: { interval: billingPeriod === 'yearly' ? 'year' : 'month' },
    },
  };
}

function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

function periodOf(subscription: Stripe.Subscription): BillingPeriod {
  return subscription.items.data[0]?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly';
}

/**
 * Demo billing's "payment": the same state change a Stripe webhook makes, from a made-up active
 * subscription for the period chosen at checkout. Only in demo mode.
 */
export async function completeDemoPayment(
  deps: BillingDeps,
  actor: Actor,
  churchId: number,
  now: Date = new Date(),
): Promise<BillingStatus & { mode: 'demo' }> {
  if (deps.config.billing.mode !== 'demo') {
    throw appError('NOT_FOUND', 'Demo payments exist only in demo billing mode.');
  }
  assertCanManageBilling(actor, churchId);
  const church = await churchOrThrow(deps.db, churchId);
  if (church.status !== 'active') {
    const state = churchSubscriptionState(demoSubscription(church.id, church.billingPeriod, now));
    await deps.db.transaction().execute(async (trx) => {
      await applySubscriptionState(trx, church.id, state);
      await insertDemoReceipt(trx, church.id, {
        description: planDescription(church.billingPeriod),
        amount: centsToDecimal(planPriceCents(church.billingPeriod)),
        billingPeriod: church.billingPeriod,
        periodStart: state.subscription_start_date,
        periodEnd: state.subscription_end_date ?? now,
        paidAt: now,
      });
    });
    deps.log.info({ churchId: church.id }, 'demo billing: church activated without payment');
  }
  return { ...(await subscriptionStatus(deps, actor, churchId)), mode: 'demo' };
}

/** What the checkout page polls until the webhook has activated the church. */
export async function subscriptionStatus(
  deps: Pick<BillingDeps, 'db'>,
  actor: Actor,
  churchId: number,
): Promise<BillingStatus> {
  if (actor.churchId !== churchId) {
    throw appError(
      'FORBIDDEN',
      'You can only manage billing for your own church.',
      'ACCESS_DENIED',
    );
  }
  const church = await churchOrThrow(deps.db, churchId);
  return {
    status: church.status,
    billingPeriod: church.billingPeriod,
    currentPeriodEnd: church.currentPeriodEnd,
    cancelAt: church.cancelAt,
  };
}
