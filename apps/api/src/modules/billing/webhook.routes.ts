import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDependencies } from '../../context.js';
import type { ErrorBody } from '../../rest/http-error.js';
import { stripeClient } from './stripe-client.js';
import { handleStripeEvent } from './webhooks.js';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * POST /api/stripe/webhook in a Fastify context of its own: there every body stays a raw Buffer,
 * because Stripe signs the exact bytes it sent. The CSRF guard lets this path through (Stripe is
 * no browser; the signature is the check).
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: AppDependencies) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const { billing } = deps.config;
      if (billing.mode !== 'stripe' || !billing.stripe.webhookSecret) {
        return send(reply, 503, {
          error: 'SERVICE_UNAVAILABLE',
          message: 'Webhooks are not configured',
        });
      }
      const stripe = stripeClient(billing.stripe);
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof stripe.webhooks.constructEvent>;
      try {
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw new Error('No body or no Stripe-Signature header');
        }
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          billing.stripe.webhookSecret,
        );
      } catch (error) {
        // Type and message only: the error also carries the unauthenticated body and header.
        request.log.warn(describeRefusal(error), 'Stripe webhook refused: invalid signature');
        return send(reply, 400, { error: 'BAD_REQUEST', message: 'Invalid signature' });
      }

      try {
        const outcome = await handleStripeEvent({ db: deps.db, stripe, log: request.log }, event);
        request.log.info({ eventId: event.id, type: event.type, ...outcome }, 'Stripe webhook');
        return reply.send(
          outcome.result === 'duplicate' ? { received: true, duplicate: true } : { received: true },
        );
      } catch (error) {
        // Nothing was recorded (the transaction rolled back): Stripe retries later.
        request.log.error({ err: error, eventId: event.id }, 'Stripe webhook failed');
        return send(reply, 500, {
          error: 'INTERNAL_SERVER_ERROR',
          message: 'The event could not be applied. Stripe will retry it.',
        });
      }
    });
  });
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).send(body);
}

function describeRefusal(error: unknown): { errorType: string; errorMessage: string } {
  if (!(error instanceof Error)) return { errorType: typeof error, errorMessage: String(error) };
  const type = (error as { type?: unknown }).type;
  return { errorType: typeof type === 'string' ? type : error.name, errorMessage: error.message };
}
