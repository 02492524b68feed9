import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config.js';

/**
 * One Stripe client per configuration, made on first use. Procedures receive `config` in their
 * context, so this needs no change to the context and tests get a client per fake server.
 */
const clients = new WeakMap<StripeSettings, Stripe>();

export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      // The SDK pins the API version its types describe (2026-10-28 for stripe 23.1.0).
      appInfo: { name: 'Huddle' },
      timeout: 20_000,
      // Every POST carries our own idempotency key, so retries are safe against Stripe itself;
      // against a local fake (tests) a failure must show at once.
      maxNetworkRetries: settings.api ? 0 : 2,
      ...(settings.api ?? {}),
    });
    clients.set(settings, client);
  }
  return client;
}

/** The Church Partner product, with a fixed id so every environment finds the same one. */
export const CHURCH_PARTNER_PRODUCT_ID = 'huddle_church_partner';

const products = new WeakMap<Stripe, Promise<string>>();

/**
 * Subscription items can carry an inline `price_data` only for an existing product. Creating the
 * product under its fixed id is idempotent: "already exists" is success. Cached per client; a
 * failure is not cached, so the next checkout tries again.
 */
export function ensureChurchPartnerProduct(stripe: Stripe): Promise<string> {
  let product = products.get(stripe);
  if (!product) {
    product = withIdempotencyKey(`product-${CHURCH_PARTNER_PRODUCT_ID}`, (idempotencyKey) =>
      stripe.products.create(
        { id: CHURCH_PARTNER_PRODUCT_ID, name: 'Church Partner' },
        { idempotencyKey },
      ),
    ).then(
      () => CHURCH_PARTNER_PRODUCT_ID,
      (error: unknown) => {
        if (isStripeError(error) && error.code === 'resource_already_exists') {
          return CHURCH_PARTNER_PRODUCT_ID;
        }
        products.delete(stripe);
        throw error;
      },
    );
    products.set(stripe, product);
  }
  return product;
}

/**
 * Runs a Stripe POST under a key derived from our own ids, so a retry after a lost answer gets
 * the first result back instead of a second object. Stripe keeps a key's first answer for 24
 * hours, failures included, and refuses the key with other parameters: when it says either (a
 * replayed failure, or an idempotency error), the earlier attempt created nothing usable, so
 * one new attempt runs under a fresh key rather than leaving the church stuck for a day.
 */
export async function withIdempotencyKey<T>(
  key: string,
  call: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(key);
  } catch (error) {
    if (!isStaleKeyFailure(error)) throw error;
    return call(`${key}-retry-${randomUUID()}`);
  }
}

function isStaleKeyFailure(error: unknown): boolean {
  if (!isStripeError(error)) return false;
  return (
    error instanceof Stripe.errors.StripeIdempotencyError ||
    error.headers?.['idempotent-replayed'] === 'true'
  );
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Stripe answered 404 for the object asked for. */
export function isMissing(error: unknown): boolean {
  return isStripeError(error) && (error.code === 'resource_missing' || error.statusCode === 404);
}
