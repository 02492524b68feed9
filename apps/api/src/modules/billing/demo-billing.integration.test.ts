import { beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.js';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { callerFor, failureOf } from '../../testing/test-caller.js';
import { useTestDb } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import { churchPayment, insertChurchWithUser } from './testing/fixtures.js';
import { postStripeEvent } from './testing/stripe-webhook.js';

/** No Stripe keys: the clearly labelled demo billing, so the flow works on a fresh machine. */

let config: Config;

const database = useTestDb();
beforeAll(async () => {
  config = loadConfig({ NODE_ENV: 'test' });
});

const apiAs = (userId?: number) => callerFor({ db: database.db, config }, userId).api;

const DAY_MS = 86_400_000;

describe('demo billing', () => {
  it('says so in billing.config, with no publishable key', async () => {
    expect(await apiAs().billing.config()).toEqual({ mode: 'demo', publishableKey: null });
  });

  it('answers createSubscription with no client secret and mode demo, and activates nothing', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);

    expect(
      await apiAs(userId).billing.createSubscription({ churchId, billingPeriod: 'yearly' }),
    ).toEqual({ status: 'incomplete', clientSecret: null, mode: 'demo' });

    const row = await churchPayment(database.db, churchId);
    expect(row.subscription_status).toBe('unpaid');
    expect(row.billing_period).toBe('yearly');
    expect(row.stripe_customer_id).toBeNull();
  });

  it('activates a yearly church on completeDemoPayment: dates a year apart, fee 8.33 a month', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db);
    const api = apiAs(userId);
    await api.billing.createSubscription({ churchId, billingPeriod: 'yearly' });
    const before = Date.now();

    const answer = await api.billing.completeDemoPayment({ churchId });

    expect(answer).toMatchObject({ status: 'active', billingPeriod: 'yearly', mode: 'demo' });
    const row = await churchPayment(database.db, churchId);
    expect(row.subscription_status).toBe('active');
    expect(row.billing_period).toBe('yearly');
    expect(row.monthly_fee).toBe('8.33');
    expect(row.stripe_customer_id).toBeNull();
    expect(row.stripe_subscription_id).toBeNull();
    const start = row.subscription_start_date!.getTime();
    const end = row.subscription_end_date!.getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(Math.round((end - start) / DAY_MS)).toBeGreaterThanOrEqual(365);
    expect(Math.round((end - start) / DAY_MS)).toBeLessThanOrEqual(366);
    expect(answer.currentPeriodEnd).toEqual(row.subscription_end_date);

    // Paid now: the checkout says so and sends the user on.
    expect(await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' })).toEqual({
      status: 'active',
      clientSecret: null,
      mode: 'demo',
    });
  });

  it('activates a monthly church for one month at 9.99', async () => {
    const { churchId, userId } = await insertChurchWithUser(database.db, { role: 'official' });
    const api = apiAs(userId);
    await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });

    await api.billing.completeDemoPayment({ churchId });

    const row = await churchPayment(database.db, churchId);
    expect(row.subscription_status).toBe('active');
    expect(row.billing_period).toBe('monthly');
    expect(row.monthly_fee).toBe('9.99');
    const days =
      (row.subscription_end_date!.getTime() - row.subscription_start_date!.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(await api.billing.status({ churchId })).toEqual({
      status: 'active',
      billingPeriod: 'monthly',
      currentPeriodEnd: row.subscription_end_date,
      cancelAt: null,
    });
  });

  it('does not extend a church that is already active', async () => {
    const end = new Date('2031-01-01T00:00:00Z');
    const { churchId, userId } = await insertChurchWithUser(database.db, {
      church: { subscription_status: 'active', subscription_end_date: end },
    });

    await apiAs(userId).billing.completeDemoPayment({ churchId });

    expect((await churchPayment(database.db, churchId)).subscription_end_date).toEqual(end);
  });

  it('lets only the church’s owners and officials complete the payment', async () => {
    const member = await insertChurchWithUser(database.db, { role: 'member' });
    const stranger = await insertChurchWithUser(database.db);

    const asMember = await failureOf(
      apiAs(member.userId).billing.completeDemoPayment({ churchId: member.churchId }),
    );
    const asStranger = await failureOf(
      apiAs(stranger.userId).billing.completeDemoPayment({ churchId: member.churchId }),
    );
    const signedOut = await failureOf(
      apiAs().billing.completeDemoPayment({ churchId: member.churchId }),
    );

    expect([asMember.code, asStranger.code, signedOut.code]).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
      'UNAUTHORIZED',
    ]);
    expect((await churchPayment(database.db, member.churchId)).subscription_status).toBe('unpaid');
  });
});

describe('POST /api/stripe/webhook in demo mode', () => {
  it('answers 503: webhooks are not configured', async () => {
    const server = await createTestServer();
    try {
      const response = await postStripeEvent(server.app, { id: 'evt_1', type: 'ping' });
      expectErrorAnswer(response, 503, 'SERVICE_UNAVAILABLE', 'Webhooks are not configured');
    } finally {
      await server.close();
    }
  });
});
