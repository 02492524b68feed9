import type { NewChurch } from '@huddle/db';
import { churchValues } from '@huddle/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/test-server.js';
import { churchPaymentList, paymentAnalytics } from './admin-payments.service.js';
import { adminTokenFor, bearer, createAdmin } from './testing/admin-fixtures.js';

let token: string;

const NOW = new Date('2030-06-15T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const ids: Record<string, number> = {};

async function church(key: string, values: Partial<NewChurch>) {
  const row = await server.db
    .insertInto('churches')
    .values(churchValues({ name: `Payments ${key}`, ...values }))
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

const server = useTestServer();

const asAdmin = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
beforeAll(async () => {
  token = await adminTokenFor(server.app, await createAdmin(server.db));
  const active = { subscription_status: 'active' as const };
  await church('monthly', { ...active, monthly_fee: '9.99', subscription_start_date: daysAgo(10) });
  await church('yearlyA', {
    ...active,
    billing_period: 'yearly',
    monthly_fee: '8.33',
    subscription_start_date: daysAgo(40),
  });
  await church('yearlyB', {
    ...active,
    billing_period: 'yearly',
    monthly_fee: '8.33',
    subscription_start_date: daysAgo(100),
    // Cancelled at the end of its year: still active until then.
    cancel_at: daysAgo(-265),
  });
  await church('pastDue', {
    subscription_status: 'past_due',
    subscription_start_date: daysAgo(20),
  });
  await church('canceledRecent', {
    subscription_status: 'canceled',
    subscription_start_date: daysAgo(200),
    subscription_end_date: daysAgo(5),
  });
  await church('canceledOld', {
    subscription_status: 'canceled',
    subscription_start_date: daysAgo(300),
    subscription_end_date: daysAgo(31),
  });
  await church('unpaid', {});
  // Exactly on the 30-day boundary, and one millisecond before it.
  await church('onBoundary', {
    subscription_status: 'incomplete',
    subscription_start_date: daysAgo(30),
  });
  await church('pastBoundary', {
    subscription_status: 'incomplete',
    subscription_start_date: new Date(daysAgo(30).getTime() - 1),
  });
});

describe('payment analytics', () => {
  it('counts MRR with a yearly plan as 100/12, to 2 decimals', async () => {
    // 9.99 + 2 × 100/12 = 26.6566… → 26.66; past_due and canceled plans bring nothing.
    const figures = await paymentAnalytics(server.db, '30d', NOW);
    expect(figures.monthlyRecurringRevenue).toBe(26.66);
    expect(figures.activeSubscriptions).toBe(3);
  });

  it.each([
    ['7d', 0, 1],
    // monthly (10 d), pastDue (20 d), onBoundary (exactly 30 d); canceledRecent ended 5 d ago.
    ['30d', 3, 1],
    ['90d', 5, 2],
    ['all', 8, 2],
  ] as const)(
    'counts new and churned subscriptions inside %s, its first instant included',
    async (period, newSubscriptions, churned) => {
      expect(await paymentAnalytics(server.db, period, NOW)).toMatchObject({
        newSubscriptions,
        churned,
      });
    },
  );

  it('is served at GET /api/admin/payments with 30d by default, and refuses a bad period', async () => {
    const response = await asAdmin('/api/admin/payments');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      monthlyRecurringRevenue: 26.66,
      activeSubscriptions: 3,
      newSubscriptions: expect.any(Number),
      churned: expect.any(Number),
    });
    const bad = await asAdmin('/api/admin/payments?period=2w');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose a period: 7d, 30d, 90d, 1y or all');
  });
});

describe('church payment list', () => {
  it('shows unpaid, monthly and no start or days for a church that never subscribed', async () => {
    const list = await churchPaymentList(server.db, NOW);
    expect(list.find((item) => item.id === ids.unpaid)).toEqual({
      id: ids.unpaid,
      name: 'Payments unpaid',
      email: expect.any(String),
      subscriptionStatus: 'unpaid',
      billingPeriod: 'monthly',
      monthlyFee: 9.99,
      subscriptionStartDate: null,
      daysActive: null,
      cancelAt: null,
    });
  });

  it('says when a cancelled subscription that still runs ends', async () => {
    const list = await churchPaymentList(server.db, NOW);
    const byId = (key: string) => list.find((item) => item.id === ids[key]);
    expect(byId('yearlyB')).toMatchObject({
      subscriptionStatus: 'active',
      cancelAt: daysAgo(-265),
    });
    expect(byId('yearlyA')?.cancelAt).toBeNull();
  });

  it('counts days active to now, or to the end of a canceled subscription', async () => {
    const list = await churchPaymentList(server.db, NOW);
    const byId = (key: string) => list.find((item) => item.id === ids[key]);
    expect(byId('monthly')).toMatchObject({ daysActive: 10, monthlyFee: 9.99 });
    expect(byId('yearlyA')).toMatchObject({ daysActive: 40, monthlyFee: 8.33 });
    expect(byId('canceledRecent')).toMatchObject({ daysActive: 195 });
  });

  it('answers both lists over REST without Stripe ids, newest first', async () => {
    const payments = await asAdmin('/api/admin/church-payments');
    expect(payments.statusCode).toBe(200);
    expect(payments.body).not.toContain('stripe');
    const churches = await asAdmin('/api/admin/churches');
    expect(churches.statusCode).toBe(200);
    const list = churches.json() as { id: number; name: string }[];
    expect(list).toHaveLength(Object.keys(ids).length);
    expect(list[0]).toEqual({
      id: ids.pastBoundary,
      name: 'Payments pastBoundary',
      city: 'Springfield',
      state: 'IL',
      email: expect.any(String),
      createdAt: expect.any(String),
      eventCount: 0,
      subscriptionStatus: 'incomplete',
      billingPeriod: 'monthly',
    });
  });

  it('refuses every admin list without a token', async () => {
    for (const url of [
      '/api/admin/payments',
      '/api/admin/churches',
      '/api/admin/church-payments',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });
});
