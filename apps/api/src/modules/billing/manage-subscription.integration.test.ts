import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import type { FakeStripe } from '../../testing/fake-stripe.js';
import { signedInChurchUser, withSession } from '../../testing/http-session.js';
import { callerFor, failureOf } from '../../testing/test-caller.js';
import type { TestServer } from '../../testing/test-server.js';
import { stripeClient } from './stripe-client.js';
import { churchPayment, insertChurchWithUser } from './testing/fixtures.js';
import { useStripeTestServer } from './testing/stripe-test-server.js';
import { postStripeEvent } from './testing/stripe-webhook.js';

/** Managing a running subscription with Stripe keys set: every change goes through the SDK. */

let fake: FakeStripe;
let server: TestServer;
let config: Config;

useStripeTestServer((started) => {
  ({ fake, server, config } = started);
});

const UNPAID = { status: 'unpaid' } as const;
const apiAs = (userId: number) => callerFor({ db: server.db, config }, userId).api;

/** A church that paid at checkout: Stripe's subscription active, the webhook applied. */
async function payingChurch(billingPeriod: 'monthly' | 'yearly' = 'monthly') {
  const { churchId, userId } = await insertChurchWithUser(server.db);
  const api = apiAs(userId);
  await api.billing.createSubscription({ churchId, billingPeriod });
  const subscriptionId = (await churchPayment(server.db, churchId)).stripe_subscription_id!;
  fake.updateSubscription(subscriptionId, { status: 'active' });
  await deliver('updated', subscriptionId);
  return { churchId, userId, api, subscriptionId };
}

async function deliver(type: string, subscriptionId: string) {
  const event = fake.event(`customer.subscription.${type}`, fake.subscription(subscriptionId));
  const response = await postStripeEvent(server.app, event);
  expect(response.statusCode).toBe(200);
}

const updatesOf = (subscriptionId: string) =>
  fake.requestsTo(`/v1/subscriptions/${subscriptionId}`, 'POST');

describe('switching plans with Stripe', () => {
  it('moves the subscription to the yearly price, invoiced at once, and the church shows yearly at 8.33', async () => {
    const { churchId, api, subscriptionId } = await payingChurch('monthly');

    const answer = await api.billing.changePlan({ churchId, plan: 'yearly' });

    const [update] = updatesOf(subscriptionId);
    const yearlyPrice = fake.subscription(subscriptionId).items.data[0]!.price;
    expect(yearlyPrice).toMatchObject({ unit_amount: 10_000, recurring: { interval: 'year' } });
    expect(update!.params).toMatchObject({
      items: [{ price: yearlyPrice.id }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(update!.idempotencyKey).toMatch(new RegExp(`^church-${churchId}-plan-yearly-`));
    expect(answer).toMatchObject({ status: 'active', billingPeriod: 'yearly', cancelAt: null });
    expect(await churchPayment(server.db, churchId)).toMatchObject({
      billing_period: 'yearly',
      monthly_fee: '8.33',
    });

    // Stripe's own webhook for the change re-reads the subscription and agrees.
    await deliver('updated', subscriptionId);
    expect((await churchPayment(server.db, churchId)).billing_period).toBe('yearly');

    // The switch's invoice is a receipt, beside the first payment; newest first.
    const receipts = await api.billing.receipts({ churchId });
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.amountCents).toBeGreaterThan(9000);
    expect(receipts[0]!.amountCents).toBeLessThanOrEqual(10_000 - 900);
    expect(receipts[1]!.amountCents).toBe(999);
    expect(receipts[0]!.url).toMatch(/^https:\/\/invoice\.stripe\.com\//);
  });

  it('asks Stripe nothing for the plan already chosen', async () => {
    const { churchId, api, subscriptionId } = await payingChurch('yearly');
    expect(await api.billing.changePlan({ churchId, plan: 'yearly' })).toMatchObject({
      billingPeriod: 'yearly',
    });
    expect(updatesOf(subscriptionId)).toEqual([]);
  });

  it('says the card failed when Stripe declines the payment of the switch, changing nothing', async () => {
    const { churchId, api, subscriptionId } = await payingChurch('monthly');
    fake.failNext({
      method: 'POST',
      pathPrefix: `/v1/subscriptions/${subscriptionId}`,
      status: 402,
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });

    const failure = await failureOf(api.billing.changePlan({ churchId, plan: 'yearly' }));

    expect(failure.code).toBe('CONFLICT');
    expect(failure.message).toMatch(/^The payment for the change failed: Your card was declined/);
    expect((await churchPayment(server.db, churchId)).billing_period).toBe('monthly');
  });
});

describe('cancelling at the end of the period with Stripe', () => {
  it('cancels at period end and resumes, each at Stripe, and cancels again after a resume', async () => {
    const { churchId, api, subscriptionId } = await payingChurch();
    const periodEnd = fake.subscription(subscriptionId).items.data[0]!.current_period_end;

    const cancelled = await api.billing.cancel({ churchId });

    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    expect(cancelled).toMatchObject({ status: 'active', cancelAt: new Date(periodEnd * 1000) });
    expect(await failureOf(api.billing.changePlan({ churchId, plan: 'yearly' }))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/Resume it before/),
    });

    const resumed = await api.billing.resume({ churchId });
    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(false);
    expect(resumed.cancelAt).toBeNull();

    // A new key (the church row changed in between), so Stripe does not replay the first cancel.
    await api.billing.cancel({ churchId });
    expect(fake.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    const keys = updatesOf(subscriptionId).map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });

  it("follows the Customer Portal's changes through the webhook: the new plan and the end date", async () => {
    const { churchId, subscriptionId } = await payingChurch('monthly');
    if (config.billing.mode !== 'stripe') throw new Error('The test server bills with Stripe');
    const stripe = stripeClient(config.billing.stripe);
    const yearly = fake.addPrice({ unitAmount: 10_000, interval: 'year' });
    const item = fake.subscription(subscriptionId).items.data[0]!;
    // What the portal does at Stripe on the church's behalf; Huddle hears of it by webhook only.
    await stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: yearly.id }],
    });
    const cancelAt = fake.now() + 30 * 86_400;
    await stripe.subscriptions.update(subscriptionId, { cancel_at: cancelAt });

    await deliver('updated', subscriptionId);

    expect(await churchPayment(server.db, churchId)).toMatchObject({
      subscription_status: 'active',
      billing_period: 'yearly',
      monthly_fee: '8.33',
      cancel_at: new Date(cancelAt * 1000),
    });

    // Resuming takes the portal's cancel_at back, the way Stripe accepts it.
    const resumed = await apiAs((await ownerOf(churchId)).user_id).billing.resume({ churchId });
    expect(resumed.cancelAt).toBeNull();
    expect(updatesOf(subscriptionId).at(-1)!.params).toEqual({ cancel_at: '' });
  });
});

describe('POST /api/billing/portal and the other REST paths', () => {
  it("answers the portal's URL, with a configuration for the two prices, cancel at period end and the card", async () => {
    const { churchId, cookie } = await signedInChurchUser(server.app, server.db, UNPAID);
    const { subscriptionId } = await paidFor(churchId);

    const response = await server.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      payload: { churchId },
      cookies: withSession(cookie),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//),
    });
    const [session] = fake.requestsTo('/v1/billing_portal/sessions');
    const customer = fake.subscription(subscriptionId).customer;
    expect(session!.params).toMatchObject({
      customer,
      return_url: expect.stringMatching(/^https?:\/\/[^/]+\/subscription$/),
    });
    const configuration = fake
      .portalConfigurations()
      .find((c) => c.id === session!.params.configuration) as {
      features: Record<string, Record<string, unknown>>;
    };
    const prices = fake.requestsTo('/v1/prices').map((request) => request.params);
    expect(prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unit_amount: '999', recurring: { interval: 'month' } }),
        expect.objectContaining({ unit_amount: '10000', recurring: { interval: 'year' } }),
      ]),
    );
    expect(configuration.features).toMatchObject({
      subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
      payment_method_update: { enabled: 'true' },
      invoice_history: { enabled: 'true' },
      subscription_update: {
        enabled: 'true',
        default_allowed_updates: ['price'],
        products: [{ prices: [expect.any(String), expect.any(String)] }],
      },
    });

    // A second visit reuses the configuration.
    await server.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      payload: { churchId },
      cookies: withSession(cookie),
    });
    expect(fake.portalConfigurations()).toHaveLength(1);
  });

  it('switches the plan and lists receipts over REST, and refuses another church with 403', async () => {
    const { churchId, cookie } = await signedInChurchUser(server.app, server.db, UNPAID);
    await paidFor(churchId);
    const stranger = await signedInChurchUser(server.app, server.db);

    const plan = await server.app.inject({
      method: 'POST',
      url: '/api/billing/plan',
      payload: { churchId, plan: 'yearly' },
      cookies: withSession(cookie),
    });
    expect(plan.statusCode).toBe(200);
    expect(plan.json()).toMatchObject({ billingPeriod: 'yearly', cancelAt: null });

    const receipts = await server.app.inject({
      method: 'GET',
      url: `/api/billing/receipts?churchId=${churchId}`,
      cookies: withSession(cookie),
    });
    expect(receipts.statusCode).toBe(200);
    expect(receipts.json()).toHaveLength(2);

    for (const [method, url] of [
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/plan'],
      ['POST', '/api/billing/portal'],
      ['GET', `/api/billing/receipts?churchId=${churchId}`],
    ] as const) {
      const refused = await server.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { churchId, plan: 'monthly' } } : {}),
        cookies: withSession(stranger.cookie),
      });
      expectErrorAnswer(
        refused,
        403,
        'ACCESS_DENIED',
        'You can only manage billing for your own church.',
      );
    }
    expect((await churchPayment(server.db, churchId)).billing_period).toBe('yearly');
  });

  it('answers 409 for a church with no subscription, and 403 to a member', async () => {
    // Active in our table (an import, say) but with no Stripe subscription to change.
    const { churchId, cookie } = await signedInChurchUser(server.app, server.db);
    const cancel = await server.app.inject({
      method: 'POST',
      url: '/api/billing/cancel',
      payload: { churchId },
      cookies: withSession(cookie),
    });
    expectErrorAnswer(
      cancel,
      409,
      'NO_SUBSCRIPTION',
      'This church has no Church Partner subscription to manage. Subscribe first.',
    );

    const member = await insertChurchWithUser(server.db, { role: 'member' });
    const asMember = await failureOf(
      apiAs(member.userId).billing.cancel({ churchId: member.churchId }),
    );
    expect(asMember.code).toBe('FORBIDDEN');
    expect(asMember.message).toBe(
      'Only owners and officials can manage the Church Partner subscription.',
    );
  });
});

/** Checkout and payment for a church made over HTTP. */
async function paidFor(churchId: number) {
  const owner = await ownerOf(churchId);
  await apiAs(owner.user_id).billing.createSubscription({ churchId, billingPeriod: 'monthly' });
  const subscriptionId = (await churchPayment(server.db, churchId)).stripe_subscription_id!;
  fake.updateSubscription(subscriptionId, { status: 'active' });
  await deliver('updated', subscriptionId);
  return { subscriptionId };
}

function ownerOf(churchId: number) {
  return server.db
    .selectFrom('church_users')
    .select('user_id')
    .where('church_id', '=', churchId)
    .executeTakeFirstOrThrow();
}
