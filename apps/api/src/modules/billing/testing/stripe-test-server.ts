import { afterAll, beforeAll } from 'vitest';
import { type Config, loadConfig } from '../../../config.js';
import { type FakeStripe, startFakeStripe } from '../../../testing/fake-stripe.js';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TEST_WEBHOOK_SECRET } from './stripe-webhook.js';

export type StripeTestServer = { fake: FakeStripe; server: TestServer; config: Config };

/** A test server billing with Stripe keys against a fresh fake Stripe, and the config it reads. */
async function startStripeTestServer(): Promise<StripeTestServer> {
  const fake = await startFakeStripe();
  const env = {
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_API_BASE: fake.url,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  };
  const server = await createTestServer(env);
  return { fake, server, config: loadConfig({ NODE_ENV: 'test', ...env }) };
}

/** Starts one for the file's tests (handing it to `onStart`) and stops it after them. */
export function useStripeTestServer(onStart: (started: StripeTestServer) => void) {
  let started: StripeTestServer | undefined;
  beforeAll(async () => {
    started = await startStripeTestServer();
    onStart(started);
  });
  afterAll(async () => {
    await started?.server.close();
    await started?.fake.close();
  });
}
