import { beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.js';
import { callerFor, failureOf } from '../../testing/test-caller.js';
import { useTestDb } from '../../testing/test-db.js';
import { churchPayment, insertChurchWithUser } from './testing/fixtures.js';

/** Managing the subscription in demo billing (no Stripe keys): the same actions, done here. */

let config: Config;
const database = useTestDb();
beforeAll(() => {
  config = loadConfig({ NODE_ENV: 'test' });
});

const apiAs = (userId?: number) => callerFor({ db: database.db, config }, userId).api;
const DAY_MS = 86_400_000;

/** A church that went through demo checkout and "paid". */
async function paidDemoChurch(billingPeriod: 'monthly' | 'yearly' = 'monthly') {
  const { churchId, userId } = await insertChurchWithUser(database.db);
  const api = apiAs(userId);
  await api.billing.createSubscription({ churchId, billingPeriod });
  await api.billing.completeDemoPayment({ churchId });
  return { churchId, userId, api };
}

describe('demo billing: managing the subscription', () => {
  it('switches monthly to yearly at once, charging the yearly price less the month left', async () => {
    const { churchId, api } = await paidDemoChurch('monthly');

    const answer = await api.billing.changePlan({ churchId, plan: 'yearly' });

    expect(answer).toMatchObject({ status: 'active', billingPeriod: 'yearly', cancelAt: null });
    const row = await churchPayment(database.db, churchId);
    expect(row).toMatchObject({ billing_period: 'yearly', monthly_fee: '8.33' });
    const days = (row.subscription_end_date!.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    const receipts = await api.billing.receipts({ churchId });
    expect(receipts.map((r) => [r.billingPeriod, r.amountCents])).toEqual([
      // Almost the whole month was left: about 9.99 of credit.
      ['yearly', expect.any(Number)],
      ['monthly', 999],
    ]);
    expect(receipts[0]!.amountCents).toBeGreaterThanOrEqual(10_000 - 999);
    expect(receipts[0]!.amountCents).toBeLessThan(10_000 - 950);
    expect(receipts[0]).toMatchObject({
      number: expect.stringMatching(/^DEMO-\d{6}$/),
      description: 'Church Partner subscription (yearly), switched from monthly',
      currency: 'usd',
      url: null,
    });
  });

  it('cancels at the end of the period, refuses a plan switch meanwhile, and resumes', async () => {
    const { churchId, api } = await paidDemoChurch('yearly');
    const periodEnd = (await churchPayment(database.db, churchId)).subscription_end_date;

    const cancelled = await api.billing.cancel({ churchId });
    expect(cancelled).toMatchObject({ status: 'active', cancelAt: periodEnd });
    // Cancelling twice keeps the same end.
    expect((await api.billing.cancel({ churchId })).cancelAt).toEqual(periodEnd);

    const switching = await failureOf(api.billing.changePlan({ churchId, plan: 'monthly' }));
    expect(switching.code).toBe('CONFLICT');
    expect(switching.message).toBe(
      'This subscription is cancelled. Resume it before changing its plan.',
    );

    const resumed = await api.billing.resume({ churchId });
    expect(resumed).toMatchObject({
      status: 'active',
      cancelAt: null,
      currentPeriodEnd: periodEnd,
    });
    expect((await churchPayment(database.db, churchId)).cancel_at).toBeNull();
  });

  it('refuses a church with no subscription (409), another church (403), a member (403), and the portal (404)', async () => {
    const unpaid = await insertChurchWithUser(database.db);
    const noSubscription = await failureOf(
      apiAs(unpaid.userId).billing.cancel({ churchId: unpaid.churchId }),
    );
    expect(noSubscription.code).toBe('CONFLICT');

    const { churchId, api } = await paidDemoChurch();
    const stranger = await failureOf(
      apiAs(unpaid.userId).billing.changePlan({ churchId, plan: 'yearly' }),
    );
    expect(stranger.message).toBe('You can only manage billing for your own church.');
    expect((await failureOf(apiAs(unpaid.userId).billing.receipts({ churchId }))).code).toBe(
      'FORBIDDEN',
    );

    const member = await insertChurchWithUser(database.db, {
      role: 'member',
      church: { subscription_status: 'active' },
    });
    const asMember = await failureOf(
      apiAs(member.userId).billing.resume({ churchId: member.churchId }),
    );
    expect(asMember.code).toBe('FORBIDDEN');

    const portal = await failureOf(api.billing.portal({ churchId }));
    expect(portal.code).toBe('NOT_FOUND');
    expect((await churchPayment(database.db, churchId)).billing_period).toBe('monthly');
  });
});
