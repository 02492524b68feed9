import { createTestDb } from '@huddle/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createServer } from '../../server.js';
import { postStripeEvent } from './testing/stripe-webhook.js';

/** What a refused webhook leaves in the log: why, never what the unauthenticated sender sent. */

let lines: string[] = [];
let database: Awaited<ReturnType<typeof createTestDb>>;
let server: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  database = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
  });
  server = await createServer({
    db: database.db,
    config,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await server.app.ready();
});
afterAll(async () => {
  await server.stop();
  await database.close();
});

describe('a refused Stripe webhook', () => {
  it('logs the error type and message only, not the body or the signature header', async () => {
    lines = [];
    const secretLooking = 'attacker-controlled-text-4242';
    const response = await postStripeEvent(
      server.app,
      { id: 'evt_x', type: 'customer.subscription.updated', note: secretLooking },
      { secret: 'whsec_wrong' },
    );
    expect(response.statusCode).toBe(400);
    const refused = lines.map((line) => JSON.parse(line)).find((entry) => entry.errorType);
    expect(refused).toMatchObject({
      msg: 'Stripe webhook refused: invalid signature',
      errorType: 'StripeSignatureVerificationError',
    });
    const logged = lines.join('\n');
    expect(logged).not.toContain(secretLooking);
    expect(logged).not.toContain('v1=');
  });
});
