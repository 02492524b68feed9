import type { DbHandle } from '@huddle/db';
import { createTestDb } from '@huddle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.js';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.js';
import { callerFor, failureOf } from '../../testing/test-caller.js';
import { PAYMENT_INIT_FAILED } from './billing.service.js';
import { CHURCH_PARTNER_PRODUCT_ID } from './stripe-client.js';
import { churchPayment, insertChurchWithUser, insertUser } from './testing/fixtures.js';

let fake: FakeStripe;
let database: DbHandle;
let config: Config;

beforeAll(async () => {
  fake = await startFakeStripe();
  database = await createTestDb();
  config = loadConfig({
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_API_BASE: fake.url,
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
  });
});
afterAll(async () => {
  await database?.close();
  await fake?.close();
});

const apiAs = (userId?: number, cfg: Config = config) =>
  callerFor({ db: database.db, config: cfg }, userId).api;

/** Requests the fake received for one church (by the metadata Huddle sets). */
function stripeRequestsFor(churchId: number, path: string, method = 'POST') {
  return fake.requestsTo(path, method).filter((request) => {
    const metadata = request.params.metadata;
    return typeof metadata === 'object' && !Array.isArray(metadata)
      ? metadata.churchId === String(churchId)
      : false;
  });
}

/**
 * A new church's owner asks for a monthly subscription while Stripe answers `failure`: it is
 * told 502 "Unable to initialize payment" (spec §8) whichever call failed.
 */
async function subscribeWhileStripeFails(failure: Parameters<FakeStripe['failNext']>[0]) {
  const { churchId, userId } = await insertChurchWithUser(database.db);
  fake.failNext(failure);
  const error = await failureOf(
    apiAs(userId).billing.createSubscription({ churchId, billingPeriod: 'monthly' }),
  );
  expect(error.code).toBe('BAD_GATEWAY');
  expect(error.message).toBe(PAYMENT_INIT_FAILED);
  return { churchId, userId };
}

describe('billing.config', () => {
  it('says Stripe is on and gives the publishable key, signed out too', async () => {
    expect(await apiAs().billing.config()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_x' });
  });
});

describe('billing.createSubscription with Stripe', () => {
  it('creates the customer and an incomplete subscription, returns the client secret, and leaves the church unpaid', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);

    const answer = await apiAs(userId).billing.createSubscription({
      churchId,
      plan: 'church_partner',
      billingPeriod: 'monthly',
    });

    expect(answer).toEqual({
      status: 'incomplete',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      mode: 'stripe',
    });
    const [customerCall, ...moreCustomers] = stripeRequestsFor(churchId, '/v1/customers');
    expect(moreCustomers).toEqual([]);
    expect(customerCall?.idempotencyKey).toBe(`church-${churchId}-customer`);
    expect(customerCall?.params).toMatchObject({ email: expect.stringContaining('@example.org') });

    const [subscriptionCall, ...moreSubscriptions] = stripeRequestsFor(
      churchId,
      '/v1/subscriptions',
    );
    expect(moreSubscriptions).toEqual([]);
    expect(subscriptionCall?.idempotencyKey).toBe(
      `church-${churchId}-subscription-monthly-after-none`,
    );
    expect(subscriptionCall?.params).toMatchObject({
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { churchId: String(churchId), billingPeriod: 'monthly' },
      items: [
        {
          price_data: {
            currency: 'usd',
            product: CHURCH_PARTNER_PRODUCT_ID,
            unit_amount: '999',
            recurring: { interval: 'month' },
          },
        },
      ],
    });

    const row = await churchPayment(database.db, churchId);
    expect(row.subscription_status).toBe('unpaid');
    expect(row.subscription_start_date).toBeNull();
    expect(row.billing_period).toBe('monthly');
    expect(row.stripe_customer_id).toMatch(/^cus_/);
    expect(row.stripe_subscription_id).toMatch(/^sub_/);
    expect(fake.subscription(row.stripe_subscription_id!).customer).toBe(row.stripe_customer_id);
    expect(await apiAs(userId).billing.status({ churchId })).toEqual({
      status: 'unpaid',
      billingPeriod: 'monthly',
      currentPeriodEnd: null,
      cancelAt: null,
    });
  });

  it('uses the yearly price for a yearly plan', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db, { role: 'official' });

    await apiAs(userId).billing.createSubscription({ churchId, billingPeriod: 'yearly' });

    const [call] = stripeRequestsFor(churchId, '/v1/subscriptions');
    expect(call?.params).toMatchObject({
      items: [{ price_data: { unit_amount: '10000', recurring: { interval: 'year' } } }],
    });
    expect(call?.idempotencyKey).toBe(`church-${churchId}-subscription-yearly-after-none`);
    expect((await churchPayment(database.db, churchId)).billing_period).toBe('yearly');
  });

  it('uses the configured price ids when there are some', async () => {
    fake.addPrice({ id: 'price_monthly_test', unitAmount: 999, interval: 'month' });
    fake.addPrice({ id: 'price_yearly_test', unitAmount: 10_000, interval: 'year' });
    const withPrices = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_API_BASE: fake.url,
      STRIPE_PRICE_MONTHLY: 'price_monthly_test',
      STRIPE_PRICE_YEARLY: 'price_yearly_test',
    });
    const { churchId, userId } = await insertChurchWithUser(database.db);

    await apiAs(userId, withPrices).billing.createSubscription({
      churchId,
      billingPeriod: 'yearly',
    });

    const [call] = stripeRequestsFor(churchId, '/v1/subscriptions');
    expect(call?.params.items).toEqual([{ price: 'price_yearly_test' }]);
  });

  it('answers a retry of the same plan with the subscription already open, creating nothing', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);
    const api = apiAs(userId);

    const first = await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });
    const second = await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });

    expect(second).toEqual(first);
    expect(stripeRequestsFor(churchId, '/v1/customers')).toHaveLength(1);
    expect(stripeRequestsFor(churchId, '/v1/subscriptions')).toHaveLength(1);
  });

  it('on a plan switch, cancels the unpaid subscription and starts another under a new key, also when switching back', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);
    const api = apiAs(userId);

    await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });
    const monthly = (await churchPayment(database.db, churchId)).stripe_subscription_id!;
    const yearlyAnswer = await api.billing.createSubscription({
      churchId,
      billingPeriod: 'yearly',
    });
    const yearly = (await churchPayment(database.db, churchId)).stripe_subscription_id!;
    await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });
    const monthlyAgain = await churchPayment(database.db, churchId);

    expect(yearlyAnswer.clientSecret).toEqual(expect.any(String));
    expect(new Set([monthly, yearly, monthlyAgain.stripe_subscription_id]).size).toBe(3);
    expect(stripeRequestsFor(churchId, '/v1/subscriptions').map((r) => r.idempotencyKey)).toEqual([
      `church-${churchId}-subscription-monthly-after-none`,
      `church-${churchId}-subscription-yearly-after-${monthly}`,
      `church-${churchId}-subscription-monthly-after-${yearly}`,
    ]);
    const cancelled = fake.requests
      .filter((request) => request.method === 'DELETE')
      .map((request) => request.path);
    expect(cancelled).toEqual(
      expect.arrayContaining([`/v1/subscriptions/${monthly}`, `/v1/subscriptions/${yearly}`]),
    );
    expect(fake.subscription(monthly).status).not.toBe('incomplete');
    expect(monthlyAgain.billing_period).toBe('monthly');
    expect(stripeRequestsFor(churchId, '/v1/customers')).toHaveLength(1);
  });

  it('lets a past_due church pay its open invoice instead of starting a second subscription', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);
    const api = apiAs(userId);
    const first = await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });
    const { stripe_subscription_id } = await churchPayment(database.db, churchId);
    fake.updateSubscription(stripe_subscription_id!, { status: 'past_due' });
    await database.db
      .updateTable('churches')
      .set({ subscription_status: 'past_due' })
      .where('id', '=', churchId)
      .execute();

    const again = await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });

    expect(again).toEqual({ status: 'past_due', clientSecret: first.clientSecret, mode: 'stripe' });
    expect(stripeRequestsFor(churchId, '/v1/subscriptions')).toHaveLength(1);
  });

  it('says active, without a second subscription, when Stripe has the payment but the webhook has not come yet', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);
    const api = apiAs(userId);
    await api.billing.createSubscription({ churchId, billingPeriod: 'yearly' });
    const { stripe_subscription_id } = await churchPayment(database.db, churchId);
    fake.updateSubscription(stripe_subscription_id!, { status: 'active' });

    const again = await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });

    expect(again).toEqual({ status: 'active', clientSecret: null, mode: 'stripe' });
    expect(stripeRequestsFor(churchId, '/v1/subscriptions')).toHaveLength(1);
    expect((await churchPayment(database.db, churchId)).subscription_status).toBe('unpaid');
  });

  it('answers an active church with status active and no client secret, without calling Stripe', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db, {
      church: { subscription_status: 'active' },
    });
    const before = fake.requests.length;

    expect(
      await apiAs(userId).billing.createSubscription({ churchId, billingPeriod: 'monthly' }),
    ).toEqual({ status: 'active', clientSecret: null, mode: 'stripe' });
    expect(fake.requests.length).toBe(before);
  });

  it('turns a Stripe failure into 502 "Unable to initialize payment", keeping the customer for the retry', async () => {
    const { churchId, userId } = await subscribeWhileStripeFails({
      method: 'POST',
      pathPrefix: '/v1/subscriptions',
      status: 500,
      error: { type: 'api_error', message: 'Stripe is having a bad day.' },
    });

    const row = await churchPayment(database.db, churchId);
    expect(row.stripe_customer_id).toMatch(/^cus_/);
    expect(row.stripe_subscription_id).toBeNull();
    expect(row.subscription_status).toBe('unpaid');

    const retry = await apiAs(userId).billing.createSubscription({
      churchId,
      billingPeriod: 'monthly',
    });
    expect(retry.clientSecret).toEqual(expect.any(String));
    expect(stripeRequestsFor(churchId, '/v1/customers')).toHaveLength(1);
    // Stripe remembers the failure under the key for a day; the retry notices the replay and
    // makes one fresh attempt instead of failing until tomorrow.
    const base = `church-${churchId}-subscription-monthly-after-none`;
    expect(stripeRequestsFor(churchId, '/v1/subscriptions').map((r) => r.idempotencyKey)).toEqual([
      base,
      base,
      expect.stringMatching(new RegExp(`^${base}-retry-[0-9a-f-]{36}$`)),
    ]);
    expect((await churchPayment(database.db, churchId)).stripe_subscription_id).toMatch(/^sub_/);
  });

  it('answers a plain failure to create the customer with 502 too', async () => {
    const { churchId } = await subscribeWhileStripeFails({
      method: 'POST',
      pathPrefix: '/v1/customers',
      status: 402,
      error: { type: 'card_error', message: 'Something unexpected.' },
    });
    expect((await churchPayment(database.db, churchId)).stripe_customer_id).toBeNull();
  });
});

describe('billing.createSubscription: who may call it', () => {
  it("refuses another church's owner with 403", async () => {
    const { churchId } = await insertChurchWithUser(database.db);
    const stranger = await insertChurchWithUser(database.db);

    const error = await failureOf(
      apiAs(stranger.userId).billing.createSubscription({ churchId, billingPeriod: 'monthly' }),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('You can only manage billing for your own church.');
    expect((await churchPayment(database.db, churchId)).stripe_customer_id).toBeNull();
  });

  it('refuses a member of the church with 403', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db, { role: 'member' });

    const error = await failureOf(
      apiAs(userId).billing.createSubscription({ churchId, billingPeriod: 'monthly' }),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toMatch(/Only owners and officials/);
  });

  it('refuses a signed-out caller with 401 and a user without a church with 403', async () => {
    const { churchId } = await insertChurchWithUser(database.db);
    const loner = await insertUser(database.db);

    expect(
      (await failureOf(apiAs().billing.createSubscription({ churchId, billingPeriod: 'monthly' })))
        .code,
    ).toBe('UNAUTHORIZED');
    expect(
      (
        await failureOf(
          apiAs(loner).billing.createSubscription({ churchId, billingPeriod: 'monthly' }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('refuses a billing period or plan that does not exist with 400', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);
    const api = apiAs(userId);

    const weekly = await failureOf(
      api.billing.createSubscription({
        churchId,
        billingPeriod: 'weekly' as 'monthly',
      }),
    );
    const gold = await failureOf(
      api.billing.createSubscription({ churchId, plan: 'gold' as 'church_partner' }),
    );

    expect(weekly.code).toBe('BAD_REQUEST');
    expect(weekly.message).toContain('Choose monthly or yearly billing');
    expect(gold.code).toBe('BAD_REQUEST');
    expect(gold.message).toContain('Church Partner is the only plan');
    expect(stripeRequestsFor(churchId, '/v1/customers')).toEqual([]);
  });
});

describe('billing.status', () => {
  it("shows a church's own status to any of its users, and no other church's", async () => {
    const end = new Date('2031-02-03T04:05:06Z');
    const { churchId, userId } = await insertChurchWithUser(database.db, {
      role: 'member',
      church: {
        subscription_status: 'past_due',
        billing_period: 'yearly',
        subscription_end_date: end,
      },
    });
    const stranger = await insertChurchWithUser(database.db);

    expect(await apiAs(userId).billing.status({ churchId })).toEqual({
      status: 'past_due',
      billingPeriod: 'yearly',
      currentPeriodEnd: end,
      cancelAt: null,
    });
    expect((await failureOf(apiAs(stranger.userId).billing.status({ churchId }))).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('billing.completeDemoPayment with Stripe on', () => {
  it('does not exist (404), so nobody can skip the payment', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);

    const error = await failureOf(apiAs(userId).billing.completeDemoPayment({ churchId }));
    expect(error.code).toBe('NOT_FOUND');
    expect((await churchPayment(database.db, churchId)).subscription_status).toBe('unpaid');
  });
});
