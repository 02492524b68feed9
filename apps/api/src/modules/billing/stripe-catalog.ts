import { type BillingPeriod, planPriceCents } from '@huddle/domain';
import type Stripe from 'stripe';
import type { StripeSettings } from '../../config.js';
import { ensureChurchPartnerProduct, withIdempotencyKey } from './stripe-client.js';

export type PlanPrices = Record<BillingPeriod, string>;

const LOOKUP_KEYS: Record<BillingPeriod, string> = {
  monthly: 'huddle_church_partner_monthly',
  yearly: 'huddle_church_partner_yearly',
};

const planPrices = new WeakMap<Stripe, Promise<PlanPrices>>();

/**
 * The two Church Partner prices a subscription may switch between (ours and the Customer
 * Portal's): STRIPE_PRICE_MONTHLY / _YEARLY when set, else prices of the Church Partner product
 * found by lookup key, created once. Cached per client.
 */
export function churchPartnerPrices(stripe: Stripe, settings: StripeSettings): Promise<PlanPrices> {
  return oncePerClient(planPrices, stripe, async () => {
    const [monthly, yearly] = await Promise.all([
      priceFor(stripe, settings, 'monthly'),
      priceFor(stripe, settings, 'yearly'),
    ]);
    return { monthly, yearly };
  });
}

/** The first call's promise for this client, until it fails: a failure is tried again. */
function oncePerClient<T>(
  cache: WeakMap<Stripe, Promise<T>>,
  stripe: Stripe,
  make: () => Promise<T>,
): Promise<T> {
  let value = cache.get(stripe);
  if (!value) {
    value = make().catch((error: unknown) => {
      cache.delete(stripe);
      throw error;
    });
    cache.set(stripe, value);
  }
  return value;
}

async function priceFor(
  stripe: Stripe,
  settings: StripeSettings,
  billingPeriod: BillingPeriod,
): Promise<string> {
  const configured = settings.priceIds[billingPeriod];
  if (configured) return configured;
  const lookupKey = LOOKUP_KEYS[billingPeriod];
  const existing = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  if (existing.data[0]) return existing.data[0].id;
  const product = await ensureChurchPartnerProduct(stripe);
  const price = await withIdempotencyKey(`price-${lookupKey}`, (idempotencyKey) =>
    stripe.prices.create(
      {
        product,
        currency: 'usd',
        unit_amount: planPriceCents(billingPeriod),
        recurring: { interval: billingPeriod === 'yearly' ? 'year' : 'month' },
        lookup_key: lookupKey,
      },
      { idempotencyKey },
    ),
  );
  return price.id;
}

/** Bumped when the configuration below changes, so a new one is made instead of an old reused. */
const PORTAL_CONFIGURATION_VERSION = 'church-partner-1';
const portalConfigurations = new WeakMap<Stripe, Promise<string>>();

/**
 * The Customer Portal's configuration: switch between the two prices (charged at once, less the
 * unused time, as our own plan switch does), cancel at the end of the period, update the card and
 * download invoices. Found by its metadata or created; cached per client.
 */
export function portalConfiguration(stripe: Stripe, settings: StripeSettings): Promise<string> {
  return oncePerClient(portalConfigurations, stripe, () =>
    findOrCreatePortalConfiguration(stripe, settings),
  );
}

async function findOrCreatePortalConfiguration(
  stripe: Stripe,
  settings: StripeSettings,
): Promise<string> {
  const existing = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  const ours = existing.data.find(
    (configuration) => configuration.metadata?.huddle === PORTAL_CONFIGURATION_VERSION,
  );
  if (ours) return ours.id;
  const prices = await churchPartnerPrices(stripe, settings);
  const monthly = await stripe.prices.retrieve(prices.monthly);
  const product = typeof monthly.product === 'string' ? monthly.product : monthly.product.id;
  const created = await withIdempotencyKey(
    `portal-configuration-${PORTAL_CONFIGURATION_VERSION}-${prices.monthly}-${prices.yearly}`,
    (idempotencyKey) =>
      stripe.billingPortal.configurations.create(
        {
          business_profile: { headline: 'Huddle Church Partner subscription' },
          features: {
            invoice_history: { enabled: true },
            payment_method_update: { enabled: true },
            subscription_cancel: { enabled: true, mode: 'at_period_end' },
            subscription_update: {
              enabled: true,
              default_allowed_updates: ['price'],
              products: [{ product, prices: [prices.monthly, prices.yearly] }],
              proration_behavior: 'always_invoice',
            },
          },
          metadata: { huddle: PORTAL_CONFIGURATION_VERSION },
        },
        { idempotencyKey },
      ),
  );
  return created.id;
}
