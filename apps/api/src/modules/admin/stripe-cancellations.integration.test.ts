import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig, type StripeSettings } from '../../config.js';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.js';
import { callerFor } from '../../testing/test-caller.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { waitFor } from '../../testing/wait.js';
import { churchPayment, insertChurchWithUser } from '../billing/testing/fixtures.js';
import { processStripeCancellations } from './stripe-cancellations.js';
import { adminTokenFor, bearer, createAdmin } from './testing/admin-fixtures.js';

let fake: FakeStripe;
let server: TestServer;
let config: Config;
let stripe: StripeSettings;
let token: string;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  fake = await startFakeStripe();
  const env = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: fake.url };
  server = await createTestServer(env);
  config = loadConfig({ NODE_ENV: 'test', ...env });
  if (config.billing.mode !== 'stripe') throw new Error('expected Stripe billing');
  stripe = config.billing.stripe;
  token = await adminTokenFor(server.app, await createAdmin(server.db));
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A church whose owner started checkout: a subscription exists at the fake Stripe. */
async function churchWithSubscription() {
  const { churchId, userId } = await insertChurchWithUser(server.db);
  const { api } = callerFor({ db: server.db, config }, userId);
  await api.billing.createSubscription({ churchId, billingPeriod: 'monthly' });
  fake.updateSubscription((await churchPayment(server.db, churchId)).stripe_subscription_id!, {
    status: 'active',
  });
  return {
    churchId,
    subscriptionId: (await churchPayment(server.db, churchId)).stripe_subscription_id!,
  };
}

async function deleteChurch(churchId: number) {
  const response = await server.app.inject({
    method: 'DELETE',
    url: `/api/admin/churches/${churchId}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
}

const cancellation = (subscriptionId: string) =>
  server.db
    .selectFrom('stripe_cancellations')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirstOrThrow();

describe('canceling the Stripe subscription of a deleted church', () => {
  it('queues the cancellation with the deletion and cancels once at Stripe', async () => {
    const { churchId, subscriptionId } = await churchWithSubscription();
    await deleteChurch(churchId);
    expect(await cancellation(subscriptionId)).toMatchObject({ done_at: null, attempts: 0 });

    expect(await processStripeCancellations(server.db, stripe, log)).toBe(1);
    expect(fake.subscription(subscriptionId).status).toBe('canceled');
    expect((await cancellation(subscriptionId)).done_at).toBeInstanceOf(Date);

    // Nothing left to do: a second run calls Stripe no more.
    const deletes = fake.requestsTo(`/v1/subscriptions/${subscriptionId}`, 'DELETE').length;
    expect(await processStripeCancellations(server.db, stripe, log)).toBe(0);
    expect(fake.requestsTo(`/v1/subscriptions/${subscriptionId}`, 'DELETE')).toHaveLength(deletes);
  });

  it('retries later when Stripe fails, and takes an already canceled subscription as done', async () => {
    const { churchId, subscriptionId } = await churchWithSubscription();
    await deleteChurch(churchId);
    fake.failNext({
      method: 'DELETE',
      pathPrefix: '/v1/subscriptions',
      status: 500,
      error: { type: 'api_error', message: 'Stripe is having a moment' },
    });
    expect(await processStripeCancellations(server.db, stripe, log)).toBe(0);
    const failed = await cancellation(subscriptionId);
    expect(failed).toMatchObject({ attempts: 1, done_at: null });
    expect(failed.last_error).toContain('Stripe is having a moment');
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    // Canceled meanwhile at Stripe (the failed call went through after all): done, no new call.
    fake.updateSubscription(subscriptionId, { status: 'canceled' });
    const later = () => new Date(Date.now() + 10 * 60_000);
    expect(await processStripeCancellations(server.db, stripe, log, later)).toBe(1);
    expect((await cancellation(subscriptionId)).done_at).toBeInstanceOf(Date);
  });

  it('takes a subscription Stripe no longer knows as done', async () => {
    await server.db
      .insertInto('stripe_cancellations')
      .values({ subscription_id: 'sub_unknown_to_stripe' })
      .execute();
    // The server's own worker may claim it first: either way it ends done, never retried.
    await processStripeCancellations(server.db, stripe, log);
    const row = await waitFor(
      'the cancellation done',
      async () => {
        const found = await cancellation('sub_unknown_to_stripe');
        return found.done_at ? found : undefined;
      },
      10_000,
    );
    expect(row.attempts).toBe(0);
  });
});
