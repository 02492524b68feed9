import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import type { FakeStripe } from '../../testing/fake-stripe.js';
import { callerFor } from '../../testing/test-caller.js';
import type { TestServer } from '../../testing/test-server.js';
import { stripeClient } from './stripe-client.js';
import { churchPayment, insertChurchWithUser } from './testing/fixtures.js';
import { useStripeTestServer } from './testing/stripe-test-server.js';
import { postStripeEvent } from './testing/stripe-webhook.js';

let fake: FakeStripe;
let server: TestServer;
let config: Config;

useStripeTestServer((started) => {
  ({ fake, server, config } = started);
});

/** A church whose owner went through checkout: an incomplete subscription at the fake. */
async function churchInCheckout(billingPeriod: 'monthly' | 'yearly' = 'monthly') {
  const { churchId, userId } = await insertChurchWithUser(server.db);
  const { api } = callerFor({ db: server.db, config }, userId);
  await api.billing.createSubscription({ churchId, billingPeriod });
  const subscriptionId = (await churchPayment(server.db, churchId)).stripe_subscription_id!;
  return { churchId, userId, api, subscriptionId };
}

function subscriptionEvent(type: string, subscriptionId: string, created?: number) {
  return fake.event(`customer.subscription.${type}`, fake.subscription(subscriptionId), {
    created,
  });
}

async function recordedEvents(id?: string) {
  let query = server.db.selectFrom('stripe_events').select(['id', 'type', 'created']);
  if (id) query = query.where('id', '=', id);
  return query.execute();
}

const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : null);

describe('POST /api/stripe/webhook: signatures', () => {
  it('refuses a wrong secret, a missing header and a changed body with 400, changing nothing', async () => {
    const { churchId, subscriptionId } = await churchInCheckout();
    fake.updateSubscription(subscriptionId, { status: 'active' });
    const event = subscriptionEvent('updated', subscriptionId);
    const forged = JSON.stringify({ ...event, id: 'evt_forged' });

    const responses = await Promise.all([
      postStripeEvent(server.app, event, { secret: 'whsec_someone_else' }),
      postStripeEvent(server.app, event, { signature: null }),
      postStripeEvent(server.app, event, { payload: forged }),
      postStripeEvent(server.app, event, { signature: 't=1,v1=deadbeef' }),
    ]);

    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: 'Invalid signature' });
    }
    expect((await churchPayment(server.db, churchId)).subscription_status).toBe('unpaid');
    expect(await recordedEvents(event.id)).toEqual([]);
    expect(await recordedEvents('evt_forged')).toEqual([]);
  });
});

describe('POST /api/stripe/webhook: subscription changes', () => {
  it('activates the church from customer.subscription.updated, once however often it is delivered', async () => {
    const { churchId, subscriptionId } = await churchInCheckout();
    const paid = fake.updateSubscription(subscriptionId, { status: 'active' });
    const event = subscriptionEvent('updated', subscriptionId);

    const first = await postStripeEvent(server.app, event);

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const row = await churchPayment(server.db, churchId);
    expect(row).toMatchObject({
      subscription_status: 'active',
      billing_period: 'monthly',
      monthly_fee: '9.99',
      stripe_subscription_id: subscriptionId,
      stripe_customer_id: paid.customer,
    });
    expect(seconds(row.subscription_start_date)).toBe(paid.start_date);
    expect(seconds(row.subscription_end_date)).toBe(paid.items.data[0]!.current_period_end);

    // Stripe moves on, then redelivers the first event: it must not be applied a second time.
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const again = await postStripeEvent(server.app, event);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await churchPayment(server.db, churchId)).subscription_status).toBe('active');
    expect(await recordedEvents(event.id)).toEqual([
      {
        id: event.id,
        type: 'customer.subscription.updated',
        created: new Date(event.created * 1000),
      },
    ]);
  });

  it('follows active → past_due → canceled with the dates of each, for a yearly plan', async () => {
    const { churchId, subscriptionId } = await churchInCheckout('yearly');

    fake.updateSubscription(subscriptionId, { status: 'active' });
    await postStripeEvent(server.app, subscriptionEvent('updated', subscriptionId));
    const active = await churchPayment(server.db, churchId);
    expect(active).toMatchObject({
      subscription_status: 'active',
      billing_period: 'yearly',
      monthly_fee: '8.33',
    });

    const renewalDue = fake.advanceClock(365 * 86_400);
    fake.updateSubscription(subscriptionId, {
      status: 'past_due',
      currentPeriodEnd: renewalDue + 365 * 86_400,
    });
    await postStripeEvent(server.app, subscriptionEvent('updated', subscriptionId));
    const pastDue = await churchPayment(server.db, churchId);
    expect(pastDue.subscription_status).toBe('past_due');
    expect(seconds(pastDue.subscription_end_date)).toBe(renewalDue + 365 * 86_400);
    expect(pastDue.subscription_start_date).toEqual(active.subscription_start_date);

    const endedAt = fake.advanceClock(14 * 86_400);
    fake.updateSubscription(subscriptionId, { status: 'canceled', endedAt });
    const deleted = await postStripeEvent(server.app, subscriptionEvent('deleted', subscriptionId));
    expect(deleted.statusCode).toBe(200);
    const canceled = await churchPayment(server.db, churchId);
    expect(canceled.subscription_status).toBe('canceled');
    expect(seconds(canceled.subscription_end_date)).toBe(endedAt);
  });

  it('does not roll the status back when an older event arrives after a newer one', async () => {
    const { churchId, subscriptionId } = await churchInCheckout();
    fake.updateSubscription(subscriptionId, { status: 'active' });
    const older = subscriptionEvent('updated', subscriptionId); // says "active"
    fake.advanceClock(60);
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    const newer = subscriptionEvent('updated', subscriptionId); // says "past_due"

    await postStripeEvent(server.app, newer);
    const late = await postStripeEvent(server.app, older);

    expect(late.statusCode).toBe(200);
    expect(older.data.object).toMatchObject({ status: 'active' });
    expect((await churchPayment(server.db, churchId)).subscription_status).toBe('past_due');
  });

  it('applies invoice.paid by reading the subscription it paid', async () => {
    const { churchId, subscriptionId } = await churchInCheckout();
    const subscription = fake.updateSubscription(subscriptionId, { status: 'active' });
    const invoice = {
      id: subscription.latest_invoice,
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
      },
    };

    const response = await postStripeEvent(server.app, fake.event('invoice.paid', invoice));

    expect(response.statusCode).toBe(200);
    expect((await churchPayment(server.db, churchId)).subscription_status).toBe('active');
  });

  it('finds the church by the metadata when checkout never stored the ids (a lost answer)', async () => {
    const { churchId } = await insertChurchWithUser(server.db);
    fake.addPrice({ id: 'price_lost_answer', unitAmount: 999, interval: 'month' });
    if (config.billing.mode !== 'stripe') throw new Error('Stripe billing expected');
    const stripe = stripeClient(config.billing.stripe);
    const customer = await stripe.customers.create({ metadata: { churchId: String(churchId) } });
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: 'price_lost_answer' }],
      payment_behavior: 'default_incomplete',
      metadata: { churchId: String(churchId) },
    });
    fake.updateSubscription(created.id, { status: 'active' });

    await postStripeEvent(server.app, subscriptionEvent('updated', created.id));

    expect(await churchPayment(server.db, churchId)).toMatchObject({
      subscription_status: 'active',
      stripe_customer_id: customer.id,
      stripe_subscription_id: created.id,
    });
  });

  it('ignores the end of a subscription the church replaced by switching plan', async () => {
    const { churchId, api, subscriptionId: monthly } = await churchInCheckout('monthly');
    await api.billing.createSubscription({ churchId, billingPeriod: 'yearly' });
    const yearly = (await churchPayment(server.db, churchId)).stripe_subscription_id;
    expect(fake.subscription(monthly).status).not.toBe('incomplete');

    const response = await postStripeEvent(server.app, subscriptionEvent('deleted', monthly));

    expect(response.statusCode).toBe(200);
    expect(await churchPayment(server.db, churchId)).toMatchObject({
      subscription_status: 'unpaid',
      billing_period: 'yearly',
      stripe_subscription_id: yearly,
    });
  });

  it('answers 500 and records nothing when Stripe cannot be read, so the retry applies the event', async () => {
    const { churchId, subscriptionId } = await churchInCheckout();
    fake.updateSubscription(subscriptionId, { status: 'active' });
    const event = subscriptionEvent('updated', subscriptionId);
    fake.failNext({
      method: 'GET',
      pathPrefix: '/v1/subscriptions/',
      status: 500,
      error: { type: 'api_error', message: 'Try again later.' },
    });

    const failed = await postStripeEvent(server.app, event);
    expect(failed.statusCode).toBe(500);
    expect(await recordedEvents(event.id)).toEqual([]);
    expect((await churchPayment(server.db, churchId)).subscription_status).toBe('unpaid');

    const retried = await postStripeEvent(server.app, event);
    expect(retried.json()).toEqual({ received: true });
    expect((await churchPayment(server.db, churchId)).subscription_status).toBe('active');
  });

  it('answers 200 to an event type it does not use, and records nothing', async () => {
    const event = fake.event('charge.succeeded', { id: 'ch_1', object: 'charge' });

    const response = await postStripeEvent(server.app, event);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await recordedEvents(event.id)).toEqual([]);
  });
});
