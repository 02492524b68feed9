import type { Generated, Insertable, Selectable } from 'kysely';
import type { BillingPeriod } from './churches.js';
import type { NullableTimestamptz, Numeric, Timestamptz, TimestamptzDefault } from './columns.js';

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

/** A payment of demo billing, as its receipt shows it (with Stripe, receipts are its invoices). */
export type BillingReceiptsTable = {
  /** The receipt's number is made from it ('DEMO-000042'). */
  id: Generated<number>;
  church_id: number;
  description: string;
  /** numeric(8,2) as a string, e.g. '9.99'. */
  amount: Numeric;
  billing_period: BillingPeriod;
  period_start: Timestamptz;
  period_end: Timestamptz;
  paid_at: TimestamptzDefault;
};

export type BillingReceiptRow = Selectable<BillingReceiptsTable>;
