import type { Db } from '@huddle/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { StripeSettings } from '../../config.js';
import { isMissing, stripeClient } from '../billing/stripe-client.js';

/*
 * The Stripe subscriptions of deleted churches, canceled after the deletion committed: a queue
 * in the database (stripe_cancellations), written in the deletion's own transaction so no
 * deletion can lose its cancellation, and worked off with retries by every API process.
 */

/** Retries wait 1, 2, 4 … minutes, at most 6 hours, until Stripe confirms. */
const MAX_BACKOFF_MS = 6 * 60 * 60_000;
/** A claimed row is left alone this long, so two processes never cancel the same one at once. */
const LEASE_MS = 5 * 60_000;
const STATUSES_THAT_ARE_ENDED = new Set(['canceled', 'incomplete_expired']);

export async function enqueueStripeCancellation(db: Db, subscriptionId: string) {
  await db
    .insertInto('stripe_cancellations')
    .values({ subscription_id: subscriptionId })
    .onConflict((oc) => oc.column('subscription_id').doNothing())
    .execute();
}

/** Takes one due cancellation and leases it to this process. */
async function claimDue(db: Db, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('stripe_cancellations')
    .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
    .where('subscription_id', '=', (eb) =>
      eb
        .selectFrom('stripe_cancellations')
        .select('subscription_id')
        .where('done_at', 'is', null)
        // Rows are stamped by the database's clock: due by it, or by a later `now` (tests).
        .where('next_attempt_at', '<=', sql<Date>`greatest(${now}::timestamptz, now())`)
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning('subscription_id')
    .executeTakeFirst();
  return row?.subscription_id;
}

/**
 * Cancels at Stripe unless it is already canceled or gone: asking first makes a repeat (a lost
 * answer, a second process) harmless.
 */
async function cancelAtStripe(settings: StripeSettings, subscriptionId: string) {
  const stripe = stripeClient(settings);
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    if (STATUSES_THAT_ARE_ENDED.has(subscription.status)) return;
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
}

/** Works off every due cancellation; returns how many Stripe confirmed. */
export async function processStripeCancellations(
  db: Db,
  settings: StripeSettings,
  log: FastifyBaseLogger,
  now = () => new Date(),
): Promise<number> {
  let done = 0;
  for (;;) {
    const subscriptionId = await claimDue(db, now());
    if (!subscriptionId) return done;
    try {
      await cancelAtStripe(settings, subscriptionId);
      await db
        .updateTable('stripe_cancellations')
        .set({ done_at: now(), last_error: null })
        .where('subscription_id', '=', subscriptionId)
        .execute();
      done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ subscriptionId, err: message }, 'Stripe cancellation failed; will retry');
      await db
        .updateTable('stripe_cancellations')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: message.slice(0, 500),
          next_attempt_at: sql<Date>`${now()}::timestamptz + least(
            interval '1 minute' * power(2, ${eb.ref('attempts')}),
            ${MAX_BACKOFF_MS} * interval '1 millisecond')`,
        }))
        .where('subscription_id', '=', subscriptionId)
        .execute();
    }
  }
}

/** Runs the queue now and then in Stripe billing mode. */
export function registerStripeCancellationWorker(
  app: FastifyInstance,
  db: Db,
  settings: StripeSettings,
  everyMs = 30_000,
) {
  const run = () =>
    processStripeCancellations(db, settings, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not work off Stripe cancellations'),
    );
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
