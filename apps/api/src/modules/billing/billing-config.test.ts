import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://huddle.example',
  TRUST_PROXY: '1',
};
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('billing configuration', () => {
  it('is demo billing when no Stripe key is set, outside production', () => {
    expect(loadConfig({}).billing).toEqual({ mode: 'demo' });
    expect(loadConfig({ NODE_ENV: 'test' }).billing).toEqual({ mode: 'demo' });
  });

  it('is Stripe billing when a secret key is set, against api.stripe.com by default', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).billing).toEqual({
      mode: 'stripe',
      stripe: {
        secretKey: 'sk_test_x',
        publishableKey: null,
        webhookSecret: null,
        priceIds: { monthly: null, yearly: null },
        api: null,
      },
    });
  });

  it('reads price ids and another API address (the fake of the tests)', () => {
    const billing = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).billing;
    expect(billing).toMatchObject({
      stripe: {
        priceIds: { monthly: 'price_m', yearly: 'price_y' },
        api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      },
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'https://stripe.internal' })
        .billing,
    ).toMatchObject({ stripe: { api: { host: 'stripe.internal', port: 443, protocol: 'https' } } });
  });

  it('refuses to start production without Stripe unless demo billing is asked for by name', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(
      /STRIPE_SECRET_KEY: required in production .*BILLING_MODE=demo/,
    );
    expect(loadConfig({ ...PRODUCTION, BILLING_MODE: 'demo' }).billing).toEqual({ mode: 'demo' });
    expect(loadConfig({ ...PRODUCTION, ...STRIPE }).billing.mode).toBe('stripe');
  });

  it('needs the publishable key and the webhook secret with Stripe in production', () => {
    const { STRIPE_WEBHOOK_SECRET: _w, ...noWebhook } = STRIPE;
    const { STRIPE_PUBLISHABLE_KEY: _p, ...noPublishable } = STRIPE;
    expect(() => loadConfig({ ...PRODUCTION, ...noWebhook })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, ...noPublishable })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('lets BILLING_MODE=demo win over keys, and refuses BILLING_MODE=stripe without a key', () => {
    expect(loadConfig({ BILLING_MODE: 'demo', STRIPE_SECRET_KEY: 'sk_test_x' }).billing).toEqual({
      mode: 'demo',
    });
    expect(() => loadConfig({ BILLING_MODE: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('catches keys pasted into the wrong variable', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_x' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'sk_test_x' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'secret' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ BILLING_MODE: 'free' })).toThrow(/BILLING_MODE/);
  });
});
