import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';

export const TEST_WEBHOOK_SECRET = 'whsec_test';

/** POSTs an event to the webhook as Stripe would, signed with the SDK's own test helper. */
export function postStripeEvent(
  app: FastifyInstance,
  event: unknown,
  options: { secret?: string; signature?: string | null; payload?: string } = {},
): Promise<LightMyRequestResponse> {
  const payload = options.payload ?? JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: options.secret ?? TEST_WEBHOOK_SECRET,
        })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}
