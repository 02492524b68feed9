import type { Generated, Insertable, Selectable } from 'kysely';
import type { NullableTimestamptz, Timestamptz, TimestamptzDefault } from './columns.js';

/** Stripe webhook events already applied; the primary key makes a redelivery a no-op. */
export type StripeEventsTable = {
  /** Stripe's event id, e.g. 'evt_…'. */
  id: string;
  type: string;
  /** Stripe's `created`, to ignore events older than the state already applied. */
  created: Timestamptz;
  processed_at: TimestamptzDefault;
};

export type StripeEventRow = Selectable<StripeEventsTable>;
export type NewStripeEvent = Insertable<StripeEventsTable>;

/**
 * Stripe subscriptions to cancel after their church was deleted; a worker retries until Stripe
 * says the subscription is canceled or gone.
 */
export type StripeCancellationsTable = {
  subscription_id: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: TimestamptzDefault;
  done_at: NullableTimestamptz;
  created_at: TimestamptzDefault;
};

export type StripeCancellationRow = Selectable<StripeCancellationsTable>;
