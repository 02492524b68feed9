import type { BillingPeriod } from '@huddle/domain';
import { dollarsToCents } from '@huddle/domain';
import { AppError, appError } from '../../errors/app-error.js';
import type { ChurchBilling } from './billing.repository.js';
import {
  type Actor,
  assertCanManageBilling,
  type BillingDeps,
  type BillingStatus,
  churchOrThrow,
  subscriptionStatus,
} from './billing.service.js';
import { switchDemoPlan } from './demo-subscription.js';
import { listDemoReceipts, saveDemoSubscription } from './receipts.repository.js';
import { isStripeError } from './stripe-client.js';
import {
  changeStripeSubscription,
  paidInvoices,
  portalSession,
  type SubscriptionChange,
} from './stripe-subscription.js';
import { isLiveStatus } from './subscription-state.js';

/** One payment's receipt: demo billing's own, or a paid Stripe invoice with its hosted page. */
export type Receipt = {
  id: string;
  number: string;
  description: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  billingPeriod: BillingPeriod | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** Stripe's receipt page; null in demo billing, whose receipt the page itself makes. */
  url: string | null;
};

const RECEIPTS_SHOWN = 24;
const PROVIDER_FAILED = 'Stripe could not be reached. Please try again.';

/** The church, when the actor may manage it and it has a subscription still running. */
async function subscribedChurch(deps: BillingDeps, actor: Actor, churchId: number) {
  assertCanManageBilling(actor, churchId);
  const church = await churchOrThrow(deps.db, churchId);
  const stripeOk = deps.config.billing.mode === 'demo' || church.stripeSubscriptionId !== null;
  if (!isLiveStatus(church.status) || !stripeOk) {
    throw appError(
      'CONFLICT',
      'This church has no Church Partner subscription to manage. Subscribe first.',
      'NO_SUBSCRIPTION',
    );
  }
  return church;
}

/** Runs a change at Stripe, saying plainly what failed when it does. */
async function atStripe<T>(deps: BillingDeps, churchId: number, call: () => Promise<T>) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isStripeError(error) && error.type === 'StripeCardError') {
      throw appError(
        'CONFLICT',
        `The payment for the change failed: ${error.message} Update your card and try again.`,
        'PAYMENT_FAILED',
      );
    }
    deps.log.error({ err: error, churchId }, 'Stripe subscription change failed');
    throw appError('BAD_GATEWAY', PROVIDER_FAILED, 'PAYMENT_PROVIDER_ERROR');
  }
}

async function change(
  deps: BillingDeps,
  actor: Actor,
  church: ChurchBilling,
  what: SubscriptionChange,
  demo: () => Promise<void>,
): Promise<BillingStatus> {
  const { billing } = deps.config;
  if (billing.mode === 'demo') {
    await demo();
  } else if (church.stripeSubscriptionId) {
    const managed = { ...church, stripeSubscriptionId: church.stripeSubscriptionId };
    await atStripe(deps, church.id, () =>
      changeStripeSubscription(deps.db, billing.stripe, managed, what),
    );
  }
  return subscriptionStatus(deps, actor, church.id);
}

/** Monthly ↔ yearly: charged at once less the unused time, a new period from now. */
export async function changePlan(
  deps: BillingDeps,
  actor: Actor,
  churchId: number,
  billingPeriod: BillingPeriod,
  now: Date = new Date(),
): Promise<BillingStatus> {
  const church = await subscribedChurch(deps, actor, churchId);
  if (church.billingPeriod === billingPeriod) return subscriptionStatus(deps, actor, churchId);
  if (church.cancelAt) {
    throw appError(
      'CONFLICT',
      'This subscription is cancelled. Resume it before changing its plan.',
      'CANCELLATION_PENDING',
    );
  }
  return change(deps, actor, church, { kind: 'plan', billingPeriod }, () =>
    switchDemoPlan(deps.db, church, billingPeriod, now),
  );
}

/** Ends the subscription when the period paid for ends; nothing more is charged. */
export async function cancelAtPeriodEnd(
  deps: BillingDeps,
  actor: Actor,
  churchId: number,
): Promise<BillingStatus> {
  const church = await subscribedChurch(deps, actor, churchId);
  return change(deps, actor, church, { kind: 'cancel' }, () =>
    saveDemoSubscription(deps.db, church.id, {
      cancel_at: church.cancelAt ?? church.currentPeriodEnd,
    }),
  );
}

/** Takes a cancellation back before the period ends: the subscription renews again. */
export async function resumeSubscription(
  deps: BillingDeps,
  actor: Actor,
  churchId: number,
): Promise<BillingStatus> {
  const church = await subscribedChurch(deps, actor, churchId);
  return change(deps, actor, church, { kind: 'resume' }, () =>
    saveDemoSubscription(deps.db, church.id, { cancel_at: null }),
  );
}

/** Stripe's Customer Portal (card, plan, cancellation, invoices), back to our page after. */
export async function customerPortal(
  deps: BillingDeps,
  actor: Actor,
  churchId: number,
): Promise<{ url: string }> {
  const { billing } = deps.config;
  // Who may is answered before what exists: a member learns nothing of the billing set-up.
  assertCanManageBilling(actor, churchId);
  if (billing.mode !== 'stripe') {
    throw appError('NOT_FOUND', "Stripe's Customer Portal exists only with Stripe billing.");
  }
  const church = await subscribedChurch(deps, actor, churchId);
  const customerId = church.stripeCustomerId;
  if (!customerId) throw appError('CONFLICT', 'This church has no Stripe customer yet.');
  const returnUrl = new URL('/subscription', deps.config.publicUrl).toString();
  const url = await atStripe(deps, church.id, () =>
    portalSession(billing.stripe, customerId, returnUrl),
  );
  return { url };
}

/** The church's receipts, newest first (also after its subscription ended). */
export async function listReceipts(
  deps: BillingDeps,
  actor: Actor,
  churchId: number,
): Promise<Receipt[]> {
  assertCanManageBilling(actor, churchId);
  const church = await churchOrThrow(deps.db, churchId);
  const { billing } = deps.config;
  if (billing.mode === 'demo') {
    const receipts = await listDemoReceipts(deps.db, church.id, RECEIPTS_SHOWN);
    return receipts.map((receipt) => ({
      id: String(receipt.id),
      number: `DEMO-${String(receipt.id).padStart(6, '0')}`,
      description: receipt.description,
      amountCents: dollarsToCents(receipt.amount),
      currency: 'usd',
      paidAt: receipt.paidAt,
      billingPeriod: receipt.billingPeriod,
      periodStart: receipt.periodStart,
      periodEnd: receipt.periodEnd,
      url: null,
    }));
  }
  const customerId = church.stripeCustomerId;
  if (!customerId) return [];
  const invoices = await atStripe(deps, church.id, () =>
    paidInvoices(billing.stripe, customerId, RECEIPTS_SHOWN),
  );
  return invoices.map((invoice) => ({
    id: invoice.id ?? invoice.number ?? '',
    number: invoice.number ?? invoice.id ?? '',
    description: invoice.description ?? 'Church Partner subscription',
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: new Date((invoice.status_transitions.paid_at ?? invoice.created) * 1000),
    billingPeriod: null,
    periodStart: null,
    periodEnd: null,
    url: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
  }));
}
