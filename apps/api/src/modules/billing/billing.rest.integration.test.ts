import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../testing/expect-error.js';
import { type FakeStripe, startFakeStripe } from '../../testing/fake-stripe.js';
import { registerThroughApi, withSession } from '../../testing/http-session.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { churchPayment, insertChurch, linkUser } from './testing/fixtures.js';

let fake: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeStripe();
  server = await createTestServer({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_API_BASE: fake.url,
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** A user signed in over HTTP and linked, as owner, to a church of their own. */
async function signedInOwner() {
  const { user, cookie } = await registerThroughApi(server.app);
  const churchId = await insertChurch(server.db);
  await linkUser(server.db, user.id, churchId, 'owner');
  return { churchId, cookie };
}

function createSubscription(body: unknown, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    payload: body as Record<string, unknown>,
    cookies: withSession(cookie),
  });
}

describe('POST /api/create-subscription', () => {
  it('answers the owner with status and client secret (spec §7), leaving the church unpaid', async () => {
    const { churchId, cookie } = await signedInOwner();

    const response = await createSubscription(
      { churchId, plan: 'church_partner', billingPeriod: 'yearly' },
      cookie,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'incomplete',
      clientSecret: expect.stringMatching(/_secret_/),
      mode: 'stripe',
    });
    expect(await churchPayment(server.db, churchId)).toMatchObject({
      subscription_status: 'unpaid',
      billing_period: 'yearly',
    });
  });

  it('answers a signed-out caller with 401', async () => {
    const response = await createSubscription({ churchId: 1, billingPeriod: 'monthly' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('answers 400 with the field and the reason for a weekly plan or a gold plan', async () => {
    const { churchId, cookie } = await signedInOwner();

    const weekly = await createSubscription({ churchId, billingPeriod: 'weekly' }, cookie);
    const gold = await createSubscription({ churchId, plan: 'gold' }, cookie);

    expectErrorAnswer(
      weekly,
      400,
      'BAD_REQUEST',
      'billingPeriod: Choose monthly or yearly billing',
    );
    expectErrorAnswer(gold, 400, 'BAD_REQUEST', 'plan: Church Partner is the only plan');
  });

  it("answers 403 for another church's subscription", async () => {
    const { churchId } = await signedInOwner();
    const other = await signedInOwner();

    const response = await createSubscription({ churchId, billingPeriod: 'monthly' }, other.cookie);

    expectErrorAnswer(
      response,
      403,
      'ACCESS_DENIED',
      'You can only manage billing for your own church.',
    );
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Stripe fails', async () => {
    const { churchId, cookie } = await signedInOwner();
    fake.failNext({
      method: 'POST',
      pathPrefix: '/v1/customers',
      status: 500,
      error: { type: 'api_error', message: 'Down for maintenance.' },
    });

    const response = await createSubscription({ churchId, billingPeriod: 'monthly' }, cookie);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'PAYMENT_PROVIDER_ERROR' });
    expect(response.body).not.toContain('maintenance');
  });

  it('is listed in /api/openapi.json', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.json().paths['/api/create-subscription']).toHaveProperty('post');
  });
});
